import { ALERT_FORECAST_DAYS, ALERT_HISTORY_DAYS } from '../../../shared/domain/alerts';
import { addDays } from '../../../shared/domain/weather';
import { fieldSeasons } from '../crops/crop-seasons';
import { storedFieldSeason } from '../season/season-store';
import { forecastFor } from '../weather/forecast';
import { historyFor } from '../weather/history';
import type { GeoPoint, SourcedDay } from '../weather/types';
import type { CropWindow, RuleDay } from './rules/types';

/**
 * What the rules read for one field, loaded once: the weather around the days evaluated and the crops in the field.
 * A replay of past days (the demo season, the staff's `date`) reads the archive for the days that were then ahead:
 * what was forecast is not kept, so a replay sees a perfect forecast.
 */

/** A field's weather over a span of days: observed before `realToday`, forecast from it. */
export interface WeatherSpan {
  days: ReadonlyMap<string, RuleDay>;
  source: string;
}

/** A day of the weather module as the rules read it. */
export const toRuleDay = (day: SourcedDay, forecast: boolean): RuleDay => ({
  date: day.date,
  rainMm: day.precipitation,
  maxC: day.maxTemperature,
  minC: day.minTemperature,
  windMs: day.windSpeed,
  forecast,
});

/**
 * The weather from ALERT_HISTORY_DAYS before `first` to ALERT_FORECAST_DAYS after `last` (both days evaluated),
 * the days from `realToday` on from the forecast. One archive read and at most one forecast read.
 */
export async function loadWeatherSpan(point: GeoPoint, first: string, last: string, realToday: string): Promise<WeatherSpan> {
  const start = addDays(first, -ALERT_HISTORY_DAYS);
  const end = addDays(last, ALERT_FORECAST_DAYS - 1);
  const lastObserved = addDays(realToday, -1);
  const days = new Map<string, RuleDay>();
  let source = '';
  if (start <= lastObserved) {
    const history = await historyFor(point, { start, end: end < lastObserved ? end : lastObserved });
    for (const day of history) days.set(day.date, toRuleDay(day, false));
    source = history[0]?.source ?? source;
  }
  if (end >= realToday) {
    const forecast = await forecastFor(point);
    for (const day of forecast) if (day.date >= realToday && day.date <= end) days.set(day.date, toRuleDay(day, true));
    source = source || (forecast[0]?.source ?? '');
  }
  return { days, source };
}

/**
 * The days the rules read on `today`: the observed ones before it and ALERT_FORECAST_DAYS from it, which are
 * marked forecast (in a replay they were in the future then).
 */
export function daysAsOf(span: WeatherSpan, today: string): RuleDay[] {
  const out: RuleDay[] = [];
  for (let date = addDays(today, -ALERT_HISTORY_DAYS); date < addDays(today, ALERT_FORECAST_DAYS); date = addDays(date, 1)) {
    const day = span.days.get(date);
    if (day) out.push(date >= today ? { ...day, forecast: true } : day);
  }
  return out;
}

/** Flowering, when only sowing and harvest are known: about 55 % of the way (tasselling of a 145-day maize at day 80). */
export const FLOWERING_SHARE = 0.55;

export function expectedFlowering(sowing: string, harvest: string): string {
  const length = Math.round((Date.parse(harvest) - Date.parse(sowing)) / 86_400_000);
  return addDays(sowing, Math.round(length * FLOWERING_SHARE));
}

/**
 * The crops of a field in the years around `today`: each planned season (crop planning), and the detected seasons
 * of the years no season is planned in (the detection's sowing, its end, its peak as flowering).
 */
export async function fieldCropWindows(teamId: string, fieldId: string, today: string): Promise<CropWindow[]> {
  const year = Number(today.slice(0, 4));
  const years = [year - 1, year];
  const planned = (await fieldSeasons(teamId, fieldId)).filter((season) => years.includes(Number(season.sowing_date.slice(0, 4))));
  const windows: CropWindow[] = planned.map((season) => ({
    crop: season.crop.name,
    sowing: season.sowing_date,
    harvest: season.harvest_date,
    flowering: expectedFlowering(season.sowing_date, season.harvest_date),
    source: 'planned',
  }));
  const plannedYears = new Set(windows.map((window) => Number(window.sowing.slice(0, 4))));
  for (const detectedYear of years.filter((y) => !plannedYears.has(y))) {
    const stored = await storedFieldSeason(teamId, fieldId, detectedYear);
    for (const season of stored?.detection.seasons ?? []) {
      if (!season.start) continue;
      const peak = stored?.detection.events.find((event) => event.kind === 'peak' && event.season === season.season);
      windows.push({ crop: '', sowing: season.start, harvest: season.end, flowering: peak?.date ?? null, source: 'detected' });
    }
  }
  return windows.sort((a, b) => a.sowing.localeCompare(b.sowing));
}
