import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeBlock, decodeColumns, type SampleLayout } from '../../../functions/imagery/cog/tiff-decode';
import { seeded } from './support/synthetic';

/**
 * Float32 tiles with TIFF's predictors, encoded here from the specification (TIFF 6.0 §14 for the horizontal
 * predictor on the samples' bit patterns, as libtiff applies it to floats; Adobe Photoshop TIFF Technical Note 3
 * for the floating-point predictor: byte planes, most significant first, then a byte-wise running difference).
 * Radar backscatter COGs may use either; a float summed as a value instead of as bits would be silently wrong.
 */
const WIDTH = 37;
const HEIGHT = 5;

function values(): Float32Array {
  const random = seeded(24);
  const out = new Float32Array(WIDTH * HEIGHT);
  for (let i = 0; i < out.length; i++) out[i] = (random() - 0.2) * 10 ** Math.floor(random() * 6 - 4);
  out[3] = Number.NaN;
  out[WIDTH + 5] = 0;
  out[2 * WIDTH + 7] = -0.125;
  return out;
}

function horizontal(data: Float32Array): Uint8Array {
  const words = new Uint32Array(data.buffer.slice(0));
  for (let row = 0; row < HEIGHT; row++) {
    for (let x = WIDTH - 1; x > 0; x--) words[row * WIDTH + x] = ((words[row * WIDTH + x] as number) - (words[row * WIDTH + x - 1] as number)) >>> 0;
  }
  return new Uint8Array(words.buffer);
}

function floatingPoint(data: Float32Array): Uint8Array {
  const bytes = new Uint8Array(data.buffer.slice(0));
  const out = new Uint8Array(bytes.length);
  const rowBytes = WIDTH * 4;
  for (let row = 0; row < HEIGHT; row++) {
    const start = row * rowBytes;
    for (let x = 0; x < WIDTH; x++) for (let plane = 0; plane < 4; plane++) out[start + plane * WIDTH + x] = bytes[start + x * 4 + (3 - plane)] as number;
    for (let i = rowBytes - 1; i > 0; i--) out[start + i] = ((out[start + i] as number) - (out[start + i - 1] as number)) & 0xff;
  }
  return out;
}

const layout = (predictor: number, compression = 1): SampleLayout => ({ compression, predictor, sampleFormat: 3, bitsPerSample: 32, littleEndian: true });
const same = (a: ArrayLike<number>, b: ArrayLike<number>) => Array.from(a, (v, i) => Object.is(v, b[i])).every(Boolean);

describe('Float32 tiles with predictors', () => {
  const data = values();

  it.each([
    ['horizontal (2)', 2, horizontal],
    ['floating-point (3)', 3, floatingPoint],
  ] as const)('undoes the %s predictor, uncompressed and DEFLATE, to the exact floats (NaN included)', async (_, predictor, encode) => {
    const encoded = encode(data);
    const plain = await decodeBlock(encoded.slice(), layout(predictor), WIDTH, HEIGHT);
    expect(same(plain.pixels, data)).toBe(true);
    const deflated = await decodeBlock(new Uint8Array(deflateSync(encoded)), layout(predictor, 8), WIDTH, HEIGHT);
    expect(same(deflated.pixels, data)).toBe(true);
  });

  it('decodes only the rows and columns a window needs, the rest on demand', async () => {
    const partial = await decodeBlock(horizontal(data), layout(2), WIDTH, HEIGHT, 3, true, 1, 10);
    expect(same(partial.pixels.subarray(WIDTH, WIDTH + 10), data.subarray(WIDTH, WIDTH + 10))).toBe(true);
    decodeColumns(partial, WIDTH);
    expect(same(partial.pixels.subarray(WIDTH, 3 * WIDTH), data.subarray(WIDTH, 3 * WIDTH))).toBe(true);
    const rows = await decodeBlock(floatingPoint(data), layout(3), WIDTH, HEIGHT, 4, true, 2);
    expect(same(rows.pixels.subarray(2 * WIDTH, 4 * WIDTH), data.subarray(2 * WIDTH, 4 * WIDTH))).toBe(true);
  });

  it('refuses the floating-point predictor on integers and an unknown predictor', async () => {
    await expect(decodeBlock(new Uint8Array(WIDTH * HEIGHT * 2), { ...layout(3), sampleFormat: 1, bitsPerSample: 16 }, WIDTH, HEIGHT)).rejects.toThrow(/floating-point predictor on sample format 1/);
    await expect(decodeBlock(new Uint8Array(WIDTH * HEIGHT * 4), layout(4), WIDTH, HEIGHT)).rejects.toThrow(/predictor 4/);
  });
});
