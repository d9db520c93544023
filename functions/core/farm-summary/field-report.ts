import type { ApiMessageId } from '../../../shared/i18n/english';
import type { FieldReport, FieldReportQuery } from '../../../shared/api/schemas/farm-summary';
import type { ClearViewsResponse } from '../../../shared/api/schemas/radar';
import { ledgerSentence } from '../imagery/clear-view-ledger';
import { REPORT_BASELINE_YEARS } from '../../../shared/domain/farm-summary';
import type { ScalarIndexId } from '../../../shared/domain/indices';
import { fieldSeasons } from '../crops/crop-seasons';
import type { FieldItem } from '../db/field-entities';
import { fieldInTeam, toField } from '../fields/field-store';
import { storedDays } from '../imagery/stat-store';
import { allNotes } from '../scouting/note-store';
import type { Logger } from '../logger';
import { historyAnswer } from '../weather/answers';
import { boundaryHashOfField } from './boundary-hash';
import type { ReportSeasonOf } from './report-season';
import { needsNormalRain, performance, periodMean, possibleCauses, totalRain, type RainDay, type SceneValue } from './report-rules';

/**
 * The field report (spec 2 §2.7) over a period, from the field's index statistics and its weather history. Where
 * the report is served beside the imagery engine, days the table does not hold yet (the same period of previous
 * years, which the planner does not reach back to) are computed and stored (report-series.ts); elsewhere only the
 * stored days count.
 */
const shiftYears = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

/**
 * A field's scenes of one index between two days (inclusive), how many scene days of the range are not in them yet,
 * and whether the range could not be refreshed (the imagery search failed: the scenes are the stored ones only).
 */
export type ReportSeries = (index: ScalarIndexId, from: string, to: string) => Promise<{ scenes: SceneValue[]; pending: number; unrefreshed?: boolean }>;

/** The series of the field the report reads (its stored item, and the digest its statistics are stored under). */
export type ReportSeriesOf = (item: FieldItem, boundaryHash: string) => ReportSeries;

/** The stored days only. */
export const storedReportSeries: ReportSeriesOf = (field, boundaryHash) => async (index, from, to) => {
  const items = await storedDays(field.teamId, field.fieldId, index, from, to, boundaryHash);
  return { scenes: items.map((item) => ({ date: item.date, mean: item.mean ?? null, validFraction: item.validFraction })), pending: 0 };
};

async function rainOf(point: { lat: number; lon: number }, from: string, to: string, log?: Logger): Promise<RainDay[] | null> {
  try {
    const answer = await historyAnswer(point, { startdate: from, enddate: to }, log ? { log } : {});
    return answer.data === 'Invalid Date' ? null : answer.data.map((day) => ({ date: day.date, precipitation: day.precipitation }));
  } catch (error) {
    log?.warn('report weather unavailable', { error });
    return null;
  }
}

/** How the numbers are made, as catalogue keys (api/farm-summary): the preview and the PDF word them in the reader's language. */
export const REPORT_METHOD = [
  'farm-summary.method.farmIndex',
  'farm-summary.method.average',
  'farm-summary.method.performance',
  'farm-summary.method.causes',
  'farm-summary.method.places',
] as const satisfies readonly ApiMessageId[];

/** The period's clear-view ledger of the field, or null when it cannot be made (the report goes on without it). */
export type ReportClearViews = (fieldId: string, from: string, to: string) => Promise<Pick<ClearViewsResponse, 'start' | 'end' | 'usableViews' | 'longestGap' | 'radar'> | null>;

export async function fieldReport(
  teamId: string,
  query: FieldReportQuery,
  log?: Logger,
  seriesOf: ReportSeriesOf = storedReportSeries,
  clearViewsOf?: ReportClearViews,
  seasonOf?: ReportSeasonOf,
): Promise<FieldReport> {
  const item = await fieldInTeam(teamId, query.field_id);
  const seasons = await fieldSeasons(teamId, query.field_id);
  const field = { ...toField(item), crop_season: seasons };
  const boundaryHash = boundaryHashOfField(field);
  const series = seriesOf(item, boundaryHash);
  const { start_date: from, end_date: to, index } = query;
  const years = Array.from({ length: REPORT_BASELINE_YEARS }, (_, i) => i + 1);
  const [lon, lat] = field.centroid;
  let pendingDays = 0;
  const unrefreshed = new Map<string, FieldReport['unrefreshed'][number]>();
  const scenes = async (scalar: ScalarIndexId, start: string, end: string) => {
    const found = await series(scalar, start, end);
    pendingDays += found.pending;
    if (found.unrefreshed) unrefreshed.set(`${start}/${end}`, { from: start, to: end });
    return found.scenes;
  };
  const ndmiScenes = scenes('NDMI', from, to);
  // The previous years' rain starts as soon as the period's NDMI says it is needed, beside the other reads.
  const previousRainOf = ndmiScenes.then((ndmi) =>
    needsNormalRain(ndmi)
      ? Promise.all(years.map(async (back) => [Number(from.slice(0, 4)) - back, await rainOf({ lat, lon }, shiftYears(from, back), shiftYears(to, back), log)] as const))
      : [],
  );
  const [ndvi, ndmi, chosen, previous, rain, previousRain, ledger, detected, notes] = await Promise.all([
    scenes('NDVI', from, to),
    ndmiScenes,
    index === 'NDVI' || index === 'NDMI' ? Promise.resolve(null) : scenes(index, from, to),
    Promise.all(years.map(async (back) => [Number(from.slice(0, 4)) - back, await scenes('NDVI', shiftYears(from, back), shiftYears(to, back))] as const)),
    rainOf({ lat, lon }, from, to, log),
    previousRainOf,
    clearViewsOf ? clearViewsOf(query.field_id, from, to) : Promise.resolve(null),
    seasonOf ? seasonOf({ id: query.field_id, boundaryHash, cropSeasons: seasons }, from, to) : Promise.resolve(null),
    allNotes(teamId, { field: query.field_id, from, to }),
  ]);
  const indexScenes = chosen ?? (index === 'NDVI' ? ndvi : ndmi);
  const farmIndexNumber = periodMean(indexScenes);
  const perf = performance(ndvi, new Map(previous));
  const rainYears = previousRain.filter((entry): entry is readonly [number, RainDay[]] => entry[1] !== null && entry[1].length > 0);
  const normal = rainYears.length === 0 ? null : Math.round((rainYears.reduce((sum, [, days]) => sum + totalRain(days), 0) / rainYears.length) * 10) / 10;
  const causes = possibleCauses({ ndvi, ndmi, rain, normalRainMm: normal });
  const byDate = new Map<string, FieldReport['scenes'][number]>();
  const sceneOf = (date: string, validFraction: number) => byDate.get(date) ?? { date, ndvi: null, ndmi: null, index: null, valid_fraction: validFraction };
  for (const scene of ndvi) byDate.set(scene.date, { ...sceneOf(scene.date, scene.validFraction), ndvi: scene.mean });
  for (const scene of ndmi) byDate.set(scene.date, { ...sceneOf(scene.date, scene.validFraction), ndmi: scene.mean });
  for (const scene of indexScenes) byDate.set(scene.date, { ...sceneOf(scene.date, scene.validFraction), index: scene.mean });
  const inPeriod = seasons.filter((season) => season.sowing_date <= to && season.harvest_date >= from);
  const row = (season: (typeof seasons)[number] | null): FieldReport['table'][number] => ({
    anchor: field.anchor,
    variety: season?.crop.description ?? null,
    farm_index_number: farmIndexNumber,
    planting_season: season?.season ?? null,
    lga: field.lga,
    starting_date: from,
    state: field.state,
    ending_date: to,
    area: field.size,
    average: perf.period_mean,
    crop: season?.crop.name ?? null,
    percentage_performance: perf.percentage,
  });
  return {
    field: { ...field, ndvi_average: perf.period_mean, performance_percentage: perf.percentage },
    index,
    start_date: from,
    end_date: to,
    farm_index_number: farmIndexNumber,
    ndvi_average: perf.period_mean,
    performance: perf,
    rainfall: { period_mm: rain === null ? null : totalRain(rain), normal_mm: normal, years: rainYears.map(([year]) => year).sort() },
    scenes: [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date)),
    causes,
    table: inPeriod.length === 0 ? [row(null)] : inPeriod.map(row),
    method: [...REPORT_METHOD],
    pending_days: pendingDays,
    unrefreshed: [...unrefreshed.values()].sort((a, b) => b.from.localeCompare(a.from)),
    clear_views: ledger
      ? { sentence: ledgerSentence(ledger), usable_views: ledger.usableViews, longest_gap_days: ledger.longestGap?.days ?? null, radar: ledger.radar }
      : null,
    season: detected,
    scouting_notes: notes.map((note) => ({ id: note.noteId, category: note.category, severity: note.severity, observed_at: note.observedAt, text: note.text, task: Boolean(note.taskId) })),
  };
}
