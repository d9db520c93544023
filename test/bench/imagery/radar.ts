/**
 * Budget of issue 24 for radar statistics: one field and one Sentinel-1 acquisition from COGs in at most GDAL's time
 * (python3-gdal + numpy in one process, same files, same work), cold and warm, side by side. The scene has Digital
 * Earth Africa's s1_rtc layout (EPSG:4326 at 0.0002°, float32 linear VV and VH with NaN no data, a uint8 mask),
 * written by GDAL's COG driver (512 px blocks, DEFLATE), 4096 px; it is cached in the OS temp dir.
 * Cold: the first read in a process whose code is loaded (GDAL and numpy imported; the engine's modules imported);
 * warm: the median of the next runs, each opening the files afresh on both sides (no reader pool).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import type { RadarScene } from '../../../functions/imagery/radar/radar-scene';
import { ReadMeter } from '../../../functions/imagery/cog/byte-source';
import { RadarPool } from '../../../functions/imagery/radar/radar-reader';
import { computeRadarStatistics } from '../../../functions/imagery/radar/radar-statistics';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCENE_DIR = path.join(tmpdir(), 'fieldwatch-bench-radar-4096-v1');
const SCRIPT = path.join(import.meta.dirname, 'gdal_radar_field.py');
const RUNS = 15;
const RES = 0.0002;

export interface RadarStatsFigures {
  placement: string;
  engineColdMs: number;
  engineWarmMs: number;
  gdalColdMs: number;
  gdalWarmMs: number;
  coldRatio: number;
  warmRatio: number;
  validPixels: number;
  bytesRead: number;
  requests: number;
  rviDifference: number;
}

interface GdalAnswer {
  seconds: number[];
  count: number;
  rvi: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

function ensureScene(): void {
  if (existsSync(path.join(SCENE_DIR, 'mask.tif'))) return;
  execFileSync('bash', [path.join(ROOT, 'test/support/ensure-gdal.sh')], { stdio: 'inherit' });
  mkdirSync(SCENE_DIR, { recursive: true });
  execFileSync('/usr/bin/python3', [SCRIPT, 'make', SCENE_DIR], { stdio: 'inherit' });
}

function scene(): RadarScene {
  const asset = (name: string) => ({ href: path.join(SCENE_DIR, `${name}.tif`), units: 'linear' as const, nodata: null });
  return {
    id: 'BENCH_RADAR', collection: 's1_rtc', datetime: '2024-07-14T05:31:02.000Z', date: '2024-07-14', epsg: 4326,
    bbox: [8, 10 - 4096 * RES, 8 + 4096 * RES, 10], footprint: null, platform: 'sentinel-1a', orbitState: 'descending', relativeOrbit: 22,
    tile: 'N09E008', vv: asset('vv'), vh: asset('vh'), mask: asset('mask'),
  };
}

/** A 100 ha square (1 km sides on the ground) rotated 20°, centred on pixel (column, row) of the scene. */
function hundredHectares(column: number, row: number): GeoJSON.Polygon {
  const lon0 = 8 + column * RES;
  const lat0 = 10 - row * RES;
  const metresPerDegreeLat = 110_574;
  const metresPerDegreeLon = 111_320 * Math.cos((lat0 * Math.PI) / 180);
  const a = (20 * Math.PI) / 180;
  const corners = [[-1, -1], [1, -1], [1, 1], [-1, 1], [-1, -1]].map(([u, v]) => {
    const dx = 500 * ((u as number) * Math.cos(a) - (v as number) * Math.sin(a));
    const dy = 500 * ((u as number) * Math.sin(a) + (v as number) * Math.cos(a));
    return [lon0 + dx / metresPerDegreeLon, lat0 + dy / metresPerDegreeLat];
  });
  return { type: 'Polygon', coordinates: [corners] };
}

interface GdalWorker {
  time: (geometry: GeoJSON.Polygon) => Promise<GdalAnswer>;
  pass: (geometries: GeoJSON.Polygon[]) => Promise<GdalAnswer>;
  close: () => void;
}

async function gdalWorker(): Promise<GdalWorker> {
  const child = spawn('/usr/bin/python3', [SCRIPT, SCENE_DIR], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const ready = await lines.next();
  if (ready.done) throw new Error('the GDAL process ended before it was ready');
  const ask = async (request: object) => {
    child.stdin.write(`${JSON.stringify(request)}\n`);
    const { value } = await lines.next();
    return JSON.parse(value as string) as GdalAnswer;
  };
  return {
    time: (geometry) => ask({ geometry, runs: 1 }),
    pass: (geometries) => ask({ geometries }),
    close: () => child.stdin.end(),
  };
}

export async function benchRadarStats(): Promise<RadarStatsFigures[]> {
  ensureScene();
  const radar = scene();
  const gdal = await gdalWorker();
  const rows: RadarStatsFigures[] = [];
  try {
    // Inside one 512 px block of each file, and over the corner of four.
    for (const [placement, column, row] of [['one block', 1280, 1280], ['four blocks', 2048, 2048]] as const) {
      const geometry = hundredHectares(column, row);
      const field = parseFieldGeometry(geometry);
      const engineTimes: number[] = [];
      const gdalTimes: number[] = [];
      let result: Awaited<ReturnType<typeof computeRadarStatistics>> | undefined;
      let reference: GdalAnswer | undefined;
      // Alternated so that both see the same machine load; the first run of each is the cold one.
      for (let i = 0; i <= RUNS; i++) {
        const started = performance.now();
        result = await computeRadarStatistics({ field, scenes: [radar] });
        engineTimes.push(performance.now() - started);
        reference = await gdal.time(geometry);
        gdalTimes.push((reference.seconds[0] as number) * 1000);
      }
      if (result?.validPixelCount !== reference?.count) throw new Error(`engine and GDAL disagree: ${result?.validPixelCount} vs ${reference?.count} valid pixels`);
      const engineWarm = median(engineTimes.slice(1));
      const gdalWarm = median(gdalTimes.slice(1));
      const round = (ms: number) => Math.round(ms * 10) / 10;
      rows.push({
        placement,
        engineColdMs: round(engineTimes[0] as number),
        engineWarmMs: round(engineWarm),
        gdalColdMs: round(gdalTimes[0] as number),
        gdalWarmMs: round(gdalWarm),
        coldRatio: Math.round(((engineTimes[0] as number) / (gdalTimes[0] as number)) * 100) / 100,
        warmRatio: Math.round((engineWarm / gdalWarm) * 100) / 100,
        validPixels: result?.validPixelCount ?? 0,
        bytesRead: result?.read.bytesRead ?? 0,
        requests: result?.read.requests ?? 0,
        rviDifference: Math.abs((result?.rvi as number) - (reference?.rvi as number)),
      });
    }
  } finally {
    gdal.close();
  }
  return rows;
}

export interface RadarPassFigures {
  fields: number;
  engineMs: number;
  gdalMs: number;
  ratio: number;
  bytesRead: number;
}

/**
 * The worker's case: every field of a team on one pass, one after the other, the files opened once on both sides
 * (the engine's RadarPool, GDAL's datasets and block cache). 40 fields of 100 ha over the scene; median of 5.
 */
export async function benchRadarPass(): Promise<RadarPassFigures> {
  ensureScene();
  const radar = scene();
  const geometries = Array.from({ length: 40 }, (_, i) => hundredHectares(300 + (i % 8) * 450, 300 + Math.floor(i / 8) * 700));
  const fields = geometries.map((geometry) => parseFieldGeometry(geometry));
  const gdal = await gdalWorker();
  const engineTimes: number[] = [];
  const gdalTimes: number[] = [];
  let bytesRead = 0;
  try {
    for (let run = 0; run < 5; run++) {
      const pool = new RadarPool(new ReadMeter());
      const started = performance.now();
      let valid = 0;
      for (const field of fields) valid += (await computeRadarStatistics({ field, scenes: [radar], pool })).validPixelCount;
      engineTimes.push(performance.now() - started);
      bytesRead = pool.meter.bytesRead;
      await pool.close();
      const answer = await gdal.pass(geometries);
      gdalTimes.push((answer.seconds[0] as number) * 1000);
      if (answer.count !== valid) throw new Error(`engine and GDAL disagree over the pass: ${valid} vs ${answer.count} valid pixels`);
    }
  } finally {
    gdal.close();
  }
  const engineMs = median(engineTimes);
  const gdalMs = median(gdalTimes);
  return { fields: fields.length, engineMs: Math.round(engineMs), gdalMs: Math.round(gdalMs), ratio: Math.round((engineMs / gdalMs) * 100) / 100, bytesRead };
}
