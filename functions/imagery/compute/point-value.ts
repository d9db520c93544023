/**
 * The index value at one lon/lat on one day: the 10 m pixel holding the point, from the first of the day's
 * scenes with data there; masked by SCL like the statistics; rounded to 3 decimals. A point without a value says
 * why (outside every scene, no data, masked by its SCL class).
 */
import type { ScalarIndexId } from '../../../shared/domain/indices';
import { INDICES, SAVI_DEFAULT_L } from '../../../shared/domain/indices';
import { ReadMeter } from '../cog/byte-source';
import { InvalidGeometryError } from '../errors';
import { projector } from '../geometry/crs';
import { toPixel } from '../geometry/field-grid';
import type { BandId, Scene } from '../scene';
import { DEFAULT_SCL_MASK, laiAnglesFor } from './field-statistics';
import { indexFormula } from './index-formulas';
import { rankScenes } from './scene-order';
import { SceneReader, type SceneReadOptions } from './scene-reader';

export interface PointValue {
  index: ScalarIndexId;
  date: string;
  lon: number;
  lat: number;
  value: number | null;
  sceneId: string | null;
  /** SCL class of the pixel when the scene has SCL. */
  sclClass: number | null;
  reason: 'ok' | 'no-data' | 'masked' | 'undefined';
}

export interface PointValueInput {
  lon: number;
  lat: number;
  scenes: readonly Scene[];
  index: ScalarIndexId;
  saviL?: number;
  sclMask?: readonly number[];
  read?: Partial<SceneReadOptions>;
  meter?: ReadMeter;
}

export async function pointValue(input: PointValueInput): Promise<PointValue> {
  const { lon, lat, index } = input;
  if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon) > 180 || Math.abs(lat) > 90) {
    throw new InvalidGeometryError(`(${lon}, ${lat}) is not a longitude/latitude`);
  }
  const tiny = 1e-6;
  const ranked = rankScenes({ polygons: [[[[lon - tiny, lat - tiny], [lon + tiny, lat - tiny], [lon + tiny, lat + tiny], [lon - tiny, lat + tiny], [lon - tiny, lat - tiny]]]], bbox: [lon, lat, lon, lat] }, input.scenes);
  const meter = input.meter ?? new ReadMeter(64 * 1024 * 1024);
  const bands = [...INDICES[index].bands] as BandId[];
  const base = { index, date: (ranked[0]?.scene as Scene).date, lon, lat };
  const mask = new Set(input.sclMask ?? DEFAULT_SCL_MASK);
  for (const { scene } of ranked) {
    const reader = new SceneReader(scene, meter, input.read);
    try {
      const grid = await reader.grid(bands);
      const [px, py] = toPixel(grid, projector(grid.epsg).forward([lon, lat]));
      const window = { x: Math.floor(px), y: Math.floor(py), width: 1, height: 1 };
      const rasters = await Promise.all(bands.map((band) => reader.readOnGrid(band, grid, window)));
      if (rasters.some((r) => r.pixels[0] === r.nodata)) continue;
      const scl = reader.has('SCL') ? ((await reader.readOnGrid('SCL', grid, window)).pixels[0] as number) : null;
      if (scl !== null && mask.has(scl)) return { ...base, value: null, sceneId: scene.id, sclClass: scl, reason: 'masked' };
      const byBand = new Map(rasters.map((r) => [r.band, (r.pixels[0] as number) * r.asset.scale + r.asset.offset]));
      const formula = indexFormula(index, { saviL: input.saviL ?? SAVI_DEFAULT_L, angles: laiAnglesFor(scene, new Set()) });
      const value = formula((band) => byBand.get(band) as number);
      if (!Number.isFinite(value)) return { ...base, value: null, sceneId: scene.id, sclClass: scl, reason: 'undefined' };
      return { ...base, value: Math.round(value * 1000) / 1000, sceneId: scene.id, sclClass: scl, reason: 'ok' };
    } finally {
      await reader.close();
    }
  }
  return { ...base, value: null, sceneId: null, sclClass: null, reason: 'no-data' };
}
