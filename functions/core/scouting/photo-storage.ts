import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { lazyClient } from '../lazy-client';
import { s3PathStyle, uploadsBucket } from '../config';
import { PHOTO_CONTENT_TYPE, SCOUTING_LIMITS } from '../../../shared/domain/scouting';

/**
 * Scouting photos in the uploads bucket, under `scouting/<teamId>/<noteId>/<photoId>.jpg` (outside the field
 * files' `uploads/` prefix, whose notifications start an upload's parse). The phone PUTs through a presigned URL
 * signing the content type and the exact length, so S3 itself refuses a larger body; reads go through short-lived
 * presigned GETs. The S3 SDK loads on the first photo call, not with every note route.
 */
export const SCOUTING_PHOTO_PREFIX = 'scouting/';

// A local endpoint (s3rver) needs path-style URLs; a presigned PUT carries no SDK checksum (a browser cannot compute it).
const s3 = lazyClient(
  () => import('@aws-sdk/client-s3'),
  (sdk) => new sdk.S3Client({ forcePathStyle: s3PathStyle(), requestChecksumCalculation: 'WHEN_REQUIRED', ...AWS_CLIENT_LIMITS }),
);

export const teamPhotoPrefix = (teamId: string) => `${SCOUTING_PHOTO_PREFIX}${teamId}/`;
export const notePhotoPrefix = (teamId: string, noteId: string) => `${teamPhotoPrefix(teamId)}${noteId}/`;
export const photoKey = (teamId: string, noteId: string, photoId: string) => `${notePhotoPrefix(teamId, noteId)}${photoId}.jpg`;

/** A presigned PUT of exactly `size` bytes of JPEG. */
export async function presignPhotoPut(key: string, size: number): Promise<string> {
  const [{ sdk, client }, { getSignedUrl }] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
  const command = new sdk.PutObjectCommand({ Bucket: uploadsBucket(), Key: key, ContentType: PHOTO_CONTENT_TYPE, ContentLength: size });
  return getSignedUrl(client, command, { expiresIn: SCOUTING_LIMITS.urlSeconds, signableHeaders: new Set(['content-type', 'content-length']) });
}

/** Presigned GETs of stored photos, by key. */
export async function presignPhotoGets(keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const [{ sdk, client }, { getSignedUrl }] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
  const urls = await Promise.all(
    keys.map(async (key) => [key, await getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: uploadsBucket(), Key: key }), { expiresIn: SCOUTING_LIMITS.urlSeconds })] as const),
  );
  return new Map(urls);
}

/** The stored object's size in bytes, or null when nothing was uploaded under the key. */
export async function photoSize(key: string): Promise<number | null> {
  try {
    const { sdk, client } = await s3();
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: uploadsBucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return null;
    throw error;
  }
}

/** Deletes the objects (missing ones are no error: S3 answers a delete of nothing with success). */
export async function deletePhotoObjects(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const { sdk, client } = await s3();
  for (let at = 0; at < keys.length; at += 1000) {
    const objects = keys.slice(at, at + 1000).map((Key) => ({ Key }));
    const { Errors = [] } = await client.send(new sdk.DeleteObjectsCommand({ Bucket: uploadsBucket(), Delete: { Objects: objects, Quiet: true } }));
    if (Errors.length > 0) throw new Error(`${Errors.length} scouting photos were not deleted: ${Errors[0]?.Code}`);
  }
}

