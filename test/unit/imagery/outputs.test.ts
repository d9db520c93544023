import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../functions/imagery/cli-commands';
import { computeFieldSeries } from '../../../functions/imagery/compute/field-series';
import { pointValue } from '../../../functions/imagery/compute/point-value';
import { InvalidGeometryError, NoSceneError, UnknownIndexError } from '../../../functions/imagery/errors';
import { projector } from '../../../functions/imagery/geometry/crs';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import { availableDates, seriesCsv, toFisSeries } from '../../../functions/imagery/output/series';
import type { Scene } from '../../../functions/imagery/scene';
import { groupScenesByDate } from '../../../functions/imagery/stac/group-by-date';
import { parseStacItem } from '../../../functions/imagery/stac/stac-item';
import { lonLatPolygon, writeSyntheticScene } from './support/synthetic-scene';

const EPSG = 32632;
const X0 = 600_000;
const Y0 = 1_100_000;
const B04 = (c: number, r: number) => 1300 + ((c * 7 + r * 3) % 50) * 10;
const B08 = (c: number, r: number) => 3500 + ((c * 5 + r * 11) % 70) * 20;
// Clouds (SCL 9) over the western 20 columns (20 m) = 400 m; the whole scene on the cloudy date.
const sclPartly = (c: number) => (c < 20 ? 9 : 4);
const field = lonLatPolygon(EPSG, [[[X0 + 303, Y0 - 303], [X0 + 1007, Y0 - 303], [X0 + 1007, Y0 - 807], [X0 + 303, Y0 - 807], [X0 + 303, Y0 - 303]]]);

let dir: string;
let clear: Scene;
let cloudy: Scene;
let clearItemPath: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'imagery-outputs-'));
  const base = { dir, epsg: EPSG, originX: X0, originY: Y0, width: 120, height: 120, blockSize: 64 };
  const a = writeSyntheticScene({ ...base, id: 'CLEAR', datetime: '2024-05-05T10:00:00Z', cloudCover: 8, dn: { B04, B08, SCL: sclPartly } });
  const b = writeSyntheticScene({ ...base, id: 'CLOUDY', datetime: '2024-05-10T10:00:00Z', cloudCover: 97, dn: { B04, B08, SCL: () => 9 } });
  clearItemPath = a.itemPath;
  clear = parseStacItem(a.item, a.itemPath);
  cloudy = parseStacItem(b.item, b.itemPath);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('series outputs', () => {
  it('FIS-like C0 series holds only dates with values; available dates list every date with its cloud cover; CSV matches', async () => {
    const { days, failures } = await computeFieldSeries({ field: parseFieldGeometry(field), days: groupScenesByDate([cloudy, clear]), indices: ['NDVI'] });
    expect(failures).toEqual([]);
    const series = toFisSeries(days, 'NDVI');
    expect(series.C0.map((e) => e.date)).toEqual(['2024-05-05']);
    const entry = series.C0[0];
    expect(entry?.basicStats).toEqual({
      min: days[0]?.indices.NDVI?.min, max: days[0]?.indices.NDVI?.max, mean: days[0]?.indices.NDVI?.mean, stDev: days[0]?.indices.NDVI?.stDev,
    });
    expect(Object.keys(entry?.basicStats ?? {})).toEqual(['min', 'max', 'mean', 'stDev']);
    expect(entry?.sceneCloudPercent).toBe(8);
    expect(entry?.fieldCloudPercent).toBeGreaterThan(0);
    expect(entry?.fieldCloudPercent).toBeLessThan(100);
    expect(availableDates(days, 'NDVI')).toEqual([
      { date: '2024-05-05', sceneIds: ['CLEAR'], sceneCloudPercent: 8, fieldCloudPercent: entry?.fieldCloudPercent, validFraction: entry?.validFraction },
      { date: '2024-05-10', sceneIds: ['CLOUDY'], sceneCloudPercent: 97, fieldCloudPercent: 100, validFraction: 0 },
    ]);
    const csv = seriesCsv(series).trim().split('\n');
    expect(csv[0]).toBe('date,min,max,mean,stDev');
    expect(csv[1]?.split(',').map(Number).slice(1)).toEqual([entry?.basicStats.min, entry?.basicStats.max, entry?.basicStats.mean, entry?.basicStats.stDev]);
    expect(csv).toHaveLength(2);
  });

  it('a day whose asset is missing is reported as a failure, the others still count', async () => {
    const broken = { ...cloudy, id: 'BROKEN', date: '2024-05-15', bands: { ...cloudy.bands, B08: { ...(cloudy.bands.B08 as NonNullable<Scene['bands']['B08']>), href: join(dir, 'missing.tif') } } };
    const { days, failures } = await computeFieldSeries({ field: parseFieldGeometry(field), days: groupScenesByDate([clear, broken]), indices: ['NDVI'] });
    expect(days.map((d) => d.date)).toEqual(['2024-05-05']);
    expect(failures).toEqual([expect.objectContaining({ date: '2024-05-15', code: 'ASSET_MISSING' })]);
  });
});

describe('value at a point', () => {
  const at = (east: number, south: number) => projector(EPSG).inverse([X0 + east, Y0 - south]);

  it('is the pixel value to 3 decimals, from the pixel holding the point', async () => {
    const [lon, lat] = at(555, 444); // pixel (55, 44)
    const result = await pointValue({ lon, lat, scenes: [clear], index: 'NDVI' });
    const red = B04(55, 44) * 1e-4 - 0.1;
    const nir = B08(55, 44) * 1e-4 - 0.1;
    expect(result).toMatchObject({ reason: 'ok', sceneId: 'CLEAR', sclClass: 4, date: '2024-05-05' });
    expect(result.value).toBe(Math.round(((nir - red) / (nir + red)) * 1000) / 1000);
  });

  it('is null with a reason under a cloud, and NoSceneError outside every scene', async () => {
    const [lon, lat] = at(55, 444);
    expect(await pointValue({ lon, lat, scenes: [clear], index: 'NDVI' })).toMatchObject({ value: null, reason: 'masked', sclClass: 9 });
    const [farLon, farLat] = at(90_000, 90_000);
    await expect(pointValue({ lon: farLon, lat: farLat, scenes: [clear], index: 'NDVI' })).rejects.toBeInstanceOf(NoSceneError);
    await expect(pointValue({ lon: 500, lat: 0, scenes: [clear], index: 'NDVI' })).rejects.toBeInstanceOf(InvalidGeometryError);
  });
});

describe('command line', () => {
  it('stats prints the statistics of the item for the field, with the FIS-like series', async () => {
    const fieldPath = join(dir, 'field.geojson');
    writeFileSync(fieldPath, JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: field }] }));
    const out = (await runCli(['stats', '--item', clearItemPath, '--field', fieldPath, '--index', 'ndvi'])) as {
      indices: { NDVI: { validPixelCount: number; mean: number } };
      series: { NDVI: { C0: Array<{ basicStats: { mean: number } }> } };
    };
    expect(out.indices.NDVI.validPixelCount).toBeGreaterThan(1000);
    expect(out.series.NDVI.C0[0]?.basicStats.mean).toBe(out.indices.NDVI.mean);
    await expect(runCli(['stats', '--item', clearItemPath, '--field', fieldPath, '--index', 'EVI'])).rejects.toBeInstanceOf(UnknownIndexError);
    await expect(runCli(['stats', '--field', fieldPath])).rejects.toThrow(/usage/);
  });

  it('point prints the value at a lon/lat', async () => {
    const [lon, lat] = projector(EPSG).inverse([X0 + 555, Y0 - 444]);
    const out = (await runCli(['point', '--item', clearItemPath, '--lon', String(lon), '--lat', String(lat)])) as { value: number };
    expect(out.value).toBeGreaterThan(0.3);
  });
});
