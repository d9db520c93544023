import { describeWeatherCode, WEATHER_SOURCES } from '../../../shared/domain/weather';
import type { Place } from './records';
import type { SourcedDay } from './types';

export const HISTORY_CSV_HEADER = [
  'Date',
  'Area',
  'Country',
  'Weather',
  'Max Temperature (°C)',
  'Min Temperature (°C)',
  'Precipitation (mm)',
  'Wind (m/s)',
  'Humidity (%)',
  'Clouds (%)',
  'Source',
] as const;

export type CsvRow = (string | number | null)[];

/** One CSV row per day; the Source column carries the attribution the data's licence asks for. */
export function historyCsvRows(days: readonly SourcedDay[], place: Place): CsvRow[] {
  return days.map((day) => [
    day.date,
    place.areaName,
    place.country,
    describeWeatherCode(day.weatherCode).text,
    day.maxTemperature,
    day.minTemperature,
    day.precipitation,
    day.windSpeed,
    day.humidity,
    day.cloudCover,
    WEATHER_SOURCES[day.source].label,
  ]);
}
