import type { ScalarIndexId } from '../../../shared/domain/indices';
import type { FieldDayStatistics, IndexStatistics } from '../../imagery/compute/field-statistics';
import type { HistogramBin } from '../../imagery/compute/summary-statistics';
import type { FieldIndexStatItem } from '../db/stat-entities';
import { db, statsDb } from '../db/service';
import { ENGINE_VERSION, STAT_INDICES } from './config';

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

/** The statistics of each index a computed day holds. */
export const statsOf = (day: FieldDayStatistics) => Object.values(day.indices).filter((stats): stats is IndexStatistics => Boolean(stats));

/** The days' statistics items alone, in batches (a request computing many days writes them as they come). */
export async function putStatistics(teamId: string, fieldId: string, boundaryHash: string, days: readonly FieldDayStatistics[]): Promise<void> {
  const items = days.flatMap((day) => statsOf(day).map((stats) => statItem(teamId, fieldId, boundaryHash, day, stats)));
  if (items.length === 0) return;
  const { unprocessed } = await statsDb().entities.fieldIndexStat.put(items).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} statistics were not written`);
}
