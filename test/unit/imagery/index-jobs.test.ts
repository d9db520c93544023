import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseIndexJob } from '../../../functions/core/imagery/index-worker';
import { nextLatest } from '../../../functions/core/imagery/latest-values';
import { handler as indexWorker } from '../../../functions/events/index-job';
import { staticStacApi } from '../../../functions/imagery/stac/static-api';
import { StacClient } from '../../../functions/imagery/stac/stac-client';
import { DatesQuery, PointQuery, SeriesQuery, TileParams } from '../../../shared/api/schemas/monitoring';
import { MONITORING_DEFAULTS, defaultWindowStart } from '../../../shared/domain/monitoring';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.AWS_REGION = 'us-east-1';
  process.env.LOG_LEVEL = 'error';
});

/** The latest-value rules the farm summary relies on: newest clear day wins, the one it replaces is `previous`. */
describe('nextLatest', () => {
  const value = (date: string, mean: number, boundaryHash = 'h1') => ({
    teamId: 'T',
    fieldId: 'F',
    index: 'NDVI' as const,
    date,
    mean,
    min: mean - 0.1,
    max: mean + 0.1,
    stDev: 0.02,
    validFraction: 1,
    lowConfidence: false,
    boundaryHash,
  });

  it('takes the first value, then a newer day with the stored one as previous', () => {
    expect(nextLatest(null, value('2025-07-02', 0.5))).toMatchObject({ date: '2025-07-02', mean: 0.5 });
    expect(nextLatest(value('2025-07-02', 0.5), value('2025-07-07', 0.6))).toMatchObject({ date: '2025-07-07', mean: 0.6, previousDate: '2025-07-02', previousMean: 0.5 });
  });

  it('lets an older day become previous only when it is newer than the current previous', () => {
    const stored = { ...value('2025-07-12', 0.7), previousDate: '2025-07-02', previousMean: 0.5 };
    expect(nextLatest(stored, value('2025-07-07', 0.6))).toMatchObject({ date: '2025-07-12', mean: 0.7, previousDate: '2025-07-07', previousMean: 0.6 });
    expect(nextLatest(stored, value('2025-06-27', 0.4))).toBeNull();
  });

  it('changes nothing for the same day again (a repeated job), and starts over for a reshaped field', () => {
    const stored = { ...value('2025-07-12', 0.7), previousDate: '2025-07-02', previousMean: 0.5 };
    expect(nextLatest(stored, value('2025-07-12', 0.7))).toBeNull();
    const reshaped = nextLatest(stored, value('2025-06-27', 0.4, 'h2'));
    expect(reshaped).toMatchObject({ date: '2025-06-27', boundaryHash: 'h2' });
    expect(reshaped?.previousDate).toBeUndefined();
  });
});

describe('index job messages', () => {
  const scene = { id: 'S2A_X', date: '2025-07-02', datetime: '2025-07-02T10:15:00.000Z', epsg: 32632, bbox: [8, 9, 9, 10], bands: {} };

  it('parses a (field, day) job and refuses anything else', () => {
    const job = { v: 1, teamId: 'T', fieldId: 'F', date: '2025-07-02', boundaryHash: 'h', scenes: [scene] };
    expect(parseIndexJob(JSON.stringify(job))).toEqual(job);
    expect(() => parseIndexJob(JSON.stringify({ ...job, scenes: [] }))).toThrow(/not an index job/);
    expect(() => parseIndexJob('{"Records":[]}')).toThrow(/not an index job/);
    expect(() => parseIndexJob('not json')).toThrow();
  });

  it('moves a malformed message to the dead-letter queue at once; if that send fails, it is retried, never dropped', async () => {
    process.env.INDEX_JOBS_DLQ_URL = 'https://sqs.us-east-1.amazonaws.com/1/index-jobs-dlq';
    const sqs = mockClient(SQSClient);
    const event = { Records: [{ messageId: 'bad', body: 'not json', attributes: { ApproximateReceiveCount: '1' } }] } as unknown as SQSEvent;
    sqs.on(SendMessageCommand).resolves({ MessageId: 'dead-1' });
    expect(await indexWorker(event)).toEqual({ batchItemFailures: [] });
    expect(sqs.commandCalls(SendMessageCommand).map((call) => [call.args[0].input.QueueUrl, call.args[0].input.MessageBody])).toEqual([
      [process.env.INDEX_JOBS_DLQ_URL, 'not json'],
    ]);
    sqs.on(SendMessageCommand).rejects(new Error('SQS unavailable'));
    expect(await indexWorker(event)).toEqual({ batchItemFailures: [{ itemIdentifier: 'bad' }] });
    sqs.restore();
  });
});

describe('the static STAC API (the local stage stand-in)', () => {
  const items = ['2025-07-02', '2025-07-07', '2025-07-12'].map((day, i) => ({
    type: 'Feature',
    id: `S2_${i}`,
    collection: 'sentinel-2-c1-l2a',
    bbox: [8.6, 9.0, 8.7, 9.1],
    geometry: { type: 'Polygon', coordinates: [[[8.6, 9.0], [8.7, 9.0], [8.7, 9.1], [8.6, 9.1], [8.6, 9.0]]] },
    properties: { datetime: `${day}T10:15:00Z`, 'eo:cloud_cover': i * 40, 'proj:epsg': 32632 },
    assets: { red: { href: './B04.tif', 'raster:bands': [{ scale: 0.0001, offset: -0.1, nodata: 0 }] } },
    links: [{ rel: 'self', href: `sentinel-2-c1-l2a/S2_${i}/S2_${i}.json` }],
  }));
  const api = staticStacApi({ items, rootUrl: 'http://local/stac', assetUrl: (key) => `http://local/stac/assets/${key}` });

  it('answers POST /search through the STAC client with absolute asset hrefs and paging', async () => {
    const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
      const answer = api({ method: init?.method ?? 'GET', path: new URL(String(url)).pathname.replace('/stac', ''), body: String(init?.body ?? '') });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch;
    const client = new StacClient({ url: 'http://local/stac', fetch: fetchImpl });
    const scenes = await client.search({ collections: ['sentinel-2-c1-l2a'], bbox: [8.65, 9.05, 8.66, 9.06], from: '2025-07-01T00:00:00Z', to: '2025-07-31T23:59:59Z', limit: 2 });
    expect(scenes.map((scene) => scene.id)).toEqual(['S2_0', 'S2_1', 'S2_2']);
    expect(scenes[1]?.bands.B04).toMatchObject({ href: 'http://local/stac/assets/sentinel-2-c1-l2a/S2_1/B04.tif', scale: 0.0001, offset: -0.1 });
    const clear = await client.search({ collections: ['sentinel-2-c1-l2a'], bbox: [8.65, 9.05, 8.66, 9.06], maxCloudCover: 50 });
    expect(clear.map((scene) => scene.id)).toEqual(['S2_0', 'S2_1']);
  });

  it('answers items by id, the landing page, and 404 or 400 otherwise', () => {
    expect(api({ method: 'GET', path: '/collections/sentinel-2-c1-l2a/items/S2_2', body: '' })).toMatchObject({ status: 200, body: { id: 'S2_2', links: [{ rel: 'self', href: 'http://local/stac/collections/sentinel-2-c1-l2a/items/S2_2' }, {}, {}] } });
    expect(api({ method: 'GET', path: '/', body: '' }).body).toMatchObject({ type: 'Catalog', conformsTo: expect.arrayContaining(['https://api.stacspec.org/v1.0.0/item-search']) });
    expect(api({ method: 'GET', path: '/collections/x/items/none', body: '' }).status).toBe(404);
    expect(api({ method: 'POST', path: '/search', body: '{' }).status).toBe(400);
  });
});

describe('monitoring query schemas', () => {
  it('defaults the range and cloud limit to the dashboard ones (the last 3 months, 80 %), upper-cases the index and bounds cloud cover', () => {
    const query = SeriesQuery.parse({ field: 'F', index: 'ndvi' });
    expect(query.index).toBe('NDVI');
    expect(query.cloud).toBe(80);
    expect(query.cloud).toBe(MONITORING_DEFAULTS.cloud);
    expect(query.end).toBe(new Date().toISOString().slice(0, 10));
    expect(query.start).toBe(defaultWindowStart(query.end));
    expect(defaultWindowStart('2026-05-31')).toBe('2026-02-28');
    expect(SeriesQuery.safeParse({ field: 'F', index: 'NDVI', cloud: '101' }).success).toBe(false);
    expect(SeriesQuery.safeParse({ field: 'F', index: 'TRUE_COLOR' }).success).toBe(false);
  });

  it('refuses bad dates, reversed and over-long ranges', () => {
    expect(DatesQuery.safeParse({ field: 'F', start: '2025-02-30', end: '2025-03-01' }).success).toBe(false);
    expect(DatesQuery.safeParse({ field: 'F', start: '2025-03-02', end: '2025-03-01' }).success).toBe(false);
    expect(DatesQuery.safeParse({ field: 'F', start: '2024-01-01', end: '2025-01-01' }).success).toBe(false);
    expect(DatesQuery.safeParse({ field: 'F', start: '2025-01-01', end: '2025-12-31' }).success).toBe(true);
    expect(PointQuery.safeParse({ field: 'F', index: 'NDVI', date: '2025-07-02', lat: '91', lng: '8' }).success).toBe(false);
  });

  it('reads tile coordinates, with or without a .png suffix', () => {
    expect(TileParams.parse({ fieldId: 'F', index: 'true_color', date: '2025-07-02', z: '15', x: '17170', y: '15130.png' })).toEqual({
      fieldId: 'F', index: 'TRUE_COLOR', date: '2025-07-02', z: 15, x: 17170, y: 15130,
    });
    expect(TileParams.safeParse({ fieldId: 'F', index: 'NDVI', date: '2025-07-02', z: '-1', x: '0', y: '0' }).success).toBe(false);
  });
});
