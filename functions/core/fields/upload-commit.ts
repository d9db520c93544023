import type { DuplicateFeature, RefusedFeature } from '../../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../../shared/domain/fields';
import type { UploadJobItem } from '../db/field-entities';
import { db } from '../db/service';
import { getTeam } from '../teams/teams';
import { adminAreasLoaded, placeAttributes } from './admin-areas';
import { farmAreaLimit, roomBefore } from './farm-area';
import { roundHa } from './geometry';
import { MANY_FIELDS_CHANGED } from './field-changes';
import { encodeRings } from './polyline';
import type { PreparedFile, PreparedField } from './prepare-fields';
import { failJob, getUploadJob } from './upload-jobs';

/**
 * Creates a file's valid fields all together or not at all. Up to 500 fields do not fit one DynamoDB transaction
 * (100 items), so the commit is a reservation:
 *  1. one transaction adds the file's total area to the team (within the allowance) and moves the job to
 *     `committing` with the planned field ids;
 *  2. the fields are written with those ids (a put is idempotent, so a redelivered message resumes safely);
 *  3. the job becomes `succeeded`.
 * A message that keeps failing in step 2 is rolled back on its last delivery: fields deleted, area released.
 */
const BATCH_RETRIES = 5;

export type CommitOutcome = 'succeeded' | 'failed' | 'already-done';

/** The id of the upload's n-th created field (0-based): the same on every delivery of the file. */
export const fieldIdOf = (uploadId: string, index: number) => `${uploadId}-${String(index + 1).padStart(3, '0')}`;
const notes = (list: RefusedFeature[]) =>
  list.map((note) => ({ feature: note.feature, reason: note.reason, ...(note.name ? { name: note.name } : {}) }));

const duplicateNotes = (list: DuplicateFeature[]) =>
  list.map((note) => ({ feature: note.feature, existingId: note.existing_id, existingName: note.existing_name, ...(note.name ? { name: note.name } : {}) }));

function fieldItems(job: UploadJobItem, fields: PreparedField[]) {
  return fields.map((field, index) => ({
    teamId: job.teamId,
    fieldId: fieldIdOf(job.uploadId, index),
    name: field.name,
    groupName: field.groupName,
    ...(field.anchor ? { anchor: field.anchor } : {}),
    boundary: encodeRings(field.polygon.coordinates),
    sizeHa: field.areaHa,
    centroid: field.centroid,
    ...placeAttributes(field.centroid),
    uploadId: job.uploadId,
  }));
}

async function reserve(job: UploadJobItem, prepared: PreparedFile, totalHa: number, limit: number): Promise<'reserved' | CommitOutcome> {
  const fieldIds = prepared.fields.map((_, index) => fieldIdOf(job.uploadId, index));
  const result = await db()
    .transaction.write(({ team, fieldUpload }) => [
      team
        .patch({ teamId: job.teamId })
        .add({ fieldAreaHa: totalHa })
        .where(({ fieldAreaHa }, { notExists, lte }) => `(${notExists(fieldAreaHa)} OR ${lte(fieldAreaHa, roomBefore(limit, totalHa))})`)
        .commit(),
      fieldUpload
        .patch({ teamId: job.teamId, uploadId: job.uploadId })
        .set({
          status: 'committing',
          reservedHa: totalHa,
          fieldIds,
          refused: notes(prepared.refused),
          skipped: notes(prepared.skipped),
          duplicates: duplicateNotes(prepared.duplicates),
        })
        .where(({ status, etag }, { eq }) => `(${eq(status, 'processing')} AND ${eq(etag, job.etag ?? '')})`)
        .commit(),
    ])
    .go();
  if (!result.canceled) return 'reserved';
  if (result.data[1]?.code === 'ConditionalCheckFailed') {
    const current = await getUploadJob(job.teamId, job.uploadId);
    return current?.status === 'committing' ? 'reserved' : 'already-done';
  }
  const used = (await getTeam(job.teamId))?.fieldAreaHa ?? 0;
  await failJob(job, FIELD_MESSAGES.areaLimit(limit, used, totalHa), prepared);
  return 'failed';
}

async function writeFields(job: UploadJobItem, fields: PreparedField[]): Promise<void> {
  await adminAreasLoaded();
  let pending = fieldItems(job, fields);
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > BATCH_RETRIES) throw new Error(`Could not write ${pending.length} fields of upload ${job.uploadId}`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const { unprocessed } = await db().entities.field.put(pending).go();
    const left = new Set(unprocessed.map((key) => key.fieldId));
    pending = pending.filter((item) => left.has(item.fieldId));
  }
}

/** Commits the prepared fields of a job that this delivery has claimed (status processing, or committing). */
export async function commitUpload(job: UploadJobItem, prepared: PreparedFile): Promise<CommitOutcome> {
  if (prepared.fields.length === 0) {
    const message =
      prepared.duplicates.length > 0 && prepared.refused.length === 0
        ? FIELD_MESSAGES.allDuplicates(prepared.duplicates.length)
        : FIELD_MESSAGES.noneAdded(prepared.refused.length);
    await failJob(job, message, prepared);
    return 'failed';
  }
  const totalHa = roundHa(prepared.fields.reduce((sum, field) => sum + field.areaHa, 0));
  if (job.status !== 'committing') {
    const limit = await farmAreaLimit(job.teamId);
    const reserved = await reserve(job, prepared, totalHa, limit);
    if (reserved !== 'reserved') return reserved;
  }
  await writeFields(job, prepared.fields);
  const message = prepared.refused.length
    ? FIELD_MESSAGES.partlyAdded(prepared.fields.length, prepared.refused.length)
    : FIELD_MESSAGES.allAdded(prepared.fields.length);
  // The fields' version moves when they are all there, so a cached list never holds half a file for long.
  await db()
    .transaction.write(({ team, fieldUpload }) => [
      team.patch({ teamId: job.teamId }).add({ fieldsVersion: 1 }).set({ lastFieldChange: MANY_FIELDS_CHANGED }).commit(),
      fieldUpload
        .patch({ teamId: job.teamId, uploadId: job.uploadId })
        .set({ status: 'succeeded', message })
        .where(({ status }, { eq }) => eq(status, 'committing'))
        .commit(),
    ])
    .go();
  return 'succeeded';
}

/** Undoes a reservation whose fields could not all be written: nothing of the file stays. */
export async function rollBackUpload(job: UploadJobItem, message: string): Promise<void> {
  const fieldIds = job.fieldIds ?? [];
  if (fieldIds.length > 0) {
    await db()
      .entities.field.delete(fieldIds.map((fieldId) => ({ teamId: job.teamId, fieldId })))
      .go();
  }
  await db()
    .transaction.write(({ team, fieldUpload }) => [
      team.patch({ teamId: job.teamId }).add({ fieldAreaHa: -(job.reservedHa ?? 0), fieldsVersion: 1 }).set({ lastFieldChange: MANY_FIELDS_CHANGED }).commit(),
      fieldUpload
        .patch({ teamId: job.teamId, uploadId: job.uploadId })
        .set({ status: 'failed', message, fieldIds: [], reservedHa: 0 })
        .where(({ status }, { eq }) => eq(status, 'committing'))
        .commit(),
    ])
    .go();
}
