/**
 * Writes a single-band Cloud-Optimized GeoTIFF: tiled, DEFLATE (optionally with the horizontal predictor) or
 * uncompressed, internal overviews, every IFD at the start of the file and tile data after them, smallest
 * overview first (the COG layout). Used by the demo-imagery generator and by tests that need real files.
 */
import { deflateSync } from 'node:zlib';

/** Float32 (radar backscatter) is written without the predictor; NaN is its no-data value unless `noData` says otherwise. */
export type WritablePixels = Uint8Array | Uint16Array | Float32Array;

export interface CogWriteInput {
  width: number;
  height: number;
  data: WritablePixels;
  /** Upper-left corner and pixel size in the CRS of `epsg`. */
  originX: number;
  originY: number;
  resolution: number;
  epsg: number;
  noData?: number;
  blockSize?: number;
  compression?: 'deflate' | 'none';
  predictor?: boolean;
  /** zlib level (default 6, GDAL's); generated demo imagery favours speed over size. */
  deflateLevel?: number;
  /** Overview factors, e.g. [2, 4, 8]; levels smaller than one block are still written. */
  overviews?: number[];
  /** `average` for reflectances (GDAL's AVERAGE, nodata ignored), `nearest` for classes such as SCL. */
  overviewResampling?: 'average' | 'nearest';
}

interface Level {
  width: number;
  height: number;
  data: WritablePixels;
}

const TYPE = { SHORT: 3, LONG: 4, ASCII: 2, DOUBLE: 12 } as const;
const TYPE_SIZE: Record<number, number> = { 2: 1, 3: 2, 4: 4, 12: 8 };

interface Entry {
  tag: number;
  type: number;
  values: number[] | string;
}

export function writeCog(input: CogWriteInput): Uint8Array {
  const blockSize = input.blockSize ?? 512;
  const compression = input.compression ?? 'deflate';
  const float = input.data instanceof Float32Array;
  const predictor = compression === 'deflate' && !float && (input.predictor ?? true);
  const bits = float ? 32 : input.data instanceof Uint16Array ? 16 : 8;
  const levels: Level[] = [{ width: input.width, height: input.height, data: input.data }];
  for (const factor of input.overviews ?? []) {
    levels.push(downsample(levels[0] as Level, factor, input.noData, input.overviewResampling ?? 'average'));
  }
  const tiles = levels.map((level) => encodeTiles(level, blockSize, bits, compression, predictor, input.deflateLevel ?? 6));

  const entriesOf = (index: number, offsets: number[]): Entry[] => {
    const level = levels[index] as Level;
    const counts = (tiles[index] as Uint8Array[]).map((t) => t.byteLength);
    const entries: Entry[] = [];
    if (index > 0) entries.push({ tag: 254, type: TYPE.LONG, values: [1] });
    entries.push(
      { tag: 256, type: TYPE.LONG, values: [level.width] },
      { tag: 257, type: TYPE.LONG, values: [level.height] },
      { tag: 258, type: TYPE.SHORT, values: [bits] },
      { tag: 259, type: TYPE.SHORT, values: [compression === 'deflate' ? 8 : 1] },
      { tag: 262, type: TYPE.SHORT, values: [1] },
      { tag: 277, type: TYPE.SHORT, values: [1] },
      { tag: 284, type: TYPE.SHORT, values: [1] },
    );
    if (predictor) entries.push({ tag: 317, type: TYPE.SHORT, values: [2] });
    entries.push(
      { tag: 322, type: TYPE.LONG, values: [blockSize] },
      { tag: 323, type: TYPE.LONG, values: [blockSize] },
      { tag: 324, type: TYPE.LONG, values: offsets },
      { tag: 325, type: TYPE.LONG, values: counts },
      { tag: 339, type: TYPE.SHORT, values: [float ? 3 : 1] },
    );
    if (index === 0) {
      const geographic = input.epsg === 4326;
      entries.push(
        { tag: 33550, type: TYPE.DOUBLE, values: [input.resolution, input.resolution, 0] },
        { tag: 33922, type: TYPE.DOUBLE, values: [0, 0, 0, input.originX, input.originY, 0] },
        {
          tag: 34735,
          type: TYPE.SHORT,
          values: [1, 1, 0, 3, 1024, 0, 1, geographic ? 2 : 1, 1025, 0, 1, 1, geographic ? 2048 : 3072, 0, 1, input.epsg],
        },
      );
    }
    if (input.noData !== undefined) entries.push({ tag: 42113, type: TYPE.ASCII, values: `${input.noData}\0` });
    return entries;
  };

  // First pass with placeholder offsets fixes the header size; the second writes the real tile offsets.
  const placeholder = levels.map((_, i) => entriesOf(i, (tiles[i] as Uint8Array[]).map(() => 0)));
  const headerSize = 8 + placeholder.reduce((sum, entries) => sum + ifdSize(entries), 0);
  const dataOrder = levels.map((_, i) => i).reverse();
  const offsets: number[][] = levels.map(() => []);
  let cursor = headerSize;
  for (const index of dataOrder) {
    for (const tile of tiles[index] as Uint8Array[]) {
      (offsets[index] as number[]).push(cursor);
      cursor += tile.byteLength;
    }
  }
  const out = new Uint8Array(cursor);
  const view = new DataView(out.buffer);
  out.set([0x49, 0x49, 42, 0]);
  let ifdAt = 8;
  view.setUint32(4, ifdAt, true);
  levels.forEach((_, i) => {
    const entries = entriesOf(i, offsets[i] as number[]);
    const next = i + 1 < levels.length ? ifdAt + ifdSize(entries) : 0;
    writeIfd(view, ifdAt, entries, next);
    ifdAt += ifdSize(entries);
  });
  for (const index of dataOrder) {
    (tiles[index] as Uint8Array[]).forEach((tile, t) => out.set(tile, (offsets[index] as number[])[t] as number));
  }
  return out;
}

function valueBytes(entry: Entry): number {
  const count = typeof entry.values === 'string' ? entry.values.length : entry.values.length;
  return count * (TYPE_SIZE[entry.type] as number);
}

/** IFD itself (count, 12-byte entries, next pointer) plus out-of-line values, each word-aligned. */
function ifdSize(entries: Entry[]): number {
  let size = 2 + entries.length * 12 + 4;
  for (const entry of entries) {
    const bytes = valueBytes(entry);
    if (bytes > 4) size += bytes + (bytes % 2);
  }
  return size;
}

function writeIfd(view: DataView, at: number, entries: Entry[], next: number): void {
  view.setUint16(at, entries.length, true);
  let extra = at + 2 + entries.length * 12 + 4;
  entries.forEach((entry, i) => {
    const p = at + 2 + i * 12;
    const count = entry.values.length;
    view.setUint16(p, entry.tag, true);
    view.setUint16(p + 2, entry.type, true);
    view.setUint32(p + 4, count, true);
    const bytes = valueBytes(entry);
    let target = p + 8;
    if (bytes > 4) {
      view.setUint32(p + 8, extra, true);
      target = extra;
      extra += bytes + (bytes % 2);
    }
    writeValues(view, target, entry);
  });
  view.setUint32(at + 2 + entries.length * 12, next, true);
}

function writeValues(view: DataView, at: number, entry: Entry): void {
  if (typeof entry.values === 'string') {
    for (let i = 0; i < entry.values.length; i++) view.setUint8(at + i, entry.values.charCodeAt(i));
    return;
  }
  entry.values.forEach((value, i) => {
    if (entry.type === TYPE.SHORT) view.setUint16(at + i * 2, value, true);
    else if (entry.type === TYPE.LONG) view.setUint32(at + i * 4, value, true);
    else view.setFloat64(at + i * 8, value, true);
  });
}

function encodeTiles(level: Level, blockSize: number, bits: number, compression: 'deflate' | 'none', predictor: boolean, deflateLevel: number): Uint8Array[] {
  const across = Math.ceil(level.width / blockSize);
  const down = Math.ceil(level.height / blockSize);
  const tiles: Uint8Array[] = [];
  for (let by = 0; by < down; by++) {
    for (let bx = 0; bx < across; bx++) {
      const tile = emptyLike(level.data, blockSize * blockSize);
      for (let y = 0; y < blockSize; y++) {
        const sy = by * blockSize + y;
        if (sy >= level.height) break;
        const sx0 = bx * blockSize;
        const n = Math.min(blockSize, level.width - sx0);
        tile.set(level.data.subarray(sy * level.width + sx0, sy * level.width + sx0 + n), y * blockSize);
      }
      if (predictor) {
        for (let y = 0; y < blockSize; y++) {
          for (let x = blockSize - 1; x > 0; x--) {
            const i = y * blockSize + x;
            tile[i] = (tile[i] as number) - (tile[i - 1] as number);
          }
        }
      }
      const raw = new Uint8Array(tile.buffer);
      tiles.push(compression === 'deflate' ? new Uint8Array(deflateSync(raw, { level: deflateLevel })) : raw);
    }
  }
  return tiles;
}

function emptyLike(data: WritablePixels, length: number): WritablePixels {
  if (data instanceof Float32Array) return new Float32Array(length).fill(Number.NaN);
  return data instanceof Uint16Array ? new Uint16Array(length) : new Uint8Array(length);
}

function downsample(level: Level, factor: number, noData: number | undefined, mode: 'average' | 'nearest'): Level {
  const width = Math.ceil(level.width / factor);
  const height = Math.ceil(level.height / factor);
  const float = level.data instanceof Float32Array;
  const data = emptyLike(level.data, width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mode === 'nearest') {
        const sy = Math.min(level.height - 1, y * factor + Math.floor(factor / 2));
        const sx = Math.min(level.width - 1, x * factor + Math.floor(factor / 2));
        data[y * width + x] = level.data[sy * level.width + sx] as number;
        continue;
      }
      let sum = 0;
      let count = 0;
      for (let sy = y * factor; sy < Math.min(level.height, (y + 1) * factor); sy++) {
        for (let sx = x * factor; sx < Math.min(level.width, (x + 1) * factor); sx++) {
          const v = level.data[sy * level.width + sx] as number;
          if (v === noData || Number.isNaN(v)) continue;
          sum += v;
          count++;
        }
      }
      data[y * width + x] = count === 0 ? (noData ?? (float ? Number.NaN : 0)) : float ? sum / count : Math.round(sum / count);
    }
  }
  return { width, height, data };
}
