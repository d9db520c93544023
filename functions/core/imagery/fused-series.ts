import type { SeriesEntry, SeriesResponse } from '../../../shared/api/schemas/monitoring';
import type { RadarPoint } from '../../../shared/api/schemas/radar';
import type { ScalarIndexId } from '../../../shared/domain/indices';
import { FUSION, RADAR_MESSAGES } from '../../../shared/domain/radar';
import { mapLimit } from '../../imagery/cog/concurrency';
import { InvalidGeometryError } from '../../imagery/errors';
import { toFisSeries } from '../../imagery/output/series';
import { radarTileOf } from '../../imagery/radar/radar-tiles';
import { radarSettings } from '../config';
import { db } from '../db/service';
import { fieldDays, type MonitoringDeps } from './monitoring';
import { seriesAnswer, type SeriesAnswer } from './field-series';
import { fieldForImagery, imageryField, type ImageryField } from './field-shape';
import { fuseSeries, type FusedSeries, type FusionInput } from './radar-fusion';
import { fieldRadarPoints, type RadarPointsDeps, storedRadarPoints } from './radar-points';
import { fieldRadarPasses, type RadarCatalog } from './radar-scene-search';
import { radarPassKey, type RadarPassOfField } from './radar-planning';
import { sceneDays } from './scene-search';
import { rangeIsSettled } from './series-memory';
import { addDays } from './config';
import { dayFromItem, storedDays } from './stat-store';

/**
 * GET /monitoring/series/?fill=radar: the optical series (within the cloud limit) with the field's radar points
 * fused into it (radar-fusion.ts). When the field has too few optical-radar pairs, the fit falls back to its region:
 * the team's other fields on the same Digital Earth Africa 1° cell, their stored optical index and radar points
 * (at most REGION_FIELDS fields, read from the table only: a region is never computed on request).
 */
export const REGION_FIELDS = 20;

/**
 * The fit also reads the field's pairs of the FIT_LOOKBACK_DAYS before the window: a rainy-season window alone holds a
 * handful of clear optical views (that is why it needs filling), the dry months before it many. Those days come from
 * the table; of those it does not hold yet, only pairs are computed (and stored): the LOOKBACK_PAIRS optical days
 * nearest the window whose scenes are at most LOOKBACK_MAX_SCENE_CLOUD % cloudy and that have a radar pass within
 * the pair window, and those passes, for at most LOOKBACK_BUDGET_MS (what is left is computed by the next request,
 * or stored by the worker). Twice the field's minimum pairs: enough for a fit, without computing a whole dry season
 * of days on a cold chart (five seasons' lookbacks were half of its work).
 */
export const FIT_LOOKBACK_DAYS = 120;
export const LOOKBACK_PAIRS = 2 * FUSION.minFieldPairs;
const LOOKBACK_MAX_SCENE_CLOUD = 50;
const LOOKBACK_BUDGET_MS = 2000;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * The lookback's pairs to compute: of the optical days (dates) with a radar pass within the pair window, the `limit`
 * latest, and every pass within the pair window of one of them (keys by radarPassKey).
 */
export function lookbackPairs(opticalDays: readonly string[], passes: readonly RadarPassOfField[], limit: number): { optical: Set<string>; passes: Set<string> } {
  const optical = new Set<string>();
  const chosen = new Set<string>();
  for (const day of [...opticalDays].sort().reverse()) {
    if (optical.size >= limit) break;
    const near = passes.filter((pass) => Math.abs(dayNumber(pass.date) - dayNumber(day)) <= FUSION.pairWindowDays);
    if (near.length === 0) continue;
    optical.add(day);
    for (const pass of near) chosen.add(radarPassKey(pass.date, pass.relativeOrbit));
  }
  return { optical, passes: chosen };
}

/** The fit's earlier months of a settled range, once complete, kept a few minutes (as series-memory.ts does series). */
interface Lookback {
  optical: SeriesEntry[];
  radar: RadarPoint[];
}
const LOOKBACK_KEEP_MS = 10 * 60_000;
const lookbacks = new Map<string, Lookback & { expiresAt: number }>();

function recallLookback(key: string): Lookback | null {
  const entry = lookbacks.get(key);
  if (entry && entry.expiresAt > Date.now()) return entry;
  lookbacks.delete(key);
  return null;
}

function rememberLookback(key: string, lookback: Lookback): void {
  if (lookbacks.size >= 200) lookbacks.delete(lookbacks.keys().next().value ?? '');
  lookbacks.set(key, { ...lookback, expiresAt: Date.now() + LOOKBACK_KEEP_MS });
}

export interface FusedSeriesQuery {
  field: string;
  index: ScalarIndexId;
  start: string;
  end: string;
  cloud: number;
}

const noRadar = (): NonNullable<SeriesResponse['fusion']> => ({
  scope: 'none',
  quality: 'insufficient',
  pairs: 0,
  r2: null,
  rmse: null,
  slope: null,
  intercept: null,
  orbits: [],
  estimates: 0,
  message: RADAR_MESSAGES.off,
  attribution: '',
});

const byDate = <T extends { date: string }>(a: T, b: T) => a.date.localeCompare(b.date);

export async function fusedFieldSeries(teamId: string, query: FusedSeriesQuery, deps: MonitoringDeps & { catalog?: RadarCatalog } = {}): Promise<SeriesAnswer> {
  const field = deps.field ?? (await fieldForImagery(teamId, query.field));
  if (!radarSettings()) {
    const optical = await fieldDays(teamId, query.field, query.index, query.start, query.end, { ...deps, field });
    return { ...seriesAnswer({ id: field.fieldId, name: field.name }, optical.days, query, optical), fusion: noRadar() };
  }
  const before = { from: addDays(query.start, -FIT_LOOKBACK_DAYS), to: addDays(query.start, -1) };
  const radarDeps: RadarPointsDeps = { ...(deps.catalog ? { catalog: deps.catalog } : {}), ...(deps.log ? { log: deps.log } : {}), ...(deps.budgetMs === undefined ? {} : { budgetMs: deps.budgetMs }) };
  const lookbackMs = Math.min(deps.budgetMs ?? LOOKBACK_BUDGET_MS, LOOKBACK_BUDGET_MS);
  const lookbackKey = [teamId, field.fieldId, field.boundaryHash, query.index, query.cloud, before.from].join('|');
  const lookback = async (): Promise<Lookback> => {
    // The lookback's scene days and radar passes (cached searches): which of them make pairs.
    const searchWrites: Array<Promise<unknown>> = [];
    const [clearDays, passes] = await Promise.all([
      sceneDays(field.shape.bbox, before.from, before.to, deps.search).then((days) => days.filter((day) => (day.cloudCover ?? 0) <= LOOKBACK_MAX_SCENE_CLOUD).map((day) => day.date)),
      fieldRadarPasses(field.shape.bbox, before.from, before.to, deps.catalog, searchWrites),
    ]);
    const pairs = lookbackPairs(clearDays, passes, LOOKBACK_PAIRS);
    const [earlier, earlierRadar] = await Promise.all([
      fieldDays(teamId, query.field, query.index, before.from, before.to, { ...deps, field, only: (day) => pairs.optical.has(day.date), budgetMs: lookbackMs }),
      fieldRadarPoints(field, before.from, before.to, { ...radarDeps, only: (pass) => pairs.passes.has(radarPassKey(pass.date, pass.relativeOrbit)), budgetMs: lookbackMs }),
      ...searchWrites,
    ]);
    const found = { optical: seriesAnswer({ id: field.fieldId, name: field.name }, earlier.days, query, earlier).C0, radar: earlierRadar.points };
    const complete = [earlier.pending, earlier.failures, earlierRadar.pending, earlierRadar.failures].every((list) => list.length === 0);
    if (complete && rangeIsSettled(before.to)) rememberLookback(lookbackKey, found);
    return found;
  };
  const [optical, radar, earlier] = await Promise.all([
    fieldDays(teamId, query.field, query.index, query.start, query.end, { ...deps, field }),
    fieldRadarPoints(field, query.start, query.end, radarDeps),
    recallLookback(lookbackKey) ?? lookback(),
  ]);
  const answer = seriesAnswer({ id: field.fieldId, name: field.name }, optical.days, query, optical);
  const attributionYear = Number((radar.points.at(-1)?.date ?? query.end).slice(0, 4));
  const input = { index: query.index, optical: [...earlier.optical, ...answer.C0], radar: [...earlier.radar, ...radar.points], attributionYear };
  const fused = await fuseWithRegion(teamId, field, input, { ...query, start: before.from });
  // The fit's earlier months are not the answer's: only the window's points are.
  const C0 = fused.C0.filter((entry) => entry.date >= query.start && entry.date <= query.end);
  return {
    ...answer,
    C0,
    fusion: { ...fused.fusion, estimates: C0.filter((entry) => entry.source === 'radar-estimate').length },
    failures: [...answer.failures, ...radar.failures].sort(byDate),
    pending: [...new Set([...answer.pending, ...radar.pending])].sort(),
  };
}

/**
 * The fit of the field's own pairs; with too few of them, or a poor fit, its region's stored pairs pooled with them
 * (radar-fusion.ts decides), the region read over the query's days.
 */
export async function fuseWithRegion(teamId: string, field: ImageryField, input: FusionInput, query: FusedSeriesQuery): Promise<FusedSeries> {
  const fused = fuseSeries(input);
  const weak = (fused.fusion.scope === 'none' && fused.fusion.pairs < FUSION.minFieldPairs) || (fused.fusion.scope === 'field' && fused.fusion.quality === 'poor');
  if (!weak) return fused;
  const region = await regionOf(teamId, field, query);
  return region.length > 0 ? fuseSeries({ ...input, region }) : fused;
}

/** Stored days as series entries within the query's cloud limit. */
export function clearEntries(items: Parameters<typeof dayFromItem>[0][], query: Pick<FusedSeriesQuery, 'index' | 'cloud'>): SeriesEntry[] {
  return toFisSeries(items.map(dayFromItem), query.index).C0.filter((entry) => entry.fieldCloudPercent === null || entry.fieldCloudPercent <= query.cloud);
}

/** The team's other fields on the field's radar cell (at most REGION_FIELDS), with their stored points. */
export async function regionOf(teamId: string, field: ImageryField, query: FusedSeriesQuery): Promise<Array<{ optical: SeriesEntry[]; radar: RadarPoint[] }>> {
  const cell = radarTileOf(field.centroid[0], field.centroid[1]).id;
  const { data } = await db().entities.field.query.byTeam({ teamId }).go({ pages: 'all' });
  const neighbours = data
    .filter((item) => item.fieldId !== field.fieldId)
    .flatMap((item) => {
      try {
        const other = imageryField(item);
        return radarTileOf(other.centroid[0], other.centroid[1]).id === cell ? [other] : [];
      } catch (error) {
        if (error instanceof InvalidGeometryError) return [];
        throw error;
      }
    })
    .slice(0, REGION_FIELDS);
  const region = await mapLimit(neighbours, 8, async (other) => {
    const [days, radar] = await Promise.all([
      storedDays(teamId, other.fieldId, query.index, query.start, query.end, other.boundaryHash),
      storedRadarPoints(teamId, other, query.start, query.end),
    ]);
    return { optical: clearEntries(days, query), radar };
  });
  return region.filter((entry) => entry.optical.length > 0 && entry.radar.length > 0);
}

/**
 * The series' CSV with fill=radar: the specification's columns, then where each point comes from and the ends of an
 * estimate's interval (empty for optical points).
 */
export function fusedSeriesCsv(answer: Pick<SeriesAnswer, 'C0'>): string {
  const rows = answer.C0.map(({ date, basicStats: s, source, interval }) => [date, s.min, s.max, s.mean, s.stDev, source, interval?.low ?? '', interval?.high ?? ''].join(','));
  return ['date,min,max,mean,stDev,source,intervalLow,intervalHigh', ...rows].join('\n') + '\n';
}
