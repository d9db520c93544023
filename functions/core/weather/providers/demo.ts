import { addDays, deriveWeatherCode, eachDay, type DayRange } from '../../../../shared/domain/weather';
import { localToday } from '../grid';
import type { DailyWeather, ForecastSource, GeoPoint, HistorySource } from '../types';
import { normalsFor } from './demo-climate';
import { dayKey, naturalRain, scriptedRain, seeded } from './demo-events';

/**
 * The local stage's weather: simulated, deterministic for a place and day (the same day reads the same in the
 * forecast and later in the history), drawn from the climate normals of the place and season. In the tropical north
 * the year's rain follows a script with known events (demo-events.ts: a false start, the onset, a dry spell, a
 * heavy-rain day), which the alert rules are tested against. Always labelled 'Demo weather (simulated)' through its
 * source id; it never calls out.
 */
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function demoDay(point: GeoPoint, date: string): DailyWeather {
  const normals = normalsFor(date, point.lat);
  const random = seeded(dayKey(point, date));
  const natural = naturalRain(point, date, random);
  const precipitation = scriptedRain(point, date) ?? natural;
  const wet = precipitation > 0;
  const storminess = Math.min(1, precipitation / 20);
  const noise = () => random() * 2 - 1;
  const maxTemperature = normals.maxTemperature + noise() * 1.5 - storminess * 2.5;
  const minTemperature = Math.min(maxTemperature - 4, normals.minTemperature + noise() * 1.2 + (wet ? 0.5 : 0));
  const cloudCover = clamp(normals.cloudCover + (wet ? 15 : -5) + noise() * 12, 0, 100);
  const rounded = round(precipitation, 1);
  const roundedCloud = round(cloudCover, 0);
  return {
    date,
    maxTemperature: round(maxTemperature, 1),
    minTemperature: round(minTemperature, 1),
    precipitation: rounded,
    windSpeed: round(clamp(normals.windSpeed * (0.75 + random() * 0.5) + storminess * 2, 0.5, 30), 1),
    humidity: round(clamp(normals.humidity + (wet ? 8 : 0) + noise() * 6, 5, 100), 0),
    cloudCover: roundedCloud,
    weatherCode: deriveWeatherCode(rounded, roundedCloud),
  };
}

const days = (point: GeoPoint, range: DayRange) => eachDay(range.start, range.end).map((date) => demoDay(point, date));

export function demoHistory(): HistorySource {
  return { source: 'demo', firstDay: '1940-01-01', history: async (point, range) => days(point, range) };
}

export function demoForecast(now: () => number = Date.now): ForecastSource {
  return {
    source: 'demo',
    async forecast(point, count) {
      const today = localToday(point.lon, now());
      return Array.from({ length: count }, (_, offset) => demoDay(point, addDays(today, offset)));
    },
    recent: async (point, range) => days(point, range),
  };
}

