/**
 * Output shapes of per-day field statistics: the specification's FIS-like series (`C0: [{date, basicStats}]`,
 * one entry per date with at least one valid pixel, plus our extra fields), the list of available dates with
 * scene and field cloud cover, and the CSV export (date,min,max,mean,stDev).
 */
import type { ScalarIndexId } from '../../../shared/domain/indices';
import type { SeriesSource } from '../../../shared/domain/radar';
import type { FieldDayStatistics, IndexStatistics } from '../compute/field-statistics';
import type { HistogramBin } from '../compute/summary-statistics';

export interface BasicStats {
  min: number;
  max: number;
  mean: number;
  stDev: number;
}

export interface SeriesEntry {
  date: string;
  basicStats: BasicStats;
  histogram: { bins: HistogramBin[] };
  percentiles: { p10: number; p50: number; p90: number };
  pixelCount: number;
  validPixelCount: number;
  validFraction: number;
  fieldCloudPercent: number | null;
  sceneCloudPercent: number | null;
  lowConfidence: boolean;
  sceneIds: string[];
  notes: string[];
  source: SeriesSource;
  /** An estimate's interval (radar-filled points); null for optical points. */
  interval: { low: number; high: number } | null;
}

export interface FisSeries {
  C0: SeriesEntry[];
}

export interface AvailableDate {
  date: string;
  sceneIds: string[];
  sceneCloudPercent: number | null;
  fieldCloudPercent: number | null;
  validFraction: number;
}

function entry(day: FieldDayStatistics, stats: IndexStatistics): SeriesEntry | null {
  const { min, max, mean, stDev, p10, p50, p90 } = stats;
  if (stats.validPixelCount === 0 || min === null || max === null || mean === null || stDev === null || p10 === null || p50 === null || p90 === null) return null;
  return {
    date: day.date,
    basicStats: { min, max, mean, stDev },
    histogram: stats.histogram,
    percentiles: { p10, p50, p90 },
    pixelCount: stats.pixelCount,
    validPixelCount: stats.validPixelCount,
    validFraction: stats.validFraction,
    fieldCloudPercent: stats.fieldCloudPercent,
    sceneCloudPercent: day.sceneCloudPercent,
    lowConfidence: stats.lowConfidence,
    sceneIds: stats.sceneIds,
    notes: stats.notes,
    source: 'optical',
    interval: null,
  };
}

export function toFisSeries(days: readonly FieldDayStatistics[], index: ScalarIndexId): FisSeries {
  const entries = [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => (day.indices[index] ? entry(day, day.indices[index]) : null))
    .filter((e): e is SeriesEntry => e !== null);
  return { C0: entries };
}

export function availableDates(days: readonly FieldDayStatistics[], index: ScalarIndexId): AvailableDate[] {
  return [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => ({
      date: day.date,
      sceneIds: day.sceneIds,
      sceneCloudPercent: day.sceneCloudPercent,
      fieldCloudPercent: day.indices[index]?.fieldCloudPercent ?? null,
      validFraction: day.indices[index]?.validFraction ?? 0,
    }));
}

export function seriesCsv(series: FisSeries): string {
  const rows = series.C0.map(({ date, basicStats: s }) => [date, s.min, s.max, s.mean, s.stDev].join(','));
  return ['date,min,max,mean,stDev', ...rows].join('\n') + '\n';
}
