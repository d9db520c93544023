import type { Logger } from '../logger';
import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { lazyClient } from '../lazy-client';
import { imageryCacheBucket, s3PathStyle } from '../config';
import { withinDeadline } from '../within-deadline';

/**
 * The rendered-tile cache in the imagery-cache bucket: a convenience, never a dependency. A read gets a short
 * deadline and any failure or timeout reads as a miss, so the tile is painted without the cache; a failed write is
 * logged and the painted tile is answered all the same. A map keeps working while the bucket is unreachable.
 */
export const TILE_CACHE_READ_DEADLINE_MS = 800;
const TILE_CACHE_WRITE_DEADLINE_MS = 2_000;

// One attempt: the cache read's short deadline leaves no room for a second, and a miss just paints the tile.
const s3 = lazyClient(
  () => import('@aws-sdk/client-s3'),
  (sdk) => new sdk.S3Client({ forcePathStyle: s3PathStyle(), ...AWS_CLIENT_LIMITS, maxAttempts: 1 }),
);

/** Forgets the client, which reads its endpoint again (tests). */
export function forgetTileCacheClient(): void {
  s3.forget();
}

function isMissing(error: unknown): boolean {
  return (error as { name?: string }).name === 'NoSuchKey';
}

export interface CacheRead {
  /** The cached PNG; null on a miss, an error or no answer within the deadline. */
  png: Uint8Array | null;
  /** False when the cache did not answer: the painted tile is then not written either (it would only wait again). */
  reachable: boolean;
}

export async function readCachedTile(key: string, log?: Logger): Promise<CacheRead> {
  try {
    // Loaded before the deadline starts: a cold start's module loading is not the cache's answer time.
    const { sdk, client } = await s3();
    const png = await withinDeadline(TILE_CACHE_READ_DEADLINE_MS, async (abortSignal) => {
      const { Body } = await client.send(new sdk.GetObjectCommand({ Bucket: imageryCacheBucket(), Key: key }), { abortSignal });
      return Body ? await Body.transformToByteArray() : null;
    });
    return { png, reachable: true };
  } catch (error) {
    if (isMissing(error)) return { png: null, reachable: true };
    log?.warn('tile cache unreadable: painting without it', { key, error });
    return { png: null, reachable: false };
  }
}

/** Keeps a painted tile; never throws: the tile is right, only keeping it failed (painted again next time). */
export async function keepTile(key: string, png: Uint8Array, log?: Logger): Promise<boolean> {
  try {
    const { sdk, client } = await s3();
    const put = new sdk.PutObjectCommand({ Bucket: imageryCacheBucket(), Key: key, Body: png, ContentType: 'image/png' });
    await withinDeadline(TILE_CACHE_WRITE_DEADLINE_MS, (abortSignal) => client.send(put, { abortSignal }));
    return true;
  } catch (error) {
    log?.warn('tile not cached', { key, error });
    return false;
  }
}
