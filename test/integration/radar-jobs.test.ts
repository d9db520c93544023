import type { SQSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { db, statsDb } from '../../functions/core/db/service';
import { fieldForImagery } from '../../functions/core/imagery/field-shape';
import { type IndexJob, plannerDeps, planTeam } from '../../functions/core/imagery/index-jobs';
import { runIndexJob } from '../../functions/core/imagery/index-worker';
import { radarPassKey } from '../../functions/core/imagery/radar-planning';
import { radarPointOf, radarPointOfStatistics, storedRadarItems } from '../../functions/core/imagery/radar-store';
import type { RadarIndexJob } from '../../functions/core/queues/index-messages';
import { handler as indexWorker } from '../../functions/events/index-job';
import { demoYear } from '../../functions/imagery/demo/local-catalog';
import { computeRadarStatistics } from '../../functions/imagery/radar/radar-statistics';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/**
 * The scheduled planner and the index worker on a stage with radar (the local stage's demo Sentinel-1): the planner
 * sends one radar job per (field, pass) beside the optical days, the worker stores each pass once, the radar cursor
 * lets go of stored passes, and deleting the field deletes its radar statistics and cursor.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const YEAR = demoYear();
/** The planner as it ran on 20 August of the demo year (the stage's look-back reaches into July). */
const NOW = new Date(`${YEAR}-08-20T12:00:00Z`);

let owner: Owner;
let fieldId: string;

const record = (job: IndexJob, id: string) => ({ messageId: id, body: JSON.stringify(job), attributes: { ApproximateReceiveCount: '1' } });
const work = (jobs: IndexJob[]) => indexWorker({ Records: jobs.map((job, i) => record(job, `m${i}`)) } as unknown as SQSEvent);

beforeAll(async () => {
  owner = await newOwner(stageUrl, sesEndpoint, 'radar-jobs');
  const drawn = await api(stageUrl, 'POST', '/field/draw/', {
    token: owner.session.idToken,
    body: { name: 'Radar Plot', coordinates: [[8.6795, 9.0862], [8.6830, 9.0862], [8.6830, 9.0890], [8.6795, 9.0890], [8.6795, 9.0862]] },
  });
  expect(drawn.status).toBeLessThan(300);
  fieldId = (drawn.body as { id: string }).id;
}, 60_000);

describe('radar planning and the worker', () => {
  let radarJobs: RadarIndexJob[];

  it('plans one radar job per demo pass over the field, beside the optical days, and keeps the passes on the radar cursor', async () => {
    const sent: IndexJob[] = [];
    // A drained queue (the stage's own jobs may be waiting): the field's whole look-back is planned now.
    const plans = await planTeam(owner.teamId, { ...plannerDeps(), now: () => NOW, backlog: async () => ({ messages: 0, limit: 1 }), send: async (jobs) => void sent.push(...jobs) });
    radarJobs = sent.filter((job): job is RadarIndexJob => job.sensor === 'radar');
    const optical = sent.filter((job) => job.sensor !== 'radar');
    expect(optical.length).toBeGreaterThan(0);
    // The stage looks 60 days back; the demo's two orbits give a pass every 6 days, alternating.
    expect(radarJobs.length).toBeGreaterThanOrEqual(9);
    const days = radarJobs.map((job) => Date.parse(job.date) / 86_400_000).sort((a, b) => a - b);
    expect(days.slice(1).map((day, i) => day - days[i]!)).toEqual(days.slice(1).map(() => 6));
    expect(radarJobs.every((job, i) => i === 0 || job.relativeOrbit !== radarJobs[i - 1]!.relativeOrbit)).toBe(true);
    expect(radarJobs.every((job) => job.fieldId === fieldId && job.scenes.every((scene) => scene.date === job.date && scene.relativeOrbit === job.relativeOrbit))).toBe(true);
    expect(plans).toEqual([{ fieldId, days: sent.length }]);
    const cursor = (await db().entities.radarPlan.get({ teamId: owner.teamId, fieldId }).go()).data;
    expect(cursor?.pending?.map((day) => day.date).sort()).toEqual(radarJobs.map((job) => radarPassKey(job.date, job.relativeOrbit)).sort());
  }, 120_000);

  it('stores each pass it is sent once, with the engine’s statistics, and lets the cursor go of stored passes', async () => {
    const july = radarJobs.filter((job) => job.date.startsWith(`${YEAR}-07`));
    expect(july.length).toBeGreaterThanOrEqual(4);
    expect((await work(july)).batchItemFailures).toEqual([]);
    const items = await storedRadarItems(owner.teamId, fieldId, `${YEAR}-07-01`, `${YEAR}-07-31`);
    expect(items.map((item) => radarPassKey(item.date, item.relativeOrbit ?? null)).sort()).toEqual(july.map((job) => radarPassKey(job.date, job.relativeOrbit)).sort());
    const field = await fieldForImagery(owner.teamId, fieldId);
    const first = july[0]!;
    const stats = await computeRadarStatistics({ field: field.shape, scenes: first.scenes });
    const stored = items.find((item) => item.date === first.date && item.relativeOrbit === first.relativeOrbit)!;
    expect(radarPointOf(stored)).toEqual(radarPointOfStatistics(stats));
    expect(stored.validPixelCount).toBeGreaterThan(0);
    // A repeated message is skipped; the item is not written again.
    expect(await runIndexJob(first)).toBe('skipped');
    const again = await storedRadarItems(owner.teamId, fieldId, first.date, first.date);
    expect(again.find((item) => item.relativeOrbit === first.relativeOrbit)?.computedAt).toBe(stored.computedAt);
    // The next planner run lets go of the stored passes and sends nothing new.
    const sent: IndexJob[] = [];
    await planTeam(owner.teamId, { ...plannerDeps(), now: () => new Date(NOW.getTime() + 3_600_000), backlog: async () => ({ messages: 0, limit: 1 }), send: async (jobs) => void sent.push(...jobs) });
    expect(sent).toEqual([]);
    const cursor = (await db().entities.radarPlan.get({ teamId: owner.teamId, fieldId }).go()).data;
    const pending = new Set(cursor?.pending?.map((day) => day.date));
    expect(july.some((job) => pending.has(radarPassKey(job.date, job.relativeOrbit)))).toBe(false);
    expect(pending.size).toBe(radarJobs.length - july.length);
  }, 120_000);

  it('answers gone for a deleted field, whose radar statistics and radar cursor are deleted with it', async () => {
    expect((await api(stageUrl, 'DELETE', `/field/${fieldId}/delete/`, { token: owner.session.idToken })).status).toBe(204);
    const radar = (await statsDb().entities.fieldRadarStat.query.byField({ teamId: owner.teamId }).go({ pages: 'all' })).data;
    expect(radar).toEqual([]);
    expect((await db().entities.radarPlan.get({ teamId: owner.teamId, fieldId }).go()).data).toBeNull();
    expect(await runIndexJob(radarJobs.at(-1)!)).toBe('gone');
  }, 60_000);
});
