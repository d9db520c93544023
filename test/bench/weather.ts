/**
 * Budget: a year of history for one field answered in under 500 ms from the cache, and in one upstream call cold.
 * Runs the weather use case (the route's core: cache, sources, mapping) against DynamoDB Local and a local
 * Open-Meteo stand-in, both started here. `npx tsx test/bench/weather.ts`
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENV } from '../../infra/definitions';
import { ensureTable } from '../../infra/local/bootstrap';
import { startDynamo } from '../../infra/local/dynamodb';
import { tableName } from '../../infra/local/names';
import { freePort } from '../../infra/local/ports';
import { addDays, eachDay } from '../../shared/domain/weather';
import { openMeteoArchiveAnswer, openMeteoForecastAnswer } from '../fixtures/weather-answers';
import { startStandIn } from '../support/weather-stand-in';

export interface WeatherBenchRow {
  case: string;
  coldMs: number;
  coldCalls: number;
  /** Of the cold time: writing the days to the cache (DynamoDB Local is far slower at this than DynamoDB). */
  coldWriteMs: number;
  warmMs: number;
  warmCalls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchWeather(): Promise<WeatherBenchRow[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-weather-bench-'));
  const dynamo = await startDynamo({ port: await freePort(), dataDir });
  const standIn = await startStandIn();
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    [ENV.table]: tableName(),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    WEATHER_PROVIDER: 'open-meteo',
    OPEN_METEO_URL: standIn.url,
    OPEN_METEO_ARCHIVE_URL: standIn.url,
  });
  try {
    await ensureTable(new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'us-east-1' }));
    const { historyAnswer } = await import('../../functions/core/weather/answers');
    const { dynamoWeatherCache } = await import('../../functions/core/weather/dynamo-cache');
    let writeMs = 0;
    const cache: typeof dynamoWeatherCache = {
      read: (...args) => dynamoWeatherCache.read(...args),
      async write(...args) {
        const started = performance.now();
        await dynamoWeatherCache.write(...args);
        writeMs += performance.now() - started;
      },
    };
    const { localToday } = await import('../../functions/core/weather/grid');
    const field = { lat: 9.0765, lon: 8.6774 };
    const today = localToday(field.lon);
    // The real archive lags: its last days are null and come from the forecast API's past_days.
    const lagFrom = addDays(today, -3);
    standIn.on('/v1/archive', ({ query }) => {
      const dates = eachDay(query.get('start_date') ?? '', query.get('end_date') ?? '');
      return { json: openMeteoArchiveAnswer(query, { nullDates: new Set(dates.filter((date) => date > lagFrom)) }) };
    });
    standIn.on('/v1/forecast', ({ query }) => ({ json: openMeteoForecastAnswer(query, today) }));

    const cases = [
      { name: 'past year (ends 10 days ago)', end: addDays(today, -10), point: field },
      { name: 'year ending today', end: today, point: { lat: 9.2765, lon: 8.4774 } },
    ];
    // DynamoDB Local's JVM is slow until warm; a long-running stage is warm, so warm it the same way first.
    for (let round = 0; round < 3; round++) {
      await historyAnswer({ lat: -30 - round, lon: 20 }, { startdate: '2020-01-01', enddate: '2020-12-31' }, { deps: { cache } });
    }
    const rows: WeatherBenchRow[] = [];
    for (const { name, end, point } of cases) {
      const dates = { startdate: addDays(end, -364), enddate: end };
      standIn.requests.length = 0;
      writeMs = 0;
      let started = performance.now();
      const cold = await historyAnswer(point, dates, { deps: { cache } });
      const coldMs = performance.now() - started;
      const coldCalls = standIn.requests.length;
      const coldWriteMs = writeMs;
      if (!Array.isArray(cold.data) || cold.data.length !== 365) throw new Error(`${name}: expected 365 days`);
      const warm: number[] = [];
      for (let run = 0; run < 5; run++) {
        started = performance.now();
        await historyAnswer({ lat: point.lat + 0.01, lon: point.lon - 0.01 }, dates, { deps: { cache } }); // another field, same cell
        warm.push(performance.now() - started);
      }
      rows.push({ case: name, coldMs, coldCalls, coldWriteMs, warmMs: median(warm), warmCalls: standIn.requests.length - coldCalls });
    }
    return rows;
  } finally {
    await standIn.close();
    await dynamo.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchWeather();
  console.log('Weather history, one field, 365 days (budget: < 500 ms from cache, 1 upstream call cold)');
  for (const row of rows) {
    console.log(
      `  ${row.case.padEnd(30)} cold ${row.coldMs.toFixed(0).padStart(5)} ms (cache write ${row.coldWriteMs.toFixed(0)} ms), ` +
        `${row.coldCalls} upstream call(s)   ` +
        `cached ${row.warmMs.toFixed(0).padStart(4)} ms, ${row.warmCalls} upstream calls`,
    );
  }
}
