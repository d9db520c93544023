/**
 * The averaged relative-productivity surface of a field from its clear days: each day's NDVI per pixel (the day's
 * scenes mosaicked in coverage order, SCL-masked as the field statistics are), divided by that day's field mean,
 * then averaged per pixel over the days. A day is left out when too little of the field is clear or the field is
 * bare (a mean NDVI near zero makes the ratio noise).
 */
import { ReadMeter } from '../cog/byte-source';
import { mapLimit } from '../cog/concurrency';
import { DEFAULT_SCL_MASK } from '../compute/field-statistics';
import { rankScenes } from '../compute/scene-order';
import { ScenePool, type BandRaster, type SceneReadOptions } from '../compute/scene-reader';
import type { FieldShape } from '../geometry/field-geometry';
import { fieldOnGrid, projectField, type FieldOnGrid, type Grid } from '../geometry/field-grid';
import type { Scene } from '../scene';
import type { ZoneSurface } from './surface';

/** Share of the field's pixels that must be clear for a day to count. */
export const CLEAR_DAY_FRACTION = 0.9;
/** A day whose field mean NDVI is below this (bare soil, burnt stubble) is left out. */
export const MIN_DAY_MEAN_NDVI = 0.1;
/** Days read at once. */
const DAY_CONCURRENCY = 4;

export interface SurfaceInput {
  field: FieldShape;
  /** The candidate days, each with its same-day scenes. */
  days: ReadonlyArray<{ date: string; scenes: readonly Scene[] }>;
  read?: Partial<SceneReadOptions>;
}

/** One day's NDVI on the field's window (NaN where not clear, no data or outside the field). */
export interface DayNdvi {
  date: string;
  ndvi: Float32Array;
}

export async function buildZoneSurface(input: SurfaceInput): Promise<ZoneSurface | null> {
  const days = input.days.filter((day) => day.scenes.length > 0);
  if (days.length === 0) return null;
  const pool = new ScenePool(new ReadMeter(), input.read ?? {});
  try {
    // The grid of the CRS most days' best scene is in: days in another zone (a field on a UTM border) are left out.
    const primaries = days.map((day) => rankScenes(input.field, day.scenes)[0]?.scene as Scene);
    const epsg = mostCommon(primaries.map((scene) => scene.epsg));
    const reference = primaries.find((scene) => scene.epsg === epsg) as Scene;
    const grid = await pool.reader(reference).grid(['B04', 'B08']);
    const onGrid = fieldOnGrid(grid, projectField(input.field, grid.epsg));
    const read = await mapLimit(days, DAY_CONCURRENCY, (day) => dayNdvi(pool, input.field, day.scenes.filter((scene) => scene.epsg === epsg), grid, onGrid).then((ndvi) => ({ date: day.date, ndvi })));
    return averageRelative(grid, onGrid, read);
  } finally {
    await pool.close();
  }
}

/** The per-pixel mean of each clear day's NDVI over its field mean (days not clear or bare left out). */
export function averageRelative(grid: Grid, onGrid: FieldOnGrid, days: readonly DayNdvi[]): ZoneSurface {
  const size = onGrid.mask.length;
  const sums = new Float64Array(size);
  const counts = new Uint16Array(size);
  const dates: string[] = [];
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    let sum = 0;
    let n = 0;
    for (let p = 0; p < size; p++) {
      const value = day.ndvi[p] as number;
      if (onGrid.mask[p] === 1 && value - value === 0) {
        sum += value;
        n++;
      }
    }
    const mean = n > 0 ? sum / n : 0;
    if (onGrid.pixelCount === 0 || n / onGrid.pixelCount < CLEAR_DAY_FRACTION || mean < MIN_DAY_MEAN_NDVI) continue;
    for (let p = 0; p < size; p++) {
      const value = day.ndvi[p] as number;
      if (onGrid.mask[p] === 1 && value - value === 0) {
        sums[p] = (sums[p] as number) + value / mean;
        counts[p] = (counts[p] as number) + 1;
      }
    }
    dates.push(day.date);
  }
  const values = new Float32Array(size).fill(Number.NaN);
  for (let p = 0; p < size; p++) if ((counts[p] as number) > 0) values[p] = (sums[p] as number) / (counts[p] as number);
  return { grid, window: onGrid.window, values, counts, dates };
}

/** A day's NDVI on the window: each field pixel from the first scene (in coverage order) with data in both bands. */
async function dayNdvi(pool: ScenePool, field: FieldShape, scenes: readonly Scene[], grid: Grid, onGrid: FieldOnGrid): Promise<Float32Array> {
  const ndvi = new Float32Array(onGrid.mask.length).fill(Number.NaN);
  const decided = new Uint8Array(onGrid.mask.length);
  const masked = new Uint8Array(256);
  for (const sclClass of DEFAULT_SCL_MASK) masked[sclClass] = 1;
  for (const { scene } of rankScenes(field, scenes)) {
    const reader = pool.reader(scene);
    const bands = reader.has('SCL') ? (['B04', 'B08', 'SCL'] as const) : (['B04', 'B08'] as const);
    const rasters = await Promise.all(bands.map((band) => reader.readOnGrid(band, grid, onGrid.window)));
    const [red, nir, scl] = rasters as [BandRaster, BandRaster, BandRaster | undefined];
    let open = 0;
    for (let p = 0; p < ndvi.length; p++) {
      if (onGrid.mask[p] !== 1 || decided[p] === 1) continue;
      const r = red.pixels[p] as number;
      const n = nir.pixels[p] as number;
      if (r === red.nodata || n === nir.nodata) {
        open++;
        continue;
      }
      decided[p] = 1;
      if (scl && masked[scl.pixels[p] as number] === 1) continue;
      const x = n * nir.asset.scale + nir.asset.offset;
      const y = r * red.asset.scale + red.asset.offset;
      const value = (x - y) / (x + y);
      if (value - value === 0) ndvi[p] = value;
    }
    if (open === 0) break;
  }
  return ndvi;
}

function mostCommon(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}
