import { describeWeatherCode, WEATHER_SOURCES } from '../../../shared/domain/weather';
import type { ApiMessageId } from '../../../shared/i18n/english';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { translate } from '../i18n/translate';
import type { Place } from './records';
import type { SourcedDay } from './types';

/** The history CSV's columns, in their fixed order: keys of the weather API catalogue. */
export const HISTORY_CSV_COLUMNS = [
  'weather.csvDate',
  'weather.csvArea',
  'weather.csvCountry',
  'weather.csvWeather',
  'weather.csvMaxTemperature',
  'weather.csvMinTemperature',
  'weather.csvPrecipitation',
  'weather.csvWind',
  'weather.csvHumidity',
  'weather.csvClouds',
  'weather.csvSource',
] as const satisfies readonly ApiMessageId[];

/** The header row in the caller's language (the column order stays). */
export function historyCsvHeader(language: Language = DEFAULT_LANGUAGE): string[] {
  return HISTORY_CSV_COLUMNS.map((column) => translate(language, column));
}

/** The English header (the specification's). */
export const HISTORY_CSV_HEADER: readonly string[] = historyCsvHeader(DEFAULT_LANGUAGE);

export type CsvRow = (string | number | null)[];

/** One CSV row per day; the Source column carries the attribution the data's licence asks for. */
export function historyCsvRows(days: readonly SourcedDay[], place: Place, language: Language = DEFAULT_LANGUAGE): CsvRow[] {
  return days.map((day) => [
    day.date,
    place.areaName,
    place.country,
    translate(language, describeWeatherCode(day.weatherCode).text),
    day.maxTemperature,
    day.minTemperature,
    day.precipitation,
    day.windSpeed,
    day.humidity,
    day.cloudCover,
    WEATHER_SOURCES[day.source].label,
  ]);
}
