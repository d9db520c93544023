import type { ScalarIndexId } from '../../../shared/domain/indices';
import type { FieldDayStatistics, IndexStatistics } from '../../imagery/compute/field-statistics';
import type { HistogramBin } from '../../imagery/compute/summary-statistics';
import type { FieldIndexLatestItem } from '../db/imagery-entities';
import type { FieldIndexStatItem } from '../db/stat-entities';
import { db, statsDb } from '../db/service';
import { ENGINE_VERSION, LATEST_MIN_VALID_FRACTION, STAT_INDICES } from './config';

/**
 * Field index statistics in DynamoDB (see stat-entities.ts for the keys): written to the statistics table, read from
 * it and, for days stored before it existed, from the main table (the first shape; the statistics table's item wins). Writes are idempotent: a (field,
 * index, day) item is overwritten with the same values by a repeated job. Only computed days are stored: a day
 * whose imagery could not be read is never written, so nothing wrong is cached.
 */
const optional = (value: number | null) => (value === null ? undefined : value);

export function statItem(teamId: string, fieldId: string, boundaryHash: string, day: FieldDayStatistics, stats: IndexStatistics) {
  return {
    teamId,
    fieldId,
    index: stats.index,
    date: day.date,
    datetime: day.datetime,
    sceneIds: stats.sceneIds.length > 0 ? stats.sceneIds : day.sceneIds,
    epsg: day.epsg,
    sceneCloudPercent: optional(day.sceneCloudPercent),
    fieldCloudPercent: optional(stats.fieldCloudPercent),
    areaHa: day.areaHa,
    pixelCount: stats.pixelCount,
    dataPixelCount: stats.dataPixelCount,
    validPixelCount: stats.validPixelCount,
    validFraction: stats.validFraction,
    lowConfidence: stats.lowConfidence,
    sclAvailable: stats.sclAvailable,
    min: optional(stats.min),
    max: optional(stats.max),
    mean: optional(stats.mean),
    stDev: optional(stats.stDev),
    p10: optional(stats.p10),
    p50: optional(stats.p50),
    p90: optional(stats.p90),
    histogram: histogramText(stats.histogram.bins),
    ...(stats.notes.length > 0 ? { notes: stats.notes } : {}),
    boundaryHash,
    engineVersion: ENGINE_VERSION,
  };
}

type BinRow = [lowEdge: number, highEdge: number, mean: number | null, count: number];

/** The bins as rows of numbers: the names of four keys repeated in every bin were most of the item's bytes. */
export function histogramText(bins: readonly HistogramBin[]): string {
  return JSON.stringify(bins.map((bin): BinRow => [bin.lowEdge, bin.highEdge, bin.mean, bin.count]));
}

/** The bins from either stored shape: rows (the statistics table) or objects (the first shape). */
export function histogramBins(text: string): HistogramBin[] {
  const parsed = JSON.parse(text) as Array<BinRow | HistogramBin>;
  return parsed.map((bin) => (Array.isArray(bin) ? { lowEdge: bin[0], highEdge: bin[1], mean: bin[2], count: bin[3] } : bin));
}

/** A stored item back as the engine's per-day statistics (one index), so the output shapes are built once. */
export function dayFromItem(item: FieldIndexStatItem): FieldDayStatistics {
  const value = (v: number | undefined) => v ?? null;
  const stats: IndexStatistics = {
    index: item.index,
    count: item.validPixelCount,
    min: value(item.min),
    max: value(item.max),
    mean: value(item.mean),
    stDev: value(item.stDev),
    p10: value(item.p10),
    p50: value(item.p50),
    p90: value(item.p90),
    histogram: { bins: histogramBins(item.histogram) },
    pixelCount: item.pixelCount,
    dataPixelCount: item.dataPixelCount,
    validPixelCount: item.validPixelCount,
    validFraction: item.validFraction,
    fieldCloudPercent: value(item.fieldCloudPercent),
    sclAvailable: item.sclAvailable,
    lowConfidence: item.lowConfidence,
    sceneIds: item.sceneIds,
    notes: item.notes ?? [],
  };
  return {
    date: item.date,
    datetime: item.datetime,
    epsg: item.epsg,
    sceneIds: item.sceneIds,
    sceneCloudPercent: value(item.sceneCloudPercent),
    areaHa: item.areaHa,
    pixelCount: item.pixelCount,
    indices: { [item.index]: stats },
    read: { bytesRead: 0, requests: 0 },
  };
}

/** A computed day of one index as a later read of the table gives it back (what a remembered answer must equal). */
export function asReadBack(teamId: string, fieldId: string, boundaryHash: string, day: FieldDayStatistics, index: ScalarIndexId): FieldDayStatistics {
  const stats = day.indices[index];
  return stats ? dayFromItem({ ...statItem(teamId, fieldId, boundaryHash, day, stats), computedAt: '' }) : day;
}

const current = (boundaryHash: string) => (item: FieldIndexStatItem) => item.boundaryHash === boundaryHash && item.engineVersion === ENGINE_VERSION;

/** Stored days of one index between two days (inclusive), for the field's current boundary: one Query. */
export async function storedDays(teamId: string, fieldId: string, index: ScalarIndexId, from: string, to: string, boundaryHash: string): Promise<FieldIndexStatItem[]> {
  return ofBoundary(await storedItems(teamId, fieldId, index, from, to), boundaryHash);
}

/** The same Query for any boundary, so that it can start before the field (and its boundary) is read. */
export async function storedItems(teamId: string, fieldId: string, index: ScalarIndexId, from: string, to: string): Promise<FieldIndexStatItem[]> {
  const [stats, legacy] = await Promise.all([
    statsDb().entities.fieldIndexStat.query.byField({ teamId, fieldId, index }).between({ date: from }, { date: to }).go({ pages: 'all' }),
    db().entities.legacyFieldIndexStat.query.byField({ teamId, fieldId, index }).between({ date: from }, { date: to }).go({ pages: 'all' }),
  ]);
  return merged(stats.data, legacy.data);
}

/** Both tables' items of the same days, one per (index, day): the statistics table's when both hold it, by date. */
export function merged(stats: readonly FieldIndexStatItem[], legacy: readonly FieldIndexStatItem[]): FieldIndexStatItem[] {
  if (legacy.length === 0) return [...stats];
  const key = (item: FieldIndexStatItem) => `${item.index}#${item.date}`;
  const kept = new Set(stats.map(key));
  return [...stats, ...legacy.filter((item) => !kept.has(key(item)))].sort((a, b) => a.index.localeCompare(b.index) || a.date.localeCompare(b.date));
}

/** Items computed for this boundary by this engine version. */
export function ofBoundary(items: readonly FieldIndexStatItem[], boundaryHash: string): FieldIndexStatItem[] {
  return items.filter(current(boundaryHash));
}

/** Every index's stored item of a day (one BatchGet). */
export async function storedDay(teamId: string, fieldId: string, date: string): Promise<FieldIndexStatItem[]> {
  const keys = STAT_INDICES.map((index) => ({ teamId, fieldId, index, date }));
  const [stats, legacy] = await Promise.all([statsDb().entities.fieldIndexStat.get(keys).go(), db().entities.legacyFieldIndexStat.get(keys).go()]);
  const present = (items: ReadonlyArray<FieldIndexStatItem | null>) => items.filter((item): item is FieldIndexStatItem => Boolean(item));
  return merged(present(stats.data), present(legacy.data));
}

/** Whether every index of a day is stored for the field's current boundary (the worker's idempotency check). */
export function dayIsComplete(items: readonly FieldIndexStatItem[], boundaryHash: string): boolean {
  return items.filter(current(boundaryHash)).length === STAT_INDICES.length;
}

const statsOf = (day: FieldDayStatistics) => Object.values(day.indices).filter((stats): stats is IndexStatistics => Boolean(stats));

/** Stores a computed day (every index it holds) and moves the field's latest values forward when it is newer. */
export async function putDay(teamId: string, fieldId: string, boundaryHash: string, day: FieldDayStatistics): Promise<void> {
  await putDays(teamId, fieldId, boundaryHash, [day]);
}

/**
 * Stores computed days in batches (25 items a request), then offers each index's two newest clear days to the
 * latest items, older first (so the newer one ends up latest and the older one previous): a year computed on
 * request costs a handful of writes, not one conditional update per day.
 */
export async function putDays(teamId: string, fieldId: string, boundaryHash: string, days: readonly FieldDayStatistics[]): Promise<void> {
  await putStatistics(teamId, fieldId, boundaryHash, days);
  await offerLatestDays(teamId, fieldId, boundaryHash, days);
}

/** The days' statistics items alone, in batches (a request computing many days writes them as they come). */
export async function putStatistics(teamId: string, fieldId: string, boundaryHash: string, days: readonly FieldDayStatistics[]): Promise<void> {
  const items = days.flatMap((day) => statsOf(day).map((stats) => statItem(teamId, fieldId, boundaryHash, day, stats)));
  if (items.length === 0) return;
  const { unprocessed } = await statsDb().entities.fieldIndexStat.put(items).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} statistics were not written`);
}

/** Offers stored days to the latest items: per index only the two newest clear days can end up latest or previous. */
export async function offerLatestDays(teamId: string, fieldId: string, boundaryHash: string, days: readonly FieldDayStatistics[]): Promise<void> {
  const offers = days
    .flatMap((day) => statsOf(day).map((stats) => latestValue(teamId, fieldId, boundaryHash, day, stats)))
    .filter((value): value is LatestValue => value !== null)
    .sort((a, b) => a.date.localeCompare(b.date));
  // Per index only the two newest days can end up as latest and previous.
  const newest = offers.filter((offer) => offers.filter((other) => other.index === offer.index && other.date > offer.date).length < 2);
  await offerLatest(teamId, fieldId, newest);
}

type LatestValue = Omit<FieldIndexLatestItem, 'updatedAt'>;

/** A day's value as a latest-item candidate: only clear days (a mean, at least half the field seen) qualify. */
function latestValue(teamId: string, fieldId: string, boundaryHash: string, day: FieldDayStatistics, stats: IndexStatistics): LatestValue | null {
  const { mean, min, max, stDev } = stats;
  if (mean === null || min === null || max === null || stDev === null || stats.validFraction < LATEST_MIN_VALID_FRACTION) return null;
  return {
    teamId,
    fieldId,
    index: stats.index,
    date: day.date,
    mean,
    min,
    max,
    stDev,
    validFraction: stats.validFraction,
    fieldCloudPercent: optional(stats.fieldCloudPercent),
    sceneCloudPercent: optional(day.sceneCloudPercent),
    lowConfidence: stats.lowConfidence,
    boundaryHash,
  };
}

/**
 * What the latest item becomes when a day is offered (null: it stays). A newer day replaces it and keeps the one
 * it replaces as `previous`; an older day can still become `previous`; a reshaped field starts over.
 */
export function nextLatest(stored: LatestValue | null, next: LatestValue): LatestValue | null {
  if (!stored || stored.boundaryHash !== next.boundaryHash) return next;
  const previous = stored.previousDate === undefined ? {} : { previousDate: stored.previousDate, previousMean: stored.previousMean };
  if (next.date > stored.date) return { ...next, previousDate: stored.date, previousMean: stored.mean };
  if (next.date === stored.date) return next.mean === stored.mean && next.validFraction === stored.validFraction ? null : { ...next, ...previous };
  if (stored.previousDate === undefined || next.date > stored.previousDate) return { ...stored, previousDate: next.date, previousMean: next.mean };
  return null;
}

/** The latest item after offering days in date order (null: it stays as it is). */
export function foldLatest(stored: LatestValue | null, offers: readonly LatestValue[]): LatestValue | null {
  let state = stored;
  let changed = false;
  for (const offer of offers) {
    const next = nextLatest(state, offer);
    if (next) {
      state = next;
      changed = true;
    }
  }
  return changed ? state : null;
}

interface LatestBatch {
  offers: LatestValue[];
  written: Promise<void>;
}

/** Per field, the write under way and the batch gathering offers meanwhile. */
const latestQueues = new Map<string, { tail: Promise<void>; open: LatestBatch | null }>();

/**
 * Offers days to the latest items. Requests of one container that compute the same field at once (the analysis
 * chart asks for five seasons together) would race for the same items and lose conditional writes to each other:
 * their offers are instead gathered while an earlier batch of the field is written, then written as one batch.
 */
function offerLatest(teamId: string, fieldId: string, offers: readonly LatestValue[]): Promise<void> {
  if (offers.length === 0) return Promise.resolve();
  const key = `${teamId}|${fieldId}`;
  let queue = latestQueues.get(key);
  if (!queue) {
    queue = { tail: Promise.resolve(), open: null };
    latestQueues.set(key, queue);
  }
  const owner = queue;
  let batch = owner.open;
  if (!batch) {
    const opened: LatestBatch = { offers: [], written: Promise.resolve() };
    opened.written = owner.tail.then(() => {
      // From here on, new offers gather in the next batch.
      if (owner.open === opened) owner.open = null;
      return writeLatest(teamId, fieldId, opened.offers);
    });
    const tail = opened.written.catch(() => undefined);
    owner.tail = tail;
    owner.open = opened;
    void tail.then(() => {
      if (owner.tail === tail && latestQueues.get(key) === owner) latestQueues.delete(key);
    });
    batch = opened;
  }
  batch.offers.push(...offers);
  return batch.written;
}

/**
 * One consistent BatchGet of the latest items, then per index one write of the offers folded in date order,
 * conditional on the item being as it was read; a lost race reads that item again and folds again.
 */
async function writeLatest(teamId: string, fieldId: string, offers: readonly LatestValue[]): Promise<void> {
  const entity = db().entities.fieldIndexLatest;
  const ordered = [...offers].sort((a, b) => a.date.localeCompare(b.date));
  const indices = [...new Set(ordered.map((offer) => offer.index))];
  const { data } = await entity.get(indices.map((index) => ({ teamId, fieldId, index }))).go({ consistent: true });
  const stored = new Map(data.filter((item): item is FieldIndexLatestItem => Boolean(item)).map((item) => [item.index, item as LatestValue]));
  await Promise.all(
    indices.map(async (index) => {
      const own = ordered.filter((offer) => offer.index === index);
      let current = stored.get(index) ?? null;
      for (let attempt = 0; ; attempt++) {
        const write = foldLatest(current, own);
        if (!write) return;
        const seen = current;
        const { rejected } = seen
          ? await entity
              .put(write)
              .where(({ date, boundaryHash }, { eq }) => `(${eq(date, seen.date)} AND ${eq(boundaryHash, seen.boundaryHash)})`)
              .go({ returnOnConditionCheckFailure: true })
          : await entity.create(write).go({ returnOnConditionCheckFailure: true });
        if (!rejected) return;
        if (attempt >= 4) throw new Error(`the latest ${index} of field ${fieldId} kept changing`);
        current = ((await entity.get({ teamId, fieldId, index }).go({ consistent: true })).data as LatestValue | null) ?? null;
      }
    }),
  );
}

export interface TeamLatest {
  fieldId: string;
  index: ScalarIndexId;
  date: string;
  mean: number;
  min: number;
  max: number;
  stDev: number;
  validFraction: number;
  fieldCloudPercent: number | null;
  lowConfidence: boolean;
  /** Change from the previous clear value (null when there is none yet). */
  valueChange: number | null;
  previousDate: string | null;
  boundaryHash: string;
}

/**
 * The latest values of every field and index of a team, from one Query of the team's partition (`LATEST#`
 * items only, a few hundred bytes each: 200 fields × 5 indices stay within one 1 MB page).
 */
export async function latestForTeam(teamId: string): Promise<{ values: TeamLatest[]; complete: boolean }> {
  const { data, cursor } = await db().entities.fieldIndexLatest.query.byTeam({ teamId }).go();
  return {
    complete: cursor === null,
    values: data.map((item) => ({
      fieldId: item.fieldId,
      index: item.index,
      date: item.date,
      mean: item.mean,
      min: item.min,
      max: item.max,
      stDev: item.stDev,
      validFraction: item.validFraction,
      fieldCloudPercent: item.fieldCloudPercent ?? null,
      lowConfidence: item.lowConfidence,
      valueChange: item.previousMean === undefined ? null : item.mean - item.previousMean,
      previousDate: item.previousDate ?? null,
      boundaryHash: item.boundaryHash,
    })),
  };
}
