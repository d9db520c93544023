import { MONITORING_DEFAULTS } from '../../../shared/domain/monitoring';
import { SEASON_INDEX } from '../../../shared/domain/season';
import { statsDb } from '../db/service';
import type { Logger } from '../logger';
import { addDays, ENGINE_VERSION, RADAR_ENGINE_VERSION } from '../imagery/config';
import type { ImageryField } from '../imagery/field-shape';
import { clearEntries, fusedFieldSeries, fuseWithRegion } from '../imagery/fused-series';
import type { MonitoringDeps } from '../imagery/monitoring';
import type { RadarCatalog } from '../imagery/radar-scene-search';
import { storedRadarPoints } from '../imagery/radar-points';
import { tileSceneDays } from '../imagery/scene-search';
import { storedDays } from '../imagery/stat-store';
import type { SeasonDetectionInput } from './season-detection';
import { rangeParts, seasonPoints, vhPoints, type DayRange } from './season-window';

/**
 * What a year's detection reads: the fused NDVI series (optical views within the index's default cloud limit,
 * radar estimates in the gaps) and the raw radar VH, over the year's window (season-window.ts).
 */
export interface SeasonInput {
  input: SeasonDetectionInput;
  /** Days of the window not computed yet (the index worker fills them). */
  pending: string[];
}

const cloud = MONITORING_DEFAULTS.cloud;

/** On request: the fused series as GET /monitoring/series/?fill=radar answers it, part by part (missing days computed within the budget). */
export async function requestedSeasonInput(
  teamId: string,
  field: ImageryField,
  year: number,
  window: DayRange,
  deps: MonitoringDeps & { catalog?: RadarCatalog; log?: Logger } = {},
): Promise<SeasonInput> {
  const parts = await Promise.all(
    rangeParts(window).map((part) => fusedFieldSeries(teamId, { field: field.fieldId, index: SEASON_INDEX, start: part.start, end: part.end, cloud }, { ...deps, field })),
  );
  // The fused series computed and stored the window's radar passes: read back, they are the raw VH.
  const radar = await storedRadarPoints(teamId, field, window.start, window.end);
  return {
    input: { year, points: seasonPoints(parts.flatMap((part) => part.C0)), radar: vhPoints(radar) },
    pending: [...new Set(parts.flatMap((part) => part.pending))].sort(),
  };
}

/**
 * From the table alone (the scheduled precompute: no imagery computed): the field's stored NDVI days within the
 * cloud limit and its stored radar passes, fused as the series route fuses them (the region's stored points when the
 * field's own pairs do not make a fit). `pending` are the window's acquisition days (the cached per-tile scene
 * search the planner made) the table does not hold yet: a request detects again once they are computed.
 */
export async function storedSeasonInput(teamId: string, field: ImageryField, year: number, window: DayRange): Promise<SeasonInput> {
  const [days, radar, scenes] = await Promise.all([
    storedDays(teamId, field.fieldId, SEASON_INDEX, window.start, window.end, field.boundaryHash),
    storedRadarPoints(teamId, field, window.start, window.end),
    tileSceneDays(field.shape.bbox, window.start, window.end),
  ]);
  const query = { field: field.fieldId, index: SEASON_INDEX, start: window.start, end: window.end, cloud };
  const fused = await fuseWithRegion(teamId, field, { index: SEASON_INDEX, optical: clearEntries(days, query), radar, attributionYear: year }, query);
  const stored = new Set(days.map((day) => day.date));
  return {
    input: { year, points: seasonPoints(fused.C0), radar: vhPoints(radar) },
    pending: scenes.map((day) => day.date).filter((date) => !stored.has(date)),
  };
}

/**
 * Whether the table holds a day of the window stored after `since` (an optical NDVI day or a radar pass of the
 * field's boundary): a detection made before it is out of date. Two Queries reading three short attributes.
 */
export async function storedSince(teamId: string, field: ImageryField, window: DayRange, since: string): Promise<boolean> {
  const { fieldIndexStat, fieldRadarStat } = statsDb().entities;
  const [optical, radar] = await Promise.all([
    fieldIndexStat.query
      .byField({ teamId, fieldId: field.fieldId, index: SEASON_INDEX })
      .between({ date: window.start }, { date: window.end })
      .go({ pages: 'all', attributes: ['fieldId', 'boundaryHash', 'engineVersion', 'computedAt'] }),
    fieldRadarStat.query
      .byField({ teamId, fieldId: field.fieldId })
      .between({ date: window.start }, { date: addDays(window.end, 1) })
      .go({ pages: 'all', attributes: ['fieldId', 'boundaryHash', 'engineVersion', 'computedAt'] }),
  ]);
  const newer = (version: number) => (item: { fieldId: string; boundaryHash: string; engineVersion: number; computedAt: string }) =>
    item.fieldId === field.fieldId && item.boundaryHash === field.boundaryHash && item.engineVersion === version && item.computedAt > since;
  return optical.data.some(newer(ENGINE_VERSION)) || radar.data.some(newer(RADAR_ENGINE_VERSION));
}
