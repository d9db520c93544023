import { SCALAR_INDEX_IDS, type ScalarIndexId } from '../../../shared/domain/indices';

/** The product's rules for what is computed and kept; the STAC API a stage searches is in core/config.ts. */

/** Bumped when the engine computes a statistic differently: stored values of an older version are recomputed. */
export const ENGINE_VERSION = 1;

/** Every statistic the worker computes for a (field, day). */
export const STAT_INDICES: readonly ScalarIndexId[] = SCALAR_INDEX_IDS;

/** A day becomes a field's "latest" value only when at least this share of the field was seen clear. */
export const LATEST_MIN_VALID_FRACTION = 0.5;

/** The longest range one series, dates or CSV request may ask for (the specification's 365 days). */
export const MAX_RANGE_DAYS = 366;

/** A new field is looked at from the start of the previous calendar year (last season and this one). */
export function firstLookDay(now = new Date()): string {
  return `${now.getUTCFullYear() - 1}-01-01`;
}

export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
