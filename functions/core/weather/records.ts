import type { Attribution, WeatherDay } from '../../../shared/api/schemas/weather';
import { dayMonth, describeWeatherCode, WEATHER_SOURCES, weatherIconUrl, type WeatherSourceId } from '../../../shared/domain/weather';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { translate } from '../i18n/translate';
import type { SourcedDay } from './types';

/** Where the days are: the field's stored place when the caller names a field, else empty. */
export interface Place {
  areaName: string;
  country: string;
}

export const NO_PLACE: Place = { areaName: '', country: '' };

function dayRecord(day: SourcedDay, place: Place, language: Language): WeatherDay {
  return {
    Humidity: day.humidity,
    areaName: place.areaName,
    cloud_over: day.cloudCover,
    country: place.country,
    date: day.date,
    indicator: translate(language, describeWeatherCode(day.weatherCode).text),
    max_temperature: day.maxTemperature,
    min_temperature: day.minTemperature,
    precipitation: day.precipitation,
    windspeed: day.windSpeed,
    weather_code: day.weatherCode,
    source: day.source,
  };
}

/** A forecast day record: with the icon of its WMO code, its description in the caller's language. */
export function forecastRecord(day: SourcedDay, place: Place = NO_PLACE, language: Language = DEFAULT_LANGUAGE): WeatherDay {
  return { ...dayRecord(day, place, language), weatherUrlIcon: weatherIconUrl(day.weatherCode) };
}

/** A history day record: with its 'DD MMM' chart label (the specification's format, in English). */
export function historyRecord(day: SourcedDay, place: Place = NO_PLACE, language: Language = DEFAULT_LANGUAGE): WeatherDay {
  return { ...dayRecord(day, place, language), dayMonth: dayMonth(day.date) };
}

/** The sources of the days, in order of first use (the fallback when there are none). */
export function attributionFor(days: readonly { source: WeatherSourceId }[], fallback: WeatherSourceId): Attribution[] {
  const ids = [...new Set(days.map((day) => day.source))];
  return (ids.length > 0 ? ids : [fallback]).map((id) => {
    const info = WEATHER_SOURCES[id];
    return { source: info.id, label: info.label, url: info.url };
  });
}
