/**
 * The radar engine against GDAL on real Sentinel-1 backscatter (test/fixtures/real-world/sentinel-1, sources and
 * licences in its SOURCE.md): pyroSAR's VV-only RTC-style GeoTIFF (dB, no data -99, UTM 31N, strips) and two
 * BigEarthNet-S1 VV+VH patches (dB, UTM, strips), read as they are and after GDAL rewrites them in Digital Earth
 * Africa's layout (EPSG:4326 at 0.0002°, linear power, NaN no data, DEFLATE COG, a mask with a shadow stripe).
 * GDAL burns each field with gdal.RasterizeLayer and numpy computes the statistics (test/support/gdal/radar-stats.py).
 * Also the Digital Earth Africa-layout copy written with TIFF's horizontal and floating-point predictors.
 * Pixel and valid counts must be equal; linear means, medians and RVI agree to 1e-9 relative.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CogFile } from '../../../functions/imagery/cog/cog-reader';
import { FileSource } from '../../../functions/imagery/cog/file-source';
import { ReadMeter } from '../../../functions/imagery/cog/byte-source';
import { projector } from '../../../functions/imagery/geometry/crs';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import type { RadarScene } from '../../../functions/imagery/radar/radar-scene';
import { computeRadarStatistics, type RadarStatistics } from '../../../functions/imagery/radar/radar-statistics';
import { GDAL_PYTHON as PYTHON, GDAL_SCRIPTS, requireGdal } from '../../support/gdal';

const REAL = join(import.meta.dirname, '../../fixtures/real-world/sentinel-1');
const PYROSAR = join(REAL, 'pyrosar/S1A__IW___A_20150309T173017_VV_grd_mli_geo_norm_db.tif');
const BEN = ['S1A_IW_GRDH_1SDV_20170613T165043_33UUP_87_48', 'S1A_IW_GRDH_1SDV_20170617T064724_29UPU_36_85'];
const benFile = (patch: string, pol: 'VV' | 'VH') => join(REAL, 'bigearthnet', patch, `${patch}_${pol}.tif`);

interface GdalSide {
  pixels: number;
  valid: number;
  vv: { mean: number; median: number } | null;
  vh: { mean: number; median: number } | null;
  rvi: number | null;
}
type GdalAnswer = Record<string, GdalSide> & { _seconds: number };

interface Dataset {
  name: string;
  vv: string;
  vh: string | null;
  mask: string | null;
  units: 'db' | 'linear';
  nodata: number | null;
  /** The UTM file the fields are laid on (the DEA-layout copy shares its fields). */
  utm: string;
  /** Files GDAL reads instead, holding the same values (see PREDICTOR_VARIANTS). */
  gdal?: { vv: string; vh: string };
}

/** Fields in the UTM file's metres (east and south of its upper-left corner) → lon/lat. */
async function fieldsOver(utm: string): Promise<Record<string, GeoJSON.Polygon>> {
  const file = await CogFile.open(new FileSource(utm, new ReadMeter()));
  const level = file.level0;
  const epsg = file.epsg as number;
  await file.close();
  const width = level.width * level.resX;
  const height = level.height * level.resY;
  const { inverse } = projector(epsg);
  // Shifted off the pixel lattice so that no edge runs through a pixel centre (a tie either rasteriser may break).
  const ring = (points: Array<[number, number]>) =>
    [...points, points[0] as [number, number]].map(([e, s]) => inverse([level.originX + e + 0.123 * level.resX, level.originY - s - 0.377 * level.resY]));
  const rect = (e: number, s: number, w: number, h: number): Array<[number, number]> => [[e, s], [e + w, s], [e + w, s + h], [e, s + h]];
  const rotated = (ce: number, cs: number, half: number, degrees: number): Array<[number, number]> => {
    const a = (degrees * Math.PI) / 180;
    return [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([u, v]) => [ce + half * ((u as number) * Math.cos(a) - (v as number) * Math.sin(a)), cs + half * ((u as number) * Math.sin(a) + (v as number) * Math.cos(a))]);
  };
  const r = level.resX;
  return {
    inside: { type: 'Polygon', coordinates: [ring(rotated(width * 0.45, height * 0.5, Math.min(width, height) * 0.3, 23))] },
    overTheEdge: { type: 'Polygon', coordinates: [ring(rect(width * 0.8, height * 0.2, width * 0.35, height * 0.3))] },
    tiny: { type: 'Polygon', coordinates: [ring(rect(width * 0.3 + 0.3 * r, height * 0.6 + 0.4 * r, 2.6 * r, 2.2 * r))] },
    withHole: {
      type: 'Polygon',
      coordinates: [
        ring([[width * 0.1, height * 0.1], [width * 0.6, height * 0.15], [width * 0.55, height * 0.7], [width * 0.12, height * 0.6]]),
        ring(rect(width * 0.25, height * 0.3, width * 0.15, height * 0.15)),
      ],
    },
  };
}

function sceneOf(dataset: Dataset, epsg: number, bbox: [number, number, number, number]): RadarScene {
  const asset = (href: string) => ({ href, units: dataset.units, nodata: dataset.nodata });
  return {
    id: dataset.name, collection: null, datetime: '2017-06-13T16:50:43.000Z', date: '2017-06-13', epsg, bbox, footprint: null,
    platform: 'sentinel-1a', orbitState: null, relativeOrbit: null, tile: null,
    vv: asset(dataset.vv), vh: dataset.vh ? asset(dataset.vh) : null, mask: dataset.mask ? { href: dataset.mask, units: 'linear', nodata: 0 } : null,
  };
}

async function lonLatBbox(path: string): Promise<{ epsg: number; bbox: [number, number, number, number] }> {
  const file = await CogFile.open(new FileSource(path, new ReadMeter()));
  const { originX, originY, resX, resY, width, height } = file.level0;
  const epsg = file.epsg as number;
  await file.close();
  const { inverse } = projector(epsg);
  const corners = [[originX, originY], [originX + width * resX, originY], [originX, originY - height * resY], [originX + width * resX, originY - height * resY]]
    .map(([x, y]) => inverse([x as number, y as number]));
  const lons = corners.map((c) => c[0]);
  const lats = corners.map((c) => c[1]);
  return { epsg, bbox: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)] };
}

/**
 * GDAL 3.6.2 writes the big-endian floating-point-predictor file right (the engine reads back exactly the values of
 * the little-endian copy) but reads it wrong itself when the image is a single part-filled tile (BigEarthNet's 84 ×
 * 55 px in one 128 px tile), so its statistics for that variant come from the little-endian copy, same values.
 */
const PREDICTOR_VARIANTS: Array<[string, string[]]> = [
  ['horizontal predictor', ['PREDICTOR=2']],
  ['floating-point predictor', ['PREDICTOR=3']],
  ['floating-point predictor, big-endian', ['PREDICTOR=3', 'ENDIANNESS=BIG']],
];
const DATASETS = 6 + PREDICTOR_VARIANTS.length;
let work: string;
const datasets: Dataset[] = [];

beforeAll(() => {
  requireGdal();
  work = mkdtempSync(join(tmpdir(), 'radar-gdal-'));
  datasets.push({ name: 'pyroSAR', vv: PYROSAR, vh: null, mask: null, units: 'db', nodata: -99, utm: PYROSAR });
  const pyroDea = join(work, 'pyrosar');
  execFileSync('mkdir', ['-p', pyroDea]);
  execFileSync(PYTHON, [join(GDAL_SCRIPTS, 'radar-dea-layout.py'), pyroDea, PYROSAR]);
  datasets.push({ name: 'pyroSAR in DE Africa layout', vv: join(pyroDea, 'vv.tif'), vh: null, mask: join(pyroDea, 'mask.tif'), units: 'linear', nodata: null, utm: PYROSAR });
  for (const patch of BEN) {
    datasets.push({ name: `BigEarthNet ${patch}`, vv: benFile(patch, 'VV'), vh: benFile(patch, 'VH'), mask: null, units: 'db', nodata: null, utm: benFile(patch, 'VV') });
    const dea = join(work, patch);
    execFileSync('mkdir', ['-p', dea]);
    execFileSync(PYTHON, [join(GDAL_SCRIPTS, 'radar-dea-layout.py'), dea, benFile(patch, 'VV'), benFile(patch, 'VH')]);
    datasets.push({ name: `BigEarthNet ${patch} in DE Africa layout`, vv: join(dea, 'vv.tif'), vh: join(dea, 'vh.tif'), mask: join(dea, 'mask.tif'), units: 'linear', nodata: null, utm: benFile(patch, 'VV') });
  }
  // The same COGs with TIFF's predictors, as a producer may write float backscatter: horizontal (2) and
  // floating-point (3), the latter also big-endian.
  const dea = join(work, BEN[0] as string);
  for (const [variant, options] of PREDICTOR_VARIANTS) {
    const out = join(work, `predictor-${variant}`);
    execFileSync('mkdir', ['-p', out]);
    for (const band of ['vv', 'vh']) {
      execFileSync('gdal_translate', ['-q', '-of', 'GTiff', '-co', 'TILED=YES', '-co', 'BLOCKXSIZE=128', '-co', 'BLOCKYSIZE=128', '-co', 'COMPRESS=DEFLATE', ...options.flatMap((o) => ['-co', o]), join(dea, `${band}.tif`), join(out, `${band}.tif`)]);
    }
    datasets.push({
      name: `BigEarthNet ${BEN[0]} in DE Africa layout, ${variant}`, vv: join(out, 'vv.tif'), vh: join(out, 'vh.tif'), mask: join(dea, 'mask.tif'),
      units: 'linear', nodata: null, utm: benFile(BEN[0] as string, 'VV'),
      ...(options.includes('ENDIANNESS=BIG') ? { gdal: { vv: join(dea, 'vv.tif'), vh: join(dea, 'vh.tif') } } : {}),
    });
  }
}, 120_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const close = (mine: number | null | undefined, theirs: number | null | undefined, what: string) => {
  expect(mine === null || mine === undefined, `${what} missing on one side`).toBe(theirs === null || theirs === undefined);
  if (mine === null || mine === undefined || theirs === null || theirs === undefined) return;
  expect(Math.abs(mine - theirs) / Math.abs(theirs), what).toBeLessThan(1e-9);
};

describe('radar engine vs GDAL on real Sentinel-1 backscatter', { timeout: 60_000 }, () => {
  it('has the real files to compare', () => {
    expect(readdirSync(join(REAL, 'bigearthnet')).sort()).toEqual([...BEN].sort());
    expect(datasets).toHaveLength(DATASETS);
  });

  it.each(Array.from({ length: DATASETS }, (_, i) => i))('dataset %i: same pixel and valid counts, linear means, medians and RVI as GDAL', async (i) => {
    const dataset = datasets[i] as Dataset;
    const fields = await fieldsOver(dataset.utm);
    const { epsg, bbox } = await lonLatBbox(dataset.vv);
    const scene = sceneOf(dataset, epsg, bbox);
    const request = { vv: dataset.gdal?.vv ?? dataset.vv, vh: dataset.gdal?.vh ?? dataset.vh, mask: dataset.mask, units: dataset.units, nodata: dataset.nodata, fields: Object.entries(fields).map(([name, geometry]) => ({ name, geometry })) };
    const gdal = JSON.parse(execFileSync(PYTHON, [join(GDAL_SCRIPTS, 'radar-stats.py')], { input: JSON.stringify(request) }).toString('utf8')) as GdalAnswer;
    for (const [name, geometry] of Object.entries(fields)) {
      const what = `${dataset.name}, ${name}`;
      const mine: RadarStatistics = await computeRadarStatistics({ field: parseFieldGeometry(geometry), scenes: [scene] });
      const theirs = gdal[name] as GdalSide;
      expect(mine.pixelCount, `${what}: pixels`).toBe(theirs.pixels);
      expect(mine.validPixelCount, `${what}: valid pixels`).toBe(theirs.valid);
      expect(mine.pixelCount, `${what}: the field covers pixels`).toBeGreaterThan(0);
      close(mine.vv?.meanLinear, theirs.vv?.mean, `${what}: VV mean`);
      close(mine.vv?.medianLinear, theirs.vv?.median, `${what}: VV median`);
      close(mine.vh?.meanLinear, theirs.vh?.mean, `${what}: VH mean`);
      close(mine.vh?.medianLinear, theirs.vh?.median, `${what}: VH median`);
      close(mine.rvi, theirs.rvi, `${what}: RVI`);
      if (name === 'overTheEdge') expect(mine.validPixelCount, `${what}: part outside the file`).toBeLessThan(mine.pixelCount);
      if (name === 'inside' && dataset.mask) expect(mine.validPixelCount, `${what}: the shadow stripe is left out`).toBeLessThan(mine.pixelCount);
    }
  });
});
