import { FIELD_MESSAGES } from '../../../shared/domain/fields';
import type { Logger } from '../logger';
import { leaveOutDuplicates } from './duplicate-fields';
import { FileRefused } from './file-refused';
import { prepareFieldsInTurns, type PreparedFile } from './prepare-fields';
import { readFieldFile } from './read-field-file';
import { commitUpload, rollBackUpload } from './upload-commit';
import { failJob, getUploadJob, releaseJob, startProcessing } from './upload-jobs';
import { parseUploadKey, readUpload } from './upload-storage';

/**
 * The field parser for one uploaded object: S3 object -> parse -> validate -> fields, reported on its upload job.
 * Idempotent on bucket/key/ETag: the job records the ETag it processes, and a job that is finished, or claimed
 * for another version of the object, is left alone. Returns 'retry' for the queue to deliver the message again.
 */
export interface UploadedObject {
  bucket: string;
  key: string;
  etag: string;
}

export type UploadOutcome = 'done' | 'retry';

export async function processUpload(object: UploadedObject, options: { lastAttempt: boolean; log: Logger; counted?: (file: 'parsed' | 'refused') => void }): Promise<UploadOutcome> {
  const { log } = options;
  const parts = parseUploadKey(object.key);
  if (!parts) {
    log.warn('not a field upload key; ignored', { key: object.key });
    return 'done';
  }
  const found = await getUploadJob(parts.teamId, parts.uploadId);
  if (!found) {
    log.warn('uploaded object without an upload job; ignored', { key: object.key });
    return 'done';
  }
  if (found.status === 'succeeded' || found.status === 'failed') {
    // A poison file keeps failing, so that its message ends in the dead-letter queue for someone to look at.
    return found.poison && found.etag === object.etag ? 'retry' : 'done';
  }
  if (found.status === 'committing' ? found.etag !== object.etag : !(await startProcessing(found, object.etag))) {
    // Another version of the object is being processed: come back later, when it is done or has let go.
    log.info('upload claimed for another version of the object; later', { key: object.key });
    return 'retry';
  }
  const job = { ...found, status: found.status === 'committing' ? found.status : ('processing' as const), etag: object.etag };

  try {
    const bytes = await readUpload(object.bucket, parts.key, object.etag).catch(async (error: unknown) => {
      if (!(error instanceof FileRefused)) throw error;
      await failJob(job, error.message);
      options.counted?.('refused');
      return 'refused' as const;
    });
    if (bytes === 'refused') return 'done';
    if (!bytes) {
      log.info('notification of a replaced or removed object; ignored', { key: object.key });
      if (job.status === 'processing') await releaseJob(job, object.etag);
      return 'done';
    }
    let prepared: PreparedFile;
    try {
      prepared = await prepareFieldsInTurns(readFieldFile(bytes, job.fileName), { fallbackName: job.fallbackName, groupName: job.groupName });
    } catch (error) {
      if (error instanceof FileRefused) {
        await failJob(job, error.message);
        options.counted?.('refused');
        return 'done';
      }
      log.error('field file made the parser fail', { error, key: object.key });
      await failJob(job, FIELD_MESSAGES.unreadable, { poison: true });
      return 'retry';
    }
    prepared = await leaveOutDuplicates(job.teamId, job.uploadId, prepared);
    const outcome = await commitUpload(job, prepared);
    if (outcome !== 'already-done') options.counted?.(outcome === 'succeeded' ? 'parsed' : 'refused');
    log.info('field file processed', { key: object.key, outcome, fields: prepared.fields.length, refused: prepared.refused.length });
    return 'done';
  } catch (error) {
    log.error('field upload processing failed', { error, key: object.key, lastAttempt: options.lastAttempt });
    if (options.lastAttempt) {
      const current = await getUploadJob(job.teamId, job.uploadId);
      if (current?.status === 'committing') await rollBackUpload(current, FIELD_MESSAGES.processingFailed);
      else if (current) await failJob(current, FIELD_MESSAGES.processingFailed);
    }
    return 'retry';
  }
}
