import { ALERT_FORECAST_DAYS, ALERT_HISTORY_DAYS, severityRank, type AlertThresholds } from '../../../../shared/domain/alerts';
import { addDays } from '../../../../shared/domain/weather';
import type { CropWindow, Finding, RuleDay } from './types';
import { weatherFindings } from './weather-rules';

/**
 * The weather rules replayed day by day over a past series, as the daily job would have run them: on each day the
 * ALERT_HISTORY_DAYS before it are observed and the ALERT_FORECAST_DAYS from it are forecast (the series' own
 * values, a perfect forecast, unless `forecast` says what was forecast instead). Each episode is kept once, on the
 * day first found, and again only when its severity rises (a dry spell's warning then alert): the dedupe the job
 * does with its stored episodes. The backtest and the demo's test read it.
 */
export interface ReplayInput {
  /** Observed days, in order, one per date, covering ALERT_HISTORY_DAYS before `from` to ALERT_FORECAST_DAYS after `to`. */
  series: readonly RuleDay[];
  crops: readonly CropWindow[];
  thresholds: AlertThresholds;
  lat: number;
  lon: number;
  /** The first and last day evaluated. */
  from: string;
  to: string;
  /** What was forecast on `today` for a later `day` (default: what then happened). */
  forecast?: (today: string, day: RuleDay) => RuleDay;
}

/** A finding as the job would have stored it: the day it was found (or its severity rose). */
export interface ReplayedFinding extends Finding {
  foundOn: string;
}

export function replayFindings(input: ReplayInput): ReplayedFinding[] {
  const byDate = new Map(input.series.map((day, index) => [day.date, index]));
  const seen = new Map<string, number>();
  const kept: ReplayedFinding[] = [];
  for (let today = input.from; today <= input.to; today = addDays(today, 1)) {
    const weather: RuleDay[] = [];
    for (let date = addDays(today, -ALERT_HISTORY_DAYS); date < addDays(today, ALERT_FORECAST_DAYS); date = addDays(date, 1)) {
      const index = byDate.get(date);
      if (index === undefined) continue;
      const day = input.series[index]!;
      if (date < today) weather.push({ ...day, forecast: false });
      else weather.push(input.forecast ? { ...input.forecast(today, day), date, forecast: true } : { ...day, forecast: true });
    }
    const situation = { fieldId: 'replay', lat: input.lat, lon: input.lon, today, weather, crops: input.crops, thresholds: input.thresholds };
    for (const finding of weatherFindings(situation)) {
      const rank = severityRank(finding.severity);
      const before = seen.get(finding.episode);
      if (before !== undefined && before >= rank) continue;
      seen.set(finding.episode, rank);
      kept.push({ ...finding, foundOn: today });
    }
  }
  return kept;
}
