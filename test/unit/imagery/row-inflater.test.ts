import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RowInflater } from '../../../functions/imagery/cog/row-inflater';
import { seeded } from './support/synthetic';

// A tile's worth of noisy bytes (barely compressible, as a Sentinel-2 band with its predictor is) and its stream.
const random = seeded(9);
const raw = Buffer.from(Array.from({ length: 512 * 1024 }, () => Math.floor(random() * 256)));
const stream = deflateSync(raw);

/** Hands the stream over in socket-sized chunks, as an HTTP answer arrives; stops when the sink says so. */
function feed(inflater: RowInflater, bytes: Uint8Array, chunk = 64 * 1024): number {
  let given = 0;
  while (given < bytes.byteLength) {
    const piece = bytes.subarray(given, given + chunk);
    given += piece.byteLength;
    if (!inflater.write(piece)) break;
  }
  inflater.end();
  return given;
}

describe('inflating a tile while it arrives', () => {
  it('gives the first bytes wanted, exactly as inflating the whole stream does, and no more', async () => {
    const wanted = 200_000;
    const inflater = new RowInflater(wanted, raw.byteLength);
    feed(inflater, stream);
    const out = await inflater.result;
    expect(out.byteLength).toBe(wanted);
    expect(Buffer.from(out).equals(raw.subarray(0, wanted))).toBe(true);
  });

  it('says it needs no more input once the rows are out, before the whole answer is in', async () => {
    const inflater = new RowInflater(10_000, raw.byteLength);
    let given = 0;
    // One small chunk at a time, waiting for zlib between them, as a slow answer arrives.
    for (let at = 0; at < stream.byteLength; at += 8 * 1024) {
      if (!inflater.write(stream.subarray(at, at + 8 * 1024))) break;
      given = at + 8 * 1024;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    inflater.end();
    expect((await inflater.result).byteLength).toBe(10_000);
    expect(given).toBeLessThan(stream.byteLength / 2);
  });

  it('gives the whole tile when all of it is wanted, whatever the chunk sizes', async () => {
    for (const chunk of [1000, 65_536, 300_000, stream.byteLength]) {
      const inflater = new RowInflater(raw.byteLength, raw.byteLength);
      feed(inflater, stream, chunk);
      expect(Buffer.from(await inflater.result).equals(raw)).toBe(true);
    }
  });

  it('gives what a prefix holds when it ends before the rows, and keeps the bytes taken for the rest', async () => {
    const prefix = stream.subarray(0, Math.floor(stream.byteLength / 4));
    const inflater = new RowInflater(raw.byteLength, raw.byteLength);
    feed(inflater, prefix, 10_000);
    const out = await inflater.result;
    expect(out.byteLength).toBeGreaterThan(0);
    expect(out.byteLength).toBeLessThan(raw.byteLength / 2);
    expect(Buffer.from(out).equals(raw.subarray(0, out.byteLength))).toBe(true);
    expect(Buffer.concat(inflater.taken).equals(prefix)).toBe(true);
  });

  it('rejects a damaged stream', async () => {
    const damaged = Buffer.from(stream);
    damaged.fill(0xff, 2, 400);
    const inflater = new RowInflater(raw.byteLength, raw.byteLength);
    feed(inflater, damaged);
    await expect(inflater.result).rejects.toThrow();
  });

  it('stops without an answer once abandoned (a failed attempt whose retry has its own inflater)', async () => {
    const inflater = new RowInflater(raw.byteLength, raw.byteLength);
    inflater.write(stream.subarray(0, 1000));
    inflater.abandon();
    expect(inflater.write(stream.subarray(1000, 2000))).toBe(false);
    const settled = await Promise.race([inflater.result.then(() => 'settled', () => 'settled'), new Promise((resolve) => setTimeout(() => resolve('pending'), 50))]);
    expect(settled).toBe('pending');
  });
});
