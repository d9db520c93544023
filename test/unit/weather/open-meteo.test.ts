import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { weatherConfig, OPEN_METEO_CUSTOMER } from '../../../functions/core/weather/config';
import { WeatherUnavailable } from '../../../functions/core/weather/errors';
import { toHttpError } from '../../../functions/lib/errors';
import { openMeteoArchive, openMeteoForecast } from '../../../functions/core/weather/providers/open-meteo';
import { OPEN_METEO_DAILY } from '../../../functions/core/weather/providers/open-meteo-daily';
import { openMeteoArchiveAnswer, openMeteoDaily, openMeteoForecastAnswer } from '../../fixtures/weather-answers';
import { startStandIn, type StandIn } from '../../support/weather-stand-in';

let standIn: StandIn;
const point = { lat: 9.1, lon: 8.7 };

const config = (extra: Record<string, string> = {}) =>
  weatherConfig({
    WEATHER_PROVIDER: 'open-meteo',
    OPEN_METEO_URL: standIn.url,
    OPEN_METEO_ARCHIVE_URL: `${standIn.url}/`,
    WEATHER_TIMEOUT_MS: '300',
    WEATHER_CALLS_PER_MINUTE: '10000',
    ...extra,
  });

async function failure(promise: Promise<unknown>): Promise<WeatherUnavailable> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WeatherUnavailable);
  return error as WeatherUnavailable;
}

beforeAll(async () => {
  standIn = await startStandIn();
});
afterEach(() => {
  standIn.reset();
  delete process.env.WEATHER_API_KEY;
});
afterAll(() => standIn.close());

describe('Open-Meteo forecast (/v1/forecast)', () => {
  it('asks for the documented daily variables in m/s with timezone=auto and maps the parallel arrays', async () => {
    standIn.on('/v1/forecast', ({ query }) => ({ json: openMeteoForecastAnswer(query, '2024-05-01') }));
    const days = await openMeteoForecast(config()).forecast(point, 7);
    const [request] = standIn.calls('/v1/forecast');
    expect(request?.query.get('daily')?.split(',')).toEqual([...OPEN_METEO_DAILY]);
    expect(request?.query.get('wind_speed_unit')).toBe('ms');
    expect(request?.query.get('timezone')).toBe('auto');
    expect(request?.query.get('forecast_days')).toBe('7');
    expect(request?.query.get('latitude')).toBe('9.10');
    expect(request?.query.get('longitude')).toBe('8.70');
    expect(request?.query.has('apikey')).toBe(false);
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({
      date: '2024-05-01',
      maxTemperature: 21,
      minTemperature: 6,
      precipitation: 1.5,
      windSpeed: 2,
      humidity: 41,
      cloudCover: 51,
      weatherCode: 61,
    });
    expect(days.at(-1)?.date).toBe('2024-05-07');
  });

  it('asks for up to 16 days', async () => {
    standIn.on('/v1/forecast', ({ query }) => ({ json: openMeteoForecastAnswer(query, '2024-05-01') }));
    expect(await openMeteoForecast(config()).forecast(point, 16)).toHaveLength(16);
    expect(standIn.calls('/v1/forecast')[0]?.query.get('forecast_days')).toBe('16');
  });

  it('keeps nulls as missing values and converts a wind unit other than m/s', async () => {
    standIn.on('/v1/forecast', () => ({
      json: openMeteoDaily('2024-05-01', '2024-05-07', { nullDates: new Set(['2024-05-03']), windUnit: 'km/h' }),
    }));
    const days = await openMeteoForecast(config()).forecast(point, 7);
    expect(days[2]).toMatchObject({ date: '2024-05-03', maxTemperature: null, precipitation: null, weatherCode: null });
    expect(days[0]?.windSpeed).toBe(0.6); // 2 km/h
  });

  it('reads the recent past with past_days up to today', async () => {
    standIn.on('/v1/forecast', ({ query }) => ({ json: openMeteoForecastAnswer(query, '2024-05-10') }));
    const days = await openMeteoForecast(config()).recent(point, { start: '2024-05-06', end: '2024-05-09' }, '2024-05-10');
    const [request] = standIn.calls('/v1/forecast');
    expect(request?.query.get('past_days')).toBe('4');
    expect(request?.query.get('forecast_days')).toBe('1');
    expect(request?.query.has('start_date')).toBe(false);
    expect(days.map((day) => day.date)).toEqual(['2024-05-06', '2024-05-07', '2024-05-08', '2024-05-09']);
  });

  it('turns the documented 400 error body into an upstream failure with its reason', async () => {
    standIn.on('/v1/forecast', () => ({ status: 400, json: { error: true, reason: 'Cannot initialize WeatherVariable' } }));
    const error = await failure(openMeteoForecast(config()).forecast(point, 7));
    expect(error.code).toBe('UPSTREAM_STATUS');
    expect(toHttpError(error)?.status).toBe(502);
    expect(error.reason).toContain('Cannot initialize WeatherVariable');
    expect(standIn.calls('/v1/forecast')).toHaveLength(1); // a 4xx is not retried
  });

  it('retries a 5xx once, then fails', async () => {
    standIn.on('/v1/forecast', () => ({ status: 503, text: 'overloaded' }));
    const error = await failure(openMeteoForecast(config()).forecast(point, 7));
    expect(error.code).toBe('UPSTREAM_STATUS');
    expect(standIn.calls('/v1/forecast')).toHaveLength(2);
  });

  it('recovers when the retry succeeds', async () => {
    let calls = 0;
    standIn.on('/v1/forecast', ({ query }) =>
      ++calls === 1 ? { status: 502, text: 'bad gateway' } : { json: openMeteoForecastAnswer(query, '2024-05-01') },
    );
    expect(await openMeteoForecast(config()).forecast(point, 7)).toHaveLength(7);
  });

  it('gives up after the timeout (AbortSignal.timeout) without retrying', async () => {
    standIn.on('/v1/forecast', () => ({ hang: true }));
    const started = Date.now();
    const error = await failure(openMeteoForecast(config()).forecast(point, 7));
    expect(error.code).toBe('UPSTREAM_TIMEOUT');
    expect(toHttpError(error)?.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(standIn.calls('/v1/forecast')).toHaveLength(1);
  });

  it('reports a 429 as rate limited', async () => {
    standIn.on('/v1/forecast', () => ({ status: 429, json: { error: true, reason: 'Minutely API request limit exceeded' } }));
    const error = await failure(openMeteoForecast(config()).forecast(point, 7));
    expect(error.code).toBe('RATE_LIMITED');
    expect(toHttpError(error)?.status).toBe(503);
  });

  it('refuses answers that are not the documented shape', async () => {
    standIn.on('/v1/forecast', () => ({ status: 200, text: '<html>oops</html>' }));
    expect((await failure(openMeteoForecast(config()).forecast(point, 7))).code).toBe('UPSTREAM_INVALID');
    standIn.on('/v1/forecast', () => ({ json: { daily: { time: ['2024-05-01'] } } }));
    expect((await failure(openMeteoForecast(config()).forecast(point, 7))).code).toBe('UPSTREAM_INVALID');
    const uneven = openMeteoDaily('2024-05-01', '2024-05-07');
    uneven.daily.precipitation_sum.pop();
    standIn.on('/v1/forecast', () => ({ json: uneven }));
    expect((await failure(openMeteoForecast(config()).forecast(point, 7))).reason).toContain('precipitation_sum');
  });

  it('fails on a dropped connection', async () => {
    standIn.on('/v1/forecast', () => ({ destroy: true }));
    expect((await failure(openMeteoForecast(config()).forecast(point, 7))).code).toBe('UPSTREAM_UNREACHABLE');
  });

  it('sends the API key and never puts it in a failure reason', async () => {
    process.env.WEATHER_API_KEY = 'secret-key-123';
    standIn.on('/v1/forecast', () => ({ status: 400, json: { error: true, reason: 'bad' } }));
    const error = await failure(openMeteoForecast(config({ WEATHER_API_KEY: 'secret-key-123' })).forecast(point, 7));
    expect(standIn.calls('/v1/forecast')[0]?.query.get('apikey')).toBe('secret-key-123');
    expect(error.reason).not.toContain('secret-key-123');
    expect(error.message).not.toContain('secret-key-123');
  });
});

describe('Open-Meteo archive (/v1/archive)', () => {
  it('asks with start_date and end_date and answers one entry per day', async () => {
    standIn.on('/v1/archive', ({ query }) => ({ json: openMeteoArchiveAnswer(query) }));
    const days = await openMeteoArchive(config()).history(point, { start: '2023-01-01', end: '2023-12-31' });
    const [request] = standIn.calls('/v1/archive');
    expect(request?.query.get('start_date')).toBe('2023-01-01');
    expect(request?.query.get('end_date')).toBe('2023-12-31');
    expect(request?.query.get('daily')?.split(',')).toEqual([...OPEN_METEO_DAILY]);
    expect(request?.query.get('wind_speed_unit')).toBe('ms');
    expect(days).toHaveLength(365);
  });

  it('fills days the answer lacks with nulls', async () => {
    standIn.on('/v1/archive', () => ({ json: openMeteoDaily('2023-01-01', '2023-01-03') }));
    const days = await openMeteoArchive(config()).history(point, { start: '2023-01-01', end: '2023-01-05' });
    expect(days).toHaveLength(5);
    expect(days[4]).toMatchObject({ date: '2023-01-05', maxTemperature: null });
  });
});

describe('configuration', () => {
  it('uses the free endpoints without a key and the customer endpoints with one', () => {
    const free = weatherConfig({ WEATHER_PROVIDER: 'open-meteo' });
    expect(free.openMeteoUrl).toBe('https://api.open-meteo.com');
    expect(free.openMeteoArchiveUrl).toBe('https://archive-api.open-meteo.com');
    const paid = weatherConfig({ WEATHER_PROVIDER: 'open-meteo', WEATHER_API_KEY_SECRET_NAME: 'fieldwatch/prod/open-meteo' });
    expect(paid.openMeteoUrl).toBe(OPEN_METEO_CUSTOMER.forecast);
    expect(paid.openMeteoArchiveUrl).toBe(OPEN_METEO_CUSTOMER.archive);
  });

  it('needs a named provider, defaults to 7 forecast days, and refuses an unknown provider or a malformed number', () => {
    expect(() => weatherConfig({})).toThrow(/WEATHER_PROVIDER is not set/);
    const demo = weatherConfig({ WEATHER_PROVIDER: 'demo' });
    expect(demo.provider).toBe('demo');
    expect(demo.forecastDays).toBe(7);
    expect(weatherConfig({ WEATHER_PROVIDER: 'demo', WEATHER_FORECAST_DAYS: '30' }).forecastDays).toBe(16);
    expect(() => weatherConfig({ WEATHER_PROVIDER: 'wwo' })).toThrow(/WEATHER_PROVIDER/);
    expect(() => weatherConfig({ WEATHER_PROVIDER: 'demo', WEATHER_TIMEOUT_MS: 'soon' })).toThrow(/WEATHER_TIMEOUT_MS is not a number/);
  });
});
