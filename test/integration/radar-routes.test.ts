import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { forgetConfig } from '../../functions/core/config';
import { NotFoundError } from '../../functions/core/errors';
import { fieldClearViews } from '../../functions/core/imagery/clear-views';
import { ledgerSentence } from '../../functions/core/imagery/clear-view-ledger';
import { fusedFieldSeries } from '../../functions/core/imagery/fused-series';
import { fieldRadarSeries } from '../../functions/core/imagery/radar-series';
import { demoYear } from '../../functions/imagery/demo/local-catalog';
import { tileAt } from '../../functions/imagery/tiles/web-mercator';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { FieldReport } from '../../shared/api/schemas/farm-summary';
import { Field } from '../../shared/api/schemas/fields';
import { LegendResponse, SeriesResponse, TileUrlResponse } from '../../shared/api/schemas/monitoring';
import { ClearViewsResponse, RadarSeriesResponse } from '../../shared/api/schemas/radar';
import { PROVIDER_ENV } from '../../shared/platform';
import { RADAR_MESSAGES, radarAttribution, radarLegendFor } from '../../shared/domain/radar';
import { parseCsv } from '../support/csv';
import { api, signIn, type Session } from '../support/local-client';
import { decodePng } from '../support/png-decode';
import { newOwner, type Owner } from '../support/teams';
import { translate, translateText } from '../../functions/core/i18n/translate';

/**
 * The radar routes on the local stage: the demo owner's North Maize under the demo's Sentinel-1 passes (one ascending
 * and one descending orbit, a pass every 6 days) and its honest rainy-season sky, a field of another team, and a field
 * outside every demo radar cell.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const YEAR = demoYear();
const START = `${YEAR}-05-01`;
const END = `${YEAR}-10-31`;

let owner: Session;
let admin: Session;
let maize: Field;
let stranger: Owner;
let farAway: string;

const get = (path: string, session: Session = owner) => api(stageUrl, 'GET', path, { token: session.idToken });

beforeAll(async () => {
  [owner, admin, stranger] = await Promise.all([
    signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password),
    signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password),
    newOwner(stageUrl, sesEndpoint, 'radar-none'),
  ]);
  maize = Field.array().parse((await get('/field/')).body).find((field) => field.name === 'North Maize') as Field;
  // A degree west of the demo farm: Digital Earth Africa's cell N09E007, where the demo has no radar.
  const drawn = await api(stageUrl, 'POST', '/field/draw/', {
    token: stranger.session.idToken,
    body: { name: 'West Plot', coordinates: [[7.6795, 9.0862], [7.6830, 9.0862], [7.6830, 9.0890], [7.6795, 9.0890], [7.6795, 9.0862]] },
  });
  expect(drawn.status).toBeLessThan(300);
  farAway = (drawn.body as { id: string }).id;
}, 90_000);

describe('GET /monitoring/radar/', () => {
  let radar: RadarSeriesResponse;
  beforeAll(async () => {
    const { status, body } = await get(`/monitoring/radar/?field=${maize.id}&start=${START}&end=${END}`);
    expect(status).toBe(200);
    radar = RadarSeriesResponse.parse(body);
  }, 120_000);

  it('answers a point per pass, both orbits counted, backscatter in linear and dB, RVI of the linear means', () => {
    expect(radar.field).toEqual({ id: maize.id, name: 'North Maize' });
    // A pass every 6 days over six months.
    expect(radar.points.length).toBeGreaterThanOrEqual(28);
    expect(radar.pending).toEqual([]);
    expect(radar.failures).toEqual([]);
    expect(radar.points.map((point) => point.date)).toEqual([...radar.points.map((point) => point.date)].sort());
    for (const point of radar.points) {
      expect(point.validPixelCount).toBeGreaterThan(0);
      expect(point.vh.meanDb).toBeCloseTo(10 * Math.log10(point.vh.meanLinear), 6);
      expect(point.rvi).toBeCloseTo((4 * point.vh.meanLinear) / (point.vv.meanLinear + point.vh.meanLinear), 6);
      expect(point.rvi).toBeGreaterThan(0);
      expect(point.rvi).toBeLessThan(1.2);
    }
    expect(radar.orbits.map((orbit) => orbit.relativeOrbit).sort()).toEqual([103, 22].sort());
    expect(radar.orbits.reduce((sum, orbit) => sum + orbit.count, 0)).toBe(radar.points.length);
    expect(radar.attribution).toBe(radarAttribution(YEAR));
  });

  it('answers the same points from the table the second time (stored as computed)', async () => {
    const again = RadarSeriesResponse.parse((await get(`/monitoring/radar/?field=${maize.id}&start=${START}&end=${END}`)).body);
    expect(again.points).toEqual(radar.points);
  });

  it('answers no point for a field no radar pass covers, and refuses another team’s field as the optical routes do', async () => {
    const none = await api(stageUrl, 'GET', `/monitoring/radar/?field=${farAway}&start=${START}&end=${END}`, { token: stranger.session.idToken });
    expect(none.status).toBe(200);
    expect(RadarSeriesResponse.parse(none.body)).toMatchObject({ points: [], orbits: [], failures: [], pending: [] });
    const optical = await get(`/monitoring/series/?field=${maize.id}&index=NDVI&start=${START}&end=${END}`, admin);
    expect(optical.status).toBe(404);
    for (const path of ['/monitoring/radar/', '/monitoring/clear-views/', '/monitoring/series/csv/']) {
      const refused = await get(`${path}?field=${maize.id}&index=NDVI&fill=radar&start=${START}&end=${END}`, admin);
      expect([path, refused.status, refused.body]).toEqual([path, optical.status, optical.body]);
    }
  });
});

describe('GET /monitoring/clear-views/', () => {
  it('lists every Sentinel-2 and Sentinel-1 acquisition with its state and the longest gap with and without radar', async () => {
    const { status, body } = await get(`/monitoring/clear-views/?field=${maize.id}&start=${YEAR}-06-01&end=${YEAR}-09-30`);
    expect(status).toBe(200);
    const ledger = ClearViewsResponse.parse(body);
    expect(ledger.radar).toBe(true);
    expect(ledger.attribution).toBe(radarAttribution(YEAR));
    const radarViews = ledger.views.filter((view) => view.sensor === 'sentinel-1');
    expect(radarViews.length).toBeGreaterThanOrEqual(18);
    expect(radarViews.every((view) => view.state === 'radar' && view.cloudPercent === null)).toBe(true);
    expect(ledger.views.filter((view) => view.sensor === 'sentinel-2').length).toBeGreaterThan(0);
    expect(ledger.counts.radar).toBe(radarViews.length);
    expect(ledger.usableViews).toBe(ledger.counts.clear + ledger.counts.partlyCloudy + ledger.counts.radar);
    // Radar every 6 days: never a gap longer than 12 days; the rainy-season sky alone leaves a longer one.
    expect(ledger.longestGap!.days).toBeLessThanOrEqual(12);
    expect(ledger.longestOpticalGap!.days).toBeGreaterThan(ledger.longestGap!.days);
  }, 120_000);
});

describe('GET /monitoring/series/?fill=radar and its CSV', () => {
  let fused: SeriesResponse;
  let optical: SeriesResponse;
  beforeAll(async () => {
    const [a, b] = await Promise.all([
      get(`/monitoring/series/?field=${maize.id}&index=NDVI&fill=radar&start=${START}&end=${END}`),
      get(`/monitoring/series/?field=${maize.id}&index=NDVI&start=${START}&end=${END}`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    fused = SeriesResponse.parse(a.body);
    optical = SeriesResponse.parse(b.body);
  }, 120_000);

  it('keeps every optical point and fills the gaps with radar estimates that carry their interval', () => {
    expect(optical.fusion).toBeNull();
    expect(optical.C0.every((entry) => entry.source === 'optical' && entry.interval === null)).toBe(true);
    expect(fused.C0.filter((entry) => entry.source === 'optical')).toEqual(optical.C0);
    const estimates = fused.C0.filter((entry) => entry.source === 'radar-estimate');
    expect(fused.fusion).not.toBeNull();
    expect(fused.fusion!.estimates).toBe(estimates.length);
    expect(fused.fusion!.attribution).toBe(radarAttribution(YEAR));
    // The demo maize's radar follows its NDVI: fitted on its own pairs, both orbits, and its cloudy months filled.
    expect(fused.fusion).toMatchObject({ scope: 'field', quality: 'good', message: null });
    expect(fused.fusion!.orbits.map((orbit) => orbit.relativeOrbit).sort()).toEqual([103, 22].sort());
    expect(estimates.length).toBeGreaterThanOrEqual(10);
    for (const entry of estimates) {
      expect(entry.interval!.low).toBeLessThanOrEqual(entry.basicStats.mean);
      expect(entry.interval!.high).toBeGreaterThanOrEqual(entry.basicStats.mean);
      expect(entry.fieldCloudPercent).toBeNull();
    }
    expect(fused.C0.map((entry) => entry.date)).toEqual([...fused.C0.map((entry) => entry.date)].sort());
  });

  it('adds source and interval columns to the CSV with fill=radar only', async () => {
    // The fit's earlier months are computed a budget at a time: the answer settles once they are all stored.
    const path = `/monitoring/series/?field=${maize.id}&index=NDVI&fill=radar&start=${START}&end=${END}`;
    let settled = SeriesResponse.parse((await get(path)).body);
    for (let tries = 0; tries < 5; tries++) {
      const next = SeriesResponse.parse((await get(path)).body);
      if (JSON.stringify(next) === JSON.stringify(settled)) break;
      settled = next;
    }
    const [withFill, without] = await Promise.all([
      fetch(`${stageUrl}/api/monitoring/series/csv/?field=${maize.id}&index=NDVI&fill=radar&start=${START}&end=${END}`, { headers: { authorization: `Bearer ${owner.idToken}` } }),
      fetch(`${stageUrl}/api/monitoring/series/csv/?field=${maize.id}&index=NDVI&start=${START}&end=${END}`, { headers: { authorization: `Bearer ${owner.idToken}` } }),
    ]);
    const rows = parseCsv(await withFill.text());
    expect(rows[0]).toEqual(['date', 'min', 'max', 'mean', 'stDev', 'source', 'intervalLow', 'intervalHigh']);
    expect(rows.slice(1).filter((row) => row.length > 1).map((row) => [row[0], row[5], row[6] === '' ? null : Number(row[6])])).toEqual(
      settled.C0.map((entry) => [entry.date, entry.source, entry.interval?.low ?? null]),
    );
    expect(parseCsv(await without.text())[0]).toEqual(['date', 'min', 'max', 'mean', 'stDev']);
  }, 120_000);

  it('refuses a fill other than radar with the message that names the choice', async () => {
    const { status, body } = await get(`/monitoring/series/?field=${maize.id}&index=NDVI&fill=sar`);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(translate('en', RADAR_MESSAGES.fill));
  });
});

describe('radar map layers', () => {
  it('signs an RVI layer on a pass date and serves its tile in the RVI ramp; refuses a day without a pass', async () => {
    const radar = RadarSeriesResponse.parse((await get(`/monitoring/radar/?field=${maize.id}&start=${YEAR}-08-01&end=${YEAR}-08-31`)).body);
    const date = radar.points[0]!.date;
    const { status, body } = await get(`/monitoring/tiles/?field=${maize.id}&index=RVI&date=${date}`);
    expect(status).toBe(200);
    const template = TileUrlResponse.parse(body);
    expect(template.url).toContain(`/RVI/${date}/`);
    const { x, y } = tileAt(maize.centroid[0], maize.centroid[1], 15);
    const response = await fetch(`${stageUrl}${template.url.replace('{z}', '15').replace('{x}', String(x)).replace('{y}', String(y))}`);
    expect(response.status).toBe(200);
    const png = decodePng(new Uint8Array(await response.arrayBuffer()));
    let painted = 0;
    for (let p = 0; p < 256 * 256; p++) if (png.rgba[p * 4 + 3] === 255) painted++;
    expect(painted).toBeGreaterThan(500);
    const passDays = new Set(radar.points.map((point) => point.date));
    const noPass = Array.from({ length: 31 }, (_, i) => `${YEAR}-08-${String(i + 1).padStart(2, '0')}`).find((day) => !passDays.has(day))!;
    const refused = await get(`/monitoring/tiles/?field=${maize.id}&index=RVI&date=${noPass}`);
    expect([refused.status, JSON.stringify(refused.body)]).toEqual([404, expect.stringContaining(translateText('en', RADAR_MESSAGES.noPass(noPass)))]);
  }, 120_000);

  it('answers the RVI legend as JSON from the radar layers and as a PNG', async () => {
    const json = await get('/monitoring/legend/?index=RVI');
    expect(json.status).toBe(200);
    expect(LegendResponse.parse(json.body)).toEqual(radarLegendFor('RVI'));
    const response = await fetch(`${stageUrl}/api/monitoring/legend/?index=VH&format=png`, { headers: { authorization: `Bearer ${owner.idToken}` } });
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = decodePng(new Uint8Array(await response.arrayBuffer()));
    expect([png.width, png.height]).toEqual([200, 300]);
  });
});

describe('the field report', () => {
  it('quotes the period’s clear-view ledger in one sentence', async () => {
    const period = `start_date=${YEAR}-06-01&end_date=${YEAR}-09-30`;
    const { status, body } = await get(`/field/report/?field_id=${maize.id}&${period}&index=NDVI`);
    expect(status).toBe(200);
    const [report] = FieldReport.array().parse(body);
    const ledger = ClearViewsResponse.parse((await get(`/monitoring/clear-views/?field=${maize.id}&start=${YEAR}-06-01&end=${YEAR}-09-30`)).body);
    expect(report!.clear_views).toEqual({ sentence: ledgerSentence(ledger), usable_views: ledger.usableViews, longest_gap_days: ledger.longestGap!.days, radar: true });
    expect(report!.clear_views!.sentence).toMatch(/^\d+ usable views between June and September; longest gap \d+ days?$/);
  }, 180_000);
});

describe('a stage without radar', () => {
  const saved = process.env[PROVIDER_ENV.radarStacApiUrl];
  beforeAll(() => {
    delete process.env[PROVIDER_ENV.radarStacApiUrl];
    forgetConfig();
  });
  afterAll(() => {
    process.env[PROVIDER_ENV.radarStacApiUrl] = saved;
    forgetConfig();
  });

  it('refuses the radar series, answers the optical series with fill=radar saying so, and an optical-only ledger', async () => {
    const query = { field: maize.id, start: `${YEAR}-07-01`, end: `${YEAR}-07-31` };
    await expect(fieldRadarSeries(maize.team, query)).rejects.toEqual(new NotFoundError(RADAR_MESSAGES.off));
    const series = await fusedFieldSeries(maize.team, { ...query, index: 'NDVI', cloud: 100 });
    expect(series.fusion).toMatchObject({ scope: 'none', quality: 'insufficient', estimates: 0, message: RADAR_MESSAGES.off });
    expect(series.C0.every((entry) => entry.source === 'optical')).toBe(true);
    const ledger = await fieldClearViews(maize.team, query);
    expect(ledger.radar).toBe(false);
    expect(ledger.views.every((view) => view.sensor === 'sentinel-2')).toBe(true);
  }, 60_000);
});
