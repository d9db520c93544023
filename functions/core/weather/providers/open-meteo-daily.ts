import * as z from 'zod';
import { eachDay, type DayRange } from '../../../../shared/domain/weather';
import { WeatherUnavailable } from '../errors';
import { emptyDay, type DailyWeather, type GeoPoint } from '../types';

/** The daily variables both Open-Meteo APIs take, in the app's units (wind in m/s). */
export const OPEN_METEO_DAILY = [
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_sum',
  'wind_speed_10m_max',
  'relative_humidity_2m_mean',
  'cloud_cover_mean',
  'weather_code',
] as const;

const Series = z.array(z.number().nullable());

const DailyResponse = z.object({
  daily_units: z.record(z.string(), z.string()).optional(),
  daily: z.object({
    time: z.array(z.string()),
    temperature_2m_max: Series,
    temperature_2m_min: Series,
    precipitation_sum: Series,
    wind_speed_10m_max: Series,
    relative_humidity_2m_mean: Series,
    cloud_cover_mean: Series,
    weather_code: Series,
  }),
});

export function dailyParams(point: GeoPoint, apiKey: string | undefined): URLSearchParams {
  const params = new URLSearchParams({
    latitude: point.lat.toFixed(2),
    longitude: point.lon.toFixed(2),
    daily: OPEN_METEO_DAILY.join(','),
    timezone: 'auto',
    wind_speed_unit: 'ms',
    temperature_unit: 'celsius',
    precipitation_unit: 'mm',
  });
  if (apiKey) params.set('apikey', apiKey);
  return params;
}

/** Factor to m/s for the wind unit the answer declares (we ask for m/s; an answer in another unit is converted). */
function toMetresPerSecond(unit: string | undefined): number {
  switch (unit) {
    case undefined:
    case 'm/s':
      return 1;
    case 'km/h':
      return 1 / 3.6;
    case 'mp/h':
    case 'mph':
      return 0.44704;
    case 'kn':
      return 0.514444;
    default:
      throw new WeatherUnavailable('UPSTREAM_INVALID', `Open-Meteo wind unit ${unit}`);
  }
}

const round = (value: number | null | undefined, digits: number): number | null =>
  value === null || value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The parallel `daily` arrays zipped into one entry per day of `range` (a day the answer lacks is all null).
 * An answer that is not the documented shape is an upstream failure, never data.
 */
export function parseDaily(body: unknown, range: DayRange): DailyWeather[] {
  const parsed = DailyResponse.safeParse(body);
  if (!parsed.success) {
    throw new WeatherUnavailable('UPSTREAM_INVALID', `Open-Meteo daily answer: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  const { daily, daily_units: units } = parsed.data;
  const length = daily.time.length;
  for (const name of OPEN_METEO_DAILY) {
    if (daily[name].length !== length) {
      throw new WeatherUnavailable('UPSTREAM_INVALID', `Open-Meteo ${name} has ${daily[name].length} values for ${length} days`);
    }
  }
  const wind = toMetresPerSecond(units?.wind_speed_10m_max);
  const byDate = new Map(daily.time.map((date, index) => [date.slice(0, 10), index]));
  return eachDay(range.start, range.end).map((date): DailyWeather => {
    const index = byDate.get(date);
    if (index === undefined) return emptyDay(date);
    const windValue = daily.wind_speed_10m_max[index];
    return {
      date,
      maxTemperature: round(daily.temperature_2m_max[index], 1),
      minTemperature: round(daily.temperature_2m_min[index], 1),
      precipitation: round(daily.precipitation_sum[index], 1),
      windSpeed: round(windValue === null || windValue === undefined ? null : windValue * wind, 1),
      humidity: round(daily.relative_humidity_2m_mean[index], 0),
      cloudCover: round(daily.cloud_cover_mean[index], 0),
      weatherCode: daily.weather_code[index] ?? null,
    };
  });
}

/** The dates an answer covers, for a forecast whose first day is the location's today. */
export function dailyDates(body: unknown): string[] {
  const parsed = DailyResponse.safeParse(body);
  if (!parsed.success) {
    throw new WeatherUnavailable('UPSTREAM_INVALID', `Open-Meteo daily answer: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  return parsed.data.daily.time.map((date) => date.slice(0, 10));
}
