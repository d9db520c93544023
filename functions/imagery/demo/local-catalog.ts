/**
 * The demo imagery year on local disk (Sentinel-2 and Sentinel-1 in one catalog), generated once per machine: the catalog is written into the OS temp dir
 * under a name keyed by the generator version, the year and the fields, so that every later local stage start
 * and test run reuses it (the generator is deterministic; bump DEMO_GENERATOR_VERSION when its output changes).
 * It is written beside its final place and renamed into it, so an interrupted generation is never reused.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { DEMO_FARM_FIELDS } from './demo-farm';
import { DEFAULT_DEMO_OPTIONS, directorySink, generateDemoImagery, type DemoField } from './generate-demo-imagery';
import { DEFAULT_DEMO_RADAR_OPTIONS, generateDemoRadar } from './generate-demo-radar';

export const DEMO_GENERATOR_VERSION = 5;
const COMPLETE = '.complete';

export interface DemoCatalog {
  dir: string;
  year: number;
  collection: string;
  /** The demo Sentinel-1 collection in the same catalog (Digital Earth Africa's `s1_rtc` form). */
  radarCollection: string;
  /** True when this call generated it (false: reused). */
  generated: boolean;
  ms: number;
}

/** The year the local stage shows: the last full calendar year, so a new field's first look-back covers it. */
export function demoYear(now = new Date()): number {
  return now.getUTCFullYear() - 1;
}

export function demoCatalogDir(year: number, fields: readonly DemoField[] = DEMO_FARM_FIELDS, root = tmpdir()): string {
  const digest = createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 10);
  return join(root, `fieldwatch-demo-imagery-v${DEMO_GENERATOR_VERSION}-${year}-${digest}`);
}

export async function ensureDemoCatalog(options: { year?: number; fields?: readonly DemoField[]; root?: string } = {}): Promise<DemoCatalog> {
  const year = options.year ?? demoYear();
  const fields = options.fields ?? DEMO_FARM_FIELDS;
  const dir = demoCatalogDir(year, fields, options.root);
  const collection = DEFAULT_DEMO_OPTIONS.collection;
  const radarCollection = DEFAULT_DEMO_RADAR_OPTIONS.collection;
  const started = performance.now();
  if (existsSync(join(dir, COMPLETE))) return { dir, year, collection, radarCollection, generated: false, ms: 0 };
  const partial = `${dir}.partial-${process.pid}-${Date.now()}`;
  try {
    await generateDemoImagery({ fields, year, sink: directorySink(partial), otherCollections: [radarCollection] });
    await generateDemoRadar({ fields, year, sink: directorySink(partial) });
    await writeFile(join(partial, COMPLETE), new Date().toISOString());
    await rm(dir, { recursive: true, force: true });
    await rename(partial, dir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    // Another process finished the same catalog meanwhile: use theirs.
    if (!existsSync(join(dir, COMPLETE))) throw error;
  }
  return { dir, year, collection, radarCollection, generated: true, ms: Math.round(performance.now() - started) };
}

/** Every file of the catalog as a key relative to its root (the bookkeeping marker left out). */
export async function catalogKeys(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name !== COMPLETE)
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}
