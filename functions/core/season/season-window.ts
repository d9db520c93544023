import type { SeriesEntry } from '../../../shared/api/schemas/monitoring';
import type { RadarPoint } from '../../../shared/api/schemas/radar';
import { fieldStageOn, SEASON_MARGIN_DAYS } from '../../../shared/domain/season';
import { addDays } from '../imagery/config';
import type { ImageryField } from '../imagery/field-shape';
import type { SeasonDetection, SeasonDetectionInput, SeasonSeriesPoint, VhPoint } from './season-detection';
import type { StoredSeason } from './season-store';

/** The detector (season-detection.ts's detectSeasons unless a test injects another). */
export type SeasonDetector = (input: SeasonDetectionInput) => SeasonDetection;

/** The day a year's stage is read on: today for the current year, the year's last day for a past one. */
export const stageDay = (year: number, today: string) => (String(year) === today.slice(0, 4) ? today : `${year}-12-31`);

/** A detection of the field's year as it is stored, with the stage it gives and the days it lacked. */
export function seasonOf(teamId: string, field: ImageryField, year: number, today: string, detection: SeasonDetection, pending: string[]): StoredSeason {
  return {
    teamId,
    fieldId: field.fieldId,
    year,
    boundaryHash: field.boundaryHash,
    detection,
    stage: fieldStageOn(detection.events, stageDay(year, today)),
    detectedAt: new Date().toISOString(),
    pending,
  };
}

/**
 * The series a year's seasons are detected on: the year and SEASON_MARGIN_DAYS either side (a season sown in
 * November is harvested the next year), to today at most; read in parts of at most SERIES_PART_DAYS, the series
 * routes' longest range.
 */
export const SERIES_PART_DAYS = 365;

export interface DayRange {
  start: string;
  end: string;
}

/** The year's window, or null when it starts after today (a future year). */
export function seasonWindow(year: number, today: string): DayRange | null {
  const start = addDays(`${year}-01-01`, -SEASON_MARGIN_DAYS);
  const end = addDays(`${year}-12-31`, SEASON_MARGIN_DAYS);
  if (start > today) return null;
  return { start, end: end < today ? end : today };
}

/** Consecutive parts of a range, each at most SERIES_PART_DAYS days long (both ends included). */
export function rangeParts(range: DayRange): DayRange[] {
  const parts: DayRange[] = [];
  for (let start = range.start; start <= range.end; start = addDays(start, SERIES_PART_DAYS)) {
    const last = addDays(start, SERIES_PART_DAYS - 1);
    parts.push({ start, end: last < range.end ? last : range.end });
  }
  return parts;
}

/** The fused series' points as the detector reads them (field mean; an estimate's interval). */
export function seasonPoints(entries: readonly SeriesEntry[]): SeasonSeriesPoint[] {
  return entries.map((entry) => ({
    date: entry.date,
    value: entry.basicStats.mean,
    source: entry.source,
    low: entry.interval?.low ?? null,
    high: entry.interval?.high ?? null,
  }));
}

/** Radar passes as VH backscatter in dB (the mean's), the canopy's own signal. */
export function vhPoints(points: readonly RadarPoint[]): VhPoint[] {
  return points.map((point) => ({ date: point.date, vhDb: point.vh.meanDb, relativeOrbit: point.relativeOrbit }));
}
