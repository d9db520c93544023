import { describe, expect, it } from 'vitest';
import { historyCsvRows, HISTORY_CSV_HEADER } from '../../../functions/core/weather/download';
import { translate } from '../../../functions/core/i18n/translate';
import { monthlyRainfall } from '../../../functions/core/weather/rainfall';
import { attributionFor, forecastRecord, historyRecord } from '../../../functions/core/weather/records';
import type { SourcedDay } from '../../../functions/core/weather/types';
import { WeatherDay } from '../../../shared/api/schemas/weather';
import {
  deriveWeatherCode,
  describeWeatherCode,
  historyFileName,
  toCsv,
  WEATHER_ICON_NAMES,
  weatherIconUrl,
  WMO_CODES,
} from '../../../shared/domain/weather';

const day: SourcedDay = {
  date: '2024-08-05',
  maxTemperature: 28.4,
  minTemperature: 21.6,
  precipitation: 12.3,
  windSpeed: 4.2,
  humidity: 86,
  cloudCover: 90,
  weatherCode: 95,
  source: 'open-meteo',
};
const place = { areaName: 'Kuje', country: 'Nigeria' };

describe('WMO weather codes', () => {
  it('covers every code Open-Meteo documents with a text and a shipped icon', () => {
    const documented = [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99];
    expect(Object.keys(WMO_CODES).map(Number)).toEqual(documented);
    for (const code of documented) {
      expect(translate('en', describeWeatherCode(code).text)).not.toBe('Unknown');
      expect(WEATHER_ICON_NAMES).toContain(describeWeatherCode(code).icon);
    }
  });

  it('gives icon paths and an unknown icon for missing or undocumented codes', () => {
    expect(weatherIconUrl(0)).toBe('/weather-icons/clear.svg');
    expect(weatherIconUrl(63)).toBe('/weather-icons/rain.svg');
    expect(weatherIconUrl(81)).toBe('/weather-icons/showers.svg');
    expect(weatherIconUrl(96)).toBe('/weather-icons/thunderstorm.svg');
    expect(weatherIconUrl(null)).toBe('/weather-icons/unknown.svg');
    expect(describeWeatherCode(42).icon).toBe('unknown');
    expect(translate('en', describeWeatherCode(42).text)).toBe('Unknown');
  });

  it('derives a code from amounts for sources without one', () => {
    expect(deriveWeatherCode(0, 5)).toBe(0);
    expect(deriveWeatherCode(0, 30)).toBe(1);
    expect(deriveWeatherCode(0.2, 60)).toBe(2);
    expect(deriveWeatherCode(0, 90)).toBe(3);
    expect(deriveWeatherCode(3, 90)).toBe(61);
    expect(deriveWeatherCode(12, 90)).toBe(63);
    expect(deriveWeatherCode(35, 95)).toBe(95);
    expect(deriveWeatherCode(null, null)).toBeNull();
  });
});

describe('the spec’s day record (spec 2 §3)', () => {
  it('maps a forecast day, with the icon', () => {
    const record = forecastRecord(day, place);
    expect(WeatherDay.parse(record)).toEqual(record);
    expect(record).toEqual({
      Humidity: 86,
      areaName: 'Kuje',
      cloud_over: 90,
      country: 'Nigeria',
      date: '2024-08-05',
      indicator: 'Thunderstorm',
      max_temperature: 28.4,
      min_temperature: 21.6,
      precipitation: 12.3,
      windspeed: 4.2,
      weatherUrlIcon: '/weather-icons/thunderstorm.svg',
      weather_code: 95,
      source: 'open-meteo',
    });
  });

  it('maps a history day, with its dayMonth and without the icon', () => {
    const record = historyRecord({ ...day, humidity: null }, place);
    expect(record.dayMonth).toBe('05 Aug');
    expect(record.weatherUrlIcon).toBeUndefined();
    expect(record.Humidity).toBeNull();
  });

  it('names every source of the data for the attribution', () => {
    expect(attributionFor([day, { ...day, source: 'nasa-power' }, day], 'demo')).toEqual([
      { source: 'open-meteo', label: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/' },
      expect.objectContaining({ source: 'nasa-power' }),
    ]);
    expect(attributionFor([], 'demo')).toEqual([{ source: 'demo', label: 'Demo weather (simulated)', url: null }]);
  });
});

describe('average rainfall by month', () => {
  it('averages the days of each calendar month in mm/h, in the order the range meets them', () => {
    const days = [
      { ...day, date: '2023-12-30', precipitation: 0 },
      { ...day, date: '2023-12-31', precipitation: 4.8 },
      { ...day, date: '2024-01-01', precipitation: 24 },
      { ...day, date: '2024-01-02', precipitation: null },
      { ...day, date: '2024-02-01', precipitation: null },
    ];
    expect(monthlyRainfall(days)).toEqual([
      { month: 'Dec', avgRainfall: 0.1 },
      { month: 'Jan', avgRainfall: 1 },
      { month: 'Feb', avgRainfall: null },
    ]);
  });
});

describe('history download rows', () => {
  it('has a header, one row per day with the source, and CSV text with quoting', () => {
    const rows = historyCsvRows([day, { ...day, date: '2024-08-06', humidity: null }], { areaName: 'Abuja, FCT', country: 'Nigeria' });
    expect(HISTORY_CSV_HEADER[0]).toBe('Date');
    expect(rows[0]).toEqual(['2024-08-05', 'Abuja, FCT', 'Nigeria', 'Thunderstorm', 28.4, 21.6, 12.3, 4.2, 86, 90, 'Weather data by Open-Meteo.com']);
    const csv = toCsv([[...HISTORY_CSV_HEADER], ...rows]);
    expect(csv.split('\r\n')[1]).toBe('2024-08-05,"Abuja, FCT",Nigeria,Thunderstorm,28.4,21.6,12.3,4.2,86,90,Weather data by Open-Meteo.com');
    expect(csv.split('\r\n')[2]).toContain(',4.2,,90,');
    expect(toCsv([['say "hi"']])).toBe('"say ""hi"""\r\n');
    expect(historyFileName({ start: '2024-01-01', end: '2024-03-31' })).toBe('weather_history_2024-01-01_to_2024-03-31.csv');
  });
});
