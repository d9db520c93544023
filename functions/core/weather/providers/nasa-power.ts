import * as z from 'zod';
import { deriveWeatherCode, eachDay, type DayRange } from '../../../../shared/domain/weather';
import type { WeatherConfig } from '../config';
import { WeatherUnavailable } from '../errors';
import type { DailyWeather, GeoPoint, HistorySource } from '../types';
import { getJson } from '../upstream';

/** POWER daily point parameters (community AG): wind is the daily mean at 2 m; CLOUD_AMT gives the sky. */
export const NASA_POWER_PARAMETERS = ['T2M_MAX', 'T2M_MIN', 'PRECTOTCORR', 'WS2M', 'RH2M', 'CLOUD_AMT'] as const;
type Parameter = (typeof NASA_POWER_PARAMETERS)[number];

const PowerResponse = z.object({
  header: z.object({ fill_value: z.number().optional() }).optional(),
  properties: z.object({
    parameter: z.record(z.string(), z.record(z.string(), z.number().nullable())),
  }),
});

const compact = (day: string) => day.replaceAll('-', '');

const round = (value: number | null, digits: number): number | null =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

export function parsePower(body: unknown, range: DayRange): DailyWeather[] {
  const parsed = PowerResponse.safeParse(body);
  if (!parsed.success) {
    throw new WeatherUnavailable('UPSTREAM_INVALID', `NASA POWER answer: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  const fill = parsed.data.header?.fill_value ?? -999;
  const series = parsed.data.properties.parameter;
  for (const name of NASA_POWER_PARAMETERS) {
    if (!series[name]) throw new WeatherUnavailable('UPSTREAM_INVALID', `NASA POWER answer lacks ${name}`);
  }
  const value = (name: Parameter, day: string): number | null => {
    const raw = series[name]?.[compact(day)];
    return raw === undefined || raw === null || raw === fill || raw <= -990 ? null : raw;
  };
  return eachDay(range.start, range.end).map((date): DailyWeather => {
    const precipitation = round(value('PRECTOTCORR', date), 1);
    const cloudCover = round(value('CLOUD_AMT', date), 0);
    return {
      date,
      maxTemperature: round(value('T2M_MAX', date), 1),
      minTemperature: round(value('T2M_MIN', date), 1),
      precipitation,
      windSpeed: round(value('WS2M', date), 1),
      humidity: round(value('RH2M', date), 0),
      cloudCover,
      weatherCode: deriveWeatherCode(precipitation, cloudCover),
    };
  });
}

/** NASA POWER daily point API: MERRA-2 based, free, no key; coarse grid and a few days behind real time. */
export function nasaPowerHistory(config: WeatherConfig): HistorySource {
  const options = { name: 'NASA POWER', timeoutMs: config.timeoutMs, callsPerMinute: config.callsPerMinute };
  return {
    source: 'nasa-power',
    firstDay: '1981-01-01',
    async history(point: GeoPoint, range: DayRange): Promise<DailyWeather[]> {
      const params = new URLSearchParams({
        parameters: NASA_POWER_PARAMETERS.join(','),
        community: 'AG',
        longitude: point.lon.toFixed(2),
        latitude: point.lat.toFixed(2),
        start: compact(range.start),
        end: compact(range.end),
        format: 'JSON',
      });
      const url = new URL(`${config.nasaPowerUrl.replace(/\/+$/, '')}/api/temporal/daily/point?${params.toString()}`);
      return parsePower(await getJson(url, options), range);
    },
  };
}
