import { ulid } from 'ulid';
import { EXPORT_LINK_SECONDS, type ExportLink } from '../../../shared/domain/exports';
import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { lazyClient } from '../lazy-client';
import { exportsBucket, s3PathStyle } from '../config';

/**
 * Exports too large for a Lambda answer, in the exports bucket under `exports/<scope>/<id>/<file>` (the scope is
 * the team, or `staff` for the console's records), kept a day by the bucket's lifecycle rule. The link is a
 * presigned GET that S3 answers as an attachment with the file's name and type, so the browser saves it.
 */
export const EXPORT_PREFIX = 'exports/';

const s3 = lazyClient(
  () => import('@aws-sdk/client-s3'),
  (sdk) => new sdk.S3Client({ forcePathStyle: s3PathStyle(), ...AWS_CLIENT_LIMITS }),
);

export function exportKey(scope: string, fileName: string): string {
  return `${EXPORT_PREFIX}${scope}/${ulid()}/${fileName}`;
}

export async function storeExport(content: string, file: { name: string; contentType: string; scope: string }): Promise<ExportLink> {
  const key = exportKey(file.scope, file.name);
  const body = Buffer.from(content, 'utf8');
  const [{ sdk, client }, { getSignedUrl }] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
  await client.send(new sdk.PutObjectCommand({ Bucket: exportsBucket(), Key: key, Body: body, ContentType: file.contentType }));
  const get = new sdk.GetObjectCommand({
    Bucket: exportsBucket(),
    Key: key,
    ResponseContentType: file.contentType,
    ResponseContentDisposition: `attachment; filename="${file.name}"`,
  });
  return {
    url: await getSignedUrl(client, get, { expiresIn: EXPORT_LINK_SECONDS }),
    file_name: file.name,
    size_bytes: body.byteLength,
    expires_at: new Date(Date.now() + EXPORT_LINK_SECONDS * 1000).toISOString(),
  };
}
