import { SCALAR_INDEX_IDS, type ScalarIndexId } from '../../../shared/domain/indices';
import { indexBackfillDays } from '../config';

/** The product's rules for what is computed and kept; the STAC API a stage searches is in core/config.ts. */

/** Bumped when the engine computes a statistic differently: stored values of an older version are recomputed. */
export const ENGINE_VERSION = 1;

/** The same for radar statistics (radar-store.ts): stored passes of an older version are computed again. */
export const RADAR_ENGINE_VERSION = 1;

/** Every statistic the worker computes for a (field, day). */
export const STAT_INDICES: readonly ScalarIndexId[] = SCALAR_INDEX_IDS;

/** A day becomes a field's "latest" value only when at least this share of the field was seen clear. */
export const LATEST_MIN_VALID_FRACTION = 0.5;

/** The first day the planner looks at for a new field: the stage's backfill window (a year unless set) before today. */
export function firstLookDay(now = new Date(), backfillDays = indexBackfillDays()): string {
  return addDays(today(now), -backfillDays);
}

export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
