import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetConfig } from '../../../functions/core/config';
import { keepTile, readCachedTile, TILE_CACHE_READ_DEADLINE_MS } from '../../../functions/core/imagery/tile-cache';

/**
 * The tile cache never fails a tile: an unreachable or slow bucket reads as a miss within a short deadline (the
 * tile is painted without it, and not written back), and a failed write still answers the painted tile.
 */
beforeAll(() => {
  process.env.AWS_REGION = 'us-east-1';
  process.env.IMAGERY_CACHE_BUCKET = 'unit-imagery-cache';
  forgetConfig();
});

const s3 = mockClient(S3Client);
afterEach(() => s3.reset());

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4569'), { code: 'ECONNREFUSED' });
const PNG = new Uint8Array([137, 80, 78, 71]);

describe('the tile cache', () => {
  it('answers a cached tile', async () => {
    s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => PNG } as never });
    expect(await readCachedTile('tiles/k.png')).toEqual({ png: PNG, reachable: true });
  });

  it('reads a missing tile as a miss, the cache reachable', async () => {
    s3.on(GetObjectCommand).rejects(new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} }));
    expect(await readCachedTile('tiles/k.png')).toEqual({ png: null, reachable: true });
  });

  it('reads an unreachable bucket as a miss, the cache unreachable', async () => {
    s3.on(GetObjectCommand).rejects(refused());
    expect(await readCachedTile('tiles/k.png')).toEqual({ png: null, reachable: false });
  });

  it('stops waiting for a bucket that does not answer after its short deadline', async () => {
    s3.on(GetObjectCommand).callsFake(() => new Promise(() => undefined));
    const started = Date.now();
    expect(await readCachedTile('tiles/k.png')).toEqual({ png: null, reachable: false });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(TILE_CACHE_READ_DEADLINE_MS - 20);
    expect(waited).toBeLessThan(TILE_CACHE_READ_DEADLINE_MS + 500);
  });

  it('does not throw when keeping a painted tile fails', async () => {
    s3.on(PutObjectCommand).rejects(refused());
    await expect(keepTile('tiles/k.png', PNG)).resolves.toBe(false);
    s3.on(PutObjectCommand).resolves({});
    await expect(keepTile('tiles/k.png', PNG)).resolves.toBe(true);
    expect(s3.commandCalls(PutObjectCommand)[1]?.args[0].input).toMatchObject({ Bucket: 'unit-imagery-cache', Key: 'tiles/k.png' });
  });
});
