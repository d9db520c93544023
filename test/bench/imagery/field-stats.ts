/**
 * Budgets of issue 4 §6 for statistics: one 100 ha field on one scene at most GDAL's time (python3-gdal in one
 * process, same files, same work), bytes read at most 1.5x the internal tiles covering the field; and a year of
 * scenes (70) for one field over HTTP range requests under 3 s.
 * The scene is Sentinel-2-like and written by GDAL's COG driver (1024 px tiles, DEFLATE + predictor,
 * overviews), 4096 px at 10 m; it is cached in the OS temp dir.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, mkdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ReadMeter } from '../../../functions/imagery/cog/byte-source';
import { CogFile } from '../../../functions/imagery/cog/cog-reader';
import { FileSource } from '../../../functions/imagery/cog/file-source';
import { computeFieldSeries } from '../../../functions/imagery/compute/field-series';
import { computeFieldStatistics } from '../../../functions/imagery/compute/field-statistics';
import { projector } from '../../../functions/imagery/geometry/crs';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import { fieldOnGrid, projectField } from '../../../functions/imagery/geometry/field-grid';
import type { Scene } from '../../../functions/imagery/scene';
import { groupScenesByDate } from '../../../functions/imagery/stac/group-by-date';
import { parseStacItem } from '../../../functions/imagery/stac/stac-item';
import { startRangeServer } from './range-server';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const SCENE_DIR = path.join(tmpdir(), 'fieldwatch-bench-imagery-4096-v2');
export const EPSG = 32632;
export const X0 = 600_000;
export const Y0 = 1_100_000;
export const SIZE = 4096;
const RUNS = 15;

export interface FieldStatsFigures {
  placement: string;
  engineColdMs: number;
  engineMedianMs: number;
  gdalColdMs: number;
  gdalMedianMs: number;
  ratio: number;
  bytesRead: number;
  coveringBytes: number;
  bytesRatio: number;
  meanDifference: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export function ensureScene(): void {
  if (existsSync(path.join(SCENE_DIR, 'SCL.tif'))) return;
  execFileSync('bash', [path.join(ROOT, 'test/support/ensure-gdal.sh')], { stdio: 'inherit' });
  mkdirSync(SCENE_DIR, { recursive: true });
  execFileSync('/usr/bin/python3', [path.join(ROOT, 'test/support/gdal/make-scene.py'), SCENE_DIR, String(X0), String(Y0), String(EPSG), String(SIZE), '1024', '9', 's2']);
}

export function sceneWith(href: (band: string) => string, id = 'BENCH', datetime = '2024-07-01T10:00:00Z'): Scene {
  const assets = Object.fromEntries(
    ['B02', 'B03', 'B04', 'B05', 'B06', 'B07', 'B08', 'B8A', 'B11', 'B12', 'SCL'].map((band) => [band, { href: href(band), 'raster:bands': [band === 'SCL' ? { nodata: 0 } : { nodata: 0, scale: 0.0001, offset: -0.1 }] }]),
  );
  const { inverse } = projector(EPSG);
  const [w, s] = inverse([X0, Y0 - SIZE * 10]);
  const [e, n] = inverse([X0 + SIZE * 10, Y0]);
  return parseStacItem({ id, bbox: [w - 0.01, s - 0.01, e + 0.01, n + 0.01], properties: { datetime, 'proj:epsg': EPSG, 'eo:cloud_cover': 5 }, assets });
}

/** A 100 ha square (1 km sides) rotated 20°, centred `east`/`south` metres from the scene's corner. */
function hundredHectares(east: number, south: number): GeoJSON.Polygon {
  const { inverse } = projector(EPSG);
  const a = (20 * Math.PI) / 180;
  const corners = [[-1, -1], [1, -1], [1, 1], [-1, 1], [-1, -1]].map(([u, v]) => {
    const dx = 500 * ((u as number) * Math.cos(a) - (v as number) * Math.sin(a));
    const dy = 500 * ((u as number) * Math.sin(a) + (v as number) * Math.cos(a));
    return inverse([X0 + east + dx, Y0 - south - dy]);
  });
  return { type: 'Polygon', coordinates: [corners] };
}

async function coveringBytes(scene: Scene, geometry: GeoJSON.Polygon): Promise<number> {
  const window = fieldOnGrid({ epsg: EPSG, originX: X0, originY: Y0, res: 10 }, projectField(parseFieldGeometry(geometry), EPSG)).window;
  let total = 0;
  for (const band of ['B04', 'B08', 'SCL'] as const) {
    const cog = await CogFile.open(new FileSource(scene.bands[band]?.href as string, new ReadMeter()));
    const f = cog.level0.resX / 10;
    const x = Math.floor(window.x / f);
    const y = Math.floor(window.y / f);
    total += await cog.coveringBytes(0, { x, y, width: Math.ceil((window.x + window.width) / f) - x, height: Math.ceil((window.y + window.height) / f) - y });
    await cog.close();
  }
  return total;
}

/** A GDAL process that answers timing requests line by line; resolves once Python has loaded GDAL and numpy. */
async function gdalWorker(): Promise<{ time: (geometry: GeoJSON.Polygon) => Promise<{ seconds: number[]; count: number; mean: number }>; close: () => void }> {
  const child = spawn('/usr/bin/python3', [path.join(import.meta.dirname, 'gdal_ndvi_field.py'), SCENE_DIR], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  // Its imports take a few hundred ms of CPU: not while the engine's cold run is being timed.
  const ready = await lines.next();
  if (ready.done) throw new Error('the GDAL process ended before it was ready');
  return {
    time: async (geometry) => {
      child.stdin.write(`${JSON.stringify({ geometry, runs: 1 })}\n`);
      const { value } = await lines.next();
      return JSON.parse(value as string) as { seconds: number[]; count: number; mean: number };
    },
    close: () => child.stdin.end(),
  };
}

/**
 * "Cold" is the first read of a scene in a process whose code is loaded, on either side: GDAL's first run in a
 * Python process that has imported GDAL and numpy, the engine's first run in a process that has imported it,
 * including the warm-up the engine runs at module init (as a Lambda container's init does; see warm-up.ts): the
 * predictor loop only, about 1 ms of CPU, which saves more than that on the first read. With
 * FIELDWATCH_IMAGERY_WARM_UP=off the engine's cold run is that of a process that skips it.
 */
export const engineWarmUp = process.env.FIELDWATCH_IMAGERY_WARM_UP === 'off'
  ? 'is off: the cold run optimises the predictor loop itself'
  : 'of the predictor loop (~1 ms) ran at module init, before the cold run (FIELDWATCH_IMAGERY_WARM_UP=off for the cold run without it)';

export async function benchFieldStats(): Promise<FieldStatsFigures[]> {
  ensureScene();
  const scene = sceneWith((band) => path.join(SCENE_DIR, `${band}.tif`));
  const gdal = await gdalWorker();
  const rows: FieldStatsFigures[] = [];
  try {
    // Inside one 1024 px tile of each band, and over the corner of four.
    for (const [placement, east, south] of [['one tile', 15_300, 15_300], ['four tiles', 20_480, 20_480]] as const) {
      const geometry = hundredHectares(east, south);
      const field = parseFieldGeometry(geometry);
      const engineTimes: number[] = [];
      const gdalTimes: number[] = [];
      let result: Awaited<ReturnType<typeof computeFieldStatistics>> | undefined;
      let reference: { count: number; mean: number } | undefined;
      // Alternate the two so that both see the same machine load; the first run of each is the cold one.
      for (let i = 0; i <= RUNS; i++) {
        const started = performance.now();
        result = await computeFieldStatistics({ field, scenes: [scene], indices: ['NDVI'] });
        engineTimes.push(performance.now() - started);
        const answer = await gdal.time(geometry);
        gdalTimes.push((answer.seconds[0] as number) * 1000);
        reference = answer;
      }
      const covering = await coveringBytes(scene, geometry);
      const stats = result?.indices.NDVI;
      if (stats?.validPixelCount !== reference?.count) throw new Error(`engine and GDAL disagree: ${stats?.validPixelCount} vs ${reference?.count} valid pixels`);
      const engineMedianMs = median(engineTimes.slice(1));
      const gdalMedianMs = median(gdalTimes.slice(1));
      rows.push({
        placement,
        engineColdMs: Math.round(engineTimes[0] as number),
        engineMedianMs: Math.round(engineMedianMs * 10) / 10,
        gdalColdMs: Math.round(gdalTimes[0] as number),
        gdalMedianMs: Math.round(gdalMedianMs * 10) / 10,
        ratio: Math.round((engineMedianMs / gdalMedianMs) * 100) / 100,
        bytesRead: result?.read.bytesRead ?? 0,
        coveringBytes: covering,
        bytesRatio: Math.round(((result?.read.bytesRead ?? 0) / covering) * 1000) / 1000,
        meanDifference: Math.abs((stats?.mean as number) - (reference?.mean as number)),
      });
    }
  } finally {
    gdal.close();
  }
  return rows;
}

/**
 * A year of 5-day scenes (70) for one 100 ha field over HTTP range requests to a local server, which runs in a
 * process of its own as S3 does (see range-server-process.ts). With the wall time, the CPU this process spent
 * (all its threads: the engine's main thread, libuv's inflates, V8's GC and compilers) and the machine's load:
 * on a shared 2-core machine the wall time follows the load, the CPU time much less.
 */
export async function benchYearSeries(): Promise<{ scenes: number; ms: number; cpuMs: number; load: number; bytesRead: number; requests: number; days: number }> {
  ensureScene();
  const server = await startRangeServer(SCENE_DIR, ['B04', 'B08', 'SCL']);
  try {
    const scenes = Array.from({ length: 70 }, (_, i) => {
      const date = new Date(Date.UTC(2024, 0, 1 + i * 5, 10)).toISOString();
      return sceneWith((band) => `${server.url}/scenes/${i}/${band}.tif`, `S${i}`, date);
    });
    const field = parseFieldGeometry(hundredHectares(15_300, 15_300));
    const load = loadavg()[0] as number;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const series = await computeFieldSeries({ field, days: groupScenesByDate(scenes), indices: ['NDVI'] });
    const ms = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    if (series.failures.length) throw new Error(JSON.stringify(series.failures[0]));
    const { requests, bytes } = await server.figures();
    return { scenes: scenes.length, ms: Math.round(ms), cpuMs: Math.round((user + system) / 1000), load, bytesRead: bytes, requests, days: series.days.length };
  } finally {
    await server.stop();
  }
}
