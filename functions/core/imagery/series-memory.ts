import type { ScalarIndexId } from '../../../shared/domain/indices';
import type { FieldDayStatistics } from '../../imagery/compute/field-statistics';
import type { SceneDay } from '../../imagery/stac/group-by-date';
import { addDays, today } from './config';
import { SETTLED_AFTER_DAYS } from './scene-search';

/**
 * A container's memory of complete series of settled ranges: the analysis chart opens the same field's seasons
 * again and again, and a range whose scenes no longer change (it ended before the scene search's settled days)
 * and whose every scene day is stored has one answer per boundary and engine version. Such an answer is kept for
 * a few minutes, so a repeat costs the field read only; the field is still read each time, so a reshaped,
 * renamed or deleted field is answered as it is now. Anything unsettled, pending or failed is never kept.
 */
export interface RememberedSeries {
  boundaryHash: string;
  days: readonly FieldDayStatistics[];
  sceneDays: readonly SceneDay[];
}

const KEEP_MS = 10 * 60_000;
const MAX_ENTRIES = 200;

const memory = new Map<string, RememberedSeries & { expiresAt: number }>();

const keyOf = (teamId: string, fieldId: string, index: ScalarIndexId, from: string, to: string) => [teamId, fieldId, index, from, to].join('|');

/** Whether a range has ended long enough ago that its scenes no longer change. */
export function rangeIsSettled(to: string, now = new Date()): boolean {
  return to < addDays(today(now), -SETTLED_AFTER_DAYS);
}

export function recalledSeries(teamId: string, fieldId: string, index: ScalarIndexId, from: string, to: string, now = Date.now()): RememberedSeries | null {
  const key = keyOf(teamId, fieldId, index, from, to);
  const entry = memory.get(key);
  if (!entry) return null;
  if (entry.expiresAt <= now) {
    memory.delete(key);
    return null;
  }
  return entry;
}

export function rememberSeries(teamId: string, fieldId: string, index: ScalarIndexId, from: string, to: string, series: RememberedSeries, now = Date.now()): void {
  const key = keyOf(teamId, fieldId, index, from, to);
  memory.delete(key);
  if (memory.size >= MAX_ENTRIES) memory.delete(memory.keys().next().value ?? '');
  memory.set(key, { ...series, expiresAt: now + KEEP_MS });
}
