import dayjs from 'dayjs';
import type { DatesResponse, SeriesEntry, SeriesResponse } from '../../../../shared/api/schemas/monitoring';
import type { SeriesSource } from '../../../../shared/domain/radar';
import { MAX_YEARS_BACK } from '../../../../shared/domain/monitoring';

/**
 * Pure helpers of the monitoring screens (no Leaflet, no React): which image date a map shows, the year ranges of
 * the analysis chart, its rows and its CSV.
 */
type DateEntry = DatesResponse['dates'][number];

/** The cloud a date has over the field: the field's own when computed, else the scene's. */
export function cloudOf(date: Pick<DateEntry, 'fieldCloudPercent' | 'sceneCloudPercent'>): number | null {
  return date.fieldCloudPercent ?? date.sceneCloudPercent;
}

/** The latest date of the range whose cloud over the field is within the limit (null: none). */
export function latestClearDate(dates: readonly DateEntry[], cloudLimit: number): DateEntry | null {
  let best: DateEntry | null = null;
  for (const date of dates) {
    const cloud = cloudOf(date);
    if (cloud !== null && cloud > cloudLimit) continue;
    if (!best || date.date > best.date) best = date;
  }
  return best;
}

/** Spec 2 §5: years back capped at 5; 1 or fewer gives only the base range. */
export function clampYears(years: number): number {
  if (!Number.isFinite(years) || years <= 1) return 1;
  return Math.min(MAX_YEARS_BACK, Math.floor(years));
}

export interface YearRange {
  /** Base range first, then one year earlier each. */
  offset: number;
  start: string;
  end: string;
  label: string;
}

export function yearRanges(start: string, end: string, years: number): YearRange[] {
  return Array.from({ length: clampYears(years) }, (_, offset) => {
    const from = dayjs(start).subtract(offset, 'year');
    const to = dayjs(end).subtract(offset, 'year');
    const label = from.year() === to.year() ? String(from.year()) : `${from.year()}-${to.year()}`;
    return { offset, start: from.format('YYYY-MM-DD'), end: to.format('YYYY-MM-DD'), label };
  });
}

/** Spec 2 §5: the chart needs a field, an index, a cloud value and both dates. */
export function chartInputsValid(input: { coordinates: readonly unknown[] | null; index: string | null; cloud: number | null; start: string; end: string }): boolean {
  return Boolean(input.coordinates && input.coordinates.length > 0 && input.index && input.cloud !== null && input.start && input.end);
}

export interface ChartPoint {
  mean: number;
  date: string;
  validFraction: number;
  validPixelCount: number;
  lowConfidence: boolean;
  min: number;
  max: number;
  stDev: number;
  /** An optical value or an estimate from radar (drawn hollow with its interval as a whisker). */
  source: SeriesSource;
  interval: { low: number; high: number } | null;
}

/** One chart row per day of the base range that any year has a value on; `s{k}` holds year k's point. */
export interface ChartRow {
  /** Days since the start of the range (the x value: years overlay on the same days of the season). */
  day: number;
  dayMonth: string;
  [series: `s${number}`]: ChartPoint | undefined;
}

/** A year of the chart on its way, drawn, or failed (its points so far kept). */
export type YearStatus = 'pending' | 'loaded' | 'failed';

export interface YearSeries {
  range: YearRange;
  entries: readonly SeriesEntry[];
  /** Absent: loaded. */
  status?: YearStatus;
  /** How radar filled the year (null or absent: not asked, or not answered yet). */
  fusion?: SeriesResponse['fusion'];
}

/** Days from the range's start to its end: the chart's x axis runs over them (years overlay on the same days). */
export function rangeDays(range: Pick<YearRange, 'start' | 'end'>): number {
  return Math.max(0, dayjs(range.end).diff(dayjs(range.start), 'day'));
}

/** The day-and-month label of a day of the base range (the x axis' ticks). */
export function dayMonthOf(start: string, day: number): string {
  return dayjs(start).add(day, 'day').format('DD MMM');
}

export function chartRows(series: readonly YearSeries[]): ChartRow[] {
  const base = series[0]?.range;
  if (!base) return [];
  const rows = new Map<number, ChartRow>();
  for (const { range, entries } of series) {
    for (const entry of entries) {
      const day = dayjs(entry.date).diff(dayjs(range.start), 'day');
      const row = rows.get(day) ?? { day, dayMonth: dayMonthOf(base.start, day) };
      row[`s${range.offset}`] = {
        mean: entry.basicStats.mean,
        date: entry.date,
        validFraction: entry.validFraction,
        validPixelCount: entry.validPixelCount,
        lowConfidence: entry.lowConfidence,
        min: entry.basicStats.min,
        max: entry.basicStats.max,
        stDev: entry.basicStats.stDev,
        source: entry.source,
        interval: entry.interval,
      };
      rows.set(day, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.day - b.day);
}

const csvCell = (value: string | number | boolean) => {
  const text = String(value);
  // A cell a spreadsheet would run as a formula is quoted and defused.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** What the chart shows, one line per point: every year's dates, means and data quality. */
export function chartCsv(index: string, series: readonly YearSeries[]): string {
  const header = ['series', 'date', 'index', 'mean', 'min', 'max', 'stDev', 'valid_fraction', 'valid_pixels', 'low_confidence', 'source', 'interval_low', 'interval_high'];
  const lines = series.flatMap(({ range, entries }) =>
    entries.map((entry) =>
      [
        range.label,
        entry.date,
        index,
        entry.basicStats.mean,
        entry.basicStats.min,
        entry.basicStats.max,
        entry.basicStats.stDev,
        entry.validFraction,
        entry.validPixelCount,
        entry.lowConfidence,
        entry.source,
        entry.interval?.low ?? '',
        entry.interval?.high ?? '',
      ]
        .map(csvCell)
        .join(','),
    ),
  );
  return [header.join(','), ...lines].join('\n') + '\n';
}

/** Spec 2 §9: click coordinates shown to 3 decimals, values to 3 decimals. */
export const threeDecimals = (value: number) => value.toFixed(3);

/** Ray casting over [longitude, latitude] rings (the field's outline; holes are ignored for picking). */
export function ringContains(ring: readonly (readonly [number, number])[], lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as readonly [number, number];
    const [xj, yj] = ring[j] as readonly [number, number];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The closest a fitted map comes to a small field (beyond, a few 10 m pixels fill the screen). */
export const FIT_MAX_ZOOM = 17;

/** The zoom of a map fitted to a field: never closer than FIT_MAX_ZOOM nor wider than `zoomOut` (the spec's zoom). */
export function fieldFitZoom(fittedZoom: number, zoomOut: number | undefined): number {
  return Math.min(FIT_MAX_ZOOM, Math.max(zoomOut ?? 0, fittedZoom));
}
