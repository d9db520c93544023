import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE_PIXELS } from '../../../shared/domain/monitoring';
import { ReadMeter } from '../../../functions/imagery/cog/byte-source';
import { ImageryError, NoSceneError } from '../../../functions/imagery/errors';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import { RadarPool } from '../../../functions/imagery/radar/radar-reader';
import { computeRadarStatistics } from '../../../functions/imagery/radar/radar-statistics';
import { RADAR_NORTH, RADAR_RES, RADAR_SIZE, noData, shadow, syntheticRadarScene, vhAt, vhHole, vvAt, type SyntheticRadarOptions } from './support/synthetic-radar';

const RES = RADAR_RES;
const SIZE = RADAR_SIZE;
const NORTH = RADAR_NORTH;
const dir = mkdtempSync(join(tmpdir(), 'radar-stats-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const scene = (id: string, west: number, options: SyntheticRadarOptions = {}) => syntheticRadarScene(dir, id, west, options);

const A_WEST = 8.0;
const B_WEST = A_WEST + SIZE * RES;
const sceneA = scene('A', A_WEST);
const sceneB = scene('B', B_WEST);

/** A field whose edges lie on pixel edges: columns [c0, c1) × rows [r0, r1) of scene A's grid, pixel centres inside. */
function rectangle(c0: number, c1: number, r0: number, r1: number, hole?: [number, number, number, number]) {
  const ring = (a: number, b: number, c: number, d: number) => [
    [A_WEST + a * RES, NORTH - c * RES], [A_WEST + b * RES, NORTH - c * RES], [A_WEST + b * RES, NORTH - d * RES], [A_WEST + a * RES, NORTH - d * RES], [A_WEST + a * RES, NORTH - c * RES],
  ];
  return parseFieldGeometry({ type: 'Polygon', coordinates: hole ? [ring(c0, c1, r0, r1), ring(...hole)] : [ring(c0, c1, r0, r1)] });
}

/** The oracle: the same pixels walked one by one, valid by the brief's rule. */
function expected(c0: number, c1: number, r0: number, r1: number, options: { withVh?: boolean; withMask?: boolean; hole?: [number, number, number, number] } = {}) {
  const vv: number[] = [];
  const vh: number[] = [];
  let pixels = 0;
  for (let row = r0; row < r1; row++) {
    for (let globalCol = c0; globalCol < c1; globalCol++) {
      const h = options.hole;
      if (h && globalCol >= h[0] && globalCol < h[1] && row >= h[2] && row < h[3]) continue;
      pixels++;
      const west = globalCol < SIZE ? A_WEST : B_WEST;
      const col = globalCol % SIZE;
      if (noData(col, row) || (options.withMask !== false && shadow(col, row))) continue;
      if (options.withVh !== false && vhHole(col, row)) continue;
      vv.push(Math.fround(vvAt(west, col, row)));
      vh.push(Math.fround(vhAt(west, col, row)));
    }
  }
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    const median = sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
    return { mean: values.reduce((a, b) => a + b, 0) / values.length, median };
  };
  return { pixels, valid: vv.length, vv: stats(vv), vh: stats(vh) };
}

describe('radar statistics per field and acquisition', () => {
  it('averages VV and VH in linear power over mask-1, finite pixels; dB, ratio and RVI from the means', async () => {
    const truth = expected(40, 110, 50, 100);
    const result = await computeRadarStatistics({ field: rectangle(40, 110, 50, 100), scenes: [sceneA] });
    expect(result).toMatchObject({ date: '2024-07-14', sceneIds: ['A'], orbitState: 'descending', relativeOrbit: 22, platform: 'sentinel-1a' });
    expect(result.pixelCount).toBe(truth.pixels);
    expect(result.validPixelCount).toBe(truth.valid);
    expect(truth.pixels - truth.valid).toBe(50 + 40 + 50);
    expect(result.vv?.meanLinear).toBeCloseTo(truth.vv.mean, 12);
    expect(result.vv?.medianLinear).toBeCloseTo(truth.vv.median, 12);
    expect(result.vh?.meanLinear).toBeCloseTo(truth.vh.mean, 12);
    expect(result.vh?.medianLinear).toBeCloseTo(truth.vh.median, 12);
    expect(result.vv?.meanDb).toBeCloseTo(10 * Math.log10(truth.vv.mean), 10);
    expect(result.vh?.medianDb).toBeCloseTo(10 * Math.log10(truth.vh.median), 10);
    expect(result.ratio).toBeCloseTo(truth.vh.mean / truth.vv.mean, 12);
    expect(result.ratioDb).toBeCloseTo(10 * Math.log10(truth.vh.mean) - 10 * Math.log10(truth.vv.mean), 10);
    expect(result.rvi).toBeCloseTo((4 * truth.vh.mean) / (truth.vv.mean + truth.vh.mean), 12);
    expect(result.lowConfidence).toBe(false);
    expect(result.read.requests).toBeGreaterThan(0);
  });

  it('converts a dB asset to linear power before averaging, and leaves out its no-data value', async () => {
    const db = scene('D', A_WEST, { db: true });
    const [linear, fromDb] = await Promise.all([
      computeRadarStatistics({ field: rectangle(40, 110, 50, 100), scenes: [sceneA] }),
      computeRadarStatistics({ field: rectangle(40, 110, 50, 100), scenes: [db] }),
    ]);
    expect(fromDb.validPixelCount).toBe(linear.validPixelCount);
    expect(fromDb.vv?.meanLinear).toBeCloseTo(linear.vv?.meanLinear as number, 6);
    expect(fromDb.vv?.meanDb).toBeCloseTo(linear.vv?.meanDb as number, 4);
  });

  it('mosaics the neighbouring scene of the same pass per pixel, first valid wins', async () => {
    const truth = expected(170, 230, 20, 60);
    const result = await computeRadarStatistics({ field: rectangle(170, 230, 20, 60), scenes: [sceneB, sceneA] });
    expect(result.pixelCount).toBe(60 * 40);
    expect(result.validPixelCount).toBe(truth.valid);
    expect([...result.sceneIds].sort()).toEqual(['A', 'B']);
    expect(result.vv?.meanLinear).toBeCloseTo(truth.vv.mean, 12);
    expect(result.vh?.medianLinear).toBeCloseTo(truth.vh.median, 12);
  });

  it('leaves out a hole; counts every finite pixel without a mask; answers VV alone without VH', async () => {
    const hole: [number, number, number, number] = [60, 80, 55, 75];
    const withHole = await computeRadarStatistics({ field: rectangle(40, 110, 50, 100, hole), scenes: [sceneA] });
    const truth = expected(40, 110, 50, 100, { hole });
    expect([withHole.pixelCount, withHole.validPixelCount]).toEqual([truth.pixels, truth.valid]);
    expect(withHole.vv?.meanLinear).toBeCloseTo(truth.vv.mean, 12);

    const unmasked = await computeRadarStatistics({ field: rectangle(40, 110, 50, 100), scenes: [scene('M', A_WEST, { withMask: false })] });
    expect(unmasked.validPixelCount).toBe(expected(40, 110, 50, 100, { withMask: false }).valid);

    const vvOnly = await computeRadarStatistics({ field: rectangle(40, 110, 50, 100), scenes: [scene('V', A_WEST, { withVh: false })] });
    const vvTruth = expected(40, 110, 50, 100, { withVh: false });
    expect(vvOnly.validPixelCount).toBe(vvTruth.valid);
    expect(vvOnly.vv?.medianLinear).toBeCloseTo(vvTruth.vv.median, 12);
    expect([vvOnly.vh, vvOnly.ratio, vvOnly.ratioDb, vvOnly.rvi]).toEqual([null, null, null, null]);
  });

  it('marks a tiny field low-confidence and a field over no data without values', async () => {
    const tiny = await computeRadarStatistics({ field: rectangle(10, 13, 10, 13), scenes: [sceneA] });
    expect([tiny.pixelCount, tiny.validPixelCount, tiny.lowConfidence]).toEqual([9, 9, 9 < LOW_CONFIDENCE_PIXELS]);
    const blank = await computeRadarStatistics({ field: rectangle(80, 84, 70, 80), scenes: [sceneA] });
    expect(blank).toMatchObject({ pixelCount: 40, validPixelCount: 0, lowConfidence: true, vv: null, vh: null, ratio: null, rvi: null });
  });

  it('shares readers across fields of one pass through a pool, reading each block once', async () => {
    const pool = new RadarPool(new ReadMeter());
    await computeRadarStatistics({ field: rectangle(40, 60, 50, 60), scenes: [sceneA], pool });
    const after = pool.meter.requests;
    const again = await computeRadarStatistics({ field: rectangle(41, 59, 51, 59), scenes: [sceneA], pool });
    expect(pool.meter.requests).toBe(after);
    expect(again.validPixelCount).toBe(18 * 8);
    await pool.close();
  });

  it('throws NoSceneError for a field outside every scene', async () => {
    const far = parseFieldGeometry({ type: 'Polygon', coordinates: [[[7.5, 9.5], [7.51, 9.5], [7.51, 9.51], [7.5, 9.51], [7.5, 9.5]]] });
    await expect(computeRadarStatistics({ field: far, scenes: [sceneA, sceneB] })).rejects.toBeInstanceOf(NoSceneError);
    await expect(computeRadarStatistics({ field: far, scenes: [] })).rejects.toBeInstanceOf(NoSceneError);
  });

  it('throws an ImageryError when a COG cannot be read', async () => {
    const garbage = join(dir, 'garbage.tif');
    writeFileSync(garbage, 'this is not a GeoTIFF');
    const broken = { ...sceneA, id: 'broken', vv: { ...sceneA.vv, href: garbage } };
    await expect(computeRadarStatistics({ field: rectangle(40, 110, 50, 100), scenes: [broken] })).rejects.toBeInstanceOf(ImageryError);
    const missing = { ...sceneA, id: 'missing', vh: { ...sceneA.vv, href: join(dir, 'nowhere.tif') } };
    await expect(computeRadarStatistics({ field: rectangle(40, 110, 50, 100), scenes: [missing] })).rejects.toBeInstanceOf(ImageryError);
  });
});
