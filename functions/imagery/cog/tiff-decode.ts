/**
 * Decodes one TIFF tile or strip into a typed array: DEFLATE through node:zlib (native, about twice as fast as
 * pako in geotiff.js; runs on libuv's threads, not a worker), LZW and uncompressed; horizontal predictor (on the
 * samples' integer bit patterns, as libtiff does, also for floats) and the floating-point predictor (3); any
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
  /**
   * Columns from the left decoded in rows `firstRow` to `rows`: the horizontal predictor is a running sum along
   * each row, so a window in the left part of a tile needs only that part undone (see `decodeColumns`).
   */
  columns: number;
  readonly width: number;
  readonly predictor: number;
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

const asView = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/**
 * Inflates at least `wanted` bytes (or everything) from `bytes`, reading only as much input as that takes.
 * `total` is the block's inflated size, `filled` the part of it holding image data (see `decodeBlock`).
 */
async function inflateRows(bytes: Uint8Array, wanted: number, total: number, filled: number, complete: boolean): Promise<Uint8Array> {
  const whole = complete && wanted >= filled;
  // One output chunk for what is wanted: zlib's default 16 KB chunks cost a callback and a copy each.
  const chunkSize = Math.max(64 * 1024, Math.min(whole ? total : Math.ceil(wanted * 1.25) + 65536, total, 16 * 1024 * 1024));
  const sync = { finishFlush: constants.Z_SYNC_FLUSH, chunkSize };
  // Views on zlib's buffers, not copies (`new Uint8Array(buffer)` would copy every inflated byte).
  if (!complete) return asView(await inflateAsync(bytes, sync));
  if (whole) return asView(await inflateAsync(bytes, { chunkSize }));
  // Compression is roughly even over a tile's image data: try the proportional share of the input (plus a margin).
  let take = Math.min(bytes.length, Math.ceil((bytes.length * wanted) / filled * 1.1) + 4096);
  for (;;) {
    const out = await inflateAsync(bytes.subarray(0, take), sync);
    if (out.length >= wanted || take === bytes.length) return asView(out);
    take = Math.min(bytes.length, take * 2);
  }
}

/**
 * @param rowsWanted rows needed from the top of the block
 * @param complete false when `bytes` is only a prefix of the block's data
 * @param firstRow the first row needed: rows above it are inflated (the stream demands it) but left encoded
 * @param columnsWanted columns needed from the left: further columns are left encoded until `decodeColumns` asks
 * @param filledRows rows holding image data: fewer than `height` in a part-height last row of tiles, whose padding
 *   compresses to next to nothing, so that a row's share of the compressed bytes is 1 / `filledRows`
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
  columnsWanted = width,
  filledRows = height,
): Promise<DecodedBlock> {
  const rowBytes = (width * layout.bitsPerSample) / 8;
  const total = rowBytes * height;
  const wanted = rowBytes * Math.min(rowsWanted, height);
  let raw: Uint8Array;
  // The floating-point predictor is undone in place: uncompressed bytes are copied first, never changed where they lie.
  if (layout.compression === COMPRESSION_NONE) raw = layout.predictor === PREDICTOR_FLOAT ? bytes.slice() : bytes;
  else if (isDeflate(layout.compression)) raw = await inflateRows(bytes, wanted, total, rowBytes * Math.min(filledRows, height), complete);
  else if (layout.compression === COMPRESSION_LZW) raw = decodeLzw(bytes, wanted);
  else throw new CogUnsupportedError(`compression ${layout.compression} (supported: none, LZW, DEFLATE)`);
  return decodeInflated(raw, layout, width, height, firstRow, columnsWanted);
}

/**
 * A block from its inflated (or uncompressed) bytes: the rows they hold whole, byte order and predictor undone
 * from `firstRow` down and from the left to `columnsWanted`. `raw` is the caller's to change (the floating-point
 * predictor is undone in place).
 */
export function decodeInflated(raw: Uint8Array, layout: SampleLayout, width: number, height: number, firstRow = 0, columnsWanted = width): DecodedBlock {
  const sampleBytes = layout.bitsPerSample / 8;
  const rowBytes = width * sampleBytes;
  const rows = Math.min(height, Math.floor(raw.byteLength / rowBytes));
  if (layout.predictor === PREDICTOR_FLOAT) {
    // Undone here for whole rows: a sample's bytes are spread over its row, most significant byte plane first.
    if (layout.sampleFormat !== 3) throw new CogUnsupportedError(`floating-point predictor on sample format ${layout.sampleFormat}`);
    undoFloatPredictor(raw, width, sampleBytes, Math.min(firstRow, rows), rows);
  }
  const Type = pixelConstructor(layout);
  const aligned = raw.byteOffset % sampleBytes === 0 && layout.littleEndian;
  const pixels = aligned
    ? new Type(raw.buffer, raw.byteOffset, rows * width)
    : new Type(raw.buffer.slice(raw.byteOffset, raw.byteOffset + rows * rowBytes), 0, rows * width);
  const from = Math.min(firstRow, rows);
  if (!layout.littleEndian && sampleBytes > 1) swapBytes(new Uint8Array(pixels.buffer, pixels.byteOffset + from * rowBytes, (rows - from) * rowBytes), sampleBytes);
  if (layout.predictor !== 1 && layout.predictor !== 2 && layout.predictor !== PREDICTOR_FLOAT) throw new CogUnsupportedError(`predictor ${layout.predictor}`);
  if (layout.predictor === 2 && pixels instanceof Float64Array) throw new CogUnsupportedError('horizontal predictor on 64-bit floats');
  const decoded: DecodedBlock = { pixels, rows, firstRow: from, columns: layout.predictor === 2 ? 0 : width, width, predictor: layout.predictor };
  decodeColumns(decoded, columnsWanted);
  return decoded;
}

/** Undoes the horizontal predictor further right, up to `columns`, in the block's decoded rows. */
export function decodeColumns(block: DecodedBlock, columns: number): void {
  const to = Math.min(block.width, columns);
  if (to <= block.columns) return;
  const { pixels, width, firstRow, rows } = block;
  const from = block.columns;
  block.columns = to;
  // One monomorphic loop per element type: a first read runs these before the JIT has optimised them, where a
  // generic loop over a union of arrays costs several times more per pixel.
  if (pixels instanceof Uint16Array) undoUint16(pixels, width, firstRow, rows, from, to);
  else if (pixels instanceof Uint8Array) undoUint8(pixels, width, firstRow, rows, from, to);
  else if (pixels instanceof Int16Array) undoInt16(pixels, width, firstRow, rows, from, to);
  // libtiff differences a float's bit pattern as an unsigned integer of its size, not its value.
  else if (pixels instanceof Float32Array) undoAny(new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length), width, firstRow, rows, from, to);
  else undoAny(pixels, width, firstRow, rows, from, to);
}

const PREDICTOR_FLOAT = 3;

/**
 * Undoes TIFF's floating-point predictor (Adobe Photoshop TIFF Technical Note 3, libtiff's fpAcc) in rows `from`
 * to `rows` of `raw`: each row's bytes are a running byte-wise sum holding one byte plane after the other, the
 * first plane the last byte of each sample in the file's byte order (little-endian: the most significant); the
 * samples come out in the file's byte order (GDAL-written big-endian files checked), swapped after like any other.
 */
function undoFloatPredictor(raw: Uint8Array, width: number, sampleBytes: number, from: number, rows: number): void {
  const rowBytes = width * sampleBytes;
  const planes = new Uint8Array(rowBytes);
  for (let row = from; row < rows; row++) {
    const start = row * rowBytes;
    let sum = 0;
    for (let i = 0; i < rowBytes; i++) {
      sum = (sum + (raw[start + i] as number)) & 0xff;
      planes[i] = sum;
    }
    for (let plane = 0; plane < sampleBytes; plane++) {
      const byte = sampleBytes - 1 - plane;
      const at = plane * width;
      for (let x = 0; x < width; x++) raw[start + x * sampleBytes + byte] = planes[at + x] as number;
    }
  }
}

function undoUint16(pixels: Uint16Array, width: number, firstRow: number, rows: number, from: number, to: number): void {
  const skip = from === 0 ? 1 : from;
  for (let start = firstRow * width, last = rows * width; start < last; start += width) {
    let previous = pixels[start + skip - 1] as number;
    for (let x = start + skip, end = start + to; x < end; x++) {
      previous = ((pixels[x] as number) + previous) & 0xffff;
      pixels[x] = previous;
    }
  }
}

function undoInt16(pixels: Int16Array, width: number, firstRow: number, rows: number, from: number, to: number): void {
  const skip = from === 0 ? 1 : from;
  for (let start = firstRow * width, last = rows * width; start < last; start += width) {
    let previous = pixels[start + skip - 1] as number;
    for (let x = start + skip, end = start + to; x < end; x++) {
      pixels[x] = (pixels[x] as number) + previous;
      previous = pixels[x] as number;
    }
  }
}

function undoUint8(pixels: Uint8Array, width: number, firstRow: number, rows: number, from: number, to: number): void {
  const skip = from === 0 ? 1 : from;
  for (let start = firstRow * width, last = rows * width; start < last; start += width) {
    let previous = pixels[start + skip - 1] as number;
    for (let x = start + skip, end = start + to; x < end; x++) {
      previous = ((pixels[x] as number) + previous) & 0xff;
      pixels[x] = previous;
    }
  }
}

function undoAny(pixels: Pixels, width: number, firstRow: number, rows: number, from: number, to: number): void {
  const skip = from === 0 ? 1 : from;
  // Typed arrays wrap integer overflow exactly as the predictor's modular sums need.
  for (let start = firstRow * width, last = rows * width; start < last; start += width) {
    let previous = pixels[start + skip - 1] as number;
    for (let x = start + skip, end = start + to; x < end; x++) {
      pixels[x] = (pixels[x] as number) + previous;
      previous = pixels[x] as number;
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
