/**
 * The engine against GDAL on the same COGs: GDAL (python3-gdal + numpy; test/run.sh installs them through
 * test/support/ensure-gdal.sh, and this file fails when they are missing) writes a Sentinel-2-like scene with its
 * own COG driver, burns each field with gdal.RasterizeLayer (the cutline rule) or crops with gdal.Warp(cutline),
 * resamples 20 m bands with gdal.Warp, and computes NDVI/NDMI/NDWI/NDRE/MSAVI2/ReCI in numpy (the BigEarthNet
 * patches have no red-edge bands, so there NDRE and ReCI are left out). Means must agree within 1e-4 and
 * valid-pixel counts exactly. The real BigEarthNet Sentinel-2 patches in test/fixtures/real-world are compared the
 * same way.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFieldStatistics, type FieldDayStatistics } from '../../../functions/imagery/compute/field-statistics';
import { NoSceneError } from '../../../functions/imagery/errors';
import { projector } from '../../../functions/imagery/geometry/crs';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import type { Scene } from '../../../functions/imagery/scene';
import { parseStacItem } from '../../../functions/imagery/stac/stac-item';
import { GDAL_PYTHON as PYTHON, GDAL_SCRIPTS, requireGdal } from '../../support/gdal';

const EPSG = 32632;
const X0 = 600_000;
const Y0 = 1_100_000;
const INDICES = ['NDVI', 'NDMI', 'NDWI', 'NDRE', 'MSAVI2', 'RECI'] as const;
/** The real patches carry B03 B04 B08 B8A B11 only. */
const REAL_INDICES = ['NDVI', 'NDMI', 'NDWI', 'MSAVI2'] as const;

interface GdalIndexStats {
  data: number;
  count: number;
  mean: number | null;
  std: number | null;
  min: number | null;
  max: number | null;
}
type GdalResult = Record<string, { pixels: number | null } & Record<string, GdalIndexStats>> & { _seconds: number };

/** Metres east / south of the scene's upper-left corner → lon/lat. */
function ring(points: Array<[number, number]>, x0 = X0, y0 = Y0, epsg = EPSG): Array<[number, number]> {
  const { inverse } = projector(epsg);
  const closed = [...points, points[0] as [number, number]];
  return closed.map(([e, s]) => inverse([x0 + e, y0 - s]));
}
/** Lon/lat bbox of a UTM rectangle (all four corners: grid convergence skews it). */
function lonLatBbox(epsg: number, x0: number, y0: number, width: number, height: number): [number, number, number, number] {
  const corners = [[x0, y0], [x0 + width, y0], [x0, y0 - height], [x0 + width, y0 - height]].map(([x, y]) => projector(epsg).inverse([x as number, y as number]));
  const lons = corners.map((c) => c[0]);
  const lats = corners.map((c) => c[1]);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}
const rect = (e: number, s: number, w: number, h: number): Array<[number, number]> => [[e, s], [e + w, s], [e + w, s + h], [e, s + h]];
function rotatedSquare(ce: number, cs: number, half: number, degrees: number): Array<[number, number]> {
  const a = (degrees * Math.PI) / 180;
  return [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([u, v]) => [ce + half * ((u as number) * Math.cos(a) - (v as number) * Math.sin(a)), cs + half * ((u as number) * Math.sin(a) + (v as number) * Math.cos(a))]);
}

const FIELDS: Record<string, GeoJSON.Polygon | GeoJSON.MultiPolygon> = {
  holes: {
    type: 'Polygon',
    coordinates: [
      ring([[3003, 4803], [4611, 4907], [4720, 6212], [3507, 6455], [2950, 5600]]),
      ring([[3400, 5200], [3420, 5480], [3650, 5500], [3700, 5150]]),
      ring([[4000, 5700], [4200, 6000], [4300, 5750]]),
    ],
  },
  multipolygon: { type: 'MultiPolygon', coordinates: [[ring(rect(1203, 1203, 604, 404))], [ring([[8003, 8203], [8807, 8403], [8303, 9107]])]] },
  acrossFourTiles: { type: 'Polygon', coordinates: [ring(rotatedSquare(5120, 5120, 480, 17))] },
  tiny: { type: 'Polygon', coordinates: [ring(rect(6203, 2203, 17, 23))] },
  clouded: { type: 'Polygon', coordinates: [ring(rect(6868, 2772, 600, 600))] },
  hundredHectares: { type: 'Polygon', coordinates: [ring(rotatedSquare(2500, 7500, 500, 30))] },
  sceneEdge: { type: 'Polygon', coordinates: [ring(rect(9803, 3003, 900, 700))] },
  nodataCorner: { type: 'Polygon', coordinates: [ring(rect(703, 703, 804, 804))] },
};

let dir: string;
let scene: Scene;
const ours: Record<string, FieldDayStatistics> = {};
const oursMs: Record<string, number> = {};
let largestMeanDifference = 0;

function gdal(request: object): GdalResult {
  const out = execFileSync(PYTHON, [join(GDAL_SCRIPTS, 'field-stats.py')], { input: JSON.stringify(request), maxBuffer: 64 << 20 });
  return JSON.parse(out.toString('utf8')) as GdalResult;
}

beforeAll(async () => {
  requireGdal();
  dir = mkdtempSync(join(tmpdir(), 'gdal-compare-'));
  execFileSync(PYTHON, [join(GDAL_SCRIPTS, 'make-scene.py'), dir, String(X0), String(Y0), String(EPSG), '1024', '256', '5']);
  const assets = Object.fromEntries(
    (['B03', 'B04', 'B05', 'B07', 'B08', 'B8A', 'B11', 'SCL'] as const).map((band) => [
      band,
      { href: join(dir, `${band}.tif`), 'raster:bands': [band === 'SCL' ? { nodata: 0 } : { nodata: 0, scale: 0.0001, offset: -0.1 }] },
    ]),
  );
  scene = parseStacItem({
    id: 'GDAL_SCENE', collection: 'sentinel-2-c1-l2a', bbox: lonLatBbox(EPSG, X0, Y0, 10240, 10240),
    properties: { datetime: '2024-07-01T10:00:00Z', 'proj:code': `EPSG:${EPSG}`, 'eo:cloud_cover': 12 }, assets,
  });
  for (const [name, geometry] of Object.entries(FIELDS)) {
    const started = performance.now();
    ours[name] = await computeFieldStatistics({ field: parseFieldGeometry(geometry), scenes: [scene], indices: [...INDICES] });
    oursMs[name] = performance.now() - started;
  }
}, 600_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('engine vs GDAL on GDAL-written COGs (DEFLATE and LZW, with and without predictor)', { timeout: 30_000 }, () => {
  let rasterized: GdalResult;
  let cutline: GdalResult;
  beforeAll(() => {
    const request = {
      bands: Object.fromEntries(['B03', 'B04', 'B05', 'B07', 'B08', 'B8A', 'B11'].map((band) => [band, join(dir, `${band}.tif`)])),
      scl: join(dir, 'SCL.tif'), scale: 0.0001, offset: -0.1, indices: INDICES,
      fields: Object.entries(FIELDS).map(([name, geometry]) => ({ name, geometry })),
    };
    rasterized = gdal({ ...request, method: 'rasterize' });
    cutline = gdal({ ...request, method: 'cutline' });
  }, 120_000);

  it.each(Object.keys(FIELDS))('%s: same pixels, valid counts and means (1e-4) as GDAL', (name) => {
    const mine = ours[name] as FieldDayStatistics;
    const theirs = rasterized[name] as GdalResult[string];
    expect(mine.pixelCount).toBe(theirs.pixels);
    for (const index of INDICES) {
      const m = mine.indices[index];
      const g = theirs[index] as GdalIndexStats;
      expect(m?.dataPixelCount, `${index} data pixels`).toBe(g.data);
      expect(m?.validPixelCount, `${index} valid pixels`).toBe(g.count);
      expect((cutline[name] as GdalResult[string])[index]?.count, `${index} gdalwarp -cutline count`).toBe(g.count);
      if (g.count === 0) {
        expect(m?.mean).toBeNull();
        continue;
      }
      const difference = Math.abs((m?.mean as number) - (g.mean as number));
      largestMeanDifference = Math.max(largestMeanDifference, difference);
      expect(difference, `${index} mean`).toBeLessThan(1e-4);
      expect(Math.abs((m?.stDev as number) - (g.std as number)), `${index} stDev`).toBeLessThan(1e-6);
      expect(m?.min).toBeCloseTo(g.min as number, 9);
      expect(m?.max).toBeCloseTo(g.max as number, 9);
    }
  });

  it('covers the hand-checked situations it claims to', () => {
    expect(ours.tiny?.indices.NDVI?.validPixelCount).toBe(6); // 17 m × 23 m: 2 × 3 pixel centres
    expect(ours.tiny?.indices.NDVI?.lowConfidence).toBe(true);
    expect(ours.clouded?.indices.NDVI?.validPixelCount).toBe(0);
    expect(ours.clouded?.indices.NDVI?.fieldCloudPercent).toBe(100);
    expect(ours.hundredHectares?.areaHa).toBeCloseTo(100, 1);
    expect(ours.holes?.indices.NDVI?.fieldCloudPercent).toBeGreaterThan(0);
    expect(ours.acrossFourTiles?.indices.NDVI?.validPixelCount).toBeGreaterThan(8000);
    // Half the edge field lies east of the scene, part of the corner field in nodata.
    expect(ours.sceneEdge?.indices.NDVI?.dataPixelCount).toBeLessThan((ours.sceneEdge?.pixelCount as number) * 0.6);
    expect(ours.nodataCorner?.indices.NDVI?.dataPixelCount).toBeLessThan(ours.nodataCorner?.pixelCount as number);
    const cirrusOrCloud = Object.values(ours).some((o) => (o.indices.NDVI?.fieldCloudPercent ?? 0) > 0 && (o.indices.NDVI?.fieldCloudPercent ?? 0) < 100);
    expect(cirrusOrCloud).toBe(true);
    console.log(`imagery vs GDAL: largest |mean difference| ${largestMeanDifference.toExponential(2)}; 100 ha field: engine ${oursMs.hundredHectares?.toFixed(0)} ms (cold, ${INDICES.length} indices); GDAL script total ${(rasterized._seconds * 1000).toFixed(0)} ms for ${Object.keys(FIELDS).length} fields`);
  });

  it('a field outside the scene is a NoSceneError', async () => {
    const far = parseFieldGeometry({ type: 'Polygon', coordinates: [ring(rect(40_000, 40_000, 300, 300))] });
    await expect(computeFieldStatistics({ field: far, scenes: [scene], indices: ['NDVI'] })).rejects.toBeInstanceOf(NoSceneError);
  });
});

/** Real Sentinel-2 bands (BigEarthNet; sources and licence in test/fixtures/real-world/README.md). */
const REAL = join(import.meta.dirname, '../../fixtures/real-world/sentinel-2');

describe('engine vs GDAL on real Sentinel-2 L2A bands (BigEarthNet patches, striped GeoTIFFs)', { timeout: 30_000 }, () => {
  const patches = readdirSync(REAL).filter((d) => d.startsWith('S2'));

  it('has the three real patches to compare', () => {
    expect(patches).toHaveLength(3);
  });

  it.each(patches)('%s: NDVI, NDMI, NDWI and MSAVI2 over a field with a hole and over a multipolygon', async (patch) => {
    const meta = JSON.parse(readFileSync(join(REAL, patch, `${patch}_labels_metadata.json`), 'utf8')) as { coordinates: { ulx: number; uly: number } };
    const { ulx, uly } = meta.coordinates;
    const epsg = 32629;
    const path = (band: string) => join(REAL, patch, `${patch}_${band}.tif`);
    // 2017 data, processing baseline 02.05: no reflectance offset; no SCL in BigEarthNet.
    const item = {
      id: patch, bbox: lonLatBbox(epsg, ulx, uly, 1200, 1200),
      properties: { datetime: '2017-06-17T11:33:21Z', 'proj:epsg': epsg, 's2:processing_baseline': '02.05' },
      assets: Object.fromEntries(['B03', 'B04', 'B08', 'B8A', 'B11'].map((b) => [b, { href: path(b) }])),
    };
    const real = parseStacItem(item);
    expect(real.bands.B04).toMatchObject({ scale: 0.0001, offset: 0 });
    const fields = {
      holed: { type: 'Polygon' as const, coordinates: [ring([[103, 97], [1093, 151], [1021, 1107], [151, 1013]], ulx, uly, epsg), ring([[403, 397], [697, 411], [611, 703]], ulx, uly, epsg)] },
      multi: { type: 'MultiPolygon' as const, coordinates: [[ring(rect(33, 43, 304, 217), ulx, uly, epsg)], [ring(rect(803, 807, 301, 333), ulx, uly, epsg)]] },
    };
    const reference = gdal({
      bands: Object.fromEntries(['B03', 'B04', 'B08', 'B8A', 'B11'].map((b) => [b, path(b)])), scl: null, scale: 0.0001, offset: 0,
      indices: REAL_INDICES, method: 'rasterize', fields: Object.entries(fields).map(([name, geometry]) => ({ name, geometry })),
    });
    for (const [name, geometry] of Object.entries(fields)) {
      const mine = await computeFieldStatistics({ field: parseFieldGeometry(geometry), scenes: [real], indices: [...REAL_INDICES] });
      const theirs = reference[name] as GdalResult[string];
      expect(mine.pixelCount).toBe(theirs.pixels);
      for (const index of REAL_INDICES) {
        const g = theirs[index] as GdalIndexStats;
        expect(g.count).toBeGreaterThan(100);
        expect(mine.indices[index]?.validPixelCount, `${name} ${index}`).toBe(g.count);
        expect(Math.abs((mine.indices[index]?.mean as number) - (g.mean as number)), `${name} ${index} mean`).toBeLessThan(1e-4);
        expect(mine.indices[index]?.sclAvailable).toBe(false);
      }
    }
  });

  it('reads the same pixels as GDAL from the real striped files and from their COG conversion', async () => {
    const patch = patches[0] as string;
    const out = mkdtempSync(join(tmpdir(), 'real-cog-'));
    try {
      const { CogFile } = await import('../../../functions/imagery/cog/cog-reader');
      const { FileSource } = await import('../../../functions/imagery/cog/file-source');
      const { ReadMeter } = await import('../../../functions/imagery/cog/byte-source');
      for (const band of ['B04', 'B11']) {
        const original = join(REAL, patch, `${patch}_${band}.tif`);
        const cog = join(out, `${band}.tif`);
        execFileSync('gdal_translate', ['-q', '-of', 'COG', '-co', 'COMPRESS=DEFLATE', '-co', 'PREDICTOR=2', '-co', 'BLOCKSIZE=32', original, cog]);
        const dump = execFileSync(PYTHON, ['-c', 'import sys,json; from osgeo import gdal; a=gdal.Open(sys.argv[1]).ReadAsArray(); print(json.dumps(a.ravel().tolist()))', original]);
        const expected = JSON.parse(dump.toString()) as number[];
        for (const file of [original, cog]) {
          const reader = await CogFile.open(new FileSource(file, new ReadMeter()));
          const { width, height } = reader.level0;
          expect(Array.from(await reader.readWindow(0, { x: 0, y: 0, width, height }))).toEqual(expected);
          await reader.close();
        }
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
