import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mapLimit } from '../../imagery/cog/concurrency';
import { ReadMeter } from '../../imagery/cog/byte-source';
import { computeFieldStatistics } from '../../imagery/compute/field-statistics';
import { ScenePool } from '../../imagery/compute/scene-reader';
import { InvalidGeometryError, NoSceneError } from '../../imagery/errors';
import type { Scene } from '../../imagery/scene';
import { NotFoundError } from '../errors';
import type { Logger } from '../logger';
import type { IndexPlanItem } from '../db/imagery-entities';
import { indexJobsQueueUrl } from '../config';
import { db } from '../db/service';
import { addDays, firstLookDay, STAT_INDICES, today } from './config';
import { fieldForImagery, imageryField, type ImageryField } from './field-shape';
import { sceneDays, sceneSearchDeps, type SceneSearchDeps } from './scene-search';
import { dayIsComplete, putDay, storedDay } from './stat-store';

/**
 * The index jobs. The scheduled planner visits every team (the TEAMS list on gsi2, one Query), each team's fields
 * and planner cursors (two Queries of the team's partition), searches the STAC API per field since the field's
 * cursor, and sends one message per (field, acquisition day) — the day's scenes travel in the message. The worker
 * computes every index of that pair and stores it; it is idempotent (a pair already stored is skipped) and shares
 * its scene readers between consecutive messages of the same day (the planner sends a team's jobs day by day).
 */
export interface IndexJob {
  v: 1;
  teamId: string;
  fieldId: string;
  date: string;
  boundaryHash: string;
  scenes: Scene[];
}

/** Days before the cursor searched again, so that a scene published late for an already planned day is found. */
const OVERLAP_DAYS = 5;

export interface PlannerDeps {
  search: SceneSearchDeps;
  send: (jobs: IndexJob[]) => Promise<void>;
  now: () => Date;
  log?: Logger;
}

let sqs: SQSClient | undefined;

export async function sendIndexJobs(jobs: IndexJob[]): Promise<void> {
  const queueUrl = indexJobsQueueUrl();
  sqs ??= new SQSClient({});
  for (let i = 0; i < jobs.length; i += 10) {
    const batch = jobs.slice(i, i + 10);
    const { Failed = [] } = await sqs.send(
      new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: batch.map((job, k) => ({ Id: String(k), MessageBody: JSON.stringify(job) })) }),
    );
    if (Failed.length > 0) throw new Error(`${Failed.length} index jobs were not queued: ${Failed[0]?.Message ?? Failed[0]?.Code}`);
  }
}

export function plannerDeps(log?: Logger): PlannerDeps {
  return { search: sceneSearchDeps(), send: sendIndexJobs, now: () => new Date(), ...(log ? { log } : {}) };
}

export interface FieldPlan {
  fieldId: string;
  days: number;
  error?: { code: string; message: string };
}

/** The jobs of one field since its cursor, and the cursor to store once they are sent. */
async function planField(field: ImageryField, plan: IndexPlanItem | undefined, deps: PlannerDeps) {
  const now = deps.now();
  const fresh = !plan || plan.boundaryHash !== field.boundaryHash;
  const from = fresh ? firstLookDay(now) : addDays(plan.plannedThrough, -OVERLAP_DAYS);
  const days = await sceneDays(field.shape.bbox, from, today(now), deps.search);
  const known = new Set(fresh ? [] : plan.recentSceneIds);
  const wanted = days.filter((day) => fresh || day.date > plan.plannedThrough || day.scenes.some((scene) => !known.has(scene.id)));
  const jobs: IndexJob[] = wanted.map((day) => ({ v: 1, teamId: field.teamId, fieldId: field.fieldId, date: day.date, boundaryHash: field.boundaryHash, scenes: day.scenes }));
  const last = days.at(-1)?.date;
  const plannedThrough = [fresh ? addDays(from, -1) : plan.plannedThrough, last ?? ''].sort().at(-1) as string;
  const recentSceneIds = days.filter((day) => day.date > addDays(plannedThrough, -OVERLAP_DAYS - 1)).flatMap((day) => day.scenes.map((scene) => scene.id));
  return { jobs, cursor: { teamId: field.teamId, fieldId: field.fieldId, plannedThrough, recentSceneIds, boundaryHash: field.boundaryHash } };
}

/** Plans every field of a team; a field whose search fails keeps its cursor (planned again next run). */
export async function planTeam(teamId: string, deps: PlannerDeps): Promise<FieldPlan[]> {
  const [{ data: fieldItems }, { data: plans }] = await Promise.all([
    db().entities.field.query.byTeam({ teamId }).go({ pages: 'all' }),
    db().entities.indexPlan.query.byTeam({ teamId }).go({ pages: 'all' }),
  ]);
  const cursors = new Map(plans.map((plan) => [plan.fieldId, plan]));
  type Planned = { fieldId: string; jobs: IndexJob[]; cursor?: Awaited<ReturnType<typeof planField>>['cursor'] } | { fieldId: string; error: { code: string; message: string } };
  const planned = await mapLimit(fieldItems, 4, async (item): Promise<Planned> => {
    try {
      return { fieldId: item.fieldId, ...(await planField(imageryField(item), cursors.get(item.fieldId), deps)) };
    } catch (error) {
      // An outline the engine cannot use will not get better by retrying: said once per run, not a failure.
      if (error instanceof InvalidGeometryError) {
        deps.log?.warn('field outline unusable for imagery', { teamId, fieldId: item.fieldId, error });
        return { fieldId: item.fieldId, jobs: [] };
      }
      const code = (error as { code?: string }).code ?? 'ERROR';
      deps.log?.warn('field not planned', { teamId, fieldId: item.fieldId, code, error });
      return { fieldId: item.fieldId, error: { code, message: (error as Error).message } };
    }
  });
  // Day by day across the team's fields: consecutive messages share the day's scene readers in the worker.
  const jobs = planned.flatMap((entry) => ('jobs' in entry ? entry.jobs : [])).sort((a, b) => a.date.localeCompare(b.date) || a.fieldId.localeCompare(b.fieldId));
  await deps.send(jobs);
  const cursorsToWrite = planned.flatMap((entry) => ('cursor' in entry && entry.cursor ? [entry.cursor] : []));
  if (cursorsToWrite.length > 0) {
    const { unprocessed } = await db().entities.indexPlan.put(cursorsToWrite).go();
    if (unprocessed.length > 0) throw new Error(`${unprocessed.length} planner cursors were not written`);
  }
  return planned.map((entry) => ('error' in entry ? { fieldId: entry.fieldId, days: 0, error: entry.error } : { fieldId: entry.fieldId, days: entry.jobs.length }));
}

export interface PlannerRun {
  teams: number;
  fields: number;
  jobs: number;
  failedFields: number;
}

export class PlannerFailed extends Error {
  constructor(readonly run: PlannerRun) {
    super(`the index planner could not plan ${run.failedFields} of ${run.fields} fields`);
  }
}

/** Every team from the TEAMS list (gsi2): one Query, no Scan. */
export async function plannerRun(deps: PlannerDeps, options: { remainingMs?: () => number } = {}): Promise<PlannerRun> {
  const { data: teams } = await db().entities.team.query.all({}).go({ pages: 'all', attributes: ['teamId', 'adminApproved'] });
  const run: PlannerRun = { teams: 0, fields: 0, jobs: 0, failedFields: 0 };
  // A team staff have not approved (or revoked) gets no scheduled computation until it is approved.
  for (const { teamId } of teams.filter((team) => team.adminApproved !== false)) {
    // Leave time to finish cleanly; the next run continues from the cursors.
    if (options.remainingMs && options.remainingMs() < 30_000) break;
    try {
      const plans = await planTeam(teamId, deps);
      run.teams++;
      run.fields += plans.length;
      run.jobs += plans.reduce((sum, plan) => sum + plan.days, 0);
      run.failedFields += plans.filter((plan) => plan.error).length;
    } catch (error) {
      deps.log?.error('team not planned', { teamId, error });
      run.failedFields++;
    }
  }
  if (run.failedFields > 0) throw new PlannerFailed(run);
  return run;
}

/** The worker's readers of the day it last worked on (a warm container reuses them for the next message). */
let current: { key: string; pool: ScenePool } | null = null;

function poolFor(scenes: readonly Scene[]): ScenePool {
  const key = scenes.map((scene) => scene.id).sort().join(',');
  if (current?.key === key) return current.pool;
  void current?.pool.close();
  current = { key, pool: new ScenePool(new ReadMeter()) };
  return current.pool;
}

export async function closeWorkerPool(): Promise<void> {
  await current?.pool.close();
  current = null;
}

export type JobOutcome = 'stored' | 'skipped' | 'gone';

export function parseIndexJob(body: string): IndexJob {
  const job = JSON.parse(body) as Partial<IndexJob>;
  if (job.v !== 1 || typeof job.teamId !== 'string' || typeof job.fieldId !== 'string' || typeof job.date !== 'string' || !Array.isArray(job.scenes) || job.scenes.length === 0) {
    throw new Error('not an index job');
  }
  return job as IndexJob;
}

/**
 * Computes and stores every index of one (field, day). Resolves 'gone' for a deleted field and 'skipped' for a
 * day already stored or one the field is not on; throws on anything worth retrying (imagery unreadable, STAC,
 * DynamoDB), leaving nothing stored for the day.
 */
export async function runIndexJob(job: IndexJob, log?: Logger): Promise<JobOutcome> {
  let field: ImageryField;
  let stored: Awaited<ReturnType<typeof storedDay>>;
  try {
    [field, stored] = await Promise.all([fieldForImagery(job.teamId, job.fieldId), storedDay(job.teamId, job.fieldId, job.date)]);
  } catch (error) {
    if (error instanceof NotFoundError) return 'gone';
    throw error;
  }
  if (dayIsComplete(stored, field.boundaryHash)) return 'skipped';
  const pool = poolFor(job.scenes);
  try {
    const day = await computeFieldStatistics({ field: field.shape, scenes: job.scenes, indices: STAT_INDICES, pool });
    await putDay(job.teamId, job.fieldId, field.boundaryHash, day);
    return 'stored';
  } catch (error) {
    if (error instanceof NoSceneError || error instanceof InvalidGeometryError) {
      log?.warn('index job cannot be computed', { fieldId: job.fieldId, date: job.date, code: error.code });
      return 'skipped';
    }
    await closeWorkerPool();
    throw error;
  }
}
