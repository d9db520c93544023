import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScalarIndexId } from '../../../shared/domain/indices';
import { ReadMeter } from '../../../functions/imagery/cog/byte-source';
import { CogFile } from '../../../functions/imagery/cog/cog-reader';
import { FileSource } from '../../../functions/imagery/cog/file-source';
import { fieldOnGrid, projectField } from '../../../functions/imagery/geometry/field-grid';
import { computeFieldStatistics, SCL_FIRST_SCENE_CLOUD } from '../../../functions/imagery/compute/field-statistics';
import { laiAngleTerms, laiFromReflectance } from '../../../functions/imagery/compute/lai';
import { AssetMissingError, NoSceneError } from '../../../functions/imagery/errors';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import type { BandId, Scene } from '../../../functions/imagery/scene';
import { parseStacItem } from '../../../functions/imagery/stac/stac-item';
import { lonLatPolygon, writeSyntheticScene } from './support/synthetic-scene';

const EPSG = 32632;
const X0 = 600_000;
const Y0 = 1_100_000;
const W = 240;
const H = 200;
const MASKED = new Set([0, 1, 3, 8, 9, 10, 11]);

/** DNs of the test scenes, each band on its own grid (10 m or 20 m). */
const DN: Record<string, (c: number, r: number) => number> = {
  B02: (c, r) => 1400 + ((c + r) % 20) * 5,
  B03: (c, r) => 1500 + ((c + r) % 30) * 5,
  B04: (c, r) => 1300 + ((c * 7 + r * 3) % 50) * 10,
  B08: (c, r) => 3500 + ((c * 5 + r * 11) % 70) * 20,
  B05: (c, r) => 1700 + ((c + 3 * r) % 20) * 10,
  B06: (c, r) => 2800 + ((2 * c + r) % 30) * 10,
  B07: (c, r) => 3300 + ((c + r) % 35) * 10,
  B8A: (c, r) => 3600 + ((c * 3 + r) % 40) * 15,
  B11: (c, r) => 2500 + ((c + 2 * r) % 25) * 20,
  B12: (c, r) => 1800 + ((c * 2 + r) % 15) * 20,
  // SCL at 20 m: a high cloud block, a cloud shadow block, vegetation elsewhere.
  SCL: (c, r) => (c >= 10 && c < 30 && r >= 10 && r < 30 ? 9 : c >= 40 && c < 45 && r >= 10 && r < 20 ? 3 : 4),
};
const bandsOf = (names: string[]) => Object.fromEntries(names.map((n) => [n, DN[n]])) as Partial<Record<BandId, (c: number, r: number) => number>>;
const ALL = ['B02', 'B03', 'B04', 'B05', 'B06', 'B07', 'B08', 'B8A', 'B11', 'B12', 'SCL'];

type Rings = Array<Array<[number, number]>>;

/** Independent expectation: ray casting on the UTM rings, DNs straight from the functions above. */
function expected(polygons: Rings[], index: ScalarIndexId, dn = DN, withScl = true) {
  const values: number[] = [];
  let pixels = 0;
  let clouded = 0;
  for (let r = 0; r < H; r++) {
    for (let c = 0; c < W; c++) {
      const x = X0 + (c + 0.5) * 10;
      const y = Y0 - (r + 0.5) * 10;
      let odd = false;
      for (const rings of polygons) for (const ring of rings) {
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const [xi, yi] = ring[i] as [number, number];
          const [xj, yj] = ring[j] as [number, number];
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
        }
      }
      if (!odd) continue;
      pixels++;
      const at = (band: string) => ((dn[band] as (c: number, r: number) => number)(...(['B02', 'B03', 'B04', 'B08'].includes(band) ? [c, r] : [Math.floor(c / 2), Math.floor(r / 2)]) as [number, number]) * 1e-4 - 0.1);
      const scl = (dn.SCL as (c: number, r: number) => number)(Math.floor(c / 2), Math.floor(r / 2));
      if (withScl && [3, 8, 9, 10].includes(scl)) clouded++;
      if (withScl && MASKED.has(scl)) continue;
      const nd = (a: number, b: number) => (a - b) / (a + b);
      const value = index === 'NDVI' ? nd(at('B08'), at('B04')) : index === 'NDMI' ? nd(at('B8A'), at('B11')) : index === 'NDWI' ? nd(at('B03'), at('B08'))
        : index === 'SAVI' ? ((at('B08') - at('B04')) / (at('B08') + at('B04') + 0.5)) * 1.5
        : index === 'NDRE' ? nd(at('B08'), at('B05'))
        : index === 'MSAVI2' ? (2 * at('B08') + 1 - Math.sqrt((2 * at('B08') + 1) ** 2 - 8 * (at('B08') - at('B04')))) / 2
        : index === 'RECI' ? at('B07') / at('B05') - 1
        : laiFromReflectance([at('B03'), at('B04'), at('B05'), at('B06'), at('B07'), at('B8A'), at('B11'), at('B12')], laiAngleTerms({ sunZenith: 35, sunAzimuth: 140, viewZenith: 0, viewAzimuth: 140 }));
      values.push(value);
    }
  }
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const stDev = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
  return { pixels, valid: values.length, clouded, mean, stDev, min: Math.min(...values), max: Math.max(...values) };
}

const fieldOf = (polygons: Rings[]) =>
  parseFieldGeometry(polygons.length === 1 ? lonLatPolygon(EPSG, polygons[0] as Rings) : { type: 'MultiPolygon', coordinates: polygons.map((p) => lonLatPolygon(EPSG, p).coordinates) });
const rect = (x: number, y: number, w: number, h: number): Array<[number, number]> => [[x, y], [x + w, y], [x + w, y + h], [x, y + h], [x, y]];

let dir: string;
let scene: Scene;
let sceneTiledLarge: Scene;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'field-stats-'));
  const common = { dir, datetime: '2024-06-01T10:20:30Z', epsg: EPSG, originX: X0, originY: Y0, width: W, height: H, dn: bandsOf(ALL), sunElevation: 55 };
  scene = parseStacItem(...at(writeSyntheticScene({ ...common, id: 'S2A_T32PMP_20240601', blockSize: 64 })));
  sceneTiledLarge = parseStacItem(...at(writeSyntheticScene({ ...common, id: 'S2A_T32PMP_20240601_big', blockSize: 512 })));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function at(s: { item: object; itemPath: string }): [object, string] {
  return [JSON.parse(readFileSync(s.itemPath, 'utf8')) as object, s.itemPath];
}

// A field with a hole, across internal tiles (64 px = 640 m) and across the SCL cloud and shadow blocks.
const holed: Rings = [rect(X0 + 203, Y0 - 1297, 1004, 1091), rect(X0 + 503, Y0 - 903, 207, 301)];

describe('field statistics against an independent per-pixel computation', { timeout: 20_000 }, () => {
  it.each(['NDVI', 'NDMI', 'NDWI', 'SAVI', 'LAI', 'NDRE', 'MSAVI2', 'RECI'] as ScalarIndexId[])('%s over a field with a hole across internal tiles', async (index) => {
    const result = await computeFieldStatistics({ field: fieldOf([holed]), scenes: [scene], indices: [index] });
    const stats = result.indices[index];
    const want = expected([holed], index);
    expect(stats?.pixelCount).toBe(want.pixels);
    expect(stats?.validPixelCount).toBe(want.valid);
    expect(stats?.mean).toBeCloseTo(want.mean, 10);
    expect(stats?.stDev).toBeCloseTo(want.stDev, 10);
    expect(stats?.min).toBeCloseTo(want.min, 12);
    expect(stats?.max).toBeCloseTo(want.max, 12);
    expect(stats?.fieldCloudPercent).toBeCloseTo((100 * want.clouded) / want.pixels, 10);
    expect(stats?.validFraction).toBeCloseTo(want.valid / want.pixels, 12);
    expect(stats?.histogram.bins.reduce((a, b) => a + b.count, 0)).toBe(want.valid);
    expect(stats?.lowConfidence).toBe(false);
    expect(want.clouded).toBeGreaterThan(0);
  });

  it('multipolygon: both parts count, and every index of one call equals the index computed alone', async () => {
    const parts: Rings[] = [[rect(X0 + 1503, Y0 - 403, 300, 200)], [rect(X0 + 1903, Y0 - 1803, 207, 404)]];
    const both = await computeFieldStatistics({ field: fieldOf(parts), scenes: [scene], indices: ['NDVI', 'NDMI'] });
    const want = expected(parts, 'NDMI');
    expect(both.indices.NDMI?.pixelCount).toBe(want.pixels);
    expect(both.indices.NDMI?.mean).toBeCloseTo(want.mean, 10);
    const alone = await computeFieldStatistics({ field: fieldOf(parts), scenes: [scene], indices: ['NDVI'] });
    expect(alone.indices.NDVI).toEqual(both.indices.NDVI);
  });

  it('gives the same numbers whatever the internal tiling, reading only the tiles that cover the field', async () => {
    const field = fieldOf([holed]);
    const small = await computeFieldStatistics({ field, scenes: [scene], indices: ['NDVI', 'NDMI'] });
    const large = await computeFieldStatistics({ field, scenes: [sceneTiledLarge], indices: ['NDVI', 'NDMI'] });
    expect({ ...small.indices.NDVI, sceneIds: [] }).toEqual({ ...large.indices.NDVI, sceneIds: [] });
    expect({ ...small.indices.NDMI, sceneIds: [] }).toEqual({ ...large.indices.NDMI, sceneIds: [] });
    // Bytes beyond the headers are exactly the stored sizes of the tiles under the field's window, per band.
    const window = fieldOnGrid({ epsg: EPSG, originX: X0, originY: Y0, res: 10 }, projectField(field, EPSG)).window;
    const headers = new ReadMeter();
    let covering = 0;
    for (const band of ['B04', 'B08', 'B8A', 'B11', 'SCL'] as BandId[]) {
      const cog = await CogFile.open(new FileSource(scene.bands[band]?.href as string, headers));
      const f = cog.level0.resX / 10;
      const x = Math.floor(window.x / f);
      const y = Math.floor(window.y / f);
      covering += await cog.coveringBytes(0, { x, y, width: Math.ceil((window.x + window.width) / f) - x, height: Math.ceil((window.y + window.height) / f) - y });
      await cog.close();
    }
    // Merging nearby ranges may read a few unneeded bytes between tiles; without merging it reads none (and of
    // tiles whose lower rows are not needed, only a prefix).
    const unmerged = await computeFieldStatistics({ field, scenes: [scene], indices: ['NDVI', 'NDMI'], options: { read: { window: { rangePlan: { maxGapBytes: -1, maxRequestBytes: 1 << 24 } } } } });
    expect(unmerged.read.bytesRead).toBeLessThanOrEqual(headers.bytesRead + covering);
    expect(unmerged.read.bytesRead).toBeGreaterThan(headers.bytesRead + covering / 2);
    expect(small.read.bytesRead - headers.bytesRead).toBeLessThanOrEqual(1.5 * covering);
    expect(small.read.requests).toBeLessThan(unmerged.read.requests);
    expect(covering).toBeLessThan(large.read.bytesRead / 2);
  });

  it('percentiles are linear between order statistics (numpy default)', async () => {
    const field = fieldOf([[rect(X0 + 1203, Y0 - 1203, 400, 300)]]);
    const stats = (await computeFieldStatistics({ field, scenes: [scene], indices: ['NDVI'] })).indices.NDVI;
    expect(stats?.p10).toBeLessThan(stats?.p50 as number);
    expect(stats?.p50).toBeLessThan(stats?.p90 as number);
    expect(stats?.p10).toBeGreaterThanOrEqual(stats?.min as number);
  });
});

describe('hand-checked cases', { timeout: 20_000 }, () => {
  it('a tiny field has its few centre pixels and is flagged low-confidence', async () => {
    // 17 m × 23 m (0.04 ha) placed so that exactly 2 × 2 pixel centres fall inside.
    const tiny: Rings = [rect(X0 + 1201, Y0 - 1224, 17, 23)];
    const stats = (await computeFieldStatistics({ field: fieldOf([tiny]), scenes: [scene], indices: ['NDVI'] })).indices.NDVI;
    expect(stats?.pixelCount).toBe(4);
    expect(stats?.validPixelCount).toBe(4);
    expect(stats?.lowConfidence).toBe(true);
    expect(stats?.mean).toBeCloseTo(expected([tiny], 'NDVI').mean, 12);
  });

  it('a fully clouded date: no statistic, 100 % field cloud, nothing NaN in the JSON', async () => {
    const clouded: Rings = [rect(X0 + 213, Y0 - 577, 300, 300)]; // inside the SCL 9 block (200–600 m)
    const result = await computeFieldStatistics({ field: fieldOf([clouded]), scenes: [scene], indices: ['NDVI', 'LAI'] });
    const stats = result.indices.NDVI;
    expect(stats?.pixelCount).toBeGreaterThan(100);
    expect(stats?.validPixelCount).toBe(0);
    expect(stats?.fieldCloudPercent).toBe(100);
    expect(stats?.mean).toBeNull();
    expect(stats?.lowConfidence).toBe(true);
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
    expect(JSON.parse(JSON.stringify(result)).indices.NDVI.min).toBeNull();
  });

  it('a cloudy scene reads its SCL first: a wholly masked field reads no reflectance band and counts as the bands would', async () => {
    const clouded: Rings = [rect(X0 + 213, Y0 - 577, 300, 300)]; // inside the SCL 9 block
    const partly: Rings = [rect(X0 + 203, Y0 - 503, 600, 300)]; // across the block's edge
    const cloudy: Scene = { ...scene, cloudCover: SCL_FIRST_SCENE_CLOUD };
    const clear: Scene = { ...scene, cloudCover: 0 };
    for (const [rings, wholly] of [[clouded, true], [partly, false]] as const) {
      const field = fieldOf([rings]);
      const first = await computeFieldStatistics({ field, scenes: [cloudy], indices: ['NDVI', 'LAI'] });
      const together = await computeFieldStatistics({ field, scenes: [clear], indices: ['NDVI', 'LAI'] });
      expect({ ...first, read: null, sceneCloudPercent: null }).toEqual({ ...together, read: null, sceneCloudPercent: null });
      if (wholly) expect(first.read.bytesRead).toBeLessThan(together.read.bytesRead / 3);
      else expect(first.indices.NDVI?.validPixelCount).toBeGreaterThan(0);
    }
  });

  it('a field outside every scene is a NoSceneError', async () => {
    const far = fieldOf([[rect(X0 + 50_000, Y0 - 50_000, 100, 100)]]);
    await expect(computeFieldStatistics({ field: far, scenes: [scene], indices: ['NDVI'] })).rejects.toBeInstanceOf(NoSceneError);
    await expect(computeFieldStatistics({ field: far, scenes: [], indices: ['NDVI'] })).rejects.toBeInstanceOf(NoSceneError);
  });

  it('a field across two same-day scenes takes each pixel from the first scene with data', async () => {
    // Scene A has no data west of column 100; scene B covers everything with other values.
    const common = { dir, datetime: '2024-06-06T10:20:30Z', epsg: EPSG, originX: X0, originY: Y0, width: W, height: H, blockSize: 64 };
    const dnA = { ...DN, B04: (c: number, r: number) => (c < 100 ? 0 : (DN.B04 as (c: number, r: number) => number)(c, r)), B08: (c: number, r: number) => (c < 100 ? 0 : (DN.B08 as (c: number, r: number) => number)(c, r)) };
    const dnB = { ...DN, B04: (c: number, r: number) => (DN.B04 as (c: number, r: number) => number)(c, r) + 200 };
    const a = parseStacItem(...at(writeSyntheticScene({ ...common, id: 'A', dn: { ...bandsOf(ALL), B04: dnA.B04, B08: dnA.B08 }, cloudCover: 5 })));
    const b = parseStacItem(...at(writeSyntheticScene({ ...common, id: 'B', dn: { ...bandsOf(ALL), B04: dnB.B04 }, cloudCover: 20 })));
    const span: Rings = [rect(X0 + 803, Y0 - 1703, 407, 303)]; // columns 80–120
    const result = await computeFieldStatistics({ field: fieldOf([span]), scenes: [b, a], indices: ['NDVI'] });
    const stats = result.indices.NDVI;
    expect(result.sceneIds).toEqual(['A', 'B']);
    expect(stats?.sceneIds).toEqual(['A', 'B']);
    const mosaic = { ...DN, B04: (c: number, r: number) => (c < 100 ? (dnB.B04 as (c: number, r: number) => number)(c, r) : (DN.B04 as (c: number, r: number) => number)(c, r)) };
    const want = expected([span], 'NDVI', mosaic);
    expect(stats?.validPixelCount).toBe(want.valid);
    expect(stats?.dataPixelCount).toBe(want.pixels);
    expect(stats?.mean).toBeCloseTo(want.mean, 10);
  });

  it('a scene without SCL is used unmasked and says so', async () => {
    const noScl = parseStacItem(...at(writeSyntheticScene({ dir, id: 'NOSCL', datetime: '2024-06-11T10:00:00Z', epsg: EPSG, originX: X0, originY: Y0, width: W, height: H, dn: bandsOf(['B04', 'B08']), blockSize: 64 })));
    const stats = (await computeFieldStatistics({ field: fieldOf([holed]), scenes: [noScl], indices: ['NDVI'] })).indices.NDVI;
    const want = expected([holed], 'NDVI', DN, false);
    expect(stats?.validPixelCount).toBe(want.pixels);
    expect(stats?.mean).toBeCloseTo(want.mean, 10);
    expect(stats?.sclAvailable).toBe(false);
    expect(stats?.fieldCloudPercent).toBeNull();
    expect(stats?.notes.join(' ')).toMatch(/without a scene classification/);
  });

  it('an index whose band asset is missing is a clear AssetMissingError', async () => {
    const partial = parseStacItem(...at(writeSyntheticScene({ dir, id: 'NO_B11', datetime: '2024-06-16T10:00:00Z', epsg: EPSG, originX: X0, originY: Y0, width: W, height: H, dn: bandsOf(['B04', 'B08', 'B8A', 'B11', 'SCL']), omit: ['B11'] })));
    await expect(computeFieldStatistics({ field: fieldOf([holed]), scenes: [partial], indices: ['NDMI'] })).rejects.toBeInstanceOf(AssetMissingError);
  });
});
