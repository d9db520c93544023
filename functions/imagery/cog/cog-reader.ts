/**
 * Reads pixel windows of a (Cloud-Optimized) GeoTIFF through a ByteSource. @cogeotiff/core parses the header (a
 * few KB: IFDs, tile offsets, geo keys); this module decides which internal tiles a window needs, fetches only
 * those as few merged range requests with bounded concurrency, and decodes them as they arrive.
 * Why not geotiff.js: see functions/imagery/README.md (bundle 27 KB vs 298 KB, native inflate, range control).
 */
import { Compression, RasterTypeKey, Tiff, TiffTag, TiffTagGeo, type Source, type TiffImage } from '@cogeotiff/core';
import { CogTruncatedError, CogUnsupportedError, ImageryError } from '../errors';
import type { ByteSource } from './byte-source';
import { mapLimit } from './concurrency';
import { DEFAULT_RANGE_PLAN, planRequests, type ByteRange, type RangePlanOptions } from './range-plan';
import { RowInflater } from './row-inflater';
import { decodeBlock, decodeColumns, decodeInflated, isDeflate, pixelArray, type DecodedBlock, type Pixels, type SampleLayout } from './tiff-decode';

/** One resolution level: 0 is the full image, then the overviews, coarsest last. */
export interface CogLevel {
  readonly index: number;
  readonly width: number;
  readonly height: number;
  /** Internal tile size (a strip is a block as wide as the image). */
  readonly blockWidth: number;
  readonly blockHeight: number;
  readonly blocksAcross: number;
  readonly blocksDown: number;
  /** Upper-left corner of the upper-left pixel, in the file's CRS. */
  readonly originX: number;
  readonly originY: number;
  /** Pixel size, both positive (north-up images only). */
  readonly resX: number;
  readonly resY: number;
}

/** Pixel rectangle [x, x + width) × [y, y + height) of a level; it may reach outside the image. */
export interface PixelWindow {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowReadOptions {
  concurrency: number;
  rangePlan: RangePlanOptions;
  /** Value for pixels outside the image or in sparse (empty) tiles; defaults to the file's nodata, else 0. */
  fill?: number;
}

export const DEFAULT_WINDOW_READ: WindowReadOptions = { concurrency: 6, rangePlan: DEFAULT_RANGE_PLAN };

/** One block to read: its index, the rows wanted (firstRow to rows), the columns, and where its full data lies. */
interface BlockRead {
  block: number;
  rows: number;
  firstRow: number;
  columns: number;
  offset: number;
  length: number;
}

interface BlockTable {
  offsets: ArrayLike<number>;
  counts: ArrayLike<number>;
}

const HEADER_READ_BYTES = 16 * 1024;
const CACHED_BLOCKS = 8;

export class CogFile {
  private readonly tables = new Map<number, Promise<BlockTable>>();
  private readonly blocks = new Map<string, DecodedBlock>();

  private constructor(
    readonly source: ByteSource,
    private readonly images: TiffImage[],
    readonly levels: readonly CogLevel[],
    readonly layout: SampleLayout,
    /** EPSG code from the geo keys, null when the file does not say. */
    readonly epsg: number | null,
    readonly noData: number | null,
  ) {}

  static async open(source: ByteSource): Promise<CogFile> {
    let tiff: Tiff;
    const reads = { short: false };
    try {
      tiff = await Tiff.create(asCogeotiffSource(source, reads), { defaultReadSize: HEADER_READ_BYTES });
    } catch (error) {
      throw headerError(source, error, reads.short);
    }
    const images = tiff.images;
    const first = images[0];
    if (!first) throw new CogUnsupportedError(`${source.url} holds no image`);
    const layout = sampleLayout(first, tiff.isLittleEndian, source.url);
    let levels: CogLevel[];
    try {
      levels = images.map((image, index) => describeLevel(image, index));
    } catch (error) {
      throw new CogUnsupportedError(`${source.url}: ${(error as Error).message}`);
    }
    for (const level of levels) {
      if (level.resX <= 0 || level.resY <= 0) throw new CogUnsupportedError(`${source.url} is not north-up`);
    }
    return new CogFile(source, images, levels, layout, first.epsg, first.noData);
  }

  get level0(): CogLevel {
    return this.levels[0] as CogLevel;
  }

  /** The coarsest level whose pixels are still at most `resolution` (metres per pixel) wide. */
  levelForResolution(resolution: number): CogLevel {
    let chosen = this.level0;
    for (const level of this.levels) if (level.resX <= resolution * 1.0001 && level.resX > chosen.resX) chosen = level;
    return chosen;
  }

  /** Block indices (row-major) a window of a level touches. */
  blocksFor(levelIndex: number, window: PixelWindow): number[] {
    const level = this.levelAt(levelIndex);
    const x0 = Math.max(0, window.x);
    const y0 = Math.max(0, window.y);
    const x1 = Math.min(level.width, window.x + window.width);
    const y1 = Math.min(level.height, window.y + window.height);
    const out: number[] = [];
    if (x1 <= x0 || y1 <= y0) return out;
    for (let by = Math.floor(y0 / level.blockHeight); by <= Math.floor((y1 - 1) / level.blockHeight); by++) {
      for (let bx = Math.floor(x0 / level.blockWidth); bx <= Math.floor((x1 - 1) / level.blockWidth); bx++) {
        out.push(by * level.blocksAcross + bx);
      }
    }
    return out;
  }

  /** Sum of the stored (compressed) sizes of the blocks a window needs: the least any reader must fetch. */
  async coveringBytes(levelIndex: number, window: PixelWindow): Promise<number> {
    const table = await this.blockTable(levelIndex);
    return this.blocksFor(levelIndex, window).reduce((sum, block) => sum + (table.counts[block] ?? 0), 0);
  }

  async readWindow(levelIndex: number, window: PixelWindow, options: Partial<WindowReadOptions> = {}): Promise<Pixels> {
    const { concurrency, rangePlan, fill } = { ...DEFAULT_WINDOW_READ, ...options };
    const level = this.levelAt(levelIndex);
    const out = pixelArray(this.layout, window.width * window.height);
    const fillValue = fill ?? this.noData ?? 0;
    if (fillValue !== 0) out.fill(fillValue);
    const wanted = this.blocksFor(levelIndex, window);
    if (wanted.length === 0) return out;

    // Rows of each block the window needs, counted from the block's top (decoding stops there); never past the
    // image's last row, below which a last row of tiles holds only padding.
    const topOf = (block: number) => Math.floor(block / level.blocksAcross) * level.blockHeight;
    const rowsFor = (block: number) => Math.min(filledRows(level, block), window.y + window.height - topOf(block));
    const firstRowFor = (block: number) => Math.max(0, window.y - topOf(block));
    const columnsFor = (block: number) => Math.min(level.blockWidth, window.x + window.width - (block % level.blocksAcross) * level.blockWidth);
    const copy = (block: number, decoded: DecodedBlock) => copyBlock(level, block, decoded.pixels, window, out);
    const missing: number[] = [];
    for (const block of wanted) {
      const cached = this.blocks.get(`${levelIndex}:${block}`);
      if (cached && cached.rows >= rowsFor(block) && cached.firstRow <= firstRowFor(block)) {
        decodeColumns(cached, columnsFor(block));
        copy(block, cached);
      } else missing.push(block);
    }
    if (missing.length === 0) return out;

    const table = await this.blockTable(levelIndex);
    const ranges: Array<ByteRange & { item: BlockRead }> = [];
    for (const block of missing) {
      const offset = table.offsets[block] ?? 0;
      const length = table.counts[block] ?? 0;
      if (offset === 0 || length === 0) continue; // sparse block: stays at the fill value
      const size = this.source.size;
      if (size !== undefined && offset + length > size) throw new CogTruncatedError(this.source.url, { offset, length }, Math.max(0, size - offset));
      const rows = rowsFor(block);
      // A DEFLATE stream can be decoded from a prefix: fetch the share of the bytes the rows need, plus a margin.
      // The share is of the rows holding image data: a part-height last row of tiles (Sentinel-2's 10980 rows in
      // 1024-row tiles) keeps nearly all its bytes in those rows, its padding compressing to next to nothing.
      const filled = filledRows(level, block);
      const prefix = isDeflate(this.layout.compression) && rows < filled * 0.8
        ? Math.min(length, Math.ceil((length * rows) / filled * 1.15) + 8192)
        : length;
      ranges.push({ offset, length: prefix, item: { block, rows, firstRow: firstRowFor(block), columns: columnsFor(block), offset, length } });
    }
    const requests = planRequests(ranges, rangePlan);
    await mapLimit(requests, concurrency, async (request) => {
      const only = request.parts.length === 1 ? (request.parts[0] as (typeof request.parts)[number]).item : undefined;
      if (only && this.source.readStreaming && isDeflate(this.layout.compression)) {
        const decoded = await this.inflateWhileReading(level, only, request);
        this.remember(`${levelIndex}:${only.block}`, decoded);
        copy(only.block, decoded);
        return;
      }
      const bytes = await this.source.read(request.offset, request.length);
      if (bytes.byteLength < request.length) throw new CogTruncatedError(this.source.url, request, bytes.byteLength);
      for (const part of request.parts) {
        const decoded = await this.decodeWithRest(level, part.item, bytes.subarray(part.at, part.at + part.length));
        this.remember(`${levelIndex}:${part.item.block}`, decoded);
        copy(part.item.block, decoded);
      }
    });
    return out;
  }

  /**
   * One DEFLATE tile (or its prefix) inflated while its bytes arrive, stopping at the rows the window needs (see
   * row-inflater.ts); a prefix too short for the rows (uneven compression) is completed by a second read.
   * Why (the year series over HTTP ranges, test/bench/imagery `series`, reported at 2.4 s against 1.6 s before
   * the node:http pool): the pool is not slower than fetch. Replaying the series' 420 ranges alone, the pool
   * spends 0.65 s of CPU and fetch 1.0 s; the whole series with fetch spent more CPU than with the pool (2.3 s
   * against 2.1 s, medians of 5 runs each). The series is CPU-bound on 2 cores: about 1.8-2.0 s of CPU (all
   * threads) for a wall time of 1.1 s on a calm machine and 2-7 s at the load averages of 5-12 seen while
   * measuring, so its wall time mostly followed the machine's load. Of that CPU, 0.6 s is inflating (libuv's
   * threads), 0.45 s V8's GC and compilers, 0.75 s the main thread (HTTP, statistics, and the bench's own
   * server). What was waste is gone here: each answer's 64 KB chunks joined into one array before inflating, the
   * prefix's margin inflated for nothing into an output chunk a quarter larger than the rows, libuv's threads
   * idle while the answer was on the way. With the bench's server in a process of its own (it served its 141 MB
   * on the engine's event loop), the series spends 1.64-1.69 s of CPU instead of 1.79-2.0 s (medians of 6-8
   * interleaved runs per session; main thread 0.63 s instead of 0.77-0.86 s), 1.19 s of wall time instead of
   * 1.30 s at a load of 8-10 (best run 0.92 s).
   */
  private async inflateWhileReading(level: CogLevel, read: BlockRead, request: ByteRange): Promise<DecodedBlock> {
    const rowBytes = (level.blockWidth * this.layout.bitsPerSample) / 8;
    const wanted = rowBytes * Math.min(read.rows, level.blockHeight);
    let inflater: RowInflater | undefined;
    const arrived = await (this.source.readStreaming as NonNullable<ByteSource['readStreaming']>).call(
      this.source,
      request.offset,
      request.length,
      () => (inflater = new RowInflater(wanted, rowBytes * level.blockHeight)),
    );
    if (arrived < request.length || !inflater) throw new CogTruncatedError(this.source.url, request, arrived);
    const done = inflater;
    let raw: Uint8Array;
    try {
      raw = await done.result;
    } catch {
      throw new CogTruncatedError(this.source.url, { offset: -1, length: request.length }, arrived);
    }
    const decoded = decodeInflated(raw, this.layout, level.blockWidth, level.blockHeight, read.firstRow, read.columns);
    if (decoded.rows >= read.rows) return decoded;
    if (request.length >= read.length) throw new CogTruncatedError(this.source.url, { offset: read.offset, length: read.length }, arrived);
    return this.decodeWithRestOf(level, read, done.taken, arrived);
  }

  /** Decodes a block from the bytes fetched; when a prefix was too short for the rows, fetches the rest. */
  private async decodeWithRest(level: CogLevel, read: BlockRead, fetched: Uint8Array): Promise<DecodedBlock> {
    const complete = fetched.byteLength >= read.length;
    const decoded = await this.decode(level, fetched, read, complete);
    if (decoded.rows >= read.rows) return decoded;
    if (complete) throw new CogTruncatedError(this.source.url, { offset: read.offset, length: read.length }, fetched.byteLength);
    return this.decodeWithRestOf(level, read, [fetched], fetched.byteLength);
  }

  /** Fetches the rest of a block after a prefix (given as chunks) that did not hold the rows, and decodes it whole. */
  private async decodeWithRestOf(level: CogLevel, read: BlockRead, prefix: readonly Uint8Array[], fetched: number): Promise<DecodedBlock> {
    const rest = await this.source.read(read.offset + fetched, read.length - fetched);
    if (rest.byteLength < read.length - fetched) throw new CogTruncatedError(this.source.url, read, fetched + rest.byteLength);
    const whole = new Uint8Array(read.length);
    let at = 0;
    for (const chunk of prefix) {
      const part = chunk.subarray(0, fetched - at);
      whole.set(part, at);
      at += part.byteLength;
    }
    whole.set(rest, fetched);
    const decoded = await this.decode(level, whole, read, true);
    if (decoded.rows < read.rows) throw new CogTruncatedError(this.source.url, read, whole.byteLength);
    return decoded;
  }

  async close(): Promise<void> {
    this.blocks.clear();
    await this.source.close();
  }

  private levelAt(index: number): CogLevel {
    const level = this.levels[index];
    if (!level) throw new RangeError(`no level ${index} in ${this.source.url}`);
    return level;
  }

  private async decode(level: CogLevel, bytes: Uint8Array, read: BlockRead, complete: boolean): Promise<DecodedBlock> {
    try {
      return await decodeBlock(bytes, this.layout, level.blockWidth, level.blockHeight, read.rows, complete, read.firstRow, read.columns, filledRows(level, read.block));
    } catch (error) {
      if (error instanceof ImageryError) throw error;
      // zlib rejects a stream cut short or damaged: the file does not hold what its header promises.
      throw new CogTruncatedError(this.source.url, { offset: -1, length: bytes.byteLength }, bytes.byteLength);
    }
  }

  private remember(key: string, decoded: DecodedBlock): void {
    this.blocks.delete(key);
    this.blocks.set(key, decoded);
    if (this.blocks.size > CACHED_BLOCKS) this.blocks.delete(this.blocks.keys().next().value as string);
  }

  private blockTable(levelIndex: number): Promise<BlockTable> {
    let table = this.tables.get(levelIndex);
    if (!table) {
      table = loadBlockTable(this.images[levelIndex] as TiffImage, this.source.url);
      this.tables.set(levelIndex, table);
    }
    return table;
  }
}

function asCogeotiffSource(source: ByteSource, reads: { short: boolean }): Source {
  return {
    url: new URL(/^[a-z]+:\/\//i.test(source.url) ? source.url : `file://${source.url}`),
    get metadata() {
      return { size: source.size };
    },
    async fetch(offset: number, length?: number): Promise<ArrayBuffer> {
      const wanted = length ?? HEADER_READ_BYTES;
      const bytes = await source.read(offset, wanted);
      if (bytes.byteLength < wanted) reads.short = true;
      return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
        ? (bytes.buffer as ArrayBuffer)
        : (bytes.slice().buffer as ArrayBuffer);
    },
  };
}

/** A header that fails to parse after a read came back short (end of file) is a truncated file. */
function headerError(source: ByteSource, error: unknown, shortRead: boolean): Error {
  if (error instanceof ImageryError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (shortRead || error instanceof RangeError) {
    return new CogTruncatedError(source.url, { offset: 0, length: HEADER_READ_BYTES }, source.size ?? 0);
  }
  return new CogUnsupportedError(`${source.url}: ${message}`);
}

function sampleLayout(image: TiffImage, littleEndian: boolean, url: string): SampleLayout {
  const samples = image.value(TiffTag.SamplesPerPixel) ?? 1;
  if (samples !== 1) throw new CogUnsupportedError(`${url} has ${samples} samples per pixel; one band per file is supported`);
  return {
    compression: image.value(TiffTag.Compression) ?? Compression.None,
    predictor: image.value(TiffTag.Predictor) ?? 1,
    sampleFormat: image.value(TiffTag.SampleFormat)?.[0] ?? 1,
    bitsPerSample: image.value(TiffTag.BitsPerSample)?.[0] ?? 8,
    littleEndian,
  };
}

function describeLevel(image: TiffImage, index: number): CogLevel {
  const { width, height } = image.size;
  const tiled = image.isTiled();
  const blockWidth = tiled ? image.tileSize.width : width;
  const rowsPerStrip = Number(image.value(TiffTag.RowsPerStrip) ?? height);
  const blockHeight = tiled ? image.tileSize.height : Math.min(rowsPerStrip, height);
  const [resX, resYSigned] = image.resolution;
  const [originX, originY] = image.origin;
  const resY = Math.abs(resYSigned);
  // GDAL moves PixelIsPoint tie points by half a pixel so that the origin is a pixel corner; so do we.
  const isPoint = image.valueGeo(TiffTagGeo.GTRasterTypeGeoKey) === RasterTypeKey.PixelIsPoint;
  return {
    index,
    width,
    height,
    blockWidth,
    blockHeight,
    blocksAcross: Math.ceil(width / blockWidth),
    blocksDown: Math.ceil(height / blockHeight),
    originX: isPoint ? originX - resX / 2 : originX,
    originY: isPoint ? originY + resY / 2 : originY,
    resX,
    resY,
  };
}

async function loadBlockTable(image: TiffImage, url: string): Promise<BlockTable> {
  const tiled = image.isTiled();
  const [offsets, counts] = await Promise.all([
    image.fetch(tiled ? TiffTag.TileOffsets : TiffTag.StripOffsets),
    image.fetch(tiled ? TiffTag.TileByteCounts : TiffTag.StripByteCounts),
  ]).catch((error: unknown) => {
    throw error instanceof ImageryError ? error : new CogTruncatedError(url, { offset: 0, length: 0 }, 0);
  });
  if (!offsets || !counts) throw new CogUnsupportedError(`${url} has no tile or strip offsets`);
  return { offsets, counts };
}

/** Rows of a block that hold image data: the block's height, except in a part-height last row of blocks. */
function filledRows(level: CogLevel, block: number): number {
  return Math.min(level.blockHeight, level.height - Math.floor(block / level.blocksAcross) * level.blockHeight);
}

function copyBlock(level: CogLevel, block: number, pixels: Pixels, window: PixelWindow, out: Pixels): void {
  const bx = block % level.blocksAcross;
  const by = Math.floor(block / level.blocksAcross);
  const blockX0 = bx * level.blockWidth;
  const blockY0 = by * level.blockHeight;
  const x0 = Math.max(window.x, blockX0, 0);
  const x1 = Math.min(window.x + window.width, blockX0 + level.blockWidth, level.width);
  const y0 = Math.max(window.y, blockY0, 0);
  const y1 = Math.min(window.y + window.height, blockY0 + level.blockHeight, level.height, blockY0 + pixels.length / level.blockWidth);
  for (let y = y0; y < y1; y++) {
    const from = (y - blockY0) * level.blockWidth + (x0 - blockX0);
    out.set(pixels.subarray(from, from + (x1 - x0)) as never, (y - window.y) * window.width + (x0 - window.x));
  }
}
