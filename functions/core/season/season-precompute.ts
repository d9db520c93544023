import type { ImageryField } from '../imagery/field-shape';
import type { Logger } from '../logger';
import { detectSeasons } from './season-detection';
import { storedSeasonInput } from './season-inputs';
import { putFieldSeason, type StoredSeason } from './season-store';
import { seasonOf, seasonWindow, type SeasonDetector } from './season-window';

/**
 * Season detection with the scheduled precompute: once the index worker has stored a field's new day (optical or
 * radar) within the current year's window, the field's current year is detected again from the stored values only
 * (nothing computed) and stored, with its stage, so the farm summary reads stages without detecting; days the
 * table does not hold yet are stored as pending, so GET /monitoring/season/ detects again rather than answer it. The same
 * stored days give the same detection, so a repeated job stores the same item.
 */
export interface SeasonPrecomputeDeps {
  detect?: SeasonDetector;
  today?: string;
  log?: Logger;
}

/** Detects the field's year from stored values and stores it; null when the day is outside the current year's window. */
export async function redetectStoredSeason(teamId: string, field: ImageryField, storedDay: string, deps: SeasonPrecomputeDeps = {}): Promise<StoredSeason | null> {
  const today = deps.today ?? new Date().toISOString().slice(0, 10);
  const window = seasonWindow(Number(today.slice(0, 4)), today);
  if (!window || storedDay < window.start || storedDay > window.end) return null;
  return detectStoredYear(teamId, field, Number(today.slice(0, 4)), deps);
}

/**
 * Detects any year of a field from its stored values only (nothing computed) and stores it, pending days listed (the
 * season route then detects again from the whole series); null for a year without a window (the future).
 */
export async function detectStoredYear(teamId: string, field: ImageryField, year: number, deps: SeasonPrecomputeDeps = {}): Promise<StoredSeason | null> {
  const today = deps.today ?? new Date().toISOString().slice(0, 10);
  const window = seasonWindow(year, today);
  if (!window) return null;
  const { input, pending } = await storedSeasonInput(teamId, field, year, window);
  const season = seasonOf(teamId, field, year, today, (deps.detect ?? detectSeasons)(input), pending);
  await putFieldSeason(season);
  return season;
}

/**
 * The worker's call: a detection that fails is logged, not thrown (the day is stored; retrying the job would skip
 * it), and the field's next stored day detects again.
 */
export async function seasonAfterStoredDay(teamId: string, field: ImageryField, storedDay: string, deps: SeasonPrecomputeDeps = {}): Promise<void> {
  try {
    await redetectStoredSeason(teamId, field, storedDay, deps);
  } catch (error) {
    deps.log?.warn('season detection after a stored day failed', { fieldId: field.fieldId, date: storedDay, error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * The fields whose days a batch of index jobs stored: detected once per field after the batch rather than once per
 * day (a backfill stores many days of a field at once). The field's newest stored day decides: the window ends today,
 * so when that day is outside it, every other one is too.
 */
export class StoredDayDetections {
  private readonly fields = new Map<string, { teamId: string; field: ImageryField; newest: string }>();

  add(teamId: string, field: ImageryField, day: string): void {
    const key = `${teamId}|${field.fieldId}|${field.boundaryHash}`;
    const known = this.fields.get(key);
    if (!known || day > known.newest) this.fields.set(key, { teamId, field, newest: day });
  }

  async run(deps: SeasonPrecomputeDeps = {}): Promise<number> {
    const fields = [...this.fields.values()];
    this.fields.clear();
    for (const { teamId, field, newest } of fields) await seasonAfterStoredDay(teamId, field, newest, deps);
    return fields.length;
  }
}
