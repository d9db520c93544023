/**
 * Crop season detection on one field's year of the cloud-proof index series (optical points and radar estimates,
 * with raw radar VH beside them). Pure: the same input always gives the same events.
 */
import type { DetectedSeason, SeasonEvent } from '../../../shared/api/schemas/season';
import type { LandUse } from '../../../shared/domain/season';

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

export function detectSeasons(input: SeasonDetectionInput): SeasonDetection {
  void input;
  throw new Error('season detection is not built yet');
}
