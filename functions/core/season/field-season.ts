import { FIRST_SEASON_YEAR, type SeasonQuery, type SeasonResponse } from '../../../shared/api/schemas/season';
import { fieldStageOn, SEASON_INDEX, SEASON_MESSAGES } from '../../../shared/domain/season';
import { fieldSeasons } from '../crops/crop-seasons';
import { InvalidError } from '../errors';
import { fieldForImagery, type ImageryField } from '../imagery/field-shape';
import type { MonitoringDeps } from '../imagery/monitoring';
import type { RadarCatalog } from '../imagery/radar-scene-search';
import type { Logger } from '../logger';
import { planAgainstDetected } from './plan-check';
import { detectSeasons } from './season-detection';
import { requestedSeasonInput, storedSince } from './season-inputs';
import { putFieldSeason, storedFieldSeason, type StoredSeason } from './season-store';
import { seasonOf, seasonWindow, stageDay, type SeasonDetector } from './season-window';

export interface FieldSeasonDeps extends Omit<MonitoringDeps, 'field'> {
  log?: Logger;
  catalog?: RadarCatalog;
  /** The detector (season-detection.ts's unless a test gives another). */
  detect?: SeasonDetector;
  /** Today (YYYY-MM-DD, UTC) unless a test gives another. */
  today?: string;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * A field's detection of a year: the stored one while it is current (made on the field's boundary, complete, and no
 * day of its window stored since), else detected now from the fused series and stored unless days are pending.
 */
export async function currentDetection(teamId: string, field: ImageryField, year: number, deps: FieldSeasonDeps = {}): Promise<StoredSeason> {
  const today = deps.today ?? todayUtc();
  const window = seasonWindow(year, today);
  if (!window) throw new InvalidError(SEASON_MESSAGES.yearOutOfRange(FIRST_SEASON_YEAR, Number(today.slice(0, 4))));
  const stored = await storedFieldSeason(teamId, field.fieldId, year);
  if (stored && stored.boundaryHash === field.boundaryHash && stored.pending.length === 0 && !(await storedSince(teamId, field, window, stored.detectedAt))) {
    return { ...stored, stage: fieldStageOn(stored.detection.events, stageDay(year, today)) };
  }
  const { input, pending } = await requestedSeasonInput(teamId, field, year, window, deps);
  const season = seasonOf(teamId, field, year, today, (deps.detect ?? detectSeasons)(input), pending);
  if (pending.length === 0) await putFieldSeason(season);
  return season;
}

/** GET /monitoring/season/: the stored detection of the field's year, or detected now from its fused series. */
export async function fieldSeason(teamId: string, query: SeasonQuery, deps: FieldSeasonDeps = {}): Promise<SeasonResponse> {
  const today = deps.today ?? todayUtc();
  const field = await fieldForImagery(teamId, query.field);
  const [season, planned] = await Promise.all([currentDetection(teamId, field, query.year, { ...deps, today }), fieldSeasons(teamId, field.fieldId, query.year)]);
  const { detection } = season;
  return {
    field: { id: field.fieldId, name: field.name },
    year: query.year,
    index: SEASON_INDEX,
    landUse: detection.landUse,
    message: detection.message,
    events: detection.events,
    seasons: detection.seasons,
    planned: planAgainstDetected(planned, detection.seasons, today, detection.landUse),
    stage: season.stage,
    detectedAt: season.detectedAt,
    pending: season.pending,
  };
}
