/**
 * Runs field statistics on a tiny synthetic scene held in memory (three 64 px COGs written here), then the
 * predictor undo over 16k pixels, so that the first real read of a scene does not also pay for V8 compiling the
 * engine's functions, collecting their type feedback, optimising the predictor loop and setting up the header
 * parser, zlib and the projection while it runs. A Lambda container does this once, during its init (see
 * `fieldStatisticsWarmedUp`). Measured bundled on Node 20: about 20 ms of CPU at init for about 10 ms less on the
 * first read (most of it is moved, not saved: a fresh container's first request costs a few ms more in all);
 * every scene a container reads, the first included, is then read as by a process that has read scenes before.
 * No real imagery is touched.
 */
import { ReadMeter, type ByteSource } from '../cog/byte-source';
import { writeCog } from '../cog/cog-writer';
import { decodeColumns } from '../cog/tiff-decode';
import { projector } from '../geometry/crs';
import { parseFieldGeometry } from '../geometry/field-geometry';
import type { Scene } from '../scene';
import type { computeFieldStatistics } from './field-statistics';

const EPSG = 32632;
const ORIGIN_X = 500_000;
const ORIGIN_Y = 5_000_000;
/** 10 m pixels, four tiles: the field crosses their corner, as a field over four internal tiles does. */
const SIZE = 64;
const BLOCK = 32;

class MemorySource implements ByteSource {
  constructor(
    readonly url: string,
    private readonly bytes: Uint8Array,
    private readonly meter: ReadMeter,
  ) {}

  get size(): number {
    return this.bytes.byteLength;
  }

  read(offset: number, length: number): Promise<Uint8Array> {
    const end = Math.min(offset + length, this.bytes.byteLength);
    this.meter.reserve(end - offset);
    this.meter.settle(end - offset, end - offset);
    return Promise.resolve(this.bytes.slice(offset, end));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

function syntheticFiles(): Map<string, Uint8Array> {
  const red = new Uint16Array(SIZE * SIZE);
  const nir = new Uint16Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      red[y * SIZE + x] = 600 + ((x * 7 + y * 13) % 400);
      nir[y * SIZE + x] = 2500 + ((x * 11 + y * 5) % 1500);
    }
  }
  const half = SIZE / 2;
  const scl = new Uint8Array(half * half).map((_, i) => (i % 97 === 0 ? 9 : 4));
  const common = { originX: ORIGIN_X, originY: ORIGIN_Y, epsg: EPSG, noData: 0, blockSize: BLOCK, deflateLevel: 1 };
  return new Map([
    ['B04', writeCog({ ...common, width: SIZE, height: SIZE, data: red, resolution: 10 })],
    ['B08', writeCog({ ...common, width: SIZE, height: SIZE, data: nir, resolution: 10 })],
    ['SCL', writeCog({ ...common, width: half, height: half, data: scl, resolution: 20, blockSize: BLOCK / 2 })],
  ]);
}

function syntheticScene(): Scene {
  const { inverse } = projector(EPSG);
  const [w, s] = inverse([ORIGIN_X, ORIGIN_Y - SIZE * 10]);
  const [e, n] = inverse([ORIGIN_X + SIZE * 10, ORIGIN_Y]);
  const band = (href: string, nodata: number, scale = 1, offset = 0) => ({ href, scale, offset, nodata });
  return {
    id: 'warm-up', collection: null, datetime: '2024-07-01T10:00:00Z', date: '2024-07-01', epsg: EPSG,
    bbox: [w, s, e, n], footprint: null, cloudCover: 0, mgrsTile: null, angles: null,
    bands: { B04: band('B04', 0, 0.0001, -0.1), B08: band('B08', 0, 0.0001, -0.1), SCL: band('SCL', 0) },
  };
}

/** A rotated square across the four tiles' corner, as a field in lon/lat. */
function syntheticField(): GeoJSON.Polygon {
  const { inverse } = projector(EPSG);
  const a = (20 * Math.PI) / 180;
  const centreX = ORIGIN_X + BLOCK * 10;
  const centreY = ORIGIN_Y - BLOCK * 10;
  const ring = [[-1, -1], [1, -1], [1, 1], [-1, 1], [-1, -1]].map(([u, v]) => {
    const dx = SIZE * 3.5 * ((u as number) * Math.cos(a) - (v as number) * Math.sin(a));
    const dy = SIZE * 3.5 * ((u as number) * Math.sin(a) + (v as number) * Math.cos(a));
    return inverse([centreX + dx, centreY + dy]);
  });
  return { type: 'Polygon', coordinates: [ring] };
}

/**
 * The predictor undo is the longest loop of a first read (a few hundred thousand pixels): run once over 16k pixels
 * of each sample type, V8 optimises it in the background (about 1 ms here; it then runs some 10x faster).
 */
function warmUpPredictor(): void {
  const side = 128;
  for (const pixels of [new Uint16Array(side * side), new Uint8Array(side * side)]) {
    decodeColumns({ pixels, rows: side, firstRow: 0, columns: 0, width: side, predictor: 2 }, side);
  }
}

/**
 * Field statistics on the synthetic scene. Resolves when done; never rejects.
 * @param compute `computeFieldStatistics`, passed in so that this module does not import the one that starts it
 */
export async function warmUpFieldStatistics(compute: typeof computeFieldStatistics, rounds = 1): Promise<void> {
  try {
    const files = syntheticFiles();
    const scene = syntheticScene();
    const field = parseFieldGeometry(syntheticField());
    const read = { openSource: (href: string, meter: ReadMeter) => new MemorySource(href, files.get(href) as Uint8Array, meter) };
    for (let i = 0; i < rounds; i++) await compute({ field, scenes: [scene], indices: ['NDVI'], options: { read } });
    warmUpPredictor();
  } catch {
    // Only a warm-up: a failure here must not stop the container; the real read reports its own errors.
  }
}
