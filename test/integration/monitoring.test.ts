import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetQueueUrlCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ddb } from '../../functions/core/db/client';
import { db } from '../../functions/core/db/service';
import { fieldForImagery } from '../../functions/core/imagery/field-shape';
import { type IndexJob, plannerDeps, plannerRun } from '../../functions/core/imagery/index-jobs';
import { firstLookDay, STAT_INDICES } from '../../functions/core/imagery/config';
import { forgetConfig, indexBackfillDays } from '../../functions/core/config';
import { sceneCacheKey, sceneDays, sceneSearchDeps, searchScenes } from '../../functions/core/imagery/scene-search';
import { latestForTeam } from '../../functions/core/imagery/latest-values';
import { storedDay, storedDays } from '../../functions/core/imagery/stat-store';
import { tileSignature, tileSigningKey } from '../../functions/core/imagery/tiles';
import { handler as indexWorker } from '../../functions/events/index-job';
import { demoYear } from '../../functions/imagery/demo/local-catalog';
import { mgrsTileBbox, mgrsTilesOfBbox } from '../../functions/imagery/stac/mgrs-tiles';
import { lonLatFromMercator, tileAt, tileBounds } from '../../functions/imagery/tiles/web-mercator';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { queueName } from '../../infra/local/names';
import { runScheduledJob } from '../../infra/local/stage';
import { Field } from '../../shared/api/schemas/fields';
import { DatesResponse, FarmValueResponse, LegendResponse, MonitoringResponse, PointResponse, SeriesResponse, TileUrlResponse } from '../../shared/api/schemas/monitoring';
import { INDICES, legendFor, rampColor } from '../../shared/domain/indices';
import { defaultWindowStart } from '../../shared/domain/monitoring';
import { api, signIn, type Session } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import { decodePng } from '../support/png-decode';
import { waitFor } from '../support/wait-for';

/**
 * The monitoring routes and the index jobs on the local stage: the demo owner's demo fields over the demo
 * imagery year (generated once, served from the local S3 through the STAC stand-in and HTTP range reads).
 * Statistics are computed on request for days not stored yet, and precomputed by the planner and the worker.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const YEAR = demoYear();
const START = `${YEAR}-01-01`;
const END = `${YEAR}-12-31`;
const TODAY = new Date().toISOString().slice(0, 10);

let owner: Session;
let admin: Session;
let demoTeam: string;
let demoFields: Field[];
let maize: Field;

const get = (path: string, session: Session = owner) => api(stageUrl, 'GET', path, { token: session.idToken });

beforeAll(async () => {
  [owner, admin] = await Promise.all([
    signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password),
    signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password),
  ]);
  const fields = Field.array().parse((await get('/field/')).body);
  const names = ['North Maize', 'Sorghum Strip', 'Fallow Corner', 'Homestead Soybean', 'Vegetable Garden', 'Riverside Rice'];
  demoFields = fields.filter((field) => names.includes(field.name));
  maize = demoFields.find((field) => field.name === 'North Maize') as Field;
  demoTeam = maize.team;
});

describe('the demo farm', () => {
  it('gives the demo owner the six demo fields with their shapes (the soybean field around a homestead)', () => {
    expect(demoFields.map((field) => field.name).sort()).toEqual(
      ['Fallow Corner', 'Homestead Soybean', 'North Maize', 'Riverside Rice', 'Sorghum Strip', 'Vegetable Garden'],
    );
    expect(demoFields.find((field) => field.name === 'Homestead Soybean')?.holes).toHaveLength(1);
    expect(maize.centroid[0]).toBeCloseTo(8.674, 2);
    expect(maize.centroid[1]).toBeCloseTo(9.088, 2);
  });
});

describe('GET /monitoring/series/ and its CSV', () => {
  let series: SeriesResponse;

  beforeAll(async () => {
    const { status, body } = await get(`/monitoring/series/?field=${maize.id}&index=NDVI&start=${START}&end=${END}`);
    expect(status).toBe(200);
    series = SeriesResponse.parse(body);
  }, 60_000);

  it("answers the year's NDVI in the FIS shape: a maize season from bare soil to a green peak", () => {
    expect(series.failures).toEqual([]);
    expect(series.pending).toEqual([]);
    // The demo's sky follows central Nigeria's: dates overcast over the field are left out, most of them in the rains.
    expect(series.C0.length).toBeGreaterThan(35);
    const dates = series.C0.map((entry) => entry.date);
    const months = (...list: string[]) => dates.filter((date) => list.includes(date.slice(5, 7))).length;
    expect(months('06', '07', '08', '09')).toBeLessThan(months('11', '12', '01', '02') / 2);
    expect([...dates].sort()).toEqual(dates);
    for (const entry of series.C0) {
      expect(entry.basicStats.min).toBeLessThanOrEqual(entry.basicStats.mean);
      expect(entry.basicStats.mean).toBeLessThanOrEqual(entry.basicStats.max);
      expect(entry.validPixelCount).toBeGreaterThan(0);
    }
    const mean = (from: string, to: string) => series.C0.filter((e) => e.date >= `${YEAR}-${from}` && e.date <= `${YEAR}-${to}` && e.validFraction > 0.9).map((e) => e.basicStats.mean);
    expect(Math.max(...mean('02-01', '03-31'))).toBeLessThan(0.3);
    expect(Math.min(...mean('07-20', '08-15'))).toBeGreaterThan(0.75);
    expect(series.field).toMatchObject({ id: maize.id, name: 'North Maize' });
  });

  it('leaves out dates cloudier over the field than `cloud` allows', async () => {
    const clear = SeriesResponse.parse((await get(`/monitoring/series/?field=${maize.id}&index=NDVI&start=${START}&end=${END}&cloud=5`)).body);
    expect(clear.C0.length).toBeLessThan(series.C0.length);
    expect(clear.C0.every((entry) => (entry.fieldCloudPercent ?? 0) <= 5)).toBe(true);
  });

  it('answers 400 with the field of a bad query', async () => {
    const tooLong = await get(`/monitoring/series/?field=${maize.id}&index=NDVI&start=${YEAR - 1}-01-01&end=${END}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ start: ['The date range can be at most 365 days.'] });
    const index = await get(`/monitoring/series/?field=${maize.id}&index=EVI`);
    expect(index.status).toBe(400);
    expect(index.body).toHaveProperty('index');
  });

  it('downloads the series as CSV (date,min,max,mean,stDev)', async () => {
    const response = await fetch(`${stageUrl}/api/monitoring/series/csv/?field=${maize.id}&index=ndvi&start=${START}&end=${END}`, {
      headers: { authorization: `Bearer ${owner.idToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain(`North-Maize-NDVI-${START}-${END}.csv`);
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe('date,min,max,mean,stDev');
    expect(lines).toHaveLength(series.C0.length + 1);
    const [date, , , mean] = (lines[1] as string).split(',');
    expect(date).toBe(series.C0[0]?.date);
    expect(Number(mean)).toBeCloseTo(series.C0[0]?.basicStats.mean as number, 12);
  });
});

describe('GET /monitoring/dates/ and /monitoring/point/', () => {
  let dates: DatesResponse;

  beforeAll(async () => {
    dates = DatesResponse.parse((await get(`/monitoring/dates/?field=${maize.id}&start=${YEAR}-07-01&end=${YEAR}-08-31`)).body);
  }, 60_000);

  it('lists every acquisition date with scene and field cloud cover', () => {
    expect(dates.dates.length).toBeGreaterThanOrEqual(12);
    for (const date of dates.dates) {
      expect(date.sceneCloudPercent).not.toBeNull();
      expect(date.cloudCoverPercentage).toBe(date.sceneCloudPercent);
      expect(date.fieldCloudPercent).toBeGreaterThanOrEqual(0);
      expect(date.fieldCloudPercent).toBeLessThanOrEqual(100);
      expect(date.computed).toBe(true);
    }
    expect(dates.dates.some((date) => date.fieldCloudPercent === 0)).toBe(true);
  });

  it('reads the index at a point of the field to 3 decimals; a point away from the field is not found', async () => {
    const clear = dates.dates.find((date) => date.fieldCloudPercent === 0) as DatesResponse['dates'][number];
    const [lng, lat] = maize.centroid;
    const point = PointResponse.parse((await get(`/monitoring/point/?field=${maize.id}&index=NDVI&date=${clear.date}&lat=${lat}&lng=${lng}`)).body);
    expect(point).toMatchObject({ index: 'NDVI', date: clear.date, reason: 'ok' });
    expect(point.value).toBeGreaterThan(0.5);
    expect(Math.round((point.value as number) * 1000)).toBeCloseTo((point.value as number) * 1000, 9);
    const away = await get(`/monitoring/point/?field=${maize.id}&index=NDVI&date=${clear.date}&lat=${lat + 0.05}&lng=${lng}`);
    expect(away.status).toBe(404);
    const dayAfter = new Date(Date.parse(`${clear.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const noScene = await get(`/monitoring/point/?field=${maize.id}&index=NDVI&date=${dayAfter}&lat=${lat}&lng=${lng}`);
    expect(noScene.status).toBe(404);
  });
});

describe('GET /monitoring/ and GET /farm/value', () => {
  const wkt = (ring: readonly (readonly [number, number])[]) => `POLYGON((${ring.map(([lon, lat]) => `${lon} ${lat}`).join(', ')}))`;
  const farmValue = (geometry: string, session: Session = owner) =>
    get(`/farm/value?LAYER=NDVI&CRS=CRS:84&TIME=${YEAR}-09-01/${YEAR}-11-30&MAXCC=80&WIDTH=512&HEIGHT=512&GEOMETRY=${encodeURIComponent(geometry)}`, session);

  it("answers the team's fields with their latest stored index values and scene dates in one request", async () => {
    // The series above stored the maize NDVI of the year: its latest clear value is there.
    const { status, body } = await get('/monitoring/');
    expect(status).toBe(200);
    const answer = MonitoringResponse.parse(body);
    expect(answer.complete).toBe(true);
    expect(answer.fields.map((field) => field.id).sort()).toEqual(expect.arrayContaining(demoFields.map((field) => field.id).sort()));
    const row = answer.fields.find((field) => field.id === maize.id)!;
    expect(row).toMatchObject({ name: 'North Maize', size: maize.size });
    expect(row.indices.NDVI?.date.startsWith(String(YEAR))).toBe(true);
    expect(row.indices.NDVI?.validFraction).toBeGreaterThanOrEqual(0.5);
    expect(row.latestDate! >= row.indices.NDVI!.date).toBe(true);
    const others = await newOwner(stageUrl, sesEndpoint, 'monitoring-list');
    expect(MonitoringResponse.parse((await get('/monitoring/', others.session)).body).fields).toEqual([]);
  }, 60_000);

  it("answers the statistics of a field's own outline as stored, and of a part of it computed now", async () => {
    const whole = await farmValue(wkt(maize.coordinates));
    expect(whole.status).toBe(200);
    const field = FarmValueResponse.parse(whole.body);
    expect(field.geometry).toBe('field');
    expect(field.field.id).toBe(maize.id);
    expect(field.C0.length).toBeGreaterThan(5);
    const [lon, lat] = maize.centroid;
    const d = 0.0004;
    const part = FarmValueResponse.parse((await farmValue(wkt([[lon - d, lat - d], [lon + d, lat - d], [lon + d, lat + d], [lon - d, lat + d], [lon - d, lat - d]]))).body);
    expect(part.geometry).toBe('part');
    expect(part.C0.length).toBeGreaterThan(5);
    expect(part.C0[0]!.pixelCount).toBeLessThan(field.C0[0]!.pixelCount);
  }, 60_000);

  it('refuses a polygon outside every field of the team, and a malformed one', async () => {
    const far = await farmValue('POLYGON((3.3 6.5, 3.31 6.5, 3.31 6.51, 3.3 6.51, 3.3 6.5))');
    expect(far).toEqual({ status: 403, body: { detail: 'The geometry is not within a field of your team.' } });
    const others = await newOwner(stageUrl, sesEndpoint, 'monitoring-farm-value');
    expect((await farmValue(wkt(maize.coordinates), others.session)).status).toBe(403);
    const bad = await farmValue('POINT(8 9)');
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('GEOMETRY');
  }, 60_000);
});

describe('signed XYZ tiles', () => {
  let clearDate: string;
  let template: TileUrlResponse;
  const tilePath = (url: string, z: number, x: number, y: number) => url.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
  const centre = () => tileAt(maize.centroid[0], maize.centroid[1], 15);

  beforeAll(async () => {
    const dates = DatesResponse.parse((await get(`/monitoring/dates/?field=${maize.id}&start=${YEAR}-07-15&end=${YEAR}-08-31`)).body);
    clearDate = (dates.dates.find((date) => date.fieldCloudPercent === 0) as DatesResponse['dates'][number]).date;
    const { status, body } = await get(`/monitoring/tiles/?field=${maize.id}&index=NDVI&date=${clearDate}`);
    expect(status).toBe(200);
    template = TileUrlResponse.parse(body);
  }, 60_000);

  it('answers a URL template on the app origin with the field bounds', () => {
    expect(template.url).toMatch(new RegExp(`^/tiles/${maize.id}/NDVI/${clearDate}/\\{z\\}/\\{x\\}/\\{y\\}\\?v=[^&]+&u=[^&]+&exp=\\d+&sig=[\\w-]+$`));
    expect(template.tileSize).toBe(256);
    const [[south, west], [north, east]] = template.bounds;
    expect(west).toBeLessThan(maize.centroid[0]);
    expect(east).toBeGreaterThan(maize.centroid[0]);
    expect(south).toBeLessThan(maize.centroid[1]);
    expect(north).toBeGreaterThan(maize.centroid[1]);
  });

  it('serves a 256 px PNG without a token: the field in ramp colours, transparent around it, then from the cache', async () => {
    const { x, y } = centre();
    const response = await fetch(`${stageUrl}${tilePath(template.url, 15, x, y)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const png = decodePng(new Uint8Array(await response.arrayBuffer()));
    expect([png.width, png.height]).toEqual([256, 256]);
    const alpha = (i: number, j: number) => png.rgba[(j * 256 + i) * 4 + 3];
    let painted = 0;
    for (let p = 0; p < 256 * 256; p++) if (png.rgba[p * 4 + 3] === 255) painted++;
    expect(painted).toBeGreaterThan(2000);
    expect(painted).toBeLessThan(256 * 256 * 0.6);
    expect([alpha(0, 0), alpha(255, 255)]).toContain(0);

    // The colour of a pixel inside the field is the ramp's colour of the point value there.
    const bounds = tileBounds(15, x, y);
    const at = (i: number, j: number) => lonLatFromMercator([bounds.minX + (i + 0.5) * bounds.pixelSize, bounds.maxY - (j + 0.5) * bounds.pixelSize]);
    let checked = 0;
    for (let j = 20; j < 256 && checked < 3; j += 37) {
      for (let i = 20; i < 256 && checked < 3; i += 41) {
        if (alpha(i, j) !== 255) continue;
        const [lng, lat] = at(i, j);
        const point = PointResponse.parse((await get(`/monitoring/point/?field=${maize.id}&index=NDVI&date=${clearDate}&lat=${lat}&lng=${lng}`)).body);
        const expected = rampColor(INDICES.NDVI.ramp, point.value as number);
        const actual = Array.from(png.rgba.subarray((j * 256 + i) * 4, (j * 256 + i) * 4 + 3));
        actual.forEach((channel, k) => expect(Math.abs(channel - (expected[k] as number))).toBeLessThanOrEqual(2));
        checked++;
      }
    }
    expect(checked).toBe(3);

    const again = await fetch(`${stageUrl}${tilePath(template.url, 15, x, y)}`);
    expect(again.headers.get('x-tile-cache')).toBe('hit');
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await (await fetch(`${stageUrl}/api${tilePath(template.url, 15, x, y)}`)).arrayBuffer()))).toBe(true);
  });

  it('answers 403 to a bad, tampered or expired signature, and a transparent tile far out of zoom', async () => {
    const { x, y } = centre();
    const path = tilePath(template.url, 15, x, y);
    expect((await fetch(`${stageUrl}${path.replace(/sig=[\w-]+/, 'sig=AAAA')}`)).status).toBe(403);
    expect((await fetch(`${stageUrl}${path.replace('/NDVI/', '/NDMI/')}`)).status).toBe(403);
    expect((await fetch(`${stageUrl}${path.replace(/exp=\d+/, (m) => `exp=${Number(m.slice(4)) + 86_400}`)}`)).status).toBe(403);
    const key = await tileSigningKey();
    const v = new URL(path, stageUrl).searchParams.get('v') as string;
    const exp = Math.floor(Date.now() / 1000) - 60;
    const u = new URL(path, stageUrl).searchParams.get('u') as string;
    const sig = tileSignature(key, { fieldId: maize.id, index: 'NDVI', date: clearDate, v, u, exp });
    const expired = await fetch(`${stageUrl}/tiles/${maize.id}/NDVI/${clearDate}/15/${x}/${y}?v=${v}&u=${u}&exp=${exp}&sig=${sig}`);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ detail: 'The tile link has expired.' });
    const zoomedOut = await fetch(`${stageUrl}${tilePath(template.url, 3, 4, 3)}`);
    expect(zoomedOut.status).toBe(200);
    expect(decodePng(new Uint8Array(await zoomedOut.arrayBuffer())).rgba.every((v) => v === 0)).toBe(true);
  });
});

describe('GET /monitoring/legend/', () => {
  it('answers the catalogue legend as JSON and as a 200 x 300 PNG', async () => {
    const json = await get('/monitoring/legend/?index=ndvi');
    expect(json.status).toBe(200);
    expect(LegendResponse.parse(json.body)).toEqual(legendFor('NDVI'));
    const response = await fetch(`${stageUrl}/api/monitoring/legend/?index=LAI&format=png`, { headers: { authorization: `Bearer ${owner.idToken}` } });
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = decodePng(new Uint8Array(await response.arrayBuffer()));
    expect([png.width, png.height]).toEqual([200, 300]);
    expect((await get('/monitoring/legend/?index=EVI')).status).toBe(400);
  });
});

describe('team scoping', () => {
  it("reads another team's field as not found on every monitoring route", async () => {
    const query = `field=${maize.id}&index=NDVI&date=${YEAR}-07-23&start=${YEAR}-07-01&end=${YEAR}-07-31&lat=${maize.centroid[1]}&lng=${maize.centroid[0]}`;
    for (const path of ['/monitoring/series/', '/monitoring/series/csv/', '/monitoring/dates/', '/monitoring/point/', '/monitoring/tiles/']) {
      expect((await get(`${path}?${query}`, admin)).status, path).toBe(404);
    }
    expect((await get(`/monitoring/series/?field=no-such-field&index=NDVI`)).status).toBe(404);
  });
});

describe('the index planner and worker', () => {
  let other: Owner;
  let otherField: string;
  let sqs: SQSClient;
  const queueUrl = async (name: string) => (await sqs.send(new GetQueueUrlCommand({ QueueName: name }))).QueueUrl as string;

  beforeAll(async () => {
    sqs = new SQSClient({ endpoint: process.env.AWS_ENDPOINT_URL_SQS, region: process.env.AWS_REGION ?? 'us-east-1' });
    other = await newOwner(stageUrl, sesEndpoint, 'imagery');
    const drawn = await api(stageUrl, 'POST', '/field/draw/', {
      token: other.session.idToken,
      body: { name: 'Imagery Plot', coordinates: [[8.6795, 9.0862], [8.6830, 9.0862], [8.6830, 9.0890], [8.6795, 9.0890], [8.6795, 9.0862]] },
    });
    expect(drawn.status).toBeLessThan(300);
    otherField = (drawn.body as { id: string }).id;
  }, 60_000);
  afterAll(() => sqs.destroy());

  it('sends a job whose imagery cannot be read back for retries, then to the dead-letter queue, storing nothing', async () => {
    const field = await fieldForImagery(other.teamId, otherField);
    const [scene] = await searchScenes(field.shape.bbox, `${YEAR}-06-01`, `${YEAR}-06-10`);
    expect(scene).toBeDefined();
    const broken = { ...scene!, bands: { ...scene!.bands, B8A: { ...scene!.bands.B8A!, href: `${scene!.bands.B8A!.href}.missing` } } };
    const job: IndexJob = { v: 1, teamId: other.teamId, fieldId: otherField, date: broken.date, boundaryHash: field.boundaryHash, scenes: [broken] };
    // The worker itself reports the message as a batch item failure...
    const answer = await indexWorker({ Records: [{ messageId: 'm1', body: JSON.stringify(job), attributes: { ApproximateReceiveCount: '1' } }] } as unknown as SQSEvent);
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
    // ...and on the stage's queue it is received again until the redrive policy moves it to the DLQ.
    await sqs.send(new SendMessageCommand({ QueueUrl: await queueUrl(queueName('indexJobs')), MessageBody: JSON.stringify(job) }));
    const dlq = await queueUrl(`${queueName('indexJobs')}-dlq`);
    const deadline = Date.now() + 30_000;
    let dead: { Body?: string; Attributes?: Record<string, string> } | undefined;
    while (!dead && Date.now() < deadline) {
      const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: dlq, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, MessageSystemAttributeNames: ['ApproximateReceiveCount'] }));
      dead = Messages.find((message) => message.Body?.includes(broken.date) && message.Body.includes(otherField));
    }
    expect(dead).toBeDefined();
    expect(await storedDay(other.teamId, otherField, broken.date)).toEqual([]);
    expect((await latestForTeam(other.teamId)).values).toEqual([]);
  }, 60_000);

  it('fails the planner run when the STAC API fails, caching nothing and moving no cursor', async () => {
    let failing = true;
    const proxy: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (failing) {
          res.writeHead(503, { 'content-type': 'application/json' }).end('{"code":"Unavailable"}');
          return;
        }
        void fetch(`${stageUrl}/stac${req.url}`, { method: req.method, headers: { 'content-type': 'application/json' }, ...(req.method === 'POST' ? { body: Buffer.concat(chunks) } : {}) })
          .then(async (upstream) => res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(Buffer.from(await upstream.arrayBuffer())));
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const saved = process.env.STAC_API_URL;
    process.env.STAC_API_URL = url;
    forgetConfig();
    try {
      // Each team's planning, as the planning queue's consumer runs it.
      await expect(plannerRun(plannerDeps())).rejects.toThrow(/could not plan/);
      const field = await fieldForImagery(other.teamId, otherField);
      const month = `${YEAR}-06`;
      // Searches are cached per Sentinel-2 tile of the field.
      const [tile] = mgrsTilesOfBbox(field.shape.bbox);
      const key = sceneCacheKey({ apiUrl: url, collection: sceneSearchDeps().collection }, mgrsTileBbox(tile!), month);
      expect((await db().entities.sceneCache.get({ key }).go()).data).toBeNull();
      expect((await db().entities.indexPlan.query.byTeam({ teamId: other.teamId }).go()).data).toEqual([]);
      failing = false;
      expect((await searchScenes(field.shape.bbox, `${YEAR}-06-01`, `${YEAR}-06-30`, sceneSearchDeps())).length).toBeGreaterThanOrEqual(5);
    } finally {
      process.env.STAC_API_URL = saved;
      forgetConfig();
      proxy.close();
    }
  }, 60_000);

  it("plans every field over the stage's backfill window, and the worker stores every index of every day of it; a second run plans nothing", async () => {
    const from = firstLookDay();
    // Each approved team planned as the planning queue's consumer plans it.
    const run = await plannerRun(plannerDeps());
    expect(run.failedFields).toBe(0);
    // The demo farm lies in one scene footprint: every demo field has the same acquisition days, one every 5 days.
    const fields = await Promise.all(demoFields.map((field) => fieldForImagery(demoTeam, field.id)));
    const days = (await sceneDays(fields[0]!.shape.bbox, from, TODAY)).map((day) => day.date);
    expect(days.length).toBeGreaterThanOrEqual(Math.floor(indexBackfillDays() / 5) - 1);
    expect(days[0]! >= from && days.at(-1)! <= TODAY).toBe(true);
    expect(run.jobs).toBeGreaterThanOrEqual(demoFields.length * days.length);
    // The demo team is planned first (the TEAMS list is in creation order): wait for its fields.
    let counts: number[] = [];
    await waitFor(
      async () => {
        counts = await Promise.all(fields.map((field) => storedDays(demoTeam, field.fieldId, 'LAI', from, TODAY, field.boundaryHash).then((stored) => stored.length)));
        return counts.every((count) => count === days.length);
      },
      { timeoutMs: 150_000, intervalMs: 2000, message: () => `the worker stored only ${counts.join(', ')} of ${days.length} days per demo field` },
    );
    for (const field of fields) {
      for (const index of STAT_INDICES) {
        const stored = await storedDays(demoTeam, field.fieldId, index, from, TODAY, field.boundaryHash);
        expect(stored.map((item) => item.date), `${index} of ${field.fieldId}`).toEqual(days);
      }
    }
    const again = await plannerRun(plannerDeps());
    expect(again).toMatchObject({ jobs: 0, failedFields: 0 });
    // The schedule itself only sends one planning message per approved team (the stage's consumer plans nothing new).
    expect(await runScheduledJob('indexPlanner')).toEqual({ teams: again.teams });
  }, 200_000);

  it('skips a job whose day is already stored (a redelivered message changes nothing)', async () => {
    const field = await fieldForImagery(demoTeam, maize.id);
    const [day] = await searchScenes(field.shape.bbox, firstLookDay(), TODAY);
    const before = await storedDay(demoTeam, maize.id, day!.date);
    expect(before).toHaveLength(STAT_INDICES.length);
    const job: IndexJob = { v: 1, teamId: demoTeam, fieldId: maize.id, date: day!.date, boundaryHash: field.boundaryHash, scenes: [day!] };
    const answer = await indexWorker({ Records: [{ messageId: 'm2', body: JSON.stringify(job), attributes: { ApproximateReceiveCount: '1' } }] } as unknown as SQSEvent);
    expect(answer.batchItemFailures).toEqual([]);
    const after = await storedDay(demoTeam, maize.id, day!.date);
    expect(after.map((item) => item.computedAt)).toEqual(before.map((item) => item.computedAt));
  });

  it("reads a team's latest values of every field and index for the farm summary in one Query", async () => {
    let queries = 0;
    const name = `count-queries-${Date.now()}`;
    ddb.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'QueryCommand') queries++;
        return next(args);
      },
      { step: 'initialize', name },
    );
    let latest: Awaited<ReturnType<typeof latestForTeam>>;
    try {
      latest = await latestForTeam(demoTeam);
    } finally {
      ddb.middlewareStack.remove(name);
    }
    expect(queries).toBe(1);
    expect(latest.complete).toBe(true);
    for (const field of demoFields) {
      const values = latest.values.filter((value) => value.fieldId === field.id);
      expect(values.map((value) => value.index).sort(), field.name).toEqual(['LAI', 'MSAVI2', 'NDMI', 'NDRE', 'NDVI', 'NDWI', 'RECI', 'SAVI']);
      for (const value of values) {
        // The demo imagery runs up to today: the latest clear value is of the last months, never of the future.
        expect(value.date >= `${YEAR}-10-01` && value.date <= TODAY).toBe(true);
        expect(value.validFraction).toBeGreaterThanOrEqual(0.5);
        expect(value.valueChange).not.toBeNull();
      }
    }
    // The latest NDVI is the last clear day of the stored series.
    const ndvi = latest.values.find((value) => value.fieldId === maize.id && value.index === 'NDVI');
    const series = SeriesResponse.parse((await get(`/monitoring/series/?field=${maize.id}&index=NDVI&start=${defaultWindowStart(TODAY, 12)}&end=${TODAY}`)).body);
    const lastClear = series.C0.filter((entry) => entry.validFraction >= 0.5).at(-1);
    expect(ndvi?.date).toBe(lastClear?.date);
    expect(ndvi?.mean).toBeCloseTo(lastClear?.basicStats.mean as number, 12);
  });
});
