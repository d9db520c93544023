import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { boundaryHashOfField } from '../../functions/core/farm-summary/boundary-hash';
import { fieldReport, storedReportSeries, type ReportSeriesOf } from '../../functions/core/farm-summary/field-report';
import { MAP_PIXELS } from '../../functions/core/farm-summary/report-maps';
import { CLEAR_FRACTION } from '../../functions/core/farm-summary/report-rules';
import { latestForTeam } from '../../functions/core/imagery/latest-values';
import { dayFromItem, putStatistics, storedDays } from '../../functions/core/imagery/stat-store';
import { demoYear } from '../../functions/imagery/demo/local-catalog';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { FarmSummaryList, FieldReport, FieldReportQuery, SelectedFieldsSummary } from '../../shared/api/schemas/farm-summary';
import { Field } from '../../shared/api/schemas/fields';
import { API_PREFIX } from '../../shared/api/routes';
import { FARM_SUMMARY_MESSAGES } from '../../shared/domain/farm-summary';
import { translate, translateText } from '../../functions/core/i18n/translate';
import { api, signIn, type Session } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/**
 * Farm summary, selected-fields summary and field report on the local stage: fields placed offline in their
 * state and LGA, summary values equal to the stored latest values and the engine's statistics of the same scene,
 * and the report's numbers recomputed here from the stored series.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const YEAR = demoYear();
const START = `${YEAR}-03-01`;
const END = `${YEAR}-06-30`;

let owner: Session;
let maize: Field;
let fresh: Owner;

const get = (path: string, session: Session = owner) => api(stageUrl, 'GET', path, { token: session.idToken });
const square = (lon: number, lat: number, d = 0.003): [number, number][] => [
  [lon, lat],
  [lon + d, lat],
  [lon + d, lat + d],
  [lon, lat + d],
  [lon, lat],
];

beforeAll(async () => {
  owner = await signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  maize = Field.array().parse((await get('/field/')).body).find((field) => field.name === 'North Maize') as Field;
  fresh = await newOwner(stageUrl, sesEndpoint, 'summary');
  // The engine computes and stores the period's NDVI and NDMI days (as the worker would).
  for (const index of ['NDVI', 'NDMI']) {
    const series = await get(`/monitoring/series/?field=${maize.id}&index=${index}&start=${START}&end=${END}&cloud=100`);
    expect(series.status).toBe(200);
  }
}, 240_000);

describe('where fields are', () => {
  const places: { name: string; lon: number; lat: number; state: string; lga: string | null; location: string }[] = [
    // Each Nigerian plot lies over 1 km inside its LGA's boundary (geoBoundaries NGA ADM2).
    { name: 'Kano plot', lon: 8.515, lat: 11.97, state: 'Kano', lga: 'Kano Municipal', location: 'Kano' },
    { name: 'Ibadan plot', lon: 3.866, lat: 7.405, state: 'Oyo', lga: 'Ibadan North West', location: 'Ibadan' },
    { name: 'Enugu plot', lon: 7.49, lat: 6.45, state: 'Enugu', lga: 'Enugu North', location: 'Enugu' },
    { name: 'Paris plot', lon: 2.345, lat: 48.853, state: 'Paris', lga: null, location: 'Paris' },
  ];

  it('fills location, state and (in Nigeria) LGA when a field is drawn, and again when it is moved', async () => {
    for (const place of places) {
      const drawn = await api(stageUrl, 'POST', '/field/draw/', {
        token: fresh.session.idToken,
        body: { team: fresh.teamId, name: place.name, coordinates: square(place.lon, place.lat) },
      });
      expect(drawn.status, place.name).toBe(201);
      const field = Field.parse(drawn.body);
      expect({ state: field.state, lga: field.lga, location: field.location }, place.name).toEqual({ state: place.state, lga: place.lga, location: place.location });
    }
    const list = Field.array().parse((await get(`/field/?team=${fresh.teamId}`, fresh.session)).body);
    const kano = list.find((field) => field.name === 'Kano plot') as Field;
    const moved = await api(stageUrl, 'PATCH', `/field/${kano.id}/update/`, { token: fresh.session.idToken, body: { coordinates: square(3.903, 7.428) } });
    expect(moved.status).toBe(200);
    expect(Field.parse(moved.body)).toMatchObject({ state: 'Oyo', lga: 'Ibadan North', location: 'Ibadan' });
  });
});

describe('farm summary list', () => {
  it('answers every field in one request with the stored latest value, its change and date', async () => {
    const answer = await get('/field/summary/?index=NDVI');
    expect(answer.status).toBe(200);
    const list = FarmSummaryList.parse(answer.body);
    const row = list.rows.find((candidate) => candidate.field.id === maize.id);
    expect(row?.pending).toBe(false);
    const latest = (await latestForTeam(maize.team)).values.find((value) => value.fieldId === maize.id && value.index === 'NDVI');
    expect(latest).toBeDefined();
    expect(row?.result.indexValue).toEqual({ value: latest?.mean, dateCaptured: latest?.date });
    expect(row?.result.valueChange).toBe(latest?.valueChange);
    // The same scene's statistics as the engine stored them.
    const [day] = await storedDays(maize.team, maize.id, 'NDVI', latest?.date ?? '', latest?.date ?? '', boundaryHashOfField(maize));
    expect(day?.mean).toBe(row?.result.indexValue?.value);
    if (latest?.previousDate) {
      const [previous] = await storedDays(maize.team, maize.id, 'NDVI', latest.previousDate, latest.previousDate, boundaryHashOfField(maize));
      expect(row?.result.valueChange).toBeCloseTo((day?.mean ?? 0) - (previous?.mean ?? 0), 10);
    }
  });

  it('Date: the values as they stood that day; a stored value newer than the day leaves the row pending; bad days are refused', async () => {
    const latest = (await latestForTeam(maize.team)).values.find((value) => value.fieldId === maize.id && value.index === 'NDVI');
    expect(latest).toBeDefined();
    const rowOn = async (date: string) => {
      const answer = await get(`/field/summary/?index=NDVI&date=${date}`);
      expect(answer.status, date).toBe(200);
      return FarmSummaryList.parse(answer.body).rows.find((candidate) => candidate.field.id === maize.id);
    };
    // On the latest value's own day (and any later one) nothing newer exists: the same row as without a date.
    const latestRow = FarmSummaryList.parse((await get('/field/summary/?index=NDVI')).body).rows.find((candidate) => candidate.field.id === maize.id);
    expect(await rowOn(latest?.date ?? '')).toEqual(latestRow);
    // The day before it: that value did not exist yet, so the row is computed by the screen up to that day.
    const dayBefore = new Date(Date.parse(`${latest?.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const before = await rowOn(dayBefore);
    expect(before).toMatchObject({ pending: true, result: { indexValue: null, valueChange: null, previousDate: null } });
    // ...from the scenes up to that day, which the engine has (the value the screen then shows).
    const clearBefore = (await storedDays(maize.team, maize.id, 'NDVI', START, dayBefore, boundaryHashOfField(maize))).filter((day) => day.mean !== undefined && day.validFraction >= CLEAR_FRACTION);
    expect(clearBefore.length).toBeGreaterThan(0);

    const refused = async (date: string, message: string) => {
      const answer = await get(`/field/summary/?index=NDVI&date=${date}`);
      expect(answer.status, date).toBe(400);
      expect((answer.body as { date?: string[] }).date, date).toEqual([message]);
    };
    await refused('2026-02-30', translate('en', FARM_SUMMARY_MESSAGES.dateInvalid));
    await refused('15-01-2026', translate('en', FARM_SUMMARY_MESSAGES.dateInvalid));
    await refused('2015-06-01', translate('en', FARM_SUMMARY_MESSAGES.dateBeforeImagery));
    await refused(`${new Date().getUTCFullYear() + 1}-12-31`, translate('en', FARM_SUMMARY_MESSAGES.dateInFuture));
  });

  it('lists a team with no values yet as pending rows, and refuses an unknown index', async () => {
    const list = FarmSummaryList.parse((await get(`/field/summary/?team=${fresh.teamId}`, fresh.session)).body);
    expect(list.index).toBe('NDMI');
    expect(list.rows.length).toBeGreaterThanOrEqual(4);
    expect(list.rows.every((row) => row.pending && row.result.indexValue === null && row.last_crop === null)).toBe(true);
    expect((await get('/field/summary/?index=XYZ')).status).toBe(400);
  });
});

describe('field report', () => {
  it('answers numbers recomputed from the stored series, with causes only with their evidence', async () => {
    const started = performance.now();
    const answer = await get(`/field/report/?field_id=${maize.id}&start_date=${START}&end_date=${END}&index=NDMI`);
    const coldMs = performance.now() - started;
    expect(answer.status).toBe(200);
    const again = performance.now();
    expect((await get(`/field/report/?field_id=${maize.id}&start_date=${START}&end_date=${END}&index=NDMI`)).status).toBe(200);
    console.log(`field report of ${START}..${END} with 5 previous years: first ${coldMs.toFixed(0)} ms, again ${(performance.now() - again).toFixed(0)} ms`);
    const [report] = FieldReport.array().parse(answer.body);
    const hash = boundaryHashOfField(maize);
    const meanOf = async (index: 'NDVI' | 'NDMI', from: string, to: string) => {
      const clear = (await storedDays(maize.team, maize.id, index, from, to, hash)).filter((item) => item.mean !== undefined && item.validFraction >= CLEAR_FRACTION);
      return clear.length === 0 ? null : Math.round((clear.reduce((sum, item) => sum + (item.mean ?? 0), 0) / clear.length) * 1e4) / 1e4;
    };
    expect(report?.farm_index_number).toBe(await meanOf('NDMI', START, END));
    expect(report?.ndvi_average).toBe(await meanOf('NDVI', START, END));
    expect(report?.farm_index_number).not.toBeNull();
    const years = [1, 2, 3, 4, 5].map((back) => YEAR - back);
    const baselines = (await Promise.all(years.map(async (year) => ({ year, mean: await meanOf('NDVI', `${year}-03-01`, `${year}-06-30`) })))).filter((entry) => entry.mean !== null);
    expect(report?.performance.years).toEqual(baselines.map((entry) => entry.year).sort());
    if (baselines.length === 0) expect(report?.performance.percentage).toBeNull();
    for (const cause of report?.causes ?? []) expect(translateText('en', cause.evidence)).toMatch(/\d/);
    expect(report?.table[0]).toMatchObject({ starting_date: START, ending_date: END, area: maize.size, farm_index_number: report?.farm_index_number });
    expect(report?.method.some((line) => translateText('en', line).startsWith('Percentage Performance'))).toBe(true);
  });

  it('computes the same period of previous years the table does not hold, for the performance percentage', async () => {
    // A new field over the demo farm: the planner precomputes only its last year, never last year's same period.
    const [lon, lat] = maize.centroid;
    const drawn = await api(stageUrl, 'POST', '/field/draw/', {
      token: fresh.session.idToken,
      body: { team: fresh.teamId, name: 'Beside North Maize', coordinates: square(lon - 0.001, lat - 0.001, 0.002) },
    });
    expect(drawn.status).toBe(201);
    const field = Field.parse(drawn.body);
    // This year's dry season up to today (the stage has last year's imagery and this year's).
    const today = new Date().toISOString().slice(0, 10);
    const from = `${YEAR + 1}-01-01`;
    const to = [today, `${YEAR + 1}-04-30`].sort()[0] as string;
    const answer = await get(`/field/report/?field_id=${field.id}&start_date=${from}&end_date=${to}&team=${fresh.teamId}`, fresh.session);
    expect(answer.status).toBe(200);
    const [report] = FieldReport.array().length(1).parse(answer.body);
    const stored = await storedDays(fresh.teamId, field.id, 'NDVI', `${YEAR}${from.slice(4)}`, `${YEAR}${to.slice(4)}`, boundaryHashOfField(field));
    expect(stored.length).toBeGreaterThan(0);
    expect(report?.performance.years).toEqual([YEAR]);
    expect(report?.performance.percentage).not.toBeNull();
    expect(report?.ndvi_average).not.toBeNull();
  });

  it('serves the stored values and says which days could not be refreshed when the imagery search fails (report and PDF)', async () => {
    // A field away from the demo imagery (nothing of it is searched or computed by anything else), holding the
    // stored NDVI and NDMI days of North Maize's period.
    const drawn = await api(stageUrl, 'POST', '/field/draw/', {
      token: fresh.session.idToken,
      body: { team: fresh.teamId, name: 'Catalogue outage plot', coordinates: square(3.871, 7.411, 0.002) },
    });
    expect(drawn.status).toBe(201);
    const field = Field.parse(drawn.body);
    const hash = boundaryHashOfField(field);
    const copied = new Map<string, number>();
    for (const index of ['NDVI', 'NDMI'] as const) {
      const days = (await storedDays(maize.team, maize.id, index, START, END, boundaryHashOfField(maize))).map(dayFromItem);
      expect(days.length, index).toBeGreaterThan(0);
      await putStatistics(fresh.teamId, field.id, hash, days);
      copied.set(index, days.length);
    }
    // The STAC API fails every search of this field's box.
    const lons = field.coordinates.map(([lon]) => lon);
    const lats = field.coordinates.map(([, lat]) => lat);
    const bbox = [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
    const control = (failing: boolean) => fetch(`${stageUrl}/stac/__control/fail-search`, { method: 'POST', headers: { authorization: `Bearer ${inject('stageControlKey')}` }, body: JSON.stringify({ bbox, failing }) });
    expect((await control(true)).status).toBe(204);
    try {
      const range = `field_id=${field.id}&start_date=${START}&end_date=${END}&team=${fresh.teamId}`;
      const answer = await get(`/field/report/?${range}`, fresh.session);
      expect(answer.status).toBe(200);
      const [report] = FieldReport.array().length(1).parse(answer.body);
      // The stored values, as the report reads them from the table alone.
      const expected = await fieldReport(fresh.teamId, FieldReportQuery.parse({ field_id: field.id, start_date: START, end_date: END, index: 'NDVI' }));
      expect(report?.farm_index_number).not.toBeNull();
      expect(report?.farm_index_number).toBe(expected.farm_index_number);
      expect(report?.scenes).toEqual(expected.scenes);
      // Every range the report looks up: the period and its 5 previous years, newest first.
      const periods = [0, 1, 2, 3, 4, 5].map((back) => ({ from: `${YEAR - back}${START.slice(4)}`, to: `${YEAR - back}${END.slice(4)}` }));
      expect(report?.unrefreshed).toEqual(periods);
      // Nothing was computed or lost: the table holds the same days as before.
      for (const index of ['NDVI', 'NDMI'] as const) expect((await storedDays(fresh.teamId, field.id, index, START, END, hash)).length, index).toBe(copied.get(index));
      const pdf = await fetch(`${stageUrl}${API_PREFIX}/field/report/pdf/?${range}`, { headers: { authorization: `Bearer ${fresh.session.idToken}` } });
      expect(pdf.status).toBe(200);
      const file = join(mkdtempSync(join(tmpdir(), 'report-pdf-')), 'unrefreshed.pdf');
      writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
      const words = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(words).toContain(FARM_SUMMARY_MESSAGES.reportUnrefreshed(periods, (text) => translateText('en', text)));
    } finally {
      await control(false);
    }
  }, 120_000);

  it('says how many scene days its series still had to compute', async () => {
    const series: ReportSeriesOf = (item, hash) => async (index, from, to) => ({
      ...(await storedReportSeries(item, hash)(index, from, to)),
      pending: index === 'NDVI' ? 2 : 1,
    });
    const report = await fieldReport(maize.team, FieldReportQuery.parse({ field_id: maize.id, start_date: START, end_date: END, index: 'NDVI' }), undefined, series);
    // NDVI of the period and of its 5 previous years (2 each), NDMI of the period (1).
    expect(report.pending_days).toBe(6 * 2 + 1);
    expect(report.farm_index_number).not.toBeNull();
  });

  it('sends the same report as a real PDF file with the field name and the table', async () => {
    const response = await fetch(`${stageUrl}${API_PREFIX}/field/report/pdf/?field_id=${maize.id}&start_date=${START}&end_date=${END}`, {
      headers: { authorization: `Bearer ${owner.idToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('North Maize');

    // Its two maps, as the preview shows them, on the period's last clear scene of the index, and the index legend.
    const [report] = FieldReport.array().length(1).parse((await get(`/field/report/?field_id=${maize.id}&start_date=${START}&end_date=${END}`)).body);
    const date = report?.scenes.filter((scene) => scene.valid_fraction >= CLEAR_FRACTION && scene.index !== null).map((scene) => scene.date).sort().at(-1);
    expect(date).toBeDefined();
    const file = join(mkdtempSync(join(tmpdir(), 'report-pdf-')), 'report.pdf');
    writeFileSync(file, bytes);
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2).map((row) => row.trim().split(/\s+/));
    const pictures = images.filter((cells) => cells[2] === 'image');
    expect(pictures.map((cells) => [cells[3], cells[4], cells[5]])).toEqual([[`${MAP_PIXELS}`, `${MAP_PIXELS}`, 'rgb'], [`${MAP_PIXELS}`, `${MAP_PIXELS}`, 'rgb']]);
    // Outside the field the maps are transparent (a soft mask each), as on the screen.
    expect(images.filter((cells) => cells[2] === 'smask')).toHaveLength(2);
    const words = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    // The text is in an embedded font (glyph ids in the file): poppler reads it back through the font's ToUnicode map.
    expect(words).toContain('Field report: North Maize');
    for (const column of ['Farm Index Number', 'Planting Season', 'LGA', 'Percentage Performance']) expect(words).toContain(column);
    expect(words).toContain(`True colour, ${date}`);
    expect(words).toContain(`NDVI, ${date}`);
    expect(words).not.toContain('could not be drawn');
    // The maps are painted: the true colour picture is not all transparent.
    execFileSync('pdfimages', ['-f', '1', '-l', '1', file, join(dirname(file), 'map')]);
    const mask = readFileSync(join(dirname(file), 'map-001.ppm'));
    expect(mask.subarray(15).some((byte) => byte === 255)).toBe(true);
  });

  it('writes the PDF in the language the caller asks for (Accept-Language)', async () => {
    const response = await fetch(`${stageUrl}${API_PREFIX}/field/report/pdf/?field_id=${maize.id}&start_date=${START}&end_date=${END}`, {
      headers: { authorization: `Bearer ${owner.idToken}`, 'accept-language': 'ha' },
    });
    expect(response.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'report-pdf-')), 'report-ha.pdf');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const words = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(words).toContain(translate('ha', 'report.title', { name: 'North Maize' }));
    expect(words).toContain(translate('ha', 'report.column.farmIndexNumber'));
    expect(words).toContain('Taƙaitaccen tebur');
  });

  it('says in the PDF that there is no map when the period has no clear scene', async () => {
    // A period before the demo imagery begins (other tests compute days of the demo years): no clear scene stored.
    const range = 'start_date=2016-01-01&end_date=2016-01-10';
    const [report] = FieldReport.array().length(1).parse((await get(`/field/report/?field_id=${maize.id}&${range}`)).body);
    expect(report?.scenes.filter((scene) => scene.valid_fraction >= CLEAR_FRACTION && scene.index !== null)).toEqual([]);
    const response = await fetch(`${stageUrl}${API_PREFIX}/field/report/pdf/?field_id=${maize.id}&${range}`, {
      headers: { authorization: `Bearer ${owner.idToken}` },
    });
    expect(response.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'report-pdf-')), 'report.pdf');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    expect(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })).toContain('No clear scene in this period: no map to show.');
    expect(execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2)).toEqual([]);
  });

  it('refuses a reversed range or one over a year, and hides another team’s field', async () => {
    expect((await get(`/field/report/?field_id=${maize.id}&start_date=${END}&end_date=${START}`)).status).toBe(400);
    const long = await get(`/field/report/?field_id=${maize.id}&start_date=${YEAR - 1}-01-01&end_date=${YEAR}-01-02`);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(translate('en', FARM_SUMMARY_MESSAGES.reportPeriodTooLong));
    expect((await get(`/field/report/pdf/?field_id=${maize.id}&start_date=${YEAR - 1}-01-01&end_date=${YEAR}-01-02`)).status).toBe(400);
    // A year is not over a year, leap year or not.
    expect(FieldReportQuery.safeParse({ field_id: 'f', start_date: '2024-01-01', end_date: '2024-12-31' }).success).toBe(true);
    expect((await get(`/field/report/?field_id=${maize.id}&start_date=${START}&end_date=${END}&team=${fresh.teamId}`, fresh.session)).status).toBe(404);
  });
});

describe('selected-fields summary', () => {
  it('answers field, activity and weather per id of the team, leaving out other teams’ fields', async () => {
    const mine = Field.array().parse((await get(`/field/?team=${fresh.teamId}`, fresh.session)).body);
    const ids = [...mine.slice(0, 2).map((field) => field.id), maize.id].join(',');
    const answer = await get(`/field/summary/fields/${ids}/?team=${fresh.teamId}`, fresh.session);
    expect(answer.status).toBe(200);
    const summary = SelectedFieldsSummary.parse(answer.body);
    expect(summary.map((entry) => entry.field.id)).toEqual(mine.slice(0, 2).map((field) => field.id));
    for (const entry of summary) {
      expect(entry.activity).toEqual([]);
      expect(entry.weather.length + (entry.weather_error ? 1 : 0)).toBe(1);
    }
  });
});

describe('isolation', () => {
  it('gives another team nothing of this team through the summary list, the selected-fields summary or the report', async () => {
    const demoTeam = maize.team;
    const theirs = FarmSummaryList.parse((await get(`/field/summary/?team=${fresh.teamId}`, fresh.session)).body);
    expect(theirs.rows.length).toBeGreaterThan(0);
    expect(theirs.rows.every((row) => row.field.team === fresh.teamId)).toBe(true);
    const range = `start_date=${START}&end_date=${END}`;
    // Naming the other team is refused; asking within one's own team for the other team's field finds nothing.
    for (const path of [`/field/summary/?team=${demoTeam}`, `/field/summary/fields/${maize.id}/?team=${demoTeam}`, `/field/report/?field_id=${maize.id}&${range}&team=${demoTeam}`, `/field/report/pdf/?field_id=${maize.id}&${range}&team=${demoTeam}`]) {
      expect([403, 404], path).toContain((await get(path, fresh.session)).status);
    }
    expect((await get(`/field/report/pdf/?field_id=${maize.id}&${range}&team=${fresh.teamId}`, fresh.session)).status).toBe(404);
    const selected = await get(`/field/summary/fields/${maize.id}/?team=${fresh.teamId}`, fresh.session);
    expect(selected.status).toBe(200);
    expect(SelectedFieldsSummary.parse(selected.body)).toEqual([]);
  });
});
