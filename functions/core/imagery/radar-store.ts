import type { Backscatter, RadarPoint } from '../../../shared/api/schemas/radar';
import type { RadarStatistics } from '../../imagery/radar/radar-statistics';
import type { FieldRadarStatItem } from '../db/stat-entities';
import { statsDb } from '../db/service';
import { addDays, RADAR_ENGINE_VERSION } from './config';

/**
 * Field radar statistics in the statistics table (see stat-entities.ts for the keys). Writes are idempotent: a
 * (field, date, orbit) item is overwritten with the same values by a repeated job. Only computed passes are stored.
 * Backscatter is stored as linear means and medians; dB, the VH/VV ratio and RVI are derived here, as the engine
 * derives them (dB of the linear value, ratio and RVI of the linear means).
 */
const optional = <T>(value: T | null) => (value === null ? undefined : value);

/** The sort key's orbit part: the relative orbit, `-` when the catalogue gives none. */
export const orbitKey = (relativeOrbit: number | null) => (relativeOrbit === null ? '-' : String(relativeOrbit));

export function radarItem(teamId: string, fieldId: string, boundaryHash: string, stats: RadarStatistics) {
  return {
    teamId,
    fieldId,
    date: stats.date,
    orbit: orbitKey(stats.relativeOrbit),
    datetime: stats.datetime,
    sceneIds: stats.sceneIds,
    platform: optional(stats.platform),
    orbitState: optional(stats.orbitState),
    relativeOrbit: optional(stats.relativeOrbit),
    pixelCount: stats.pixelCount,
    validPixelCount: stats.validPixelCount,
    lowConfidence: stats.lowConfidence,
    vvMean: stats.vv?.meanLinear,
    vvMedian: stats.vv?.medianLinear,
    vhMean: stats.vh?.meanLinear,
    vhMedian: stats.vh?.medianLinear,
    boundaryHash,
    engineVersion: RADAR_ENGINE_VERSION,
  };
}

const db10 = (linear: number) => 10 * Math.log10(linear);

function backscatter(mean: number, median: number): Backscatter {
  return { meanLinear: mean, medianLinear: median, meanDb: db10(mean), medianDb: db10(median) };
}

/** A stored pass as the radar route's point; null when no pixel was valid (or VH is missing). */
export function radarPointOf(item: Pick<FieldRadarStatItem, 'date' | 'datetime' | 'sceneIds' | 'platform' | 'orbitState' | 'relativeOrbit' | 'pixelCount' | 'validPixelCount' | 'lowConfidence' | 'vvMean' | 'vvMedian' | 'vhMean' | 'vhMedian'>): RadarPoint | null {
  const { vvMean, vvMedian, vhMean, vhMedian } = item;
  if (vvMean === undefined || vvMedian === undefined || vhMean === undefined || vhMedian === undefined || vvMean <= 0 || vhMean <= 0) return null;
  const vv = backscatter(vvMean, vvMedian);
  const vh = backscatter(vhMean, vhMedian);
  return {
    date: item.date,
    datetime: item.datetime,
    sceneIds: item.sceneIds,
    platform: item.platform ?? null,
    orbitState: item.orbitState ?? null,
    relativeOrbit: item.relativeOrbit ?? null,
    pixelCount: item.pixelCount,
    validPixelCount: item.validPixelCount,
    lowConfidence: item.lowConfidence,
    vv,
    vh,
    ratio: vhMean / vvMean,
    ratioDb: vh.meanDb - vv.meanDb,
    rvi: (4 * vhMean) / (vvMean + vhMean),
  };
}

/** Computed statistics as a later read of the table gives them back. */
export function radarPointOfStatistics(stats: RadarStatistics): RadarPoint | null {
  return radarPointOf(radarItem('', '', '', stats));
}

const current = (boundaryHash: string) => (item: FieldRadarStatItem) => item.boundaryHash === boundaryHash && item.engineVersion === RADAR_ENGINE_VERSION;

/** Items computed for this boundary by this radar engine version. */
export function ofRadarBoundary(items: readonly FieldRadarStatItem[], boundaryHash: string): FieldRadarStatItem[] {
  return items.filter(current(boundaryHash));
}

/**
 * A field's stored passes between two days (inclusive) for any boundary: one Query. The sort key goes on past the
 * date (`#<orbit>`), so the Query runs to the next day and drops it.
 */
export async function storedRadarItems(teamId: string, fieldId: string, from: string, to: string): Promise<FieldRadarStatItem[]> {
  const { data } = await statsDb()
    .entities.fieldRadarStat.query.byField({ teamId, fieldId })
    .between({ date: from }, { date: addDays(to, 1) })
    .go({ pages: 'all' });
  return data.filter((item) => item.fieldId === fieldId && item.date >= from && item.date <= to).sort((a, b) => a.date.localeCompare(b.date) || a.orbit.localeCompare(b.orbit));
}

/** The same for the field's current boundary. */
export async function storedRadarPasses(teamId: string, fieldId: string, from: string, to: string, boundaryHash: string): Promise<FieldRadarStatItem[]> {
  return ofRadarBoundary(await storedRadarItems(teamId, fieldId, from, to), boundaryHash);
}

/** One stored pass of the field (any boundary), or null. */
export async function storedRadarPass(teamId: string, fieldId: string, date: string, relativeOrbit: number | null): Promise<FieldRadarStatItem | null> {
  const { data } = await statsDb().entities.fieldRadarStat.get({ teamId, fieldId, date, orbit: orbitKey(relativeOrbit) }).go();
  return data;
}

/** Whether a stored pass was computed for this boundary by this radar engine (the worker's idempotency check). */
export function radarPassIsCurrent(item: FieldRadarStatItem | null, boundaryHash: string): boolean {
  return item !== null && current(boundaryHash)(item);
}

/** Passes' statistics, in batches. */
export async function putRadarStatistics(teamId: string, fieldId: string, boundaryHash: string, passes: readonly RadarStatistics[]): Promise<void> {
  if (passes.length === 0) return;
  const { unprocessed } = await statsDb().entities.fieldRadarStat.put(passes.map((stats) => radarItem(teamId, fieldId, boundaryHash, stats))).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} radar statistics were not written`);
}
