import type { ScalarIndexId } from '../../../shared/domain/indices';
import type { DayFailure } from '../../imagery/compute/field-series';
import type { FieldDayStatistics } from '../../imagery/compute/field-statistics';
import { pointValue, type PointValue } from '../../imagery/compute/point-value';
import { NoSceneError } from '../../imagery/errors';
import { availableDates, seriesCsv, type AvailableDate } from '../../imagery/output/series';
import type { SceneDay } from '../../imagery/stac/group-by-date';
import { NotFoundError } from '../errors';
import type { Logger } from '../logger';
import { fieldForImagery, type ImageryField } from './field-shape';
import { sceneDays, type SceneSearchDeps } from './scene-search';
import { ComputedDayWrites } from './computed-day-writes';
import { computeDays, seriesAnswer, type SeriesAnswer } from './field-series';
import { rangeIsSettled, recalledSeries, rememberSeries } from './series-memory';
import { asReadBack, dayFromItem, ofBoundary, storedItems } from './stat-store';

/**
 * What the monitoring routes answer, always for a field of the caller's team. Statistics come from the table
 * (the planner and worker precompute every index of new scenes); days the table does not hold yet (a new field,
 * a range before the first planned day) are computed on request for the asked index, stored, and answered.
 * A request computes for at most `budgetMs`; days left over are answered as `pending` (the worker fills them).
 * Computed days are stored while the rest are computed; a complete series of a settled range is remembered by
 * the container for a few minutes (series-memory.ts), so the chart's repeats skip the table.
 */
export interface MonitoringDeps {
  search?: SceneSearchDeps;
  log?: Logger;
  /** Time a request may spend computing missing days. */
  budgetMs?: number;
  /** The field, when the caller has read it already (of the team, as fieldForImagery would answer it). */
  field?: ImageryField;
  /** Only these of the missing days are computed (the others are left out, not pending); such a series is not remembered. */
  only?: (day: SceneDay) => boolean;
}

export interface FieldDays {
  field: ImageryField;
  days: FieldDayStatistics[];
  /** Scene days of the range, computed or not. */
  sceneDays: SceneDay[];
  failures: DayFailure[];
  pending: string[];
}


/** Every scene day of the range with its statistics of `index`, stored or computed now. */
export async function fieldDays(teamId: string, fieldId: string, index: ScalarIndexId, from: string, to: string, deps: MonitoringDeps = {}): Promise<FieldDays> {
  const recalled = recalledSeries(teamId, fieldId, index, from, to);
  // The stored days are read while the field is, unless a remembered series may make them unneeded.
  const storedEarly = recalled ? null : storedItems(teamId, fieldId, index, from, to);
  storedEarly?.catch(() => undefined);
  const field = deps.field ?? (await fieldForImagery(teamId, fieldId));
  if (recalled && recalled.boundaryHash === field.boundaryHash) {
    return { field, days: [...recalled.days], sceneDays: [...recalled.sceneDays], failures: [], pending: [] };
  }
  const cacheWrites: Array<Promise<unknown>> = [];
  const [scenes, storedAny] = await Promise.all([
    sceneDays(field.shape.bbox, from, to, deps.search, cacheWrites),
    storedEarly ?? storedItems(teamId, fieldId, index, from, to),
  ]);
  const stored = ofBoundary(storedAny, field.boundaryHash);
  const byDate = new Map(stored.map((item) => [item.date, dayFromItem(item)]));
  const missing = scenes.filter((day) => !byDate.has(day.date) && (deps.only?.(day) ?? true));
  const writes = new ComputedDayWrites(teamId, fieldId, field.boundaryHash);
  const { failures, pending } = await computeDays(field.shape, missing, index, {
    budgetMs: deps.budgetMs,
    log: deps.log,
    fieldId,
    logMessage: 'index day not computed',
    onComputed: (computed) => {
      writes.add(computed);
      byDate.set(computed.date, computed);
    },
  });
  await Promise.all([writes.finish(), ...cacheWrites]);
  const days = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  if (failures.length === 0 && pending.length === 0 && rangeIsSettled(to) && !deps.only) {
    const computed = new Set(writes.days);
    const readBack = days.map((day) => (computed.has(day) ? asReadBack(teamId, fieldId, field.boundaryHash, day, index) : day));
    rememberSeries(teamId, fieldId, index, from, to, { boundaryHash: field.boundaryHash, days: readBack, sceneDays: [...scenes] });
  }
  return { field, days, sceneDays: scenes, failures, pending };
}

export type { SeriesAnswer };

export async function fieldSeries(
  teamId: string,
  query: { field: string; index: ScalarIndexId; start: string; end: string; cloud: number },
  deps: MonitoringDeps = {},
): Promise<SeriesAnswer> {
  const found = await fieldDays(teamId, query.field, query.index, query.start, query.end, deps);
  return seriesAnswer({ id: found.field.fieldId, name: found.field.name }, found.days, query, found);
}

export function seriesCsvOf(answer: SeriesAnswer): string {
  return seriesCsv(answer);
}

export interface DateAnswer extends AvailableDate {
  /** The scene's cloud cover, under the name the specification's date list reads. */
  cloudCoverPercentage: number | null;
  validPixelCount: number | null;
  lowConfidence: boolean;
  computed: boolean;
}

/** The acquisition days of the range with scene and field cloud cover (NDVI's statistics give the field's). */
export async function fieldDates(teamId: string, query: { field: string; start: string; end: string }, deps: MonitoringDeps = {}): Promise<{ field: string; dates: DateAnswer[]; failures: DayFailure[]; pending: string[] }> {
  const found = await fieldDays(teamId, query.field, 'NDVI', query.start, query.end, deps);
  const computed = new Map(availableDates(found.days, 'NDVI').map((date) => [date.date, date]));
  const ndvi = new Map(found.days.map((day) => [day.date, day.indices.NDVI]));
  const dates = found.sceneDays.map((day): DateAnswer => {
    const known = computed.get(day.date);
    const base: AvailableDate = known ?? { date: day.date, sceneIds: day.scenes.map((s) => s.id), sceneCloudPercent: day.cloudCover, fieldCloudPercent: null, validFraction: 0 };
    const stats = ndvi.get(day.date);
    return {
      ...base,
      cloudCoverPercentage: base.sceneCloudPercent,
      validPixelCount: stats?.validPixelCount ?? null,
      lowConfidence: stats?.lowConfidence ?? false,
      computed: Boolean(known),
    };
  });
  return { field: found.field.fieldId, dates, failures: found.failures, pending: found.pending };
}

/** The index at a point of the field on a day; points farther than ~100 m from the field are refused. */
export async function fieldPointValue(
  teamId: string,
  query: { field: string; index: ScalarIndexId; date: string; lat: number; lng: number },
  deps: MonitoringDeps = {},
): Promise<PointValue & { field: string }> {
  const field = await fieldForImagery(teamId, query.field);
  const [w, s, e, n] = field.shape.bbox;
  const margin = 0.001;
  if (query.lng < w - margin || query.lng > e + margin || query.lat < s - margin || query.lat > n + margin) {
    throw new NotFoundError('Not Found: the point is outside the field.');
  }
  const [day] = await sceneDays(field.shape.bbox, query.date, query.date, deps.search);
  if (!day) throw new NoSceneError(`No Sentinel-2 scene of this field on ${query.date}.`);
  const value = await pointValue({ lon: query.lng, lat: query.lat, scenes: day.scenes, index: query.index });
  return { ...value, field: field.fieldId };
}
