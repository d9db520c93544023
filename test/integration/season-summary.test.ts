import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { boundaryHashOfField } from '../../functions/core/farm-summary/boundary-hash';
import type { SeasonDetection } from '../../functions/core/season/season-detection';
import { putFieldSeason, storedFieldSeason } from '../../functions/core/season/season-store';
import { demoYear } from '../../functions/imagery/demo/local-catalog';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { Crop, CropSeason } from '../../shared/api/schemas/crops';
import { FarmSummaryList, FieldReport } from '../../shared/api/schemas/farm-summary';
import { Field } from '../../shared/api/schemas/fields';
import { Role, TeamMember } from '../../shared/api/schemas/roles';
import { SeasonResponse, type SeasonEvent } from '../../shared/api/schemas/season';
import { API_PREFIX } from '../../shared/api/routes';
import { translate, translateText } from '../../functions/core/i18n/translate';
import { FARM_SUMMARY_CSV_HEADER } from '../../shared/domain/farm-summary-csv';
import { FIELD_STAGE_LABELS, SEASON_MESSAGES, type FieldStage, type SeasonEventKind } from '../../shared/domain/season';
import { api, signIn } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/**
 * Season intelligence in the farm summary and the field report on the local stage: the stage column from the
 * stored detections (one read of the team's stages), its filter and CSV, a reshaped field losing its stage, and the
 * report's season sentences in JSON and in the PDF's text.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);
const THIS_YEAR = new Date().getUTCFullYear();
/** A past year (crop planning takes seasons from 2021) whose whole season the report covers. */
const LAST_YEAR = THIS_YEAR - 1;

type FieldName = 'emerging' | 'harvested' | 'stale' | 'undetected' | 'reshaped' | 'planned' | 'fallow';
const FIELD_NAMES: readonly FieldName[] = ['emerging', 'harvested', 'stale', 'undetected', 'reshaped', 'planned', 'fallow'];

let owner: Owner;
const fields = {} as Record<FieldName, Field>;

const get = (path: string) => api(stageUrl, 'GET', path, { token: owner.session.idToken });
const square = (lon: number, lat: number, d = 0.002): [number, number][] => [
  [lon, lat],
  [lon + d, lat],
  [lon + d, lat + d],
  [lon, lat + d],
  [lon, lat],
];

const event = (kind: SeasonEventKind, date: string, confidence: SeasonEvent['confidence'] = 'high', season = 1): SeasonEvent => ({
  kind,
  date,
  confidence,
  season,
  evidence: { rule: 'seeded detection', points: [{ date, value: 0.5, source: 'optical' }] },
});

/** A detection as the detector answers it: one season with these events, or a fallow year without any. */
const detection = (year: number, events: SeasonEvent[]): SeasonDetection => ({
  landUse: events.length === 0 ? 'fallow' : 'crop',
  seasons: events.length === 0 ? [] : [{ season: 1, start: events[0]?.date ?? null, end: events.find((item) => item.kind === 'harvest')?.date ?? null, peakValue: 0.75, amplitude: 0.5, confidence: 'high' }],
  events,
  message: events.length === 0 ? SEASON_MESSAGES.noSeason(year) : null,
});

async function store(field: Field, year: number, events: SeasonEvent[], stage: FieldStage | null, boundaryHash = boundaryHashOfField(field)): Promise<void> {
  await putFieldSeason({
    teamId: owner.teamId,
    fieldId: field.id,
    year,
    boundaryHash,
    detection: detection(year, events),
    stage,
    detectedAt: new Date().toISOString(),
    pending: [],
  });
}

beforeAll(async () => {
  owner = await newOwner(stageUrl, sesEndpoint, 'season-summary');
  // Fields away from the demo imagery near Ibadan: nothing searches or computes them meanwhile.
  for (const [i, name] of FIELD_NAMES.entries()) {
    const drawn = await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: { team: owner.teamId, name: `Season ${name}`, coordinates: square(3.95 + i * 0.01, 7.45) } });
    expect(drawn.status, name).toBe(201);
    fields[name] = Field.parse(drawn.body);
  }
  await store(fields.emerging, THIS_YEAR, [event('sowing', daysAgo(30)), event('emergence', daysAgo(20), 'medium')], 'emerging');
  await store(fields.harvested, THIS_YEAR, [event('sowing', daysAgo(130)), event('emergence', daysAgo(118)), event('peak', daysAgo(70)), event('senescence', daysAgo(35)), event('harvest', daysAgo(10))], 'harvested');
  // Detected on a boundary the field no longer has.
  await store(fields.stale, THIS_YEAR, [event('sowing', daysAgo(30)), event('emergence', daysAgo(20))], 'emerging', 'an-old-boundary');
  await store(fields.reshaped, THIS_YEAR, [event('sowing', daysAgo(130)), event('emergence', daysAgo(118)), event('peak', daysAgo(70)), event('senescence', daysAgo(35)), event('harvest', daysAgo(10))], 'harvested');
}, 120_000);

const summary = async (query = '') => {
  const answer = await get(`/field/summary/?team=${owner.teamId}&index=NDVI${query}`);
  expect(answer.status, query).toBe(200);
  return FarmSummaryList.parse(answer.body);
};
const stageOf = (list: FarmSummaryList, field: Field) => list.rows.find((row) => row.field.id === field.id)?.stage;

describe('the farm summary’s stage', () => {
  it('gives each field the stage of its stored detection on its current boundary, and none without one', async () => {
    const list = await summary();
    expect(list.withheld).toEqual([]);
    expect(stageOf(list, fields.emerging)).toBe('emerging');
    expect(stageOf(list, fields.harvested)).toBe('harvested');
    // A detection made on another boundary is not the field's; a field never detected has no stage.
    expect(stageOf(list, fields.stale)).toBeNull();
    expect(stageOf(list, fields.undetected)).toBeNull();
  });

  it('drops the stage of a field once it is reshaped', async () => {
    expect(stageOf(await summary(), fields.reshaped)).toBe('harvested');
    const moved = await api(stageUrl, 'PATCH', `/field/${fields.reshaped.id}/update/`, { token: owner.session.idToken, body: { coordinates: square(3.99, 7.47, 0.003) } });
    expect(moved.status).toBe(200);
    expect(stageOf(await summary(), fields.reshaped)).toBeNull();
  });

  it('filters the list by stage, and refuses a stage that is not one', async () => {
    const emerging = await summary('&stage=emerging');
    expect(emerging.rows.map((row) => row.field.id)).toEqual([fields.emerging.id]);
    const harvested = await summary('&stage=harvested');
    expect(harvested.rows.map((row) => row.field.id)).toEqual([fields.harvested.id]);
    expect((await summary('&stage=peak')).rows).toEqual([]);
    // An empty stage is no filter.
    expect((await summary('&stage=')).rows.length).toBe(FIELD_NAMES.length);
    const refused = await get(`/field/summary/?team=${owner.teamId}&stage=ripe`);
    expect(refused.status).toBe(400);
    expect((refused.body as { stage?: string[] }).stage).toEqual(['Choose a stage from the list.']);
  });

  it('withholds the stage with the index values from a member whose role cannot read them', async () => {
    const viewer = await newOwner(stageUrl, sesEndpoint, 'season-viewer');
    const role = await api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Field viewer', description: 'fields only', privileges: ['field.view_field'] } });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const invited = await api(stageUrl, 'POST', '/roles/assign/', {
      token: owner.session.idToken,
      body: { first_name: 'Field', last_name: 'Viewer', email: viewer.email, role: Role.parse(role.body).id, team: owner.teamId },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect((await api(stageUrl, 'POST', `/roles/invitations/${TeamMember.parse(invited.body).id}/accept/`, { token: viewer.session.idToken })).status).toBe(200);
    const asViewer = async (query: string) => FarmSummaryList.parse((await api(stageUrl, 'GET', `/field/summary/?team=${owner.teamId}&index=NDVI${query}`, { token: viewer.session.idToken })).body);
    const list = await asViewer('');
    expect(list.withheld).toEqual(['index_values']);
    expect(list.rows.length).toBe(FIELD_NAMES.length);
    expect(list.rows.every((row) => row.stage === null)).toBe(true);
    expect((await asViewer('&stage=emerging')).rows).toEqual([]);
  });

  it('downloads the list as a CSV file with a Stage column, filtered as the list is', async () => {
    const response = await fetch(`${stageUrl}${API_PREFIX}/field/summary/csv/?team=${owner.teamId}&index=NDVI`, { headers: { authorization: `Bearer ${owner.session.idToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="farm_summary_NDVI.csv"');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(FARM_SUMMARY_CSV_HEADER.map((id) => translate('en', id)).join(','));
    const stageColumn = FARM_SUMMARY_CSV_HEADER.indexOf('farm-summary.csv.stage');
    const stageByName = new Map(lines.slice(1).map((line) => [line.split(',')[0], line.split(',')[stageColumn]]));
    expect(stageByName.get(fields.emerging.name)).toBe(translate('en', FIELD_STAGE_LABELS.emerging));
    expect(stageByName.get(fields.harvested.name)).toBe(translate('en', FIELD_STAGE_LABELS.harvested));
    expect(stageByName.get(fields.stale.name)).toBe('');
    expect(stageByName.size).toBe(FIELD_NAMES.length);

    const filtered = await fetch(`${stageUrl}${API_PREFIX}/field/summary/csv/?team=${owner.teamId}&index=NDVI&stage=harvested`, { headers: { authorization: `Bearer ${owner.session.idToken}` } });
    const rows = (await filtered.text()).trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.startsWith(`${fields.harvested.name},`)).toBe(true);
    expect((await get(`/field/summary/csv/?team=${owner.teamId}&stage=ripe`)).status).toBe(400);
  });
});

describe('the field report’s season', () => {
  const from = `${LAST_YEAR}-03-01`;
  const to = `${LAST_YEAR}-12-31`;
  let planned: CropSeason;

  beforeAll(async () => {
    // Maize from the team's starter catalogue.
    const catalogue = Crop.array().parse((await get(`/field/crop/list/?team=${owner.teamId}`)).body);
    const crop = catalogue.find((entry) => entry.name === 'Maize') as Crop;
    expect(crop).toBeDefined();
    const added = await api(stageUrl, 'POST', `/field/season/define/?team=${owner.teamId}`, {
      token: owner.session.idToken,
      body: { crop: crop.id, sowing_date: `${LAST_YEAR}-06-03`, harvest_date: `${LAST_YEAR}-10-15`, season: LAST_YEAR, field: fields.planned.id },
    });
    expect(added.status).toBe(201);
    planned = CropSeason.parse(added.body);
    await store(fields.planned, LAST_YEAR, [
      event('sowing', `${LAST_YEAR}-06-12`),
      event('emergence', `${LAST_YEAR}-06-24`, 'medium'),
      event('peak', `${LAST_YEAR}-08-10`),
      event('senescence', `${LAST_YEAR}-09-18`, 'low'),
      event('harvest', `${LAST_YEAR}-10-05`, 'medium'),
    ], 'harvested');
    await store(fields.fallow, LAST_YEAR, [], 'fallow');
  }, 60_000);

  const report = async (field: Field) => {
    const answer = await get(`/field/report/?team=${owner.teamId}&field_id=${field.id}&start_date=${from}&end_date=${to}`);
    expect(answer.status).toBe(200);
    return FieldReport.array().length(1).parse(answer.body)[0] as FieldReport;
  };

  const pdfWords = async (field: Field) => {
    const response = await fetch(`${stageUrl}${API_PREFIX}/field/report/pdf/?team=${owner.teamId}&field_id=${field.id}&start_date=${from}&end_date=${to}`, {
      headers: { authorization: `Bearer ${owner.session.idToken}` },
    });
    expect(response.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'season-report-')), 'report.pdf');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  };

  it('words each detected event of the period with its confidence and its difference from the planned dates', async () => {
    const { season } = await report(fields.planned);
    expect(season?.years).toEqual([LAST_YEAR]);
    expect(season?.messages).toEqual([]);
    expect(season?.events.map((item) => translateText('en', item.sentence))).toEqual([
      'Sown about 12 June (high confidence), 9 days after the planned date',
      'Emerged about 24 June (medium confidence)',
      'Peak about 10 August (high confidence)',
      'Senescence about 18 September (low confidence)',
      'Harvested about 5 October (medium confidence), 10 days before the planned date',
    ]);
    expect(season?.events[0]).toMatchObject({ kind: 'sowing', planned_date: planned.sowing_date, plan_difference_days: 9, season: 1 });
    expect(season?.events[4]).toMatchObject({ kind: 'harvest', planned_date: planned.harvest_date, plan_difference_days: -10 });

    // A shorter period keeps only its own events.
    const july = await get(`/field/report/?team=${owner.teamId}&field_id=${fields.planned.id}&start_date=${LAST_YEAR}-07-01&end_date=${LAST_YEAR}-08-31`);
    expect(FieldReport.array().parse(july.body)[0]?.season?.events.map((item) => item.kind)).toEqual(['peak']);

    const words = await pdfWords(fields.planned);
    expect(words).toContain('Sown about 12 June (high confidence), 9 days after the planned date.');
    expect(words).toContain('Harvested about 5 October (medium confidence), 10 days before the planned date.');
  });

  it('detects a year nothing is stored for, as the season route does, and keeps what it found', async () => {
    // No imagery near this field: the detection says there are too few views rather than inventing a season.
    const { season } = await report(fields.undetected);
    expect(season).toEqual({ years: [LAST_YEAR], events: [], messages: [SEASON_MESSAGES.unknown(LAST_YEAR)] });
    const stored = await storedFieldSeason(owner.teamId, fields.undetected.id, LAST_YEAR);
    expect(stored).toMatchObject({ boundaryHash: boundaryHashOfField(fields.undetected), detection: { landUse: 'unknown', events: [] } });
  });

  it('says no crop season was detected in a year without one, in JSON and in the PDF', async () => {
    const { season } = await report(fields.fallow);
    expect(season).toEqual({ years: [LAST_YEAR], events: [], messages: [SEASON_MESSAGES.noSeason(LAST_YEAR)] });
    expect(await pdfWords(fields.fallow)).toContain(translateText('en', SEASON_MESSAGES.noSeason(LAST_YEAR)));
  });
});

describe('the report of a demo field', () => {
  it('says when the demo maize was sown and harvested against its plan, with the season route’s dates and differences', async () => {
    const year = demoYear();
    const demo = await signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const maize = Field.array().parse((await api(stageUrl, 'GET', '/field/', { token: demo.idToken })).body).find((field) => field.name === 'North Maize') as Field;
    // The season route detects and stores the year (asked again while days of its series are still computing).
    let answer: SeasonResponse | undefined;
    for (let attempt = 0; attempt < 8 && (!answer || answer.pending.length > 0); attempt++) {
      const { status, body } = await api(stageUrl, 'GET', `/monitoring/season/?field=${maize.id}&year=${year}`, { token: demo.idToken });
      expect(status, JSON.stringify(body)).toBe(200);
      answer = SeasonResponse.parse(body);
    }
    const [from, to] = [`${year}-04-15`, `${year}-10-31`];
    const { status, body } = await api(stageUrl, 'GET', `/field/report/?field_id=${maize.id}&start_date=${from}&end_date=${to}`, { token: demo.idToken });
    expect(status).toBe(200);
    const season = FieldReport.array().parse(body)[0]?.season;
    const inPeriod = (answer?.events ?? []).filter((item) => item.date >= from && item.date <= to);
    expect(inPeriod.some((item) => item.kind === 'sowing')).toBe(true);
    expect(season?.events.map((item) => [item.kind, item.date, item.confidence])).toEqual(inPeriod.map((item) => [item.kind, item.date, item.confidence]));
    // The demo plan holds the true dates: the report's differences are the route's.
    const plan = answer?.planned.find((item) => item.detectedSeason !== null);
    expect(plan).toBeDefined();
    const sowing = season?.events.find((item) => item.kind === 'sowing' && item.season === plan?.detectedSeason);
    expect(sowing).toMatchObject({ planned_date: plan?.sowing_date, plan_difference_days: plan?.sowingDifferenceDays });
    expect(sowing?.sentence).toBe(SEASON_MESSAGES.event('sowing', sowing?.date ?? '', sowing?.confidence ?? 'low', plan?.sowingDifferenceDays ?? null));
    const harvest = season?.events.find((item) => item.kind === 'harvest' && item.season === plan?.detectedSeason);
    if (plan?.harvestDifferenceDays !== null && harvest) expect(harvest.plan_difference_days).toBe(plan?.harvestDifferenceDays);
  }, 240_000);
});
