/**
 * Crop season detection on one field's year of the cloud-proof index series (optical points and radar estimates,
 * with raw radar VH beside them). Pure: the same input always gives the same events.
 *
 * Method (TIMESAT's, Jönsson & Eklundh 2004; thresholds as TIMESAT and PhenoloPy define start and end of season):
 * 1. The points go on a daily grid, optical views weighted above radar estimates and an estimate the less the wider
 *    its interval (`savitzky-golay.ts`), and are smoothed by a weighted Savitzky-Golay filter (quadratic, 41 days).
 * 2. Seasons are the smoothed curve's peaks that rise at least `minAmplitude` above the base on their sides
 *    (prominence, `season-peaks.ts`) and reach `minPeak`: a crop's canopy, not the rains' weeds and grass.
 * 3. Each season's base is the curve's lowest day between it and its neighbours (or the series' ends). Emergence is
 *    where the curve rises through `emergenceFraction` of the amplitude above the left base (TIMESAT's start of
 *    season), sowing the base's last day (the curve within `sowingFraction` of it) less `emergenceLagDays`, the peak
 *    the maximum, senescence where the curve falls below `senescenceFraction` of the amplitude, harvest where it
 *    falls through `harvestFraction` above the right base (TIMESAT's end of season), refined by the sharpest VH drop
 *    between two passes of the same orbit near it (the canopy cut), narrowed by the other orbit's passes (`season-harvest-radar.ts`).
 * 4. An event the series does not show (it starts or ends before the curve crosses) is left out, never guessed; a year
 *    with no season is fallow (it greens a little with the rains), bare (it stays low) or unknown (too few points).
 * All constants, with the reason for each, are in `season-thresholds.ts`.
 */
import type { DetectedSeason, SeasonEvent, SeasonEvidencePoint } from '../../../shared/api/schemas/season';
import { SEASON_MESSAGES, type LandUse, type SeasonConfidence, type SeasonEventKind } from '../../../shared/domain/season';
import { dailyGrid, savitzkyGolay, type WeightedObservation } from './savitzky-golay';
import { vhHarvestDrop } from './season-harvest-radar';
import { eventConfidence, evidencePoints, lowestConfidence, raiseTo, type DayPoint } from './season-evidence';
import { curvePeaks } from './season-peaks';
import { SEASON_THRESHOLDS as T } from './season-thresholds';

export interface SeasonSeriesPoint {
  date: string;
  /** The index's field mean (NDVI). */
  value: number;
  source: 'optical' | 'radar-estimate';
  /** An estimate's interval (null for optical points). */
  low: number | null;
  high: number | null;
}

export interface VhPoint {
  date: string;
  vhDb: number;
  relativeOrbit: number | null;
}

export interface SeasonDetectionInput {
  year: number;
  /** The series from SEASON_MARGIN_DAYS before the year to as many after it (or to today), any order. */
  points: readonly SeasonSeriesPoint[];
  radar: readonly VhPoint[];
}

export interface SeasonDetection {
  landUse: LandUse;
  /** Seasons whose peak falls in the year, in order. */
  seasons: DetectedSeason[];
  events: SeasonEvent[];
  /** Why there is no season, else null. */
  message: string | null;
}

const DAY_MS = 86_400_000;
const toDay = (date: string) => Math.round(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);
const toDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const percent = (fraction: number) => `${Math.round(fraction * 100)} %`;
const ndvi = (value: number) => value.toFixed(2);
/** An event this close to the series' ends was not seen cross: the series starts or ends before it. */
const EDGE_DAYS = 3;

function weightOf(point: DayPoint): number {
  if (point.source === 'optical') return T.opticalWeight;
  return T.estimateWeight / (1 + (point.width / T.estimateWidthScale) ** 2);
}

function dayPoints(points: readonly SeasonSeriesPoint[]): DayPoint[] {
  return points
    .filter((point) => Number.isFinite(point.value) && /^\d{4}-\d{2}-\d{2}/.test(point.date))
    .map((point) => ({
      day: toDay(point.date),
      date: point.date.slice(0, 10),
      value: point.value,
      source: point.source,
      width: point.source === 'optical' || point.low === null || point.high === null ? 0 : Math.max(0, point.high - point.low),
    }))
    .sort((a, b) => a.day - b.day || (a.source === b.source ? 0 : a.source === 'optical' ? -1 : 1));
}

/** The longest stretch without a point between `from` and `to` (days), the edges counted. */
function longestGap(days: readonly number[], from: number, to: number): number {
  const stops = [from, ...days, to];
  let longest = 0;
  for (let i = 1; i < stops.length; i++) longest = Math.max(longest, (stops[i] as number) - (stops[i - 1] as number));
  return longest;
}

interface PlacedEvent {
  kind: SeasonEventKind;
  day: number;
  rule: string;
  extra: SeasonEvidencePoint[];
  /** The least confidence the event has whatever the optical views (a clear radar harvest). */
  floor: SeasonConfidence | null;
}

export function detectSeasons(input: SeasonDetectionInput): SeasonDetection {
  const { year } = input;
  const points = dayPoints(input.points);
  const yearStart = toDay(`${year}-01-01`);
  const yearEnd = toDay(`${year}-12-31`);
  const inYear = points.filter((point) => point.day >= yearStart && point.day <= yearEnd).map((point) => point.day);
  const seriesEnd = points.at(-1)?.day ?? yearStart;
  const unknown: SeasonDetection = { landUse: 'unknown', seasons: [], events: [], message: SEASON_MESSAGES.unknown(year) };
  if (inYear.length < T.minPointsInYear || longestGap(inYear, yearStart, Math.min(yearEnd, seriesEnd)) > T.maxGapDays) return unknown;

  const observations: WeightedObservation[] = points.map((point) => ({ day: point.day, value: point.value, weight: weightOf(point) }));
  const grid = dailyGrid(observations, T.gapWeight);
  if (!grid) return unknown;
  const curve = savitzkyGolay(grid.values, grid.weights, T.smoothingHalfWindow);
  const first = grid.firstDay;
  const last = first + curve.length - 1;
  const at = (day: number) => curve[day - first] as number;

  // Crop peaks, and a crop still rising at the series' end (its peak not reached yet).
  const peaks = curvePeaks(curve).filter((peak) => peak.prominence >= T.minAmplitude && peak.value >= T.minPeak).map((peak) => first + peak.index);
  const afterLastPeak = curve.slice((peaks.at(-1) ?? first) - first);
  const risingAtEnd = at(last) > at(last - 1) && at(last) >= T.minPeak && at(last) - Math.min(...afterLastPeak) >= T.minAmplitude && last - (peaks.at(-1) ?? first) > T.smoothingHalfWindow;

  const tops = risingAtEnd ? [...peaks, last] : peaks;
  const seasons: DetectedSeason[] = [];
  const events: SeasonEvent[] = [];
  tops.forEach((top, k) => {
    const ongoing = risingAtEnd && k === tops.length - 1;
    if (top < yearStart || top > yearEnd) return;
    const leftLimit = k === 0 ? first : (tops[k - 1] as number);
    const rightLimit = k === tops.length - 1 ? last : (tops[k + 1] as number);
    let leftBase = top;
    for (let day = top; day >= leftLimit; day--) if (at(day) < at(leftBase)) leftBase = day;
    let rightBase = top;
    for (let day = top; day <= rightLimit; day++) if (at(day) < at(rightBase)) rightBase = day;
    const peakValue = at(top);
    // A side cut by the series' end (its lowest day is the end) may not have reached its base: the base there is
    // taken no higher than the other side's, so that a curve cut while still high crosses nothing there.
    const leftSeen = leftBase > first + EDGE_DAYS;
    const rightSeen = rightBase < last - EDGE_DAYS;
    const leftFloor = leftSeen ? at(leftBase) : Math.min(at(leftBase), at(rightBase));
    const rightFloor = rightSeen ? at(rightBase) : Math.min(at(leftBase), at(rightBase));
    const leftAmplitude = peakValue - leftFloor;
    const rightAmplitude = peakValue - rightFloor;
    const amplitude = Math.max(leftAmplitude, rightAmplitude);
    const weak = Math.min(leftSeen || !rightSeen ? leftAmplitude : rightAmplitude, rightSeen || !leftSeen ? rightAmplitude : leftAmplitude) < T.minAmplitude * T.weakAmplitudeFactor;
    const placed: PlacedEvent[] = [];

    // Rising side: the last upward crossing before the peak.
    const lastRise = (fraction: number) => {
      const level = leftFloor + fraction * leftAmplitude;
      for (let day = top; day > leftBase; day--) if (at(day - 1) < level && at(day) >= level) return day;
      return null;
    };
    const emergence = lastRise(T.emergenceFraction);
    const leavesBase = lastRise(T.sowingFraction);
    if (leavesBase !== null && leavesBase - first > EDGE_DAYS) {
      placed.push({
        kind: 'sowing', day: leavesBase - T.emergenceLagDays, floor: null, extra: [],
        rule: `the smoothed NDVI left its base (${ndvi(leftFloor)}, within ${percent(T.sowingFraction)} of the season's amplitude) on ${toDate(leavesBase)}; sowing put ${T.emergenceLagDays} days before, the time a crop takes to emerge`,
      });
    }
    if (emergence !== null && emergence - first > EDGE_DAYS) {
      placed.push({ kind: 'emergence', day: emergence, floor: null, extra: [], rule: `the smoothed NDVI rose through ${percent(T.emergenceFraction)} of the season's amplitude (${ndvi(leftFloor)} to ${ndvi(peakValue)})` });
    }
    if (!ongoing) {
      placed.push({ kind: 'peak', day: top, floor: null, extra: [], rule: `the smoothed NDVI's highest point of the season (${ndvi(peakValue)})` });
      // Falling side: the first downward crossings after the peak.
      const firstFall = (fraction: number) => {
        const level = rightFloor + fraction * rightAmplitude;
        for (let day = top; day < rightLimit; day++) if (at(day) > level && at(day + 1) <= level) return day + 1;
        return null;
      };
      const senescence = firstFall(T.senescenceFraction);
      if (senescence !== null && last - senescence > EDGE_DAYS) {
        placed.push({ kind: 'senescence', day: senescence, floor: null, extra: [], rule: `the smoothed NDVI fell below ${percent(T.senescenceFraction)} of the season's amplitude after the peak` });
      }
      const end = firstFall(T.harvestFraction);
      if (end !== null && last - end > EDGE_DAYS) {
        const drop = vhHarvestDrop(input.radar, end);
        const rule = `the smoothed NDVI fell through ${percent(T.harvestFraction)} of the season's amplitude above its base (${ndvi(rightFloor)})`;
        placed.push(
          drop
            ? { kind: 'harvest', day: Math.max(drop.day, senescence ?? top), floor: 'medium', extra: drop.points, rule: `${rule} on ${toDate(end)}; radar VH fell ${drop.dropDb.toFixed(1)} dB between two passes${drop.orbit === null ? '' : ` of orbit ${drop.orbit}`} (the canopy cut), harvest put midway between the last pass with the canopy and the first without` }
            : { kind: 'harvest', day: end, floor: null, extra: [], rule },
        );
      }
    }

    const number = seasons.length + 1;
    const seasonEvents = placed.map((event): SeasonEvent => {
      const confidence = eventConfidence(points, event.day, weak);
      return {
        kind: event.kind,
        date: toDate(event.day),
        confidence: event.floor && !weak ? raiseTo(confidence, event.floor) : confidence,
        season: number,
        evidence: { rule: event.rule, points: [...evidencePoints(points, event.day), ...event.extra].sort((a, b) => a.date.localeCompare(b.date)) },
      };
    });
    const key = seasonEvents.filter((event) => event.kind === 'sowing' || event.kind === 'peak' || event.kind === 'harvest');
    seasons.push({
      season: number,
      start: seasonEvents.find((event) => event.kind === 'sowing')?.date ?? null,
      end: seasonEvents.find((event) => event.kind === 'harvest')?.date ?? null,
      peakValue: Math.round(peakValue * 1000) / 1000,
      amplitude: Math.round(amplitude * 1000) / 1000,
      confidence: key.length === 0 ? 'low' : lowestConfidence(key.map((event) => event.confidence)),
    });
    events.push(...seasonEvents);
  });

  if (seasons.length > 0) return { landUse: seasons.length > 1 ? 'double-crop' : 'crop', seasons, events, message: null };
  const yearCurve = curve.slice(Math.max(0, yearStart - first), Math.max(0, Math.min(curve.length, yearEnd - first + 1)));
  const highest = Math.max(...yearCurve);
  const greens = highest - Math.min(...yearCurve) >= T.bareAmplitude || highest >= T.barePeak;
  return greens ? { landUse: 'fallow', seasons, events, message: SEASON_MESSAGES.noSeason(year) } : { landUse: 'bare', seasons, events, message: SEASON_MESSAGES.bare(year) };
}
