import { FIELD_UPLOAD_PREFIX } from '../../../shared/platform';
import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { lazyClient } from '../lazy-client';
import { s3PathStyle, uploadsBucket } from '../config';
import { FIELD_LIMITS, FIELD_MESSAGES, type FieldFileType } from '../../../shared/domain/fields';
import { FileRefused } from './file-refused';

/**
 * Field files in the uploads bucket, under `uploads/<teamId>/<uploadId>.<ext>`: ids and extension only, so the key
 * reads the same URL-encoded (as S3 notifications send it) or not. Browsers PUT through a presigned URL whose
 * signature covers the content type and the exact length, so S3 itself refuses any other size or type.
 */
export const UPLOAD_URL_SECONDS = 15 * 60;

// A local endpoint (s3rver) needs path-style URLs; the checksum the SDK would add to a presigned PUT is one a
// browser cannot compute, so checksums only when S3 requires them.
const s3 = lazyClient(
  () => import('@aws-sdk/client-s3'),
  (sdk) => new sdk.S3Client({ forcePathStyle: s3PathStyle(), requestChecksumCalculation: 'WHEN_REQUIRED', ...AWS_CLIENT_LIMITS }),
);

export function uploadKey(teamId: string, uploadId: string, type: FieldFileType): string {
  return `${FIELD_UPLOAD_PREFIX}${teamId}/${uploadId}.${type}`;
}

/** `uploads/<teamId>/<uploadId>.<ext>`, as S3 notifications send it (URL-encoded) or not -> its parts, or null. */
export function parseUploadKey(eventKey: string): { key: string; teamId: string; uploadId: string; type: string } | null {
  let key: string;
  try {
    key = decodeURIComponent(eventKey.replace(/\+/g, ' '));
  } catch {
    return null;
  }
  if (!key.startsWith(FIELD_UPLOAD_PREFIX)) return null;
  const match = /^([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)\.([a-z]+)$/.exec(key.slice(FIELD_UPLOAD_PREFIX.length));
  return match ? { key, teamId: match[1] ?? '', uploadId: match[2] ?? '', type: match[3] ?? '' } : null;
}

export async function presignUpload(key: string, contentType: string, size: number): Promise<string> {
  const [{ sdk, client }, { getSignedUrl }] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
  const command = new sdk.PutObjectCommand({ Bucket: uploadsBucket(), Key: key, ContentType: contentType, ContentLength: size });
  return getSignedUrl(client, command, { expiresIn: UPLOAD_URL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) });
}

export async function putUpload(key: string, body: Buffer, contentType: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.PutObjectCommand({ Bucket: uploadsBucket(), Key: key, Body: body, ContentType: contentType }));
}

/** The ETag of the uploaded object, or null when nothing was uploaded under the key. */
export async function uploadEtag(key: string): Promise<string | null> {
  return (await uploadHead(key))?.etag ?? null;
}

/** The uploaded object's ETag and when it was written, or null when nothing was uploaded under the key. */
export async function uploadHead(key: string): Promise<{ etag: string; modifiedAt: number } | null> {
  try {
    const { sdk, client } = await s3();
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: uploadsBucket(), Key: key }));
    const etag = head.ETag?.replace(/"/g, '');
    return etag ? { etag, modifiedAt: head.LastModified?.getTime() ?? 0 } : null;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return null;
    throw error;
  }
}

/**
 * The object a notification is about, only in the version it names (If-Match on its ETag): a stale notification
 * of an overwritten object gets null. The size is checked before the body is read.
 */
export async function readUpload(bucket: string, key: string, etag: string): Promise<Buffer | null> {
  try {
    const { sdk, client } = await s3();
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key, ...(etag ? { IfMatch: `"${etag.replace(/"/g, '')}"` } : {}) }));
    if ((object.ContentLength ?? 0) > FIELD_LIMITS.maxFileBytes) {
      (object.Body as { destroy?: () => void } | undefined)?.destroy?.();
      throw new FileRefused(FIELD_MESSAGES.tooLarge);
    }
    return Buffer.from((await object.Body?.transformToByteArray()) ?? new Uint8Array());
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PreconditionFailed' || name === 'NoSuchKey') return null;
    throw error;
  }
}
