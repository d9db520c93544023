import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { demoCatalogDir, demoYear } from '../../functions/imagery/demo/local-catalog';
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

/** The year of a demo catalog key (NaN when it names none). */
export function demoKeyYear(key: string): number {
  const segments = key.split('/');
  const fromId = /_(\d{4})\d{4}_/.exec(segments[1] ?? '')?.[1];
  const fromPath = /^\d{4}$/.test(segments[2] ?? '') && /^\d{2}$/.test(segments[3] ?? '') ? segments[2] : undefined;
  return Number(fromId ?? fromPath ?? NaN);
}

export class DemoYears {
  private readonly years = new Map<number, Promise<{ dir: string; items: CatalogItem[] }>>();
  private readonly ready = new Map<number, { dir: string; items: CatalogItem[] }>();
  private baseYear: { year: number; dir: string } | undefined;
  /** Bumped whenever a year becomes ready: the stand-in rebuilds its item index. */
  version = 0;

  /**
   * `collections`: the catalog's collections whose items are searched (the demo Sentinel-2 and Sentinel-1);
   * `yearsBack`: how far back searches may reach (a test stage asks for fewer years than the 5-year compare).
   */
  constructor(
    private readonly collections: readonly string[],
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
        const items: CatalogItem[] = [];
        for (const collection of this.collections) {
          const text = await readFile(path.join(catalog.dir, collection, 'items.json'), 'utf8');
          items.push(...(JSON.parse(text) as { features: CatalogItem[] }).features);
        }
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

  /**
   * The file of a catalog key when it belongs to a ready year or the base year: a Sentinel-2 key names its year in
   * the item id (`sentinel-2-c1-l2a/S2A_T32PNM_20250105_0_L2A/B04.tif`), a Sentinel-1 key in its path
   * (`s1_rtc/N09E008/2025/01/05/<datatake>/…_VV.tif`).
   */
  fileFor(key: string): string | null {
    if (key.includes('..')) return null;
    const year = demoKeyYear(key);
    const dir = this.ready.get(year)?.dir ?? this.baseYearDir(year);
    return dir ? path.join(dir, key) : null;
  }

  /**
   * The base year's directory once generated. Its items are searched in the local S3, which holds a copy of this
   * very directory (the marker object names it); its bytes are served from here, as the other years' are, without
   * the S3 emulator's work for each range on the cores the Lambdas use.
   */
  private baseYearDir(year: number): string | null {
    if (year !== demoYear()) return null;
    if (this.baseYear?.year === year) return this.baseYear.dir;
    const dir = demoCatalogDir(year);
    if (!existsSync(path.join(dir, '.complete'))) return null;
    this.baseYear = { year, dir };
    return dir;
  }
}

/**
 * Demo files (a COG is 0.1-0.3 MB) held in memory once read: a scene's read asks for a few ranges of each band,
 * and opening, stat-ing and closing the file for every range cost the stand-in more CPU than serving the bytes,
 * on the same cores as the Lambdas it serves. A year's files never change once generated.
 */
const HELD_BYTES = 64 * 1024 * 1024;
const held = new Map<string, Promise<Buffer | null>>();
const heldSizes = new Map<string, number>();
let heldBytes = 0;

function fileBytes(file: string): Promise<Buffer | null> {
  const cached = held.get(file);
  if (cached) {
    // Most recently used last: the least recently used go first.
    held.delete(file);
    held.set(file, cached);
    return cached;
  }
  const reading: Promise<Buffer | null> = readFile(file).then(
    (bytes) => {
      if (held.get(file) !== reading) return bytes;
      heldSizes.set(file, bytes.length);
      heldBytes += bytes.length;
      for (const [name] of held) {
        if (heldBytes <= HELD_BYTES) break;
        const size = heldSizes.get(name);
        if (size === undefined || name === file) continue; // still being read, or the one just read
        held.delete(name);
        heldSizes.delete(name);
        heldBytes -= size;
      }
      return bytes;
    },
    () => {
      if (held.get(file) === reading) held.delete(file);
      return null;
    },
  );
  held.set(file, reading);
  return reading;
}

/** A byte range (or the whole file) of a demo COG, as S3 would answer it. */
export async function serveFile(file: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const bytes = await fileBytes(file);
  if (!bytes) {
    res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
    return;
  }
  const size = bytes.length;
  const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  const start = range ? Number(range[1]) : 0;
  const end = range && range[2] ? Math.min(size - 1, Number(range[2])) : size - 1;
  if (start >= size) {
    res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
    return;
  }
  const type = file.endsWith('.tif') ? 'image/tiff' : 'application/json';
  res.writeHead(range ? 206 : 200, {
    'content-type': type,
    'content-length': String(end - start + 1),
    'accept-ranges': 'bytes',
    ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
  });
  res.end(bytes.subarray(start, end + 1));
}
