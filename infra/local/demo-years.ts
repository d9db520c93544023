import { open, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { demoYear } from '../../functions/imagery/demo/local-catalog';
import { ensureDemoYear } from './demo-year-thread';

/**
 * The demo imagery of the other years the screens ask for: the current year (the default window is the last
 * 3 months up to today) and the years a 5-year compare reaches back to. Each year is generated on first demand
 * (deterministic per date; cached per machine in the OS temp dir like the base year) and served from that
 * directory; scenes after today are never answered, so the demo never shows an image from the future.
 */
export const DEMO_YEARS_BACK = 5;

interface CatalogItem {
  id: string;
  collection?: string;
  properties: Record<string, unknown>;
}

/**
 * Years of a STAC search's `datetime` ("start/end", open ends "..") within the demo's span of `yearsBack` years
 * before the current one, base year excluded.
 */
export function demoYearsOf(datetime: unknown, now = new Date(), yearsBack = DEMO_YEARS_BACK): number[] {
  const current = now.getUTCFullYear();
  const first = current - yearsBack;
  const [from = '..', to = '..'] = typeof datetime === 'string' ? datetime.split('/') : [];
  const start = from === '..' || !from ? first : Math.max(first, Number(from.slice(0, 4)) || first);
  const end = to === '..' || !to ? current : Math.min(current, Number(to.slice(0, 4)) || current);
  const years: number[] = [];
  for (let year = start; year <= end; year++) if (year !== demoYear(now)) years.push(year);
  return years;
}

/** The `datetime` of a STAC search body (undefined when the body is not JSON). */
export function searchDatetime(body: string): unknown {
  try {
    return (JSON.parse(body || '{}') as { datetime?: unknown }).datetime;
  } catch {
    return undefined;
  }
}

export class DemoYears {
  private readonly years = new Map<number, Promise<{ dir: string; items: CatalogItem[] }>>();
  private readonly ready = new Map<number, { dir: string; items: CatalogItem[] }>();
  /** Bumped whenever a year becomes ready: the stand-in rebuilds its item index. */
  version = 0;

  /** `yearsBack`: how far back searches may reach (a test stage asks for fewer years than the 5-year compare). */
  constructor(
    private readonly collection: string,
    readonly yearsBack = DEMO_YEARS_BACK,
  ) {}

  ensure(years: readonly number[]): Promise<unknown> {
    return Promise.all(years.map((year) => this.load(year)));
  }

  private load(year: number): Promise<unknown> {
    let loading = this.years.get(year);
    if (!loading) {
      loading = (async () => {
        const catalog = await ensureDemoYear(year);
        if (catalog.generated) console.log(`[stac] demo imagery of ${year} generated in ${(catalog.ms / 1000).toFixed(1)} s`);
        const text = await readFile(path.join(catalog.dir, this.collection, 'items.json'), 'utf8');
        const items = (JSON.parse(text) as { features: CatalogItem[] }).features;
        const loaded = { dir: catalog.dir, items };
        this.ready.set(year, loaded);
        this.version++;
        return loaded;
      })();
      loading.catch(() => this.years.delete(year));
      this.years.set(year, loading);
    }
    return loading;
  }

  /** Items of the ready years acquired up to now. */
  items(now = new Date()): CatalogItem[] {
    const limit = now.toISOString();
    return [...this.ready.values()].flatMap((year) => year.items).filter((item) => String(item.properties.datetime ?? '') <= limit);
  }

  /** The file of a catalog key (`collection/itemId/B04.tif`) when it belongs to a ready year. */
  fileFor(key: string): string | null {
    const date = /_(\d{4})\d{4}_/.exec(key.split('/')[1] ?? '');
    const year = this.ready.get(Number(date?.[1]));
    if (!year || key.includes('..')) return null;
    return path.join(year.dir, key);
  }
}

/** A byte range (or the whole file) of a demo COG, as S3 would answer it. */
export async function serveFile(file: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
    return;
  }
  try {
    const { size } = await handle.stat();
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const end = range && range[2] ? Math.min(size - 1, Number(range[2])) : size - 1;
    if (start >= size) {
      res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
      return;
    }
    const buffer = Buffer.alloc(end - start + 1);
    await handle.read(buffer, 0, buffer.length, start);
    const type = file.endsWith('.tif') ? 'image/tiff' : 'application/json';
    res.writeHead(range ? 206 : 200, {
      'content-type': type,
      'content-length': String(buffer.length),
      'accept-ranges': 'bytes',
      ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
    });
    res.end(buffer);
  } finally {
    await handle.close();
  }
}
