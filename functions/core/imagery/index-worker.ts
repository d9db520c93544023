import { ReadMeter } from '../../imagery/cog/byte-source';
import { computeFieldStatistics } from '../../imagery/compute/field-statistics';
import { ScenePool } from '../../imagery/compute/scene-reader';
import { InvalidGeometryError, NoSceneError } from '../../imagery/errors';
import type { Scene } from '../../imagery/scene';
import { NotFoundError } from '../errors';
import type { Logger } from '../logger';
import { isRadarJob, type IndexJob, type RadarIndexJob } from '../queues/index-messages';
import { parseQueueMessage } from '../queues/queue-messages';
import { STAT_INDICES } from './config';
import { putDay } from './computed-day-writes';
import { fieldForImagery, type ImageryField } from './field-shape';
import { dayIsComplete, storedDay } from './stat-store';
import { computeRadarStatistics } from '../../imagery/radar/radar-statistics';
import { putRadarStatistics, radarPassIsCurrent, storedRadarPass } from './radar-store';
import { seasonAfterStoredDay, type StoredDayDetections } from '../season/season-precompute';
import type { ZoneRefreshes } from './zone-precompute';

/**
 * The index worker's work: one (field, day) computed and stored per index-jobs message; a stored day of the current
 * year's window detects the field's seasons again from stored values (season-precompute.ts), at once or, given the
 * batch's `detections`, once per field after the batch; given the batch's `zones`, the field's productivity zones are
 * refreshed after the batch too (zone-precompute.ts).
 */
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

async function detectAfter(teamId: string, field: ImageryField, day: string, log: Logger | undefined, detections: StoredDayDetections | undefined): Promise<void> {
  if (detections) detections.add(teamId, field, day);
  else await seasonAfterStoredDay(teamId, field, day, log ? { log } : {});
}

/** An index job's body parsed by its schema (the worker dead-letters one that does not parse). */
export function parseIndexJob(body: string): IndexJob {
  const parsed = parseQueueMessage('indexJobs', body);
  if (!('message' in parsed)) throw new Error('not an index job');
  return parsed.message;
}

/**
 * Computes and stores every index of one (field, day). Resolves 'gone' for a deleted field and 'skipped' for a
 * day already stored or one the field is not on; throws on anything worth retrying (imagery unreadable, STAC,
 * DynamoDB), leaving nothing stored for the day.
 */
export async function runIndexJob(job: IndexJob, log?: Logger, detections?: StoredDayDetections, zones?: ZoneRefreshes): Promise<JobOutcome> {
  if (isRadarJob(job)) return runRadarJob(job, log, detections);
  let field: ImageryField;
  let stored: Awaited<ReturnType<typeof storedDay>>;
  try {
    [field, stored] = await Promise.all([fieldForImagery(job.teamId, job.fieldId), storedDay(job.teamId, job.fieldId, job.date)]);
  } catch (error) {
    if (error instanceof NotFoundError) return 'gone';
    // A boundary the engine cannot use (the planner records why on the field) does not get better by retrying.
    if (error instanceof InvalidGeometryError) {
      log?.warn('index job cannot be computed', { fieldId: job.fieldId, date: job.date, code: error.code });
      return 'skipped';
    }
    throw error;
  }
  if (dayIsComplete(stored, field.boundaryHash)) {
    // A day sent again (a stage whose queue was lost) still lets a field without zones get them.
    zones?.add(job.teamId, field);
    return 'skipped';
  }
  const pool = poolFor(job.scenes);
  try {
    const day = await computeFieldStatistics({ field: field.shape, scenes: job.scenes, indices: STAT_INDICES, pool });
    await putDay(job.teamId, job.fieldId, field.boundaryHash, day);
    await detectAfter(job.teamId, field, job.date, log, detections);
    // Productivity zones are refreshed after the batch (a batch without that list refreshes nothing).
    zones?.add(job.teamId, field);
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

/**
 * Computes and stores the radar statistics of one (field, pass), as runIndexJob does a day: 'gone' for a deleted
 * field, 'skipped' for a pass already stored (this boundary, this radar engine) or one the field is not on.
 */
export async function runRadarJob(job: RadarIndexJob, log?: Logger, detections?: StoredDayDetections): Promise<JobOutcome> {
  let field: ImageryField;
  let stored: Awaited<ReturnType<typeof storedRadarPass>>;
  try {
    [field, stored] = await Promise.all([fieldForImagery(job.teamId, job.fieldId), storedRadarPass(job.teamId, job.fieldId, job.date, job.relativeOrbit)]);
  } catch (error) {
    if (error instanceof NotFoundError) return 'gone';
    if (error instanceof InvalidGeometryError) {
      log?.warn('radar job cannot be computed', { fieldId: job.fieldId, date: job.date, code: error.code });
      return 'skipped';
    }
    throw error;
  }
  if (radarPassIsCurrent(stored, field.boundaryHash)) return 'skipped';
  try {
    const statistics = await computeRadarStatistics({ field: field.shape, scenes: job.scenes });
    await putRadarStatistics(job.teamId, job.fieldId, field.boundaryHash, [statistics]);
    await detectAfter(job.teamId, field, job.date, log, detections);
    return 'stored';
  } catch (error) {
    if (error instanceof NoSceneError || error instanceof InvalidGeometryError) {
      log?.warn('radar job cannot be computed', { fieldId: job.fieldId, date: job.date, code: error.code });
      return 'skipped';
    }
    throw error;
  }
}
