import type { DuplicateFeature, FieldUpload, RefusedFeature } from '../../../shared/api/schemas/fields';
import { FIELD_PARSER_TIMEOUT_SECONDS, QUEUES } from '../../../shared/platform';
import { FIELD_MESSAGES } from '../../../shared/domain/fields';
import type { UploadJobItem } from '../db/field-entities';
import { db } from '../db/service';
import { claimedMeanwhile, claimOf, createdFor } from '../keyed-creates';
import { NotFoundError } from '../errors';
import type { Language } from '../../../shared/i18n/languages';
import { readMessageRef } from '../../../shared/i18n/message-ref';
import { translateText } from '../i18n/translate';

/** Upload jobs: what the user sees of a field file on its way through S3, the queue and the parser. */
const JOB_TTL_DAYS = 30;

/**
 * A job still processing after every delivery of its message had its time (the parser crashed or timed out each
 * time, so the message went to the dead-letter queue without a word on the job) reads as failed.
 */
const queue = QUEUES.find((entry) => entry.key === 'fieldUploads');
const GIVEN_UP_AFTER_MS =
  ((queue?.maxReceiveCount ?? 3) * (queue?.visibilityTimeoutSeconds ?? 180) + FIELD_PARSER_TIMEOUT_SECONDS) * 1000;

/** When a job must be over: the upload URL's life, then every delivery of its message. */
export const UPLOAD_DEADLINE_MS = 15 * 60 * 1000 + GIVEN_UP_AFTER_MS;

function givenUp(job: UploadJobItem, now: number): boolean {
  return job.status === 'processing' && now - Date.parse(job.updatedAt) > GIVEN_UP_AFTER_MS;
}

export function toFieldUpload(job: UploadJobItem, now = Date.now()): FieldUpload {
  if (givenUp(job, now)) return toFieldUpload({ ...job, status: 'failed', message: FIELD_MESSAGES.processingFailed }, now);
  const notes = (list: UploadJobItem['refused']): RefusedFeature[] =>
    (list ?? []).map((note) => ({ feature: note.feature, name: note.name ?? null, reason: note.reason }));
  return {
    id: job.uploadId,
    team: job.teamId,
    file_name: job.fileName,
    // committing is the parser's own step; the user sees the file still being processed.
    status: job.status === 'committing' ? 'processing' : job.status,
    message: job.message,
    refused: notes(job.refused),
    skipped: notes(job.skipped),
    duplicates: (job.duplicates ?? []).map((note) => ({
      feature: note.feature,
      name: note.name ?? null,
      existing_id: note.existingId,
      existing_name: note.existingName,
    })),
    fields: job.fieldIds ?? [],
    created_at: job.createdAt,
    updated_at: job.updatedAt,
  };
}

/**
 * An upload as its reader's language says it: the job keeps its message and the refusal reasons as catalogue keys
 * (the parser does not know who will read them), translated here; `message_id` names the message's key.
 */
export function localizedUpload<T extends FieldUpload>(upload: T, language: Language): T {
  const notes = (list: RefusedFeature[]) => list.map((note) => ({ ...note, reason: translateText(language, note.reason) }));
  const id = readMessageRef(upload.message)?.id;
  return {
    ...upload,
    message: translateText(language, upload.message),
    ...(id ? { message_id: id } : {}),
    refused: notes(upload.refused),
    skipped: notes(upload.skipped),
  };
}

export interface NewUploadJob {
  teamId: string;
  uploadId: string;
  fileName: string;
  objectKey: string;
  sizeBytes: number;
  groupName: string;
  fallbackName: string;
  createdBy: string;
}

/**
 * The job's deadline entry, written first: a job never exists without one (an entry without its job is simply
 * removed by the sweeper). Answers the job's expiry (epoch seconds).
 */
async function putDeadline(input: NewUploadJob): Promise<number> {
  const expiresAt = Math.floor(Date.now() / 1000) + JOB_TTL_DAYS * 86_400;
  const deadline = new Date(Date.now() + UPLOAD_DEADLINE_MS).toISOString();
  await db().entities.uploadDeadline.put({ deadline, teamId: input.teamId, uploadId: input.uploadId, expiresAt }).go();
  return expiresAt;
}

export async function createUploadJob(input: NewUploadJob): Promise<UploadJobItem> {
  const expiresAt = await putDeadline(input);
  const { data } = await db()
    .entities.fieldUpload.create({ ...input, status: 'waiting', message: FIELD_MESSAGES.uploadStarted, expiresAt })
    .go();
  return data;
}

/**
 * `createUploadJob` for a keyed request (functions/core/keyed-creates.ts): the job is claimed by the request in the
 * same transaction, and an attempt of that request answers the job an earlier attempt made (its answer lost, its
 * write landed late) instead of leaving a second waiting job.
 */
export async function createKeyedUploadJob(input: NewUploadJob, keyed: string): Promise<UploadJobItem> {
  const earlier = await createdFor(keyed);
  if (earlier) return jobWritten(input.teamId, earlier);
  const expiresAt = await putDeadline(input);
  const result = await db()
    .transaction.write(({ fieldUpload, keyedCreate }) => [
      fieldUpload.create({ ...input, status: 'waiting', message: FIELD_MESSAGES.uploadStarted, expiresAt }).commit(),
      keyedCreate.create(claimOf(keyed, input.uploadId)).commit(),
    ])
    .go();
  // Canceled by the claim: an attempt of the same request that landed meanwhile made the job.
  const made = result.canceled ? await claimedMeanwhile(keyed) : input.uploadId;
  if (!made) throw new Error(`upload job ${input.uploadId} was not created`);
  return jobWritten(input.teamId, made);
}

/** A job just written (a consistent read): the one the keyed request made. */
async function jobWritten(teamId: string, uploadId: string): Promise<UploadJobItem> {
  const { data } = await db().entities.fieldUpload.get({ teamId, uploadId }).go({ consistent: true });
  if (!data) throw new NotFoundError(FIELD_MESSAGES.uploadNotFound);
  return data;
}

export async function getUploadJob(teamId: string, uploadId: string): Promise<UploadJobItem | null> {
  const { data } = await db().entities.fieldUpload.get({ teamId, uploadId }).go();
  return data;
}

export async function uploadInTeam(teamId: string, uploadId: string): Promise<UploadJobItem> {
  const job = await getUploadJob(teamId, uploadId);
  if (!job) throw new NotFoundError(FIELD_MESSAGES.uploadNotFound);
  return job;
}

export async function teamOfUpload(uploadId: string): Promise<string | null> {
  const { data } = await db().entities.fieldUpload.query.byId({ uploadId }).go({ attributes: ['teamId'] });
  return data[0]?.teamId ?? null;
}

/** Claims the job for the object with this ETag; false when it is already done or claimed for another object. */
export async function startProcessing(job: UploadJobItem, etag: string): Promise<boolean> {
  const { rejected } = await db()
    .entities.fieldUpload.patch({ teamId: job.teamId, uploadId: job.uploadId })
    .set({ status: 'processing', etag })
    .where(({ status, etag: current }, { eq, notExists }) =>
      `(${eq(status, 'waiting')} OR (${eq(status, 'processing')} AND (${notExists(current)} OR ${eq(current, etag)})))`,
    )
    .go({ returnOnConditionCheckFailure: true });
  return !rejected;
}

/** Gives the job back (its object was replaced since this notification), for the newer object's notification. */
export async function releaseJob(job: UploadJobItem, etag: string): Promise<void> {
  await db()
    .entities.fieldUpload.patch({ teamId: job.teamId, uploadId: job.uploadId })
    .set({ status: 'waiting' })
    .remove(['etag'])
    .where(({ status, etag: current }, { eq }) => `(${eq(status, 'processing')} AND ${eq(current, etag)})`)
    .go({ returnOnConditionCheckFailure: true });
}

/** Ends the job as failed with the reason the user reads; a job already finished is left as it is. */
export async function failJob(
  job: UploadJobItem,
  message: string,
  notes: { refused?: RefusedFeature[]; skipped?: RefusedFeature[]; duplicates?: DuplicateFeature[]; poison?: boolean } = {},
): Promise<void> {
  const duplicates = (notes.duplicates ?? []).map((note) => ({
    feature: note.feature,
    existingId: note.existing_id,
    existingName: note.existing_name,
    ...(note.name ? { name: note.name } : {}),
  }));
  const clean = (list: RefusedFeature[] = []) => list.map((note) => ({ feature: note.feature, reason: note.reason, ...(note.name ? { name: note.name } : {}) }));
  await db()
    .entities.fieldUpload.patch({ teamId: job.teamId, uploadId: job.uploadId })
    .set({ status: 'failed', message, refused: clean(notes.refused), skipped: clean(notes.skipped), duplicates, poison: notes.poison ?? false })
    .where(({ status }, { eq }) => `(${eq(status, 'waiting')} OR ${eq(status, 'processing')})`)
    .go({ returnOnConditionCheckFailure: true });
}
