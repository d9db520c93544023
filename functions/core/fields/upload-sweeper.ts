import { FIELD_MESSAGES } from '../../../shared/domain/fields';
import { uploadsBucket } from '../config';
import { db } from '../db/service';
import type { Logger } from '../logger';
import { processUpload } from './process-upload';
import { rollBackUpload } from './upload-commit';
import { failJob, getUploadJob } from './upload-jobs';
import { uploadEtag } from './upload-storage';

export interface SweepReport {
  /** Jobs past their deadline that were still open. */
  overdue: number;
  /** Of those, finished by running them again (their file was there). */
  finished: number;
  /** Rolled back (reserved area released) or failed with the reason the user reads. */
  closed: number;
}

const OPEN = new Set(['waiting', 'processing', 'committing']);

/**
 * Every upload job ends: one past its deadline (its message reached the dead-letter queue, its S3 event never
 * reached the queue, or the whole stage stopped mid-commit) is run once more from its file, and one that still
 * is not over is rolled back, so the team's area total always equals the sum of its fields. `everyOpen` takes
 * every open job whatever its deadline: the local stage at start, whose queues did not survive the restart.
 */
export async function sweepUploads(options: { log: Logger; now?: number; everyOpen?: boolean }): Promise<SweepReport> {
  const now = options.now ?? Date.now();
  const entries = db().entities.uploadDeadline.query.byDeadline({});
  const { data } = await (options.everyOpen ? entries : entries.lt({ deadline: new Date(now).toISOString() })).go({ pages: 'all' });
  const report: SweepReport = { overdue: 0, finished: 0, closed: 0 };
  for (const entry of data) {
    const job = await getUploadJob(entry.teamId, entry.uploadId);
    if (job && OPEN.has(job.status)) {
      report.overdue += 1;
      const etag = job.etag ?? (await uploadEtag(job.objectKey));
      if (etag) await processUpload({ bucket: uploadsBucket(), key: job.objectKey, etag }, { lastAttempt: true, log: options.log });
      const after = await getUploadJob(entry.teamId, entry.uploadId);
      if (after?.status === 'succeeded') report.finished += 1;
      else if (after && OPEN.has(after.status)) {
        if (after.status === 'committing') await rollBackUpload(after, FIELD_MESSAGES.processingFailed);
        else await failJob(after, FIELD_MESSAGES.processingFailed);
        report.closed += 1;
      } else report.closed += 1;
      options.log.warn('overdue upload job settled', { uploadId: entry.uploadId, teamId: entry.teamId, was: job.status, now: after?.status });
    }
    await db().entities.uploadDeadline.delete({ deadline: entry.deadline, teamId: entry.teamId, uploadId: entry.uploadId }).go();
  }
  return report;
}
