import type { SQSEvent } from 'aws-lambda';
import { translateText } from '../../functions/core/i18n/translate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fieldSeasons } from '../../functions/core/crops/crop-seasons';
import { db, statsDb } from '../../functions/core/db/service';
import { encodeRings } from '../../functions/core/fields/polyline';
import { fieldForImagery, teamOfField } from '../../functions/core/imagery/field-shape';
import { type IndexJob, plannerDeps, planTeam } from '../../functions/core/imagery/index-jobs';
import { runIndexJob } from '../../functions/core/imagery/index-worker';
import { detectSeasons } from '../../functions/core/season/season-detection';
import { storedSeasonInput } from '../../functions/core/season/season-inputs';
import { redetectStoredSeason, seasonAfterStoredDay, StoredDayDetections } from '../../functions/core/season/season-precompute';
import { storedFieldSeason, storedStages } from '../../functions/core/season/season-store';
import { seasonWindow } from '../../functions/core/season/season-window';
import { quietLogger } from '../../functions/core/logger';
import { handler as indexWorker } from '../../functions/events/index-job';
import { isRadarJob } from '../../functions/core/queues/index-messages';
import { calendarSeasons } from '../../functions/imagery/demo/crop-calendar';
import { demoYear } from '../../functions/imagery/demo/local-catalog';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { DEMO_PLAN_CROPS, DEMO_PLAN_YEARS, demoPlanSeasons } from '../../infra/local/demo-crop-plan';
import { CropSeason } from '../../shared/api/schemas/crops';
import { Field } from '../../shared/api/schemas/fields';
import { FIRST_SEASON_YEAR, SeasonResponse } from '../../shared/api/schemas/season';
import { fieldStageOn, PLAN_CHECK, SEASON_MESSAGES } from '../../shared/domain/season';
import { api, signIn, type Session } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/**
 * GET /monitoring/season/ on the local stage: the demo owner's fields under the demo imagery (whose crop calendar is
 * the truth, and the demo team's crop plan holds it), plans that disagree or find nothing, the errors, and the
 * detection the index worker stores for the current year from stored values.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const YEAR = demoYear();
const CURRENT_YEAR = new Date().getUTCFullYear();
const today = () => new Date().toISOString().slice(0, 10);

let owner: Session;
let teamId: string;
let stranger: Owner;
let fields: Field[];
const byName = (name: string) => fields.find((field) => field.name === name) as Field;
/** Seasons this file plans on the demo team, removed again after it. */
const added: string[] = [];

const get = (path: string, session: Session = owner) => api(stageUrl, 'GET', path, { token: session.idToken });

/** The season of a field's year; a request computes what it can within its budget, so ask until nothing is pending. */
async function season(fieldId: string, year = YEAR): Promise<SeasonResponse> {
  for (let attempt = 0; ; attempt++) {
    const { status, body } = await get(`/monitoring/season/?field=${fieldId}&year=${year}`);
    expect(status, JSON.stringify(body)).toBe(200);
    const answer = SeasonResponse.parse(body);
    if (answer.pending.length === 0 || attempt >= 8) return answer;
  }
}

async function plan(fieldId: string, cropName: string, sowing: string, harvest: string): Promise<CropSeason> {
  const crops = (await get('/field/crop/list/')).body as Array<{ id: string; name: string }>;
  const crop = crops.find((entry) => entry.name === cropName);
  expect(crop).toBeDefined();
  const { status, body } = await api(stageUrl, 'POST', '/field/season/define/', {
    token: owner.idToken,
    body: { crop: crop?.id, field: fieldId, season: Number(sowing.slice(0, 4)), sowing_date: sowing, harvest_date: harvest },
  });
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  const made = CropSeason.parse(body);
  added.push(made.id);
  return made;
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password), newOwner(stageUrl, sesEndpoint, 'season-other')]);
  fields = Field.array().parse((await get('/field/')).body);
  teamId = (await teamOfField(byName('North Maize').id)) ?? '';
  expect(teamId).not.toBe('');
}, 90_000);

afterAll(async () => {
  for (const id of added) await api(stageUrl, 'DELETE', `/field/season/${id}`, { token: owner.idToken });
}, 60_000);

describe('the demo crop plan', () => {
  it('holds each demo field’s true sowing and harvest for the five demo years, the fallow field none', async () => {
    const maize = byName('North Maize');
    const planned = await fieldSeasons(teamId, maize.id);
    const expected = calendarSeasons('maize', YEAR)[0];
    const ofYear = planned.filter((entry) => entry.season === YEAR && entry.crop.name === DEMO_PLAN_CROPS.maize);
    expect(ofYear.map((entry) => [entry.sowing_date, entry.harvest_date])).toContainEqual([expected?.sowing, expected?.harvest]);
    expect(new Set(planned.filter((entry) => entry.crop.name === 'Maize').map((entry) => entry.season))).toEqual(
      new Set(Array.from({ length: DEMO_PLAN_YEARS }, (_, offset) => CURRENT_YEAR - DEMO_PLAN_YEARS + 1 + offset)),
    );
    // Two seasons a year where the calendar has two.
    const vegetables = (await fieldSeasons(teamId, byName('Vegetable Garden').id, YEAR)).filter((entry) => entry.crop.name === DEMO_PLAN_CROPS.vegetables);
    expect(vegetables.map((entry) => entry.sowing_date)).toEqual(calendarSeasons('vegetables', YEAR).map((entry) => entry.sowing));
    expect(await fieldSeasons(teamId, byName('Fallow Corner').id)).toEqual([]);
    // Every season the plan asks for is there once (seeding again adds none).
    const ids = new Map(fields.map((field) => [field.name, field.id]));
    const wanted = demoPlanSeasons(ids, CURRENT_YEAR);
    for (const entry of wanted) {
      const matches = (await fieldSeasons(teamId, entry.fieldId, entry.year)).filter((seasonOf) => seasonOf.crop.name === entry.cropName && seasonOf.sowing_date === entry.sowing);
      expect(matches).toHaveLength(1);
    }
  }, 60_000);
});

describe('GET /monitoring/season/', () => {
  let maize: SeasonResponse;
  beforeAll(async () => {
    maize = await season(byName('North Maize').id);
  }, 600_000);

  it('detects the maize field’s sowing and harvest with their evidence, against the planned (true) dates', () => {
    const truth = calendarSeasons('maize', YEAR)[0];
    expect(maize.field).toEqual({ id: byName('North Maize').id, name: 'North Maize' });
    expect(maize.pending).toEqual([]);
    expect(maize.landUse).toBe('crop');
    expect(maize.message).toBeNull();
    const kinds = maize.events.map((event) => event.kind);
    expect(kinds).toContain('sowing');
    expect(kinds).toContain('harvest');
    for (const event of maize.events) {
      expect(event.evidence.rule.length).toBeGreaterThan(10);
      expect(event.evidence.points.length).toBeGreaterThan(0);
    }
    const sowing = maize.events.find((event) => event.kind === 'sowing');
    const demoPlan = maize.planned.find((entry) => entry.sowing_date === truth?.sowing);
    expect(demoPlan).toMatchObject({ crop: 'Maize', harvest_date: truth?.harvest, detectedSowing: sowing?.date, flag: null, message: null });
    // The plan holds the truth: the difference is the detection's error.
    expect(Math.abs(demoPlan?.sowingDifferenceDays ?? Infinity)).toBeLessThanOrEqual(PLAN_CHECK.disagreeDays);
    expect(Math.abs(demoPlan?.harvestDifferenceDays ?? Infinity)).toBeLessThanOrEqual(PLAN_CHECK.disagreeDays);
    expect(maize.stage).toBe(fieldStageOn(maize.events, `${YEAR}-12-31`));
  });

  it('answers the stored detection again while nothing newer is stored', async () => {
    const stored = await storedFieldSeason(teamId, byName('North Maize').id, YEAR);
    expect(stored?.detectedAt).toBe(maize.detectedAt);
    expect(stored?.boundaryHash).toBe((await fieldForImagery(teamId, byName('North Maize').id)).boundaryHash);
    const again = await season(byName('North Maize').id);
    expect(again.detectedAt).toBe(maize.detectedAt);
    expect(again.events).toEqual(maize.events);
  }, 120_000);

  it('lets the season comparison detect a year nobody asked for from the stored days, as the route does', async () => {
    const maizeId = byName('North Maize').id;
    await statsDb().entities.fieldSeason.delete({ teamId, fieldId: maizeId, year: YEAR }).go();
    const { status, body } = await get(`/field/season/compare/?fields=${maizeId}&years=${YEAR}`);
    expect(status, JSON.stringify(body)).toBe(200);
    const row = (body as { rows: Array<{ detected_sowing: string | null; detected_harvest: string | null }> }).rows[0];
    const truth = calendarSeasons('maize', YEAR)[0];
    const routeSeason = maize.seasons.find((entry) => entry.start !== null && Math.abs(Date.parse(entry.start) - Date.parse(truth?.sowing ?? '')) < 30 * 86_400_000);
    expect(row).toMatchObject({ detected_sowing: routeSeason?.start, detected_harvest: routeSeason?.end });
    // Stored again; from the stored (rounded) means, the same dates (peak and amplitude may differ in the third decimal).
    const dates = (seasons: ReadonlyArray<{ start: string | null; end: string | null }> = []) => seasons.map(({ start, end }) => ({ start, end }));
    expect(dates((await storedFieldSeason(teamId, maizeId, YEAR))?.detection.seasons)).toEqual(dates(maize.seasons));
  }, 120_000);

  it('flags a plan 30 days off the detected season as disagreeing', async () => {
    const truth = calendarSeasons('maize', YEAR)[0];
    const shift = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    const late = await plan(byName('North Maize').id, 'Maize', shift(truth?.sowing ?? ''), shift(truth?.harvest ?? ''));
    const answer = await season(byName('North Maize').id);
    const row = answer.planned.find((entry) => entry.id === late.id);
    const detected = answer.seasons[0];
    expect(row?.flag).toBe('disagrees');
    expect(row?.detectedSowing).toBe(detected?.start);
    expect(row?.sowingDifferenceDays).toBe(Math.round((Date.parse(detected?.start ?? '') - Date.parse(late.sowing_date)) / 86_400_000));
    const furthest = Math.max(Math.abs(row?.sowingDifferenceDays ?? 0), Math.abs(row?.harvestDifferenceDays ?? 0));
    expect(furthest).toBeGreaterThan(PLAN_CHECK.disagreeDays);
    expect(row?.message).toBe(SEASON_MESSAGES.flagDisagrees(furthest));
  }, 300_000);

  it('says no crop season on the fallow field and flags a crop planned there as not detected', async () => {
    const fallow = byName('Fallow Corner');
    const planned = await plan(fallow.id, 'Maize', `${YEAR}-05-10`, `${YEAR}-10-02`);
    const answer = await season(fallow.id);
    expect(answer.pending).toEqual([]);
    expect(answer.seasons).toEqual([]);
    expect(answer.events).toEqual([]);
    expect(['fallow', 'bare']).toContain(answer.landUse);
    expect(answer.message).not.toBeNull();
    expect(answer.stage).toBe('fallow');
    expect(answer.planned).toEqual([
      {
        id: planned.id,
        crop: 'Maize',
        sowing_date: `${YEAR}-05-10`,
        harvest_date: `${YEAR}-10-02`,
        detectedSeason: null,
        detectedSowing: null,
        detectedHarvest: null,
        sowingDifferenceDays: null,
        harvestDifferenceDays: null,
        flag: 'not-detected',
        message: SEASON_MESSAGES.flagNotDetected('Maize'),
      },
    ]);
  }, 600_000);

  it('answers another team’s field as not found and a bad or future year with the message', async () => {
    const maizeId = byName('North Maize').id;
    expect((await get(`/monitoring/season/?field=${maizeId}&year=${YEAR}`, stranger.session)).status).toBe(404);
    const message = translateText('en', SEASON_MESSAGES.yearOutOfRange(FIRST_SEASON_YEAR, CURRENT_YEAR));
    for (const year of [String(CURRENT_YEAR + 1), String(FIRST_SEASON_YEAR - 1), 'last', '2020.5']) {
      const { status, body } = await get(`/monitoring/season/?field=${maizeId}&year=${year}`);
      expect(status, year).toBe(400);
      expect(body, year).toMatchObject({ year: [message] });
    }
    const { status, body } = await get(`/monitoring/season/?year=${YEAR}`);
    expect(status).toBe(400);
    expect(body).toHaveProperty('field');
  }, 60_000);

  it('tells a field without imagery that there are too few views, inventing no season, and refuses a boundary the engine cannot use', async () => {
    // A degree west of the demo farm: no demo scene covers it.
    const drawn = await api(stageUrl, 'POST', '/field/draw/', {
      token: stranger.session.idToken,
      body: { name: 'West Plot', coordinates: [[7.6795, 9.0862], [7.683, 9.0862], [7.683, 9.089], [7.6795, 9.089], [7.6795, 9.0862]] },
    });
    expect(drawn.status).toBeLessThan(300);
    const id = (drawn.body as { id: string }).id;
    const { status, body } = await get(`/monitoring/season/?field=${id}&year=${YEAR}`, stranger.session);
    expect(status, JSON.stringify(body)).toBe(200);
    const answer = SeasonResponse.parse(body);
    expect(answer.landUse).toBe('unknown');
    expect(answer.events).toEqual([]);
    expect(answer.message).toBe(SEASON_MESSAGES.unknown(YEAR));

    // A boundary the imagery engine cannot use (written straight to the table, as an older release could have): 400.
    const bowTie: Array<[number, number]> = [[7.6795, 9.0862], [7.6815, 9.0882], [7.6815, 9.0862], [7.6795, 9.0872], [7.6795, 9.0862]];
    await db().entities.field.patch({ teamId: stranger.teamId, fieldId: id }).set({ boundary: encodeRings([bowTie]) }).go();
    const broken = await get(`/monitoring/season/?field=${id}&year=${YEAR}`, stranger.session);
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.body)).toMatch(/crosses itself/);
  }, 300_000);
});

describe('detection with the scheduled precompute', () => {
  const record = (job: IndexJob, id: string) => ({ messageId: id, body: JSON.stringify(job), attributes: { ApproximateReceiveCount: '1' } });

  it('stores the current year’s detection and stage from stored values when the worker stores a day, idempotently', async () => {
    const other = await newOwner(stageUrl, sesEndpoint, 'season-worker');
    const drawn = await api(stageUrl, 'POST', '/field/draw/', {
      token: other.session.idToken,
      body: { name: 'Worker Plot', coordinates: [[8.6795, 9.0862], [8.683, 9.0862], [8.683, 9.089], [8.6795, 9.089], [8.6795, 9.0862]] },
    });
    expect(drawn.status).toBeLessThan(300);
    const fieldId = (drawn.body as { id: string }).id;
    const sent: IndexJob[] = [];
    await planTeam(other.teamId, { ...plannerDeps(), backlog: async () => ({ messages: 0, limit: 1 }), send: async (jobs) => void sent.push(...jobs) });
    const jobs = sent.filter((job) => job.fieldId === fieldId).slice(-6);
    expect(jobs.length).toBeGreaterThan(0);
    expect((await indexWorker({ Records: jobs.map((job, i) => record(job, `s${i}`)) } as unknown as SQSEvent)).batchItemFailures).toEqual([]);

    const field = await fieldForImagery(other.teamId, fieldId);
    const stored = await storedFieldSeason(other.teamId, fieldId, CURRENT_YEAR);
    expect(stored).not.toBeNull();
    expect(stored?.boundaryHash).toBe(field.boundaryHash);
    // What the stored values give, detected again now; the window's days the worker has not stored yet are pending.
    const window = seasonWindow(CURRENT_YEAR, today());
    expect(window).not.toBeNull();
    if (!window) return;
    const fromTable = await storedSeasonInput(other.teamId, field, CURRENT_YEAR, window);
    expect(stored?.detection).toEqual(detectSeasons(fromTable.input));
    expect(stored?.pending).toEqual(fromTable.pending);
    expect(stored?.pending.length).toBeGreaterThan(0);
    expect(stored?.pending.some((day) => jobs.some((job) => !isRadarJob(job) && job.date === day))).toBe(false);
    const stages = await storedStages(other.teamId);
    expect(stages.get(fieldId)).toEqual({ stage: fieldStageOn(stored?.detection.events ?? [], today()), boundaryHash: field.boundaryHash, detectedAt: stored?.detectedAt });

    // A repeated message is skipped and detects nothing again.
    expect(await runIndexJob(jobs[0] as IndexJob)).toBe('skipped');
    expect((await storedFieldSeason(other.teamId, fieldId, CURRENT_YEAR))?.detectedAt).toBe(stored?.detectedAt);

    // A detection that fails is logged, not thrown: the day is stored, and the stored season stays as it was.
    const warnings: Array<{ message: string; data: Record<string, unknown> | undefined }> = [];
    const log = { ...quietLogger, warn: (message: string, data?: Record<string, unknown>) => void warnings.push({ message, data }) };
    await expect(seasonAfterStoredDay(other.teamId, field, today(), { log, detect: () => { throw new Error('detector down'); } })).resolves.toBeUndefined();
    expect(warnings).toEqual([{ message: 'season detection after a stored day failed', data: { fieldId, date: today(), error: 'detector down' } }]);
    expect((await storedFieldSeason(other.teamId, fieldId, CURRENT_YEAR))?.detectedAt).toBe(stored?.detectedAt);
    // A day outside the current year's window detects nothing.
    expect(await redetectStoredSeason(other.teamId, field, `${CURRENT_YEAR - 2}-06-01`)).toBeNull();

    // A batch's stored days detect once per field, after the batch.
    const batch = new StoredDayDetections();
    for (const job of jobs) batch.add(other.teamId, field, job.date);
    expect(await batch.run()).toBe(1);
    expect(await batch.run()).toBe(0);
    const rerun = await storedFieldSeason(other.teamId, fieldId, CURRENT_YEAR);
    expect(rerun?.detectedAt).not.toBe(stored?.detectedAt);
    expect(rerun?.detection).toEqual(stored?.detection);

    // With days pending, the route detects again from the whole series and stores the complete detection.
    let answer: SeasonResponse | null = null;
    for (let attempt = 0; attempt < 8 && (answer === null || answer.pending.length > 0); attempt++) {
      const { status, body } = await api(stageUrl, 'GET', `/monitoring/season/?field=${fieldId}&year=${CURRENT_YEAR}`, { token: other.session.idToken });
      expect(status, JSON.stringify(body)).toBe(200);
      answer = SeasonResponse.parse(body);
    }
    expect(answer?.pending).toEqual([]);
    expect(answer?.detectedAt).not.toBe(stored?.detectedAt);
    expect((await storedFieldSeason(other.teamId, fieldId, CURRENT_YEAR))?.detectedAt).toBe(answer?.detectedAt);

    // Deleting the field deletes its season and stage.
    expect((await api(stageUrl, 'DELETE', `/field/${fieldId}/delete/`, { token: other.session.idToken })).status).toBe(204);
    expect(await storedFieldSeason(other.teamId, fieldId, CURRENT_YEAR)).toBeNull();
    expect((await statsDb().entities.fieldStage.query.byTeam({ teamId: other.teamId }).go()).data).toEqual([]);
  }, 300_000);
});
