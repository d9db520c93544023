import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import utc from 'dayjs/plugin/utc';
import type { ApiMessageId } from '../i18n/english';
import { INDICES, type ScalarIndexId } from './indices';

dayjs.extend(utc);
dayjs.extend(isoWeek);

/**
 * The field leaderboard's maths, shared by the server (which ranks), the CSV and the screen (which explains):
 * each field's latest clear value against its own previous years in the same weeks and against the team's
 * other fields of the same crop, its trend over the last weeks, and the score it is ranked by.
 */

/** Previous years a field's latest value is compared with. */
export const LEADERBOARD_PAST_YEARS = 3;
/** The same ISO week of a previous year, and this many weeks either side of it. */
export const LEADERBOARD_WEEK_WINDOW = 2;
/** The trend is the slope of the clear values of this many days up to the latest one. */
export const LEADERBOARD_TREND_DAYS = 42;
/** A trend needs this many clear values, spread over at least TREND_MIN_SPAN_DAYS. */
export const TREND_MIN_POINTS = 3;
export const TREND_MIN_SPAN_DAYS = 14;
/** A slope under this share of the index's display range per week is steady (0.02 NDVI a week; 0.08 LAI). */
export const TREND_STEADY_SHARE_PER_WEEK = 0.01;

export const TREND_WORDS = ['rising', 'steady', 'falling'] as const;
export type TrendWord = (typeof TREND_WORDS)[number];

/** Why a field has no score: it is listed last with this reason, never dropped. */
export const LEADERBOARD_REASONS = ['withheld', 'no_value', 'no_comparison'] as const;
export type LeaderboardReason = (typeof LEADERBOARD_REASONS)[number];

export const TREND_LABELS = {
  rising: 'farm-summary.leaderboard.trend.rising',
  steady: 'farm-summary.leaderboard.trend.steady',
  falling: 'farm-summary.leaderboard.trend.falling',
} as const satisfies Record<TrendWord, ApiMessageId>;

export const LEADERBOARD_REASON_LABELS = {
  withheld: 'farm-summary.leaderboard.reason.withheld',
  no_value: 'farm-summary.leaderboard.reason.noValue',
  no_comparison: 'farm-summary.leaderboard.reason.noComparison',
} as const satisfies Record<LeaderboardReason, ApiMessageId>;

export const LEADERBOARD_MESSAGES = {
  filterUnknown: 'farm-summary.leaderboard.filterUnknown',
} as const satisfies Record<string, ApiMessageId>;

export interface ScenePoint {
  date: string;
  mean: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');

/**
 * The days of a previous year in the same ISO weeks as `latest` (its week and LEADERBOARD_WEEK_WINDOW weeks either
 * side), Monday to Sunday. Week 53 of a year that has none falls on the next year's first week.
 */
export function sameWeeksOf(latest: string, year: number): { from: string; to: string } {
  const week = dayjs.utc(latest).isoWeek();
  // 4 January is always in ISO week 1 of its year.
  const monday = dayjs.utc(`${year}-01-04`).isoWeek(week).isoWeekday(1);
  return { from: dayText(monday.subtract(LEADERBOARD_WEEK_WINDOW, 'week')), to: dayText(monday.add(LEADERBOARD_WEEK_WINDOW * 7 + 6, 'day')) };
}

/** The ISO week-year of a day (the year `sameWeeksOf` steps back from). */
export const isoYearOf = (day: string) => dayjs.utc(day).isoWeekYear();

/** The first day a leaderboard row reads: the earliest same-weeks window of the previous years, or the trend's start. */
export function seriesStart(latest: string): string {
  const earliest = sameWeeksOf(latest, isoYearOf(latest) - LEADERBOARD_PAST_YEARS).from;
  const trendStart = dayText(dayjs.utc(latest).subtract(LEADERBOARD_TREND_DAYS, 'day'));
  return earliest < trendStart ? earliest : trendStart;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

export interface OwnYears {
  /** The mean, over the previous years that have a clear value in the same weeks, of each year's mean there. */
  baseline: number | null;
  /** The latest value minus the baseline (index units). */
  difference: number | null;
  /** The previous years behind the baseline. */
  years: number[];
}

/** The latest value against the field's own previous years in the same weeks (each year weighs the same). */
export function ownYears(latest: ScenePoint, series: readonly ScenePoint[]): OwnYears {
  const thisYear = isoYearOf(latest.date);
  const yearMeans: Array<{ year: number; mean: number }> = [];
  for (let back = 1; back <= LEADERBOARD_PAST_YEARS; back += 1) {
    const { from, to } = sameWeeksOf(latest.date, thisYear - back);
    const values = series.filter((point) => point.date >= from && point.date <= to).map((point) => point.mean);
    if (values.length > 0) yearMeans.push({ year: thisYear - back, mean: mean(values) });
  }
  if (yearMeans.length === 0) return { baseline: null, difference: null, years: [] };
  const baseline = mean(yearMeans.map((year) => year.mean));
  return { baseline, difference: latest.mean - baseline, years: yearMeans.map((year) => year.year).sort((a, b) => a - b) };
}

export interface CropGroup {
  /** The median latest value of the team's other fields of the same crop. */
  median: number | null;
  difference: number | null;
  /** Share of those other fields whose value is below this one, in percent (a tie counts half). */
  percentile: number | null;
  /** How many other fields of the crop have a value. */
  fields: number;
}

/** The latest value against the team's other fields of the same crop (their latest values). */
export function cropGroup(value: number, others: readonly number[]): CropGroup {
  const middle = median(others);
  if (middle === null) return { median: null, difference: null, percentile: null, fields: 0 };
  const below = others.filter((other) => other < value).length + others.filter((other) => other === value).length / 2;
  return { median: middle, difference: value - middle, percentile: Math.round((100 * below) / others.length), fields: others.length };
}

export interface Trend {
  /** Least-squares slope of the clear values over the last LEADERBOARD_TREND_DAYS, in index units a week. */
  slopePerWeek: number | null;
  word: TrendWord | null;
}

/** The trend up to the latest value: rising, steady or falling against a share of the index's range. */
export function trendOf(index: ScalarIndexId, latest: string, series: readonly ScenePoint[]): Trend {
  const start = dayNumber(latest) - LEADERBOARD_TREND_DAYS;
  const points = series.filter((point) => point.date <= latest && dayNumber(point.date) >= start).map((point) => ({ x: dayNumber(point.date) / 7, y: point.mean }));
  const span = points.length > 0 ? (Math.max(...points.map((p) => p.x)) - Math.min(...points.map((p) => p.x))) * 7 : 0;
  if (points.length < TREND_MIN_POINTS || span < TREND_MIN_SPAN_DAYS) return { slopePerWeek: null, word: null };
  const meanX = mean(points.map((p) => p.x));
  const meanY = mean(points.map((p) => p.y));
  const slope = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0) / points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  const [low, high] = INDICES[index].displayRange;
  const steady = (high - low) * TREND_STEADY_SHARE_PER_WEEK;
  return { slopePerWeek: slope, word: slope > steady ? 'rising' : slope < -steady ? 'falling' : 'steady' };
}

/**
 * The score a field is ranked by: how far its latest value stands above its usual for these weeks and above its
 * crop's median on the team, averaged over the two (or the one it has), in index units. Higher ranks first.
 */
export function leaderboardScore(ownDifference: number | null, cropDifference: number | null): number | null {
  const parts = [ownDifference, cropDifference].filter((part): part is number => part !== null);
  return parts.length === 0 ? null : mean(parts);
}

export interface Rankable {
  score: number | null;
  reason: LeaderboardReason | null;
  name: string;
}

/**
 * The rows in leaderboard order with their rank (1 = best score): scored rows by score, then the others by reason
 * (a value without comparison before no value, before withheld) and name. Equal scores share a rank.
 */
export function ranked<T extends Rankable>(rows: readonly T[]): Array<T & { rank: number | null }> {
  const order = (reason: LeaderboardReason | null) => (reason === null ? -1 : LEADERBOARD_REASONS.length - LEADERBOARD_REASONS.indexOf(reason));
  const sorted = [...rows].sort(
    (a, b) => order(a.reason) - order(b.reason) || (b.score ?? 0) - (a.score ?? 0) || a.name.localeCompare(b.name),
  );
  let rank = 0;
  let previous: number | null = null;
  return sorted.map((row, position) => {
    if (row.score === null) return { ...row, rank: null };
    if (row.score !== previous) rank = position + 1;
    previous = row.score;
    return { ...row, rank };
  });
}
