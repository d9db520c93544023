/**
 * Synthetic fields with known productivity zones: a field near the demo farm on its UTM grid, a truth class per
 * pixel, and days of NDVI drawn from it (each day brighter or duller overall, with noise), plus the adjusted Rand
 * index to score a recovered zoning against the truth.
 */
import { booleanPointInPolygon, point } from '@turf/turf';
import type { Zone } from '../../shared/api/schemas/zones';
import type { FieldShape } from '../../functions/imagery/geometry/field-geometry';
import { fieldOnGrid, projectField, type FieldOnGrid, type Grid } from '../../functions/imagery/geometry/field-grid';
import { projector } from '../../functions/imagery/geometry/crs';
import type { DayNdvi } from '../../functions/imagery/zones/relative-surface';

export const EPSG = 32632;

/** A deterministic pseudo-random generator (mulberry32), so a failing case can be replayed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A rectangular field of `widthM` × `heightM` metres (optionally with a square hole in its middle), lon/lat. */
export function rectangleField(widthM: number, heightM: number, holeM = 0): FieldShape {
  const { inverse } = projector(EPSG);
  const x0 = 463_003;
  const y0 = 1_004_007;
  const ring = (xa: number, ya: number, xb: number, yb: number, clockwise: boolean) => {
    const corners: Array<[number, number]> = [[xa, ya], [xb, ya], [xb, yb], [xa, yb], [xa, ya]];
    return (clockwise ? corners.reverse() : corners).map((xy) => inverse(xy));
  };
  const rings = [ring(x0, y0, x0 + widthM, y0 + heightM, false)];
  if (holeM > 0) {
    const cx = x0 + widthM / 2;
    const cy = y0 + heightM / 2;
    rings.push(ring(cx - holeM / 2, cy - holeM / 2, cx + holeM / 2, cy + holeM / 2, true));
  }
  const lons = rings[0]?.map(([lon]) => lon) ?? [];
  const lats = rings[0]?.map(([, lat]) => lat) ?? [];
  return { polygons: [rings], bbox: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)] };
}

export const GRID: Grid = { epsg: EPSG, originX: 399_960, originY: 1_100_040, res: 10 };

export function onGrid(field: FieldShape): FieldOnGrid {
  return fieldOnGrid(GRID, projectField(field, EPSG));
}

/**
 * Days of NDVI over the field: pixel (x, y) of truth class k has NDVI levels[k] × the day's brightness, plus
 * uniform noise of ± `noise`. Truth 0 is outside the field.
 */
export function syntheticDays(grid: FieldOnGrid, truth: Int32Array, levels: readonly number[], count: number, noise: number, seed = 7): DayNdvi[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, d) => {
    const brightness = 0.35 + 0.5 * next();
    const ndvi = new Float32Array(truth.length).fill(Number.NaN);
    for (let p = 0; p < truth.length; p++) {
      const k = truth[p] as number;
      if (k > 0 && grid.mask[p] === 1) ndvi[p] = (levels[k - 1] as number) * brightness + (next() * 2 - 1) * noise;
    }
    return { date: `202${3 + (d % 3)}-0${1 + (d % 9)}-1${d % 10}`, ndvi };
  });
}

/** The zone each field pixel's centre falls in (0 when in none), by the answer's lon/lat polygons. */
export function zoneOfPixels(grid: FieldOnGrid, zones: readonly Zone[]): Int32Array {
  const { inverse } = projector(grid.grid.epsg);
  const { window } = grid;
  const found = new Int32Array(grid.mask.length);
  for (let p = 0; p < grid.mask.length; p++) {
    if (grid.mask[p] !== 1) continue;
    const x = grid.grid.originX + (window.x + (p % window.width) + 0.5) * grid.grid.res;
    const y = grid.grid.originY - (window.y + Math.floor(p / window.width) + 0.5) * grid.grid.res;
    const at = point(inverse([x, y]));
    found[p] = zones.find((zone) => booleanPointInPolygon(at, zone.geometry))?.zone ?? 0;
  }
  return found;
}

/** Adjusted Rand index of two labellings of the same items (Hubert and Arabie, 1985). */
export function adjustedRandIndex(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = a.length;
  const table = new Map<string, number>();
  const rows = new Map<number, number>();
  const columns = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    table.set(`${x},${y}`, (table.get(`${x},${y}`) ?? 0) + 1);
    rows.set(x, (rows.get(x) ?? 0) + 1);
    columns.set(y, (columns.get(y) ?? 0) + 1);
  }
  const pairs = (m: number) => (m * (m - 1)) / 2;
  const index = [...table.values()].reduce((sum, m) => sum + pairs(m), 0);
  const rowSum = [...rows.values()].reduce((sum, m) => sum + pairs(m), 0);
  const columnSum = [...columns.values()].reduce((sum, m) => sum + pairs(m), 0);
  const expected = (rowSum * columnSum) / pairs(n);
  const maximum = (rowSum + columnSum) / 2;
  return maximum === expected ? 1 : (index - expected) / (maximum - expected);
}
