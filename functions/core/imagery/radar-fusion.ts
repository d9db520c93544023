/**
 * The series that does not go dark: an optical index estimated from radar where the optical point is missing or
 * cloudy, fitted per field (falling back to the field's region) on dates where both exist (FUSION in
 * shared/domain/radar.ts), with the estimate's interval and the fit's quality.
 *
 * Pairs: each usable optical point takes the nearest radar pass at most FUSION.pairWindowDays away (one pair per
 * optical point; a pass may serve two optical dates). Points resting on few pixels (lowConfidence) stay out of the
 * fit on either side. The fit is radar-fit.ts's line with one offset per relative orbit. Estimates: one per radar
 * date with no usable optical point within FUSION.fillAfterDays, from that date's best pass, clamped to the index's
 * display range; none when the fit is poor (R² below FUSION.minR2, or a slope against FUSION_SLOPE_SIGN) or rests
 * on too few pairs, and the fusion's `message` says why.
 */
import type { SeriesEntry, SeriesResponse } from '../../../shared/api/schemas/monitoring';
import type { RadarPoint } from '../../../shared/api/schemas/radar';
import { INDICES, type ScalarIndexId } from '../../../shared/domain/indices';
import { FUSION, FUSION_NOTES, FUSION_SLOPE_SIGN, RADAR_MESSAGES, radarAttribution } from '../../../shared/domain/radar';
import { fitRadarRelation, type FitPair, type RadarFit } from './radar-fit';

export interface FusionInput {
  index: ScalarIndexId;
  /** The field's usable optical points (already within the series' cloud limit), any order. */
  optical: readonly SeriesEntry[];
  radar: readonly RadarPoint[];
  /** The field's region (the team's other fields on the same radar tile), used when the field has too few pairs or fits poorly. */
  region?: ReadonlyArray<{ optical: readonly SeriesEntry[]; radar: readonly RadarPoint[] }>;
  /** Year of the newest radar data shown, for the attribution. */
  attributionYear: number;
}

export interface FusedSeries {
  /** Optical points and radar estimates in date order. */
  C0: SeriesEntry[];
  fusion: NonNullable<SeriesResponse['fusion']>;
}

type Fusion = FusedSeries['fusion'];

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a YYYY-MM-DD date (or the date part of a datetime). */
const dayNumber = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;

/** The better of two passes on the same footing: enough valid pixels first, then more of them. */
const betterPass = (a: RadarPoint, b: RadarPoint): RadarPoint =>
  a.lowConfidence !== b.lowConfidence ? (a.lowConfidence ? b : a) : b.validPixelCount > a.validPixelCount ? b : a;

/** Index of the first element of sorted `days` that is ≥ `day`. */
function lowerBound(days: readonly number[], day: number): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((days[mid] as number) < day) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Each solid optical point with its nearest solid radar pass within FUSION.pairWindowDays. */
export function pairPoints(optical: readonly SeriesEntry[], radar: readonly RadarPoint[]): FitPair[] {
  const passes = radar
    .filter((point) => !point.lowConfidence && Number.isFinite(point.rvi))
    .map((point) => ({ point, day: dayNumber(point.date) }))
    .sort((a, b) => a.day - b.day);
  const days = passes.map((pass) => pass.day);
  const pairs: FitPair[] = [];
  for (const entry of optical) {
    const value = entry.basicStats.mean;
    if (entry.lowConfidence || !Number.isFinite(value)) continue;
    const day = dayNumber(entry.date);
    let best: { point: RadarPoint; distance: number } | null = null;
    for (let i = lowerBound(days, day - FUSION.pairWindowDays); i < passes.length; i++) {
      const pass = passes[i] as (typeof passes)[number];
      const distance = Math.abs(pass.day - day);
      if (pass.day > day + FUSION.pairWindowDays) break;
      if (!best || distance < best.distance || (distance === best.distance && betterPass(best.point, pass.point) !== best.point)) {
        best = { point: pass.point, distance };
      }
    }
    if (best) pairs.push({ rvi: best.point.rvi, value, orbit: { orbitState: best.point.orbitState, relativeOrbit: best.point.relativeOrbit } });
  }
  return pairs;
}

const optical = (entry: SeriesEntry): SeriesEntry => ({ ...entry, source: 'optical', interval: null });

const clamp = (value: number, [low, high]: readonly [number, number]) => Math.min(high, Math.max(low, value));

/** The estimate entry of one radar pass (shape: SeriesEntry's comments in shared/api/schemas/monitoring.ts). */
function estimateEntry(pass: RadarPoint, fit: RadarFit, index: ScalarIndexId, fair: boolean): SeriesEntry {
  const range = INDICES[index].displayRange;
  const prediction = fit.predict(pass.rvi, { orbitState: pass.orbitState, relativeOrbit: pass.relativeOrbit });
  const value = clamp(prediction.value, range);
  const low = clamp(prediction.low, range);
  const high = clamp(prediction.high, range);
  const notes: string[] = [FUSION_NOTES.estimate(pass.rvi, FUSION.fillAfterDays)];
  if (fair) notes.push(FUSION_NOTES.fair(fit.r2));
  if (pass.lowConfidence) notes.push(FUSION_NOTES.lowConfidence);
  return {
    date: pass.date.slice(0, 10),
    basicStats: { min: low, max: high, mean: value, stDev: prediction.standardError },
    histogram: { bins: [] },
    percentiles: { p10: low, p50: value, p90: high },
    pixelCount: pass.pixelCount,
    validPixelCount: pass.validPixelCount,
    validFraction: pass.pixelCount > 0 ? pass.validPixelCount / pass.pixelCount : 0,
    fieldCloudPercent: null,
    sceneCloudPercent: null,
    lowConfidence: pass.lowConfidence || fair,
    sceneIds: [...pass.sceneIds],
    notes,
    source: 'radar-estimate',
    interval: { low, high },
  };
}

/** Radar dates with no usable optical point within FUSION.fillAfterDays, each with its best pass. */
function passesToFill(radar: readonly RadarPoint[], opticalPoints: readonly SeriesEntry[]): RadarPoint[] {
  const opticalDays = opticalPoints.map((entry) => dayNumber(entry.date)).sort((a, b) => a - b);
  const byDate = new Map<string, RadarPoint>();
  for (const point of radar) {
    if (!Number.isFinite(point.rvi)) continue;
    const date = point.date.slice(0, 10);
    const held = byDate.get(date);
    byDate.set(date, held ? betterPass(held, point) : point);
  }
  return [...byDate.values()].filter((point) => {
    const day = dayNumber(point.date);
    const next = opticalDays[lowerBound(opticalDays, day - FUSION.fillAfterDays)];
    return next === undefined || next > day + FUSION.fillAfterDays;
  });
}

const byDate = (a: SeriesEntry, b: SeriesEntry) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

export function fuseSeries(input: FusionInput): FusedSeries {
  const attribution = radarAttribution(input.attributionYear);
  const opticalEntries = input.optical.map(optical).sort(byDate);
  const fieldPairs = pairPoints(input.optical, input.radar);
  const noFit = (fusion: Pick<Fusion, 'scope' | 'quality' | 'pairs' | 'message'> & Partial<Fusion>): FusedSeries => ({
    C0: opticalEntries,
    fusion: { r2: null, rmse: null, slope: null, intercept: null, orbits: [], estimates: 0, attribution, ...fusion },
  });

  // The field's pairs with its region's, when the field alone has too few or fits poorly.
  const pooledWithRegion = () => [...fieldPairs, ...(input.region ?? []).flatMap((other) => pairPoints(other.optical, other.radar))];
  let scope: 'field' | 'region' = 'field';
  let pairs = fieldPairs;
  if (fieldPairs.length < FUSION.minFieldPairs) {
    scope = 'region';
    pairs = pooledWithRegion();
    if (pairs.length < FUSION.minRegionPairs) {
      return noFit({ scope: 'none', quality: 'insufficient', pairs: fieldPairs.length, message: RADAR_MESSAGES.fewPairs(fieldPairs.length) });
    }
  }

  let fit = fitRadarRelation(pairs);
  // A field whose own dates span too little of its season (all dry-season soil, say) fits poorly; its region's
  // fields span more, so their pooled fit stands in when it is not poor itself.
  const poor = (candidate: typeof fit) => !candidate || candidate.r2 < FUSION.minR2 || candidate.slope * FUSION_SLOPE_SIGN[input.index] <= 0;
  if (scope === 'field' && poor(fit) && (input.region?.length ?? 0) > 0) {
    const pooled = pooledWithRegion();
    const regional = pooled.length >= FUSION.minRegionPairs ? fitRadarRelation(pooled) : null;
    if (!poor(regional)) {
      scope = 'region';
      pairs = pooled;
      fit = regional;
    }
  }
  if (!fit) return noFit({ scope, quality: 'poor', pairs: pairs.length, r2: 0, message: RADAR_MESSAGES.poorFit(0, pairs.length) });
  const described: Omit<Fusion, 'quality' | 'estimates' | 'message'> = {
    scope,
    pairs: fit.pairs,
    r2: fit.r2,
    rmse: fit.rmse,
    slope: fit.slope,
    intercept: fit.intercept,
    orbits: fit.orbits.map(({ orbitState, relativeOrbit, offset, pairs: count }) => ({ orbitState, relativeOrbit, offset, pairs: count })),
    attribution,
  };
  if (poor(fit)) {
    // A close fit of the wrong sign is no weak fit: it says so rather than quoting its high R².
    const message = fit.r2 >= FUSION.minR2 ? RADAR_MESSAGES.wrongSign(fit.pairs) : RADAR_MESSAGES.poorFit(fit.r2, fit.pairs);
    return { C0: opticalEntries, fusion: { ...described, quality: 'poor', estimates: 0, message } };
  }
  const quality = fit.r2 >= FUSION.goodR2 ? 'good' : 'fair';
  const estimates = passesToFill(input.radar, input.optical).map((pass) => estimateEntry(pass, fit, input.index, quality === 'fair'));
  return {
    C0: [...opticalEntries, ...estimates].sort(byDate),
    fusion: { ...described, quality, estimates: estimates.length, message: null },
  };
}
