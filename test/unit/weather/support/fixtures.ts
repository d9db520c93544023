import { eachDay } from '../../../../shared/domain/weather';

/** Open-Meteo and NASA POWER answers in their documented shapes, with values derived from the date. */
export interface FixtureOptions {
  /** Dates whose values are all null (e.g. days the archive does not have yet). */
  nullDates?: ReadonlySet<string>;
  /** Declared wind unit (Open-Meteo echoes the one asked for). */
  windUnit?: string;
}

export function sampleValue(date: string, offset: number): number {
  const day = Number(date.slice(8, 10));
  return Math.round((day + offset) * 10) / 10;
}

export function openMeteoDaily(start: string, end: string, options: FixtureOptions = {}) {
  const dates = eachDay(start, end);
  const series = (offset: number) => dates.map((date) => (options.nullDates?.has(date) ? null : sampleValue(date, offset)));
  return {
    latitude: 9.1,
    longitude: 8.7,
    elevation: 437,
    generationtime_ms: 0.4,
    utc_offset_seconds: 3600,
    timezone: 'Africa/Lagos',
    timezone_abbreviation: 'WAT',
    daily_units: {
      time: 'iso8601',
      temperature_2m_max: '°C',
      temperature_2m_min: '°C',
      precipitation_sum: 'mm',
      wind_speed_10m_max: options.windUnit ?? 'm/s',
      relative_humidity_2m_mean: '%',
      cloud_cover_mean: '%',
      weather_code: 'wmo code',
    },
    daily: {
      time: dates,
      temperature_2m_max: series(20),
      temperature_2m_min: series(5),
      precipitation_sum: series(0.5),
      wind_speed_10m_max: series(1),
      relative_humidity_2m_mean: series(40),
      cloud_cover_mean: series(50),
      weather_code: dates.map((date) => (options.nullDates?.has(date) ? null : 61)),
    },
  };
}

/** The forecast API's answer for `past_days` and `forecast_days` ending at `today`. */
export function openMeteoForecastAnswer(query: URLSearchParams, today: string, options: FixtureOptions = {}) {
  const past = Number(query.get('past_days') ?? 0);
  const ahead = Number(query.get('forecast_days') ?? 7);
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - past * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.parse(`${today}T00:00:00Z`) + (ahead - 1) * 86_400_000).toISOString().slice(0, 10);
  return openMeteoDaily(start, end, options);
}

export function openMeteoArchiveAnswer(query: URLSearchParams, options: FixtureOptions = {}) {
  return openMeteoDaily(query.get('start_date') ?? '', query.get('end_date') ?? '', options);
}

export function nasaPowerAnswer(query: URLSearchParams, options: FixtureOptions = {}) {
  const iso = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
  const dates = eachDay(iso(query.get('start') ?? ''), iso(query.get('end') ?? ''));
  const series = (offset: number) =>
    Object.fromEntries(
      dates.map((date) => [date.replaceAll('-', ''), options.nullDates?.has(date) ? -999 : sampleValue(date, offset)]),
    );
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [Number(query.get('longitude')), Number(query.get('latitude')), 437.5] },
    properties: {
      parameter: {
        T2M_MAX: series(20),
        T2M_MIN: series(5),
        PRECTOTCORR: series(0.5),
        WS2M: series(1),
        RH2M: series(40),
        CLOUD_AMT: series(50),
      },
    },
    header: {
      title: 'NASA/POWER Source Native Resolution Daily Data',
      api: { version: 'v2.5', name: 'POWER Daily API' },
      sources: ['MERRA2', 'SYN1DEG'],
      fill_value: -999,
      start: query.get('start'),
      end: query.get('end'),
    },
    messages: [],
    parameters: {
      T2M_MAX: { units: 'C', longname: 'Temperature at 2 Meters Maximum' },
      T2M_MIN: { units: 'C', longname: 'Temperature at 2 Meters Minimum' },
      PRECTOTCORR: { units: 'mm/day', longname: 'Precipitation Corrected' },
      WS2M: { units: 'm/s', longname: 'Wind Speed at 2 Meters' },
      RH2M: { units: '%', longname: 'Relative Humidity at 2 Meters' },
      CLOUD_AMT: { units: '%', longname: 'Cloud Amount' },
    },
    times: { data: 0.5, process: 0.02 },
  };
}
