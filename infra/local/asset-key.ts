/**
 * The key of a demo imagery object named by a `/stac/assets/<key>` path, or null when the path could leave the
 * imagery bucket: the stand-in reads S3 with its own access, so a `..` (encoded or not), an empty segment or any
 * character outside plain object names would let a caller read other buckets, e.g. other teams' uploads.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function imageryAssetKey(encodedPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encodedPath);
  } catch {
    return null;
  }
  const segments = decoded.split('/');
  if (segments.length === 0 || segments.some((segment) => !SEGMENT.test(segment) || segment.includes('..'))) return null;
  return segments.join('/');
}
