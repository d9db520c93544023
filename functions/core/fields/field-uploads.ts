import { ulid } from 'ulid';
import type { CreatedFromFile, FieldUpload, FieldUploadTicket, RequestFieldUploadBody } from '../../../shared/api/schemas/fields';
import { checkFieldFile, DEFAULT_GROUP_NAME, fileBaseName, type FieldFileType } from '../../../shared/domain/fields';
import { InvalidError } from '../errors';
import { fieldsById, toField } from './field-store';
import { createKeyedUploadJob, createUploadJob, getUploadJob, toFieldUpload, type NewUploadJob } from './upload-jobs';
import { presignUpload, putUpload, UPLOAD_URL_SECONDS, uploadKey } from './upload-storage';

/**
 * Starting an upload: the checks made before a byte is stored (type by extension and content type, size), the job
 * the user follows, and the object key the parser reads it back from. Browsers get a presigned PUT; API clients
 * may still post the file (POST /field/create/), which is stored the same way and waited for.
 */
const refuse = (message: string) => new InvalidError(message, { upload: [message] });

export function checkFile(input: { fileName: string; size: number; contentType?: string }): {
  type: FieldFileType;
  contentType: string;
} {
  const check = checkFieldFile({ fileName: input.fileName, fileSize: input.size, contentType: input.contentType });
  if (!check.ok) throw refuse(check.message);
  return { type: check.type, contentType: check.contentType };
}

interface Starter {
  teamId: string;
  userId: string;
  fileName: string;
  size: number;
  type: FieldFileType;
  groupName?: string;
  name?: string;
  /** The keyed request that starts it: its attempts answer one job (see createKeyedUploadJob). */
  keyed?: string;
}

async function startJob(input: Starter) {
  const uploadId = ulid();
  const fields: NewUploadJob = {
    teamId: input.teamId,
    uploadId,
    fileName: input.fileName.split(/[\\/]/).pop() ?? input.fileName,
    objectKey: uploadKey(input.teamId, uploadId, input.type),
    sizeBytes: input.size,
    groupName: input.groupName?.trim() || DEFAULT_GROUP_NAME,
    fallbackName: input.name?.trim() || fileBaseName(input.fileName),
    createdBy: input.userId,
  };
  const job = input.keyed ? await createKeyedUploadJob(fields, input.keyed) : await createUploadJob(fields);
  // An earlier attempt's job keeps its own object key.
  return { job, objectKey: job.objectKey };
}

export async function requestUpload(
  teamId: string,
  userId: string,
  body: RequestFieldUploadBody,
  keyed?: string,
): Promise<FieldUploadTicket> {
  const { type, contentType } = checkFile({ fileName: body.file_name, size: body.file_size, contentType: body.content_type });
  const { job, objectKey } = await startJob({
    teamId,
    userId,
    fileName: body.file_name,
    size: body.file_size,
    type,
    groupName: body.group_name,
    name: body.name,
    keyed,
  });
  return {
    upload: toFieldUpload(job),
    url: await presignUpload(objectKey, contentType, body.file_size),
    method: 'PUT',
    headers: { 'content-type': contentType },
    expires_in: UPLOAD_URL_SECONDS,
  };
}

const WAIT_STEP_MS = 150;

/** Polls the job until the parser has finished with it, or the time is up (the job is then still processing). */
export async function waitForUpload(teamId: string, uploadId: string, timeoutMs: number): Promise<FieldUpload | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await getUploadJob(teamId, uploadId);
    if (!job) return null;
    if (job.status === 'succeeded' || job.status === 'failed' || Date.now() >= deadline) return toFieldUpload(job);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/** POST /field/create/: stores the posted file as an upload, then waits for the parser's outcome. */
export async function uploadPostedFile(input: {
  teamId: string;
  userId: string;
  fileName: string;
  data: Buffer;
  contentType: string;
  groupName?: string;
  name?: string;
  waitMs: number;
}): Promise<CreatedFromFile> {
  const { type, contentType } = checkFile({ fileName: input.fileName, size: input.data.length, contentType: input.contentType });
  const { job, objectKey } = await startJob({ ...input, size: input.data.length, type });
  await putUpload(objectKey, input.data, contentType);
  const upload = (await waitForUpload(input.teamId, job.uploadId, input.waitMs)) ?? toFieldUpload(job);
  const created = upload.status === 'succeeded' ? (await fieldsById(input.teamId, upload.fields)).map(toField) : [];
  const first = created[0];
  return { ...upload, centroid: first?.centroid ?? null, coordinates: first?.coordinates ?? null, created };
}
