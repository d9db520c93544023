import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { weatherConfig } from '../../../functions/core/weather/config';
import { WeatherUnavailable } from '../../../functions/core/weather/errors';
import { forecastFor } from '../../../functions/core/weather/forecast';
import { gridCell } from '../../../functions/core/weather/grid';
import { historyFor } from '../../../functions/core/weather/history';
import { weatherSources } from '../../../functions/core/weather/providers/select';
import { RateLimiter } from '../../../functions/core/weather/rate-limiter';
import { toHttpError } from '../../../functions/lib/errors';
import { addDays, eachDay } from '../../../shared/domain/weather';
import { memoryCache } from './support/memory-cache';
import { nasaPowerAnswer, openMeteoArchiveAnswer, openMeteoForecastAnswer } from '../../fixtures/weather-answers';
import { startStandIn, type StandIn } from '../../support/weather-stand-in';

const ARCHIVE = '/v1/archive';
const FORECAST = '/v1/forecast';
const POWER = '/api/temporal/daily/point';
const TODAY = '2024-06-15';
const NOW = Date.parse(`${TODAY}T12:00:00Z`);
const farm = { lat: 9.0765, lon: 8.6774 };

let standIn: StandIn;

function deps(provider: 'open-meteo' | 'nasa-power', cache = memoryCache(), now = NOW) {
  const config = weatherConfig({
    WEATHER_PROVIDER: provider,
    OPEN_METEO_URL: standIn.url,
    OPEN_METEO_ARCHIVE_URL: standIn.url,
    NASA_POWER_URL: standIn.url,
    WEATHER_TIMEOUT_MS: '300',
    WEATHER_CALLS_PER_MINUTE: '10000',
  });
  return { sources: weatherSources(config), cache, now: () => now, forecastDays: 7 };
}

/** A stand-in whose archive lacks the last `lagDays` days (nulls), as the real one does. */
function serveOpenMeteo(lagDays = 3, today = TODAY) {
  const missingFrom = addDays(today, -lagDays);
  standIn.on(ARCHIVE, ({ query }) => {
    const dates = eachDay(query.get('start_date') ?? '', query.get('end_date') ?? '');
    return { json: openMeteoArchiveAnswer(query, { nullDates: new Set(dates.filter((date) => date > missingFrom)) }) };
  });
  standIn.on(FORECAST, ({ query }) => ({ json: openMeteoForecastAnswer(query, today) }));
}

/** 200 field centroids spread over one 0.1° cell. */
function farmOf200(): { lat: number; lon: number }[] {
  return Array.from({ length: 200 }, (_, index) => ({
    lat: 9.051 + ((index * 7) % 97) / 1000,
    lon: 8.651 + ((index * 13) % 97) / 1000,
  }));
}

beforeAll(async () => {
  standIn = await startStandIn();
});
afterEach(() => standIn.reset());
afterAll(() => standIn.close());

describe('history through the cache', () => {
  const year = { start: '2023-06-01', end: '2024-05-31' };

  it('answers a past year with one upstream call, then from the cache with none', async () => {
    serveOpenMeteo();
    const cache = memoryCache();
    const cold = await historyFor(farm, year, deps('open-meteo', cache));
    expect(cold).toHaveLength(366);
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.calls(ARCHIVE)[0]?.query.get('latitude')).toBe('9.10'); // the cell's centre
    expect([...cache.items.values()].every((day) => day.expiresAt === undefined)).toBe(true); // final: kept forever

    standIn.reset();
    const warm = await historyFor(farm, year, deps('open-meteo', cache));
    expect(standIn.requests).toHaveLength(0);
    expect(warm).toEqual(cold);
  });

  it('costs one upstream call for a farm of 200 fields in one grid cell, asked at once or one by one', async () => {
    serveOpenMeteo();
    const fields = farmOf200();
    expect(new Set(fields.map((field) => gridCell(field).id))).toEqual(new Set(['91_87']));

    const together = memoryCache();
    const answers = await Promise.all(fields.map((field) => historyFor(field, year, deps('open-meteo', together))));
    expect(standIn.requests).toHaveLength(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);

    standIn.reset();
    serveOpenMeteo();
    const oneByOne = memoryCache();
    for (const field of fields) await historyFor(field, year, deps('open-meteo', oneByOne));
    expect(standIn.requests).toHaveLength(1);
  });

  it('takes the days the archive lacks from the forecast API (past_days) and keeps them only for an hour', async () => {
    serveOpenMeteo(3);
    const cache = memoryCache();
    const range = { start: '2024-06-01', end: TODAY };
    const days = await historyFor(farm, range, deps('open-meteo', cache));
    expect(days).toHaveLength(15);
    expect(days.every((day) => day.maxTemperature !== null)).toBe(true);
    expect(standIn.calls(ARCHIVE)[0]?.query.get('end_date')).toBe('2024-06-13'); // today - 2
    expect(standIn.calls(FORECAST)[0]?.query.get('past_days')).toBe('2'); // 06-13 (null in the archive) .. today
    expect(standIn.requests).toHaveLength(2);

    const cached = [...cache.items.values()];
    const permanent = cached.filter((day) => day.expiresAt === undefined).map((day) => day.date);
    expect(permanent.at(-1)).toBe('2024-06-08'); // today - 7: final
    expect(cached.filter((day) => day.expiresAt !== undefined)).toHaveLength(7);

    standIn.reset();
    serveOpenMeteo(3);
    await historyFor(farm, range, deps('open-meteo', cache, NOW + 30 * 60_000));
    expect(standIn.requests).toHaveLength(0); // within the hour

    standIn.reset();
    serveOpenMeteo(3);
    await historyFor(farm, range, deps('open-meteo', cache, NOW + 3601_000));
    expect(standIn.calls(ARCHIVE)[0]?.query.get('start_date')).toBe('2024-06-09'); // only the provisional days again
  });

  it('never caches a failed call: the next request asks again and succeeds', async () => {
    standIn.on(ARCHIVE, () => ({ status: 500, json: { error: true, reason: 'Something went wrong.' } }));
    const cache = memoryCache();
    const error = await historyFor(farm, year, deps('open-meteo', cache)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WeatherUnavailable);
    expect(cache.items.size).toBe(0);

    standIn.reset();
    serveOpenMeteo();
    expect(await historyFor(farm, year, deps('open-meteo', cache))).toHaveLength(366);
    expect(standIn.requests).toHaveLength(1);
  });

  it('never caches after a timeout', async () => {
    standIn.on(ARCHIVE, () => ({ hang: true }));
    const cache = memoryCache();
    const error = await historyFor(farm, year, deps('open-meteo', cache)).catch((caught: unknown) => caught);
    expect((error as WeatherUnavailable).code).toBe('UPSTREAM_TIMEOUT');
    expect(cache.items.size).toBe(0);
  });

  it('does not cache days with missing values (partial data), and asks only for them next time', async () => {
    const gap = '2023-03-10';
    standIn.on(ARCHIVE, ({ query }) => ({ json: openMeteoArchiveAnswer(query, { nullDates: new Set([gap]) }) }));
    const cache = memoryCache();
    const range = { start: '2023-03-01', end: '2023-03-31' };
    const days = await historyFor(farm, range, deps('open-meteo', cache));
    expect(days.find((day) => day.date === gap)).toMatchObject({ maxTemperature: null, precipitation: null });
    expect(cache.items.size).toBe(30);

    standIn.reset();
    serveOpenMeteo();
    await historyFor(farm, range, deps('open-meteo', cache));
    const [again] = standIn.calls(ARCHIVE);
    expect([again?.query.get('start_date'), again?.query.get('end_date')]).toEqual([gap, gap]);
  });

  it('with NASA POWER as history source fills its recent gap from Open-Meteo and names both sources', async () => {
    standIn.on(POWER, ({ query }) => {
      const end = query.get('end') ?? '';
      const iso = `${end.slice(0, 4)}-${end.slice(4, 6)}-${end.slice(6, 8)}`;
      return { json: nasaPowerAnswer(query, { nullDates: new Set(eachDay(addDays(iso, -3), iso)) }) };
    });
    standIn.on(FORECAST, ({ query }) => ({ json: openMeteoForecastAnswer(query, TODAY) }));
    const days = await historyFor(farm, { start: '2024-06-01', end: TODAY }, deps('nasa-power'));
    expect(days.filter((day) => day.source === 'nasa-power').map((day) => day.date).at(-1)).toBe('2024-06-09');
    expect(days.filter((day) => day.source === 'open-meteo')).toHaveLength(6);
    expect(days.every((day) => day.maxTemperature !== null)).toBe(true);
  });
});

describe('forecast through the cache', () => {
  it('is fetched once an hour per grid cell', async () => {
    standIn.on(FORECAST, ({ query }) => ({ json: openMeteoForecastAnswer(query, TODAY) }));
    const cache = memoryCache();
    const first = await forecastFor(farm, deps('open-meteo', cache));
    expect(first.map((day) => day.date)).toEqual(eachDay(TODAY, '2024-06-21'));
    await Promise.all(farmOf200().map((field) => forecastFor(field, deps('open-meteo', cache, NOW + 59 * 60_000))));
    expect(standIn.requests).toHaveLength(1);
    expect([...cache.items.values()].every((day) => day.expiresAt === Math.floor(NOW / 1000) + 3600)).toBe(true);

    await forecastFor(farm, deps('open-meteo', cache, NOW + 3601_000));
    expect(standIn.requests).toHaveLength(2);
  });

  it('is not cached when a day lacks values', async () => {
    standIn.on(FORECAST, ({ query }) => ({ json: openMeteoForecastAnswer(query, TODAY, { nullDates: new Set(['2024-06-20']) }) }));
    const cache = memoryCache();
    const days = await forecastFor(farm, deps('open-meteo', cache));
    expect(days[5]).toMatchObject({ date: '2024-06-20', maxTemperature: null });
    expect(cache.items.size).toBe(0);
    await forecastFor(farm, deps('open-meteo', cache));
    expect(standIn.requests).toHaveLength(2);
  });

  it('is not cached when the call fails', async () => {
    standIn.on(FORECAST, () => ({ status: 400, json: { error: true, reason: 'Latitude must be in range of -90 to 90°.' } }));
    const cache = memoryCache();
    await expect(forecastFor(farm, deps('open-meteo', cache))).rejects.toBeInstanceOf(WeatherUnavailable);
    expect(cache.items.size).toBe(0);
  });
});

describe('the in-process rate limiter', () => {
  it('lets a burst through, spaces later calls, and refuses a wait beyond its limit', async () => {
    let clock = 0;
    const limiter = new RateLimiter(60, 1500, () => clock); // one a second, burst of 10
    for (let index = 0; index < 10; index++) await limiter.take();
    const started = Date.now();
    const waiting = limiter.take(); // waits ~1 s of real time
    const refused = await limiter.take().catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED' });
    expect(toHttpError(refused)?.status).toBe(503);
    await waiting;
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    clock += 60_000;
    await limiter.take(); // refilled
  });
});
