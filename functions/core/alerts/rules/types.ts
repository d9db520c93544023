import type { AlertEvidence } from '../../../../shared/api/schemas/alerts';
import type { AlertKind, AlertSeverity, AlertThresholds } from '../../../../shared/domain/alerts';

/**
 * The rules' vocabulary. A rule is a pure function of one field's situation on one day: the weather observed
 * before it and forecast from it, the crops in the field, the team's thresholds. It answers the conditions it finds
 * (findings); the evaluation job stores each finding's episode once and sends it, so the same rules run in the
 * daily job, on demand and in the backtest (test/bench/alerts-backtest.ts).
 */

/** One day of a field's weather as the rules read it: observed up to `today` (exclusive), forecast from it. */
export interface RuleDay {
  date: string;
  /** mm; null when the source has no value. */
  rainMm: number | null;
  /** °C */
  maxC: number | null;
  minC: number | null;
  /** m/s, the day's maximum wind. */
  windMs: number | null;
  forecast: boolean;
}

/** A crop in the field: planned in crop planning, else the detected season. */
export interface CropWindow {
  crop: string;
  sowing: string;
  harvest: string | null;
  /** Expected flowering (planned: from the crop's calendar share of the season; detected: the peak). */
  flowering: string | null;
  source: 'planned' | 'detected';
}

/** A stored index value of the field (mean over the field), for the anomaly rule. */
export interface IndexPoint {
  date: string;
  value: number;
}

export interface FieldSituation {
  fieldId: string;
  lat: number;
  lon: number;
  /** The day evaluated (the field's local date). */
  today: string;
  /** At least ALERT_HISTORY_DAYS days before today (observed) and up to ALERT_FORECAST_DAYS from it (forecast), in order. */
  weather: readonly RuleDay[];
  crops: readonly CropWindow[];
  thresholds: AlertThresholds;
}

/** A condition a rule found. `episode` identifies it across days (a dry spell by its first dry day): one alert each. */
export interface Finding {
  kind: AlertKind;
  severity: AlertSeverity;
  /** e.g. `onset:2026`, `false_start:2026-04-12`, `dry_spell:2026-06-21`, `heavy_rain:2026-08-14`. */
  episode: string;
  evidence: AlertEvidence;
  /** The message's values (the catalogue's placeholders: days, mm, dates, crop). */
  values: Record<string, string | number>;
}

export type WeatherRule = (situation: FieldSituation) => Finding[];
