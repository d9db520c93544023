import type { UploadJobItem } from '../db/field-entities';
import { db } from '../db/service';
import { uploadsBucket } from '../config';
import type { Logger } from '../logger';
import { getUploadJob } from './upload-jobs';
import { requeueUpload } from './upload-requeue';
import { uploadHead } from './upload-storage';

/**
 * An upload whose S3 event was lost would wait for the 15-minute sweeper (26-41 minutes after the upload) while the
 * upload dialog gives up after 3 minutes. When the dialog polls a job still waiting whose file has been in the
 * bucket longer than an event takes to arrive, the poll sends the event S3 did not: the file goes on the
 * field-uploads queue, whose parser stores the fields within seconds (the fields function itself carries no file
 * reader). Once: a conditional claim on the job lets one poll of any number send it; the parser's own claim (on the
 * object's ETag) and its commit leave a file already processed alone.
 */
export const LOST_EVENT_AFTER_MS = 20_000;

/** Claims the job for a poll-started parse; false when it is no longer waiting or another poll claimed it. */
async function claimPollStart(job: UploadJobItem, now: number): Promise<boolean> {
  const { rejected } = await db()
    .entities.fieldUpload.patch({ teamId: job.teamId, uploadId: job.uploadId })
    .set({ pollStartedAt: new Date(now).toISOString() })
    .where(({ status, pollStartedAt }, { eq, notExists }) => `${eq(status, 'waiting')} AND ${notExists(pollStartedAt)}`)
    .go({ returnOnConditionCheckFailure: true });
  return !rejected;
}

/**
 * The job as the poll should answer it: its file queued for the parser when its S3 event was lost, else as it is. A
 * failure here never fails the poll: the sweeper still ends the job.
 */
export async function finishLostUploadEvent(job: UploadJobItem, log: Logger, now = Date.now()): Promise<UploadJobItem> {
  if (job.status !== 'waiting' || job.pollStartedAt || now - Date.parse(job.createdAt) < LOST_EVENT_AFTER_MS) return job;
  try {
    const head = await uploadHead(job.objectKey);
    // No file yet (still on its way from the browser, or never sent), or one so new that its event may be on its way.
    if (!head || now - head.modifiedAt < LOST_EVENT_AFTER_MS) return job;
    if (!(await claimPollStart(job, now))) return (await getUploadJob(job.teamId, job.uploadId)) ?? job;
    log.warn('upload event lost: the job poll queues the file for the parser', { uploadId: job.uploadId, teamId: job.teamId, key: job.objectKey });
    await requeueUpload({ bucket: uploadsBucket(), key: job.objectKey, etag: head.etag });
    return (await getUploadJob(job.teamId, job.uploadId)) ?? job;
  } catch (error) {
    log.error('queueing the file of an upload whose event was lost failed; the sweeper ends the job', { uploadId: job.uploadId, error });
    return (await getUploadJob(job.teamId, job.uploadId).catch(() => null)) ?? job;
  }
}
