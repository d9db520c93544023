import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { mapLimit } from '../../imagery/cog/concurrency';
import type { Scene } from '../../imagery/scene';
import { groupScenesByDate, type SceneDay } from '../../imagery/stac/group-by-date';
import { bboxesIntersect, type Bbox, mgrsTileBbox, mgrsTilesOfBbox } from '../../imagery/stac/mgrs-tiles';
import { StacClient } from '../../imagery/stac/stac-client';
import { db } from '../db/service';
import { stacSettings } from '../config';
import { addDays, today } from './config';

/**
 * Scenes over a field between two days, from the stage's STAC API, cached in DynamoDB (the imagery scene cache)
 * per area and calendar month: a month that ended a few days ago no longer changes and is kept for a month; the
 * current month (Earth Search publishes with a delay) for an hour. A year's series is then at most 13 cached
 * lookups in one BatchGet. A failed search is never cached. A small per-container memory sits in front.
 */
/** Days after which a past day's scenes are taken as final. */
export const SETTLED_AFTER_DAYS = 5;
const SETTLED_SECONDS = 30 * 86_400;
const RECENT_SECONDS = 3600;
const MAX_CACHED_CHARS = 350_000;
const MEMORY_ENTRIES = 500;
const memory = new Map<string, { expiresAt: number; items: readonly unknown[] }>();
/** Searches under way: fields of one tile planned at the same time wait for the same STAC call. */
const inflight = new Map<string, Promise<unknown[]>>();

export interface SceneSearchDeps {
  client: StacClient;
  collection: string;
  /** Identifies the API in cache keys. */
  apiUrl: string;
  now?: () => Date;
  /** Where searches are kept between containers; the table's scene cache unless given (benches, unit tests). */
  store?: SceneStore;
}

export interface SceneStore {
  get(keys: string[]): Promise<Array<{ key: string; scenes: string; expiresAt: number }>>;
  put(item: { key: string; scenes: string; count: number; expiresAt: number }): Promise<void>;
}

const tableSceneStore: SceneStore = {
  async get(keys) {
    const { data } = await db().entities.sceneCache.get(keys.map((key) => ({ key }))).go();
    return data.flatMap((item) => (item ? [item] : []));
  },
  async put(item) {
    await db().entities.sceneCache.put(item).go();
  },
};

export function sceneSearchDeps(fetchImpl?: typeof fetch): SceneSearchDeps {
  const config = stacSettings();
  return {
    client: new StacClient({ url: config.stacApiUrl, timeoutMs: 10_000, retries: 2, ...(fetchImpl ? { fetch: fetchImpl } : {}) }),
    collection: config.collection,
    apiUrl: config.stacApiUrl,
  };
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const lastYear = Number(to.slice(0, 4));
  const lastMonth = Number(to.slice(5, 7));
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month++;
    if (month === 13) {
      month = 1;
      year++;
    }
  }
  return months;
}

function monthEnd(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
}

/** The cache key of one month's search over an area (exported for tests). */
export function sceneCacheKey(deps: Pick<SceneSearchDeps, 'apiUrl' | 'collection'>, bbox: readonly number[], month: string): string {
  return createHash('sha256')
    .update([deps.apiUrl, deps.collection, bbox.map((v) => v.toFixed(6)).join(','), month].join('|'))
    .digest('base64url')
    .slice(0, 32);
}

const encode = (items: readonly unknown[]) => gzipSync(JSON.stringify(items)).toString('base64');
const decode = <T>(text: string) => JSON.parse(gunzipSync(Buffer.from(text, 'base64')).toString('utf8')) as T[];

function remember(key: string, items: readonly unknown[], expiresAt: number): void {
  if (memory.size >= MEMORY_ENTRIES) memory.delete(memory.keys().next().value ?? '');
  memory.set(key, { expiresAt, items });
}

/**
 * A catalogue searched through the month cache: Sentinel-2 scenes (searchScenes) or Sentinel-1 ones
 * (radar-scene-search.ts). `searchMonth` is one STAC search of an area over a month's instants.
 */
export interface MonthlyCatalog<T> {
  collection: string;
  /** Identifies the API in cache keys. */
  apiUrl: string;
  searchMonth: (bbox: [number, number, number, number], from: string, to: string) => Promise<T[]>;
  dateOf: (item: T) => string;
  idOf: (item: T) => string;
  now?: () => Date;
  store?: SceneStore;
}

/**
 * Everything a catalogue holds over an area between two days, one cached search per calendar month (see above).
 * `cacheWrites`: when given, the cache writes of new searches are added to it instead of awaited, so that the
 * caller's work on the results overlaps them; the caller awaits them before it answers.
 */
export async function searchCachedMonths<T>(
  bbox: readonly [number, number, number, number],
  from: string,
  to: string,
  catalog: MonthlyCatalog<T>,
  cacheWrites?: Array<Promise<unknown>>,
): Promise<T[]> {
  const now = catalog.now?.() ?? new Date();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const months = monthsBetween(from, to).map((month) => ({ month, key: sceneCacheKey(catalog, bbox, month) }));
  const found = new Map<string, readonly T[]>();
  const missing = months.filter(({ key }) => {
    const local = memory.get(key);
    if (local && local.expiresAt > nowSeconds) found.set(key, local.items as T[]);
    return !found.has(key) && !inflight.has(key);
  });
  if (missing.length > 0) {
    const data = await (catalog.store ?? tableSceneStore).get(missing.map(({ key }) => key));
    for (const item of data) {
      if (item.expiresAt <= nowSeconds) continue;
      const items = decode<T>(item.scenes);
      found.set(item.key, items);
      remember(item.key, items, Math.min(item.expiresAt, nowSeconds + 300));
    }
  }
  const settledBefore = addDays(today(now), -SETTLED_AFTER_DAYS);
  await mapLimit(
    months.filter(({ key }) => !found.has(key)),
    4,
    async ({ month, key }) => {
      let search = inflight.get(key) as Promise<T[]> | undefined;
      if (!search) {
        search = searchMonth(month, key, bbox, catalog, nowSeconds, settledBefore, cacheWrites).finally(() => inflight.delete(key));
        inflight.set(key, search);
      }
      found.set(key, await search);
    },
  );
  const seen = new Set<string>();
  return months
    .flatMap(({ key }) => found.get(key) ?? [])
    .filter((item) => {
      const date = catalog.dateOf(item);
      const id = catalog.idOf(item);
      return date >= from && date <= to && !seen.has(id) && Boolean(seen.add(id));
    });
}

async function searchMonth<T>(
  month: string,
  key: string,
  bbox: readonly number[],
  catalog: MonthlyCatalog<T>,
  nowSeconds: number,
  settledBefore: string,
  cacheWrites?: Array<Promise<unknown>>,
): Promise<T[]> {
  const end = monthEnd(month);
  const items = await catalog.searchMonth([...bbox] as [number, number, number, number], `${month}-01T00:00:00Z`, `${end}T23:59:59Z`);
  const expiresAt = nowSeconds + (end < settledBefore ? SETTLED_SECONDS : RECENT_SECONDS);
  remember(key, items, Math.min(expiresAt, nowSeconds + 300));
  const text = encode(items);
  if (text.length <= MAX_CACHED_CHARS) {
    // A cache that cannot be written only costs the next request a search.
    const write = (catalog.store ?? tableSceneStore).put({ key, scenes: text, count: items.length, expiresAt }).catch(() => undefined);
    if (cacheWrites) cacheWrites.push(write);
    else await write;
  }
  return items;
}

/** Sentinel-2 scenes over an area between two days, through the month cache. */
export async function searchScenes(
  bbox: readonly [number, number, number, number],
  from: string,
  to: string,
  deps: SceneSearchDeps = sceneSearchDeps(),
  cacheWrites?: Array<Promise<unknown>>,
): Promise<Scene[]> {
  const catalog: MonthlyCatalog<Scene> = {
    collection: deps.collection,
    apiUrl: deps.apiUrl,
    searchMonth: (area, start, end) => deps.client.search({ collections: [deps.collection], bbox: area, from: start, to: end, sort: 'asc', limit: 100 }),
    dateOf: (scene) => scene.date,
    idOf: (scene) => scene.id,
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.store ? { store: deps.store } : {}),
  };
  return searchCachedMonths(bbox, from, to, catalog, cacheWrites);
}

/** The field's acquisition days between two days, each with its same-day scenes, in date order. */
export async function sceneDays(
  bbox: readonly [number, number, number, number],
  from: string,
  to: string,
  deps?: SceneSearchDeps,
  cacheWrites?: Array<Promise<unknown>>,
): Promise<SceneDay[]> {
  return groupScenesByDate(await searchScenes(bbox, from, to, deps, cacheWrites));
}

/**
 * The same days, searched per Sentinel-2 MGRS tile of the field rather than per field: every field on a tile
 * shares one cached search per tile and month (STAC calls grow with tiles and months, not fields). The tile's
 * scenes are kept for the field when their footprint's box meets the field's, as a search by the field's box
 * would; a field outside the MGRS grid (the poles) is searched by its own box.
 */
export async function tileSceneDays(bbox: Bbox, from: string, to: string, deps?: SceneSearchDeps): Promise<SceneDay[]> {
  const tiles = mgrsTilesOfBbox(bbox);
  if (tiles.length === 0) return sceneDays(bbox, from, to, deps);
  const found = await Promise.all(tiles.map((tile) => searchScenes(mgrsTileBbox(tile), from, to, deps)));
  return groupScenesByDate(found.flat().filter((scene) => bboxesIntersect(scene.bbox, bbox)));
}
