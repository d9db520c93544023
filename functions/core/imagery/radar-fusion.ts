/**
 * The series that does not go dark: an optical index estimated from radar where the optical point is missing or
 * cloudy, fitted per field (falling back to the field's region) on dates where both exist (FUSION in
 * shared/domain/radar.ts), with the estimate's interval and the fit's quality.
 */
import type { SeriesEntry, SeriesResponse } from '../../../shared/api/schemas/monitoring';
import type { RadarPoint } from '../../../shared/api/schemas/radar';
import type { ScalarIndexId } from '../../../shared/domain/indices';

export interface FusionInput {
  index: ScalarIndexId;
  /** The field's usable optical points (already within the series' cloud limit), any order. */
  optical: readonly SeriesEntry[];
  radar: readonly RadarPoint[];
  /** The field's region (the team's other fields on the same radar tile), used when the field has too few pairs. */
  region?: ReadonlyArray<{ optical: readonly SeriesEntry[]; radar: readonly RadarPoint[] }>;
  /** Year of the newest radar data shown, for the attribution. */
  attributionYear: number;
}

export interface FusedSeries {
  /** Optical points and radar estimates in date order. */
  C0: SeriesEntry[];
  fusion: NonNullable<SeriesResponse['fusion']>;
}

export function fuseSeries(input: FusionInput): FusedSeries {
  void input;
  throw new Error('radar fusion is not built yet');
}
