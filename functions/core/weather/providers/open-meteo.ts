import { addDays, daysBetween, type DayRange } from '../../../../shared/domain/weather';
import { weatherApiKey } from '../api-key';
import type { WeatherConfig } from '../config';
import { WeatherUnavailable } from '../errors';
import { RECENT_PAST_DAYS, type DailyWeather, type ForecastSource, type GeoPoint, type HistorySource } from '../types';
import { getJson } from '../upstream';
import { dailyDates, dailyParams, parseDaily } from './open-meteo-daily';

const base = (url: string) => url.replace(/\/+$/, '');

/** Open-Meteo forecast API (`/v1/forecast`): days ahead, and the recent past through `past_days`. */
export function openMeteoForecast(config: WeatherConfig): ForecastSource {
  const options = { name: 'Open-Meteo forecast', timeoutMs: config.timeoutMs, callsPerMinute: config.callsPerMinute };
  const call = async (point: GeoPoint, extra: Record<string, string>) => {
    const params = dailyParams(point, await weatherApiKey(config.key));
    for (const [key, value] of Object.entries(extra)) params.set(key, value);
    return getJson(new URL(`${base(config.openMeteoUrl)}/v1/forecast?${params.toString()}`), options);
  };
  return {
    source: 'open-meteo',
    async forecast(point, days): Promise<DailyWeather[]> {
      const body = await call(point, { forecast_days: String(days) });
      const dates = dailyDates(body);
      const first = dates[0];
      if (!first) throw new WeatherUnavailable('UPSTREAM_INVALID', 'Open-Meteo forecast has no days');
      return parseDaily(body, { start: first, end: addDays(first, days - 1) });
    },
    async recent(point, range, today): Promise<DailyWeather[]> {
      const pastDays = Math.min(RECENT_PAST_DAYS, Math.max(0, daysBetween(range.start, today)));
      const body = await call(point, { past_days: String(pastDays), forecast_days: '1' });
      return parseDaily(body, range);
    },
  };
}

/** Open-Meteo historical weather API (`/v1/archive`, best_match: IFS 9 km, ERA5, ERA5-Land). */
export function openMeteoArchive(config: WeatherConfig): HistorySource {
  const options = { name: 'Open-Meteo archive', timeoutMs: config.timeoutMs, callsPerMinute: config.callsPerMinute };
  return {
    source: 'open-meteo',
    firstDay: '1940-01-01',
    async history(point, range: DayRange): Promise<DailyWeather[]> {
      const params = dailyParams(point, await weatherApiKey(config.key));
      params.set('start_date', range.start);
      params.set('end_date', range.end);
      const body = await getJson(new URL(`${base(config.openMeteoArchiveUrl)}/v1/archive?${params.toString()}`), options);
      return parseDaily(body, range);
    },
  };
}
