/**
 * Decodes one TIFF tile or strip into a typed array: DEFLATE through node:zlib (native, about twice as fast as
 * pako in geotiff.js; runs on libuv's threads, not a worker), LZW and uncompressed; horizontal predictor; any
 * single-sample integer or float type; either byte order.
 * Only the rows a window needs are decoded: DEFLATE is a stream, so decoding stops once the last wanted row is
 * out (a field in the top part of a 1024-row tile costs a fraction of the full decode), and a tile may be given
 * as a prefix of its bytes (see cog-reader: it fetches a proportional prefix first).
 */
import { promisify } from 'node:util';
import { constants, inflate } from 'node:zlib';
import { CogUnsupportedError } from '../errors';
import { decodeLzw } from './lzw';

const inflateAsync = promisify(inflate);

export type Pixels = Uint8Array | Int8Array | Uint16Array | Int16Array | Uint32Array | Int32Array | Float32Array | Float64Array;

export interface SampleLayout {
  compression: number;
  predictor: number;
  /** 1 unsigned, 2 signed, 3 float (TIFF SampleFormat). */
  sampleFormat: number;
  bitsPerSample: number;
  littleEndian: boolean;
}

export interface DecodedBlock {
  /** width × rows samples; rows above `firstRow` are undecoded (predictor not undone) and must not be used. */
  pixels: Pixels;
  /** Rows decoded from the top of the block. */
  rows: number;
  firstRow: number;
}

const COMPRESSION_NONE = 1;
const COMPRESSION_LZW = 5;
const COMPRESSION_DEFLATE = new Set([8, 32946]);

export const isDeflate = (compression: number) => COMPRESSION_DEFLATE.has(compression);

type PixelConstructor = new (buffer: ArrayBufferLike, byteOffset: number, length: number) => Pixels;

function pixelConstructor(layout: Pick<SampleLayout, 'sampleFormat' | 'bitsPerSample'>): PixelConstructor {
  switch (`${layout.sampleFormat}:${layout.bitsPerSample}`) {
    case '1:8': return Uint8Array;
    case '2:8': return Int8Array;
    case '1:16': return Uint16Array;
    case '2:16': return Int16Array;
    case '1:32': return Uint32Array;
    case '2:32': return Int32Array;
    case '3:32': return Float32Array;
    case '3:64': return Float64Array;
    default: throw new CogUnsupportedError(`sample format ${layout.sampleFormat} with ${layout.bitsPerSample} bits`);
  }
}

export function pixelArray(layout: Pick<SampleLayout, 'sampleFormat' | 'bitsPerSample'>, length: number): Pixels {
  const Type = pixelConstructor(layout);
  const bytes = (length * layout.bitsPerSample) / 8;
  return new Type(new ArrayBuffer(bytes), 0, length);
}

/** Inflates at least `wanted` bytes (or everything) from `bytes`, reading only as much input as that takes. */
async function inflateRows(bytes: Uint8Array, wanted: number, total: number, complete: boolean): Promise<Uint8Array> {
  // One output chunk for what is wanted: zlib's default 16 KB chunks cost a callback and a copy each.
  const chunkSize = Math.max(64 * 1024, Math.min(total, Math.ceil(wanted * 1.25) + 65536, 16 * 1024 * 1024));
  const sync = { finishFlush: constants.Z_SYNC_FLUSH, chunkSize };
  if (!complete) return new Uint8Array(await inflateAsync(bytes, sync));
  if (wanted >= total) return new Uint8Array(await inflateAsync(bytes, { chunkSize }));
  // Compression is roughly even over a tile: try the proportional share of the input (plus a margin) first.
  let take = Math.min(bytes.length, Math.ceil((bytes.length * wanted) / total * 1.1) + 4096);
  for (;;) {
    const out = await inflateAsync(bytes.subarray(0, take), sync);
    if (out.length >= wanted || take === bytes.length) return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
    take = Math.min(bytes.length, take * 2);
  }
}

/**
 * @param rowsWanted rows needed from the top of the block
 * @param complete false when `bytes` is only a prefix of the block's data
 * @param firstRow the first row needed: rows above it are inflated (the stream demands it) but left encoded
 * @returns at least `rowsWanted` rows when the data holds them (a last strip, or a prefix, may hold fewer)
 */
export async function decodeBlock(
  bytes: Uint8Array,
  layout: SampleLayout,
  width: number,
  height: number,
  rowsWanted = height,
  complete = true,
  firstRow = 0,
): Promise<DecodedBlock> {
  const sampleBytes = layout.bitsPerSample / 8;
  const rowBytes = width * sampleBytes;
  const total = rowBytes * height;
  const wanted = rowBytes * Math.min(rowsWanted, height);
  let raw: Uint8Array;
  if (layout.compression === COMPRESSION_NONE) raw = bytes;
  else if (isDeflate(layout.compression)) raw = await inflateRows(bytes, wanted, total, complete);
  else if (layout.compression === COMPRESSION_LZW) raw = decodeLzw(bytes, wanted);
  else throw new CogUnsupportedError(`compression ${layout.compression} (supported: none, LZW, DEFLATE)`);
  const rows = Math.min(height, Math.floor(raw.byteLength / rowBytes));
  const Type = pixelConstructor(layout);
  const aligned = raw.byteOffset % sampleBytes === 0 && layout.littleEndian;
  const pixels = aligned
    ? new Type(raw.buffer, raw.byteOffset, rows * width)
    : new Type(raw.buffer.slice(raw.byteOffset, raw.byteOffset + rows * rowBytes), 0, rows * width);
  const from = Math.min(firstRow, rows);
  if (!layout.littleEndian && sampleBytes > 1) swapBytes(new Uint8Array(pixels.buffer, pixels.byteOffset + from * rowBytes, (rows - from) * rowBytes), sampleBytes);
  if (layout.predictor === 2) undoHorizontalPredictor(pixels, width, from, rows);
  else if (layout.predictor !== 1) throw new CogUnsupportedError(`predictor ${layout.predictor}`);
  return { pixels, rows, firstRow: from };
}

function undoHorizontalPredictor(pixels: Pixels, width: number, from: number, rows: number): void {
  if (pixels instanceof Uint16Array) return undoUint16(pixels, width, from, rows);
  if (pixels instanceof Uint8Array) return undoUint8(pixels, width, from, rows);
  // Typed arrays wrap integer overflow exactly as the predictor's modular sums need.
  for (let y = from; y < rows; y++) {
    const start = y * width;
    let previous = pixels[start] as number;
    for (let x = start + 1; x < start + width; x++) {
      pixels[x] = (pixels[x] as number) + previous;
      previous = pixels[x] as number;
    }
  }
}

function undoUint16(pixels: Uint16Array, width: number, from: number, rows: number): void {
  for (let y = from; y < rows; y++) {
    const start = y * width;
    let previous = pixels[start] as number;
    for (let x = start + 1; x < start + width; x++) {
      previous = ((pixels[x] as number) + previous) & 0xffff;
      pixels[x] = previous;
    }
  }
}

function undoUint8(pixels: Uint8Array, width: number, from: number, rows: number): void {
  for (let y = from; y < rows; y++) {
    const start = y * width;
    let previous = pixels[start] as number;
    for (let x = start + 1; x < start + width; x++) {
      previous = ((pixels[x] as number) + previous) & 0xff;
      pixels[x] = previous;
    }
  }
}

function swapBytes(bytes: Uint8Array, size: number): void {
  for (let i = 0; i < bytes.length; i += size) {
    for (let a = i, b = i + size - 1; a < b; a++, b--) {
      const t = bytes[a] as number;
      bytes[a] = bytes[b] as number;
      bytes[b] = t;
    }
  }
}
