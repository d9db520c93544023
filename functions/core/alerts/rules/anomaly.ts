import type { AlertEvidence } from '../../../../shared/api/schemas/alerts';
import type { AlertThresholds } from '../../../../shared/domain/alerts';
import { addDays, daysBetween, shiftYears } from '../../../../shared/domain/weather';
import { cropOn } from '../agronomy';
import type { CropWindow, Finding, IndexPoint } from './types';

/**
 * The crop anomaly rule: a field whose index is unusually low for the weeks of its season, or falling faster than
 * the team's other fields of the same crop. It reads NDVI (ANOMALY_INDEX): the index the season detection and the
 * field list already read, the most widely understood vegetation index, and stored for every field the team
 * monitors. Pure: index-history.ts loads the stored statistics and calls it.
 *
 * A. Below its own range: the field's last two clear observations (both within RECENT_DAYS of today) are each below
 *    the lowest value the field had in its previous years within ±SAME_WEEKS_DAYS of the same calendar day, by at
 *    least `anomalyMargin`; at least MIN_YEARS previous years must have a value near that day, or there is no range.
 * B. Declining faster than its peers: over the last RECENT_DAYS the field's least-squares slope is negative and its
 *    fall over those days exceeds the median fall of at least MIN_PEERS other fields of the same crop by at least
 *    `anomalyMargin` (the margin in index units over the window, so one threshold reads the same in both), as of
 *    each of its last two clear observations.
 * Both need two observations in a row: one low view may be a shadow or haze the cloud mask missed.
 *
 * Only while a crop is in the field: from emergence (sowing + EMERGENCE_DAYS, bare soil before it is expected to
 * read low) to harvest. One alert per continuing condition: the episode is named by the first observation of the
 * run of observations the condition held at, which stays the same while it lasts. When A holds, B is not raised
 * as well: the same field's low index is one message, and A's evidence (its own years) is the stronger.
 */
export const ANOMALY_INDEX = 'NDVI';
export const EMERGENCE_DAYS = 21;
export const RECENT_DAYS = 21;
export const SAME_WEEKS_DAYS = 7;
export const MIN_YEARS = 2;
export const MIN_PEERS = 2;
/** A clear observation: a mean over at least half the field's pixels, not flagged low-confidence, cloud within the limit. */
export const MIN_VALID_FRACTION = 0.5;
export const MAX_FIELD_CLOUD_PERCENT = 30;

/** A stored statistic as the rule reads it (the fields of stat-entities.ts it needs). */
export interface StoredValue {
  date: string;
  mean?: number | undefined;
  validFraction: number;
  lowConfidence: boolean;
  fieldCloudPercent?: number | undefined;
}

/** The clear observations of stored statistics, by date. */
export function clearPoints(items: readonly StoredValue[]): IndexPoint[] {
  return items
    .filter((item): item is StoredValue & { mean: number } => item.mean !== undefined && Number.isFinite(item.mean))
    .filter((item) => item.validFraction >= MIN_VALID_FRACTION && !item.lowConfidence && (item.fieldCloudPercent ?? 0) <= MAX_FIELD_CLOUD_PERCENT)
    .map((item) => ({ date: item.date, value: item.mean }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export interface AnomalyInput {
  today: string;
  /** The crops of the field (field-inputs.ts fieldCropWindows). */
  crops: readonly CropWindow[];
  /** The field's clear observations of this season (from at least its emergence up to today). */
  current: readonly IndexPoint[];
  /** The field's clear observations of its previous years around the same weeks. */
  previous: readonly IndexPoint[];
  /** Each other field of the same crop: its clear observations over the same weeks of this season. */
  peers: ReadonlyArray<readonly IndexPoint[]>;
  thresholds: AlertThresholds;
}

/** The days the rule reads the field in: from its crop's emergence, to harvest; null when no crop is in the field. */
export function anomalySpan(crops: readonly CropWindow[], today: string): { crop: CropWindow; from: string } | null {
  const crop = cropOn(crops, today);
  if (!crop) return null;
  const from = addDays(crop.sowing, EMERGENCE_DAYS);
  return from <= today ? { crop, from } : null;
}

interface UsualRange {
  low: number;
  high: number;
  years: number;
}

/** The field's own range near a day in its previous years: every value within ±SAME_WEEKS_DAYS of the same day. */
export function usualRange(previous: readonly IndexPoint[], date: string): UsualRange | null {
  const thisYear = Number(date.slice(0, 4));
  const years = new Set<number>();
  let low = Infinity;
  let high = -Infinity;
  for (const point of previous) {
    const year = Number(point.date.slice(0, 4));
    if (year >= thisYear) continue;
    const same = shiftYears(date, thisYear - year);
    if (Math.abs(daysBetween(same, point.date)) > SAME_WEEKS_DAYS) continue;
    years.add(year);
    low = Math.min(low, point.value);
    high = Math.max(high, point.value);
  }
  return years.size >= MIN_YEARS ? { low, high, years: years.size } : null;
}

/** Least-squares slope of the points (index units a day); null with fewer than two days. */
export function slopeOf(points: readonly IndexPoint[]): number | null {
  if (points.length < 2) return null;
  const first = points[0]!.date;
  const xs = points.map((point) => daysBetween(first, point.date));
  const meanX = xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const meanY = points.reduce((sum, point) => sum + point.value, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  points.forEach((point, i) => {
    const dx = xs[i]! - meanX;
    covariance += dx * (point.value - meanY);
    variance += dx * dx;
  });
  return variance === 0 ? null : covariance / variance;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
const within = (points: readonly IndexPoint[], from: string, to: string) => points.filter((point) => point.date >= from && point.date <= to);

/** The last point of a run of points (newest backwards) `holds` is true at, and the run's first; null when the newest fails. */
function runOf<T>(points: readonly IndexPoint[], holds: (point: IndexPoint, index: number) => T | null): { first: IndexPoint; length: number; last: T } | null {
  let last: T | null = null;
  let first: IndexPoint | null = null;
  let length = 0;
  for (let i = points.length - 1; i >= 0; i--) {
    const result = holds(points[i]!, i);
    if (result === null) break;
    last ??= result;
    first = points[i]!;
    length += 1;
  }
  return last !== null && first ? { first, length, last } : null;
}

const seriesOf = (points: readonly IndexPoint[]): AlertEvidence['series'] => points.slice(-120).map((point) => ({ date: point.date, value: round(point.value), forecast: false }));

function belowOwnRange(input: AnomalyInput, crop: CropWindow, season: readonly IndexPoint[]): Finding | null {
  const margin = input.thresholds.anomalyMargin;
  const low = (point: IndexPoint) => {
    const range = usualRange(input.previous, point.date);
    return range && point.value <= range.low - margin ? range : null;
  };
  const run = runOf(season, (point) => low(point));
  if (!run || run.length < 2) return null;
  const latest = season.at(-1)!;
  const year = crop.sowing.slice(0, 4);
  const evidence: AlertEvidence = {
    from: run.first.date,
    to: latest.date,
    observed_until: latest.date,
    figures: { index: round(latest.value), usual_low: round(run.last.low), usual_high: round(run.last.high), years: run.last.years, margin },
    series: seriesOf(season),
    source: 'index',
  };
  return {
    kind: 'anomaly',
    severity: 'warning',
    episode: `anomaly:${year}:${run.first.date}`,
    evidence,
    values: { index: ANOMALY_INDEX, value: round(latest.value, 2), usual: round(run.last.low, 2), date: latest.date, crop: crop.crop },
  };
}

interface Decline {
  slope: number;
  peers: number;
  count: number;
}

function declineAt(input: AnomalyInput, season: readonly IndexPoint[], date: string): Decline | null {
  const from = addDays(date, -RECENT_DAYS);
  const slope = slopeOf(within(season, from, date));
  if (slope === null || slope >= 0) return null;
  const peerSlopes = input.peers.map((peer) => slopeOf(within(peer, from, date))).filter((value): value is number => value !== null);
  if (peerSlopes.length < MIN_PEERS) return null;
  const peers = median(peerSlopes);
  return (peers - slope) * RECENT_DAYS >= input.thresholds.anomalyMargin ? { slope, peers, count: peerSlopes.length } : null;
}

function fasterThanPeers(input: AnomalyInput, crop: CropWindow, season: readonly IndexPoint[]): Finding | null {
  if (!crop.crop) return null;
  const run = runOf(season, (point) => declineAt(input, season, point.date));
  if (!run || run.length < 2) return null;
  const latest = season.at(-1)!;
  const evidence: AlertEvidence = {
    from: run.first.date,
    to: latest.date,
    observed_until: latest.date,
    figures: {
      index: round(latest.value),
      slope: round(run.last.slope, 4),
      peers_slope: round(run.last.peers, 4),
      peers: run.last.count,
      days: RECENT_DAYS,
    },
    series: seriesOf(season),
    source: 'index',
  };
  // What the field would read had it followed its peers from the window's first observation.
  const start = within(season, addDays(latest.date, -RECENT_DAYS), latest.date)[0] ?? latest;
  const usual = start.value + run.last.peers * daysBetween(start.date, latest.date);
  return {
    kind: 'anomaly',
    severity: 'warning',
    episode: `anomaly_decline:${crop.sowing.slice(0, 4)}:${run.first.date}`,
    evidence,
    values: { index: ANOMALY_INDEX, value: round(latest.value, 2), usual: round(usual, 2), date: latest.date, crop: crop.crop },
  };
}

export function anomalyRule(input: AnomalyInput): Finding[] {
  const span = anomalySpan(input.crops, input.today);
  if (!span) return [];
  const season = within(input.current, span.from, input.today);
  const latest = season.at(-1);
  // The condition is about now: the newest clear observation must be recent.
  if (!latest || daysBetween(latest.date, input.today) > RECENT_DAYS) return [];
  const recentTwo = season.slice(-2);
  const below = recentTwo.length === 2 && daysBetween(recentTwo[0]!.date, input.today) <= RECENT_DAYS ? belowOwnRange(input, span.crop, season) : null;
  if (below) return [below];
  const decline = fasterThanPeers(input, span.crop, season);
  return decline ? [decline] : [];
}
