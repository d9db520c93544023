/**
 * The least-squares line from radar to an optical index behind the fused series:
 *
 *   index = intercept + slope × RVI + offset(orbit) + error
 *
 * Backscatter depends on the viewing geometry, so each relative orbit with FUSION.minOrbitPairs pairs gets its own
 * offset; orbits with fewer share one pooled offset, or the reference level when they are too few even together.
 * The reference is the group with the most pairs (offset 0): `intercept` is that orbit's intercept. Errors are
 * taken as independent with one variance, so the prediction interval of a new acquisition is
 * ŷ ± t(ν = n − p) · s · √(1 + x₀ᵀ(XᵀX)⁻¹x₀), s² = SSE / (n − p).
 */
import { FUSION, type OrbitState } from '../../../shared/domain/radar';
import { tQuantile } from './student-t';

export interface Orbit {
  orbitState: OrbitState | null;
  relativeOrbit: number | null;
}

export interface FitPair {
  rvi: number;
  /** The optical index on the paired date. */
  value: number;
  orbit: Orbit;
}

export interface OrbitOffset extends Orbit {
  offset: number;
  /** Standard error of the offset (0 for the reference level). */
  offsetStandardError: number;
  pairs: number;
  /** `own`: its own offset; `pooled`: shares the pooled one; `reference`: the level the intercept gives. */
  group: 'own' | 'pooled' | 'reference';
}

export interface Prediction {
  value: number;
  /** Standard error of a new observation at this RVI and orbit. */
  standardError: number;
  /** The prediction interval at FUSION.intervalConfidence (not clamped). */
  low: number;
  high: number;
}

export interface RadarFit {
  pairs: number;
  /** Fitted coefficients: intercept, slope and one offset per orbit group besides the reference. */
  parameters: number;
  degreesOfFreedom: number;
  intercept: number;
  slope: number;
  interceptStandardError: number;
  slopeStandardError: number;
  orbits: OrbitOffset[];
  r2: number;
  /** √(SSE / n), in the index's units. */
  rmse: number;
  /** Residual standard error √(SSE / (n − p)). */
  sigma: number;
  /** t quantile of the prediction interval's upper end. */
  t: number;
  predict(rvi: number, orbit: Orbit): Prediction;
}

export const orbitKey = (orbit: Orbit): string => `${orbit.orbitState ?? '-'}/${orbit.relativeOrbit ?? '-'}`;

const POOLED = 'pooled';

/** Each orbit's group key: its own, POOLED, or the reference's; null entries never happen for seen orbits. */
function orbitGroups(pairs: readonly FitPair[]): { groupOf: Map<string, string>; groups: string[]; reference: string; pooledGroup: string } {
  const counts = new Map<string, number>();
  for (const pair of pairs) {
    const key = orbitKey(pair.orbit);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const byCount = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const own = byCount.filter(([, count]) => count >= FUSION.minOrbitPairs);
  const pooledTotal = byCount.filter(([, count]) => count < FUSION.minOrbitPairs).reduce((sum, [, count]) => sum + count, 0);
  const pooledStands = own.length === 0 || pooledTotal >= FUSION.minOrbitPairs;
  const sizes = new Map<string, number>(own);
  if (pooledStands && pooledTotal > 0) sizes.set(POOLED, pooledTotal);
  const groups = [...sizes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key]) => key);
  const reference = groups[0] ?? POOLED;
  const pooledGroup = pooledStands ? POOLED : reference;
  const groupOf = new Map<string, string>();
  for (const [key, count] of counts) groupOf.set(key, count >= FUSION.minOrbitPairs ? key : pooledGroup);
  return { groupOf, groups, reference, pooledGroup };
}

/** Reads a cell of a flat matrix (rows × `size`, row-major). */
const cell = (matrix: Float64Array, size: number, i: number, j: number): number => matrix[i * size + j] as number;

/** The inverse of a symmetric positive `size` × `size` matrix by Gauss-Jordan with partial pivoting; null when singular. */
function invert(matrix: Float64Array, size: number): Float64Array | null {
  const width = 2 * size;
  const a = new Float64Array(size * width);
  let scale = 0;
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) a[i * width + j] = cell(matrix, size, i, j);
    a[i * width + size + i] = 1;
    scale = Math.max(scale, Math.abs(cell(matrix, size, i, i)));
  }
  for (let col = 0; col < size; col++) {
    let pivot = col;
    for (let row = col + 1; row < size; row++) if (Math.abs(cell(a, width, row, col)) > Math.abs(cell(a, width, pivot, col))) pivot = row;
    if (!(Math.abs(cell(a, width, pivot, col)) > scale * 1e-12)) return null;
    if (pivot !== col) {
      const held = a.slice(col * width, (col + 1) * width);
      a.copyWithin(col * width, pivot * width, (pivot + 1) * width);
      a.set(held, pivot * width);
    }
    const divisor = cell(a, width, col, col);
    for (let j = 0; j < width; j++) a[col * width + j] = cell(a, width, col, j) / divisor;
    for (let row = 0; row < size; row++) {
      const factor = cell(a, width, row, col);
      if (row === col || factor === 0) continue;
      for (let j = 0; j < width; j++) a[row * width + j] = cell(a, width, row, j) - factor * cell(a, width, col, j);
    }
  }
  const inverse = new Float64Array(size * size);
  for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) inverse[i * size + j] = cell(a, width, i, size + j);
  return inverse;
}

/**
 * The least-squares fit of `pairs`; null when it cannot be fitted: fewer pairs than coefficients plus one, or RVI
 * the same on every pair (radar then says nothing about the index).
 */
export function fitRadarRelation(pairs: readonly FitPair[]): RadarFit | null {
  const { groupOf, groups, reference, pooledGroup } = orbitGroups(pairs);
  const offsetGroups = groups.filter((group) => group !== reference);
  const column = new Map(offsetGroups.map((group, i) => [group, 2 + i]));
  const p = 2 + offsetGroups.length;
  const n = pairs.length;
  if (n < p + 1) return null;
  /** The design row of an acquisition: 1, RVI and its group's offset column (none for the reference). */
  const row = (rvi: number, group: string): Float64Array => {
    const x = new Float64Array(p);
    x[0] = 1;
    x[1] = rvi;
    const at = column.get(group);
    if (at !== undefined) x[at] = 1;
    return x;
  };
  const rows = pairs.map((pair) => row(pair.rvi, groupOf.get(orbitKey(pair.orbit)) ?? pooledGroup));
  const xtx = new Float64Array(p * p);
  const xty = new Float64Array(p);
  rows.forEach((x, k) => {
    const y = (pairs[k] as FitPair).value;
    for (let i = 0; i < p; i++) {
      const xi = x[i] as number;
      xty[i] = (xty[i] as number) + xi * y;
      for (let j = 0; j < p; j++) xtx[i * p + j] = cell(xtx, p, i, j) + xi * (x[j] as number);
    }
  });
  const inverse = invert(xtx, p);
  if (!inverse) return null;
  const beta = new Float64Array(p);
  for (let i = 0; i < p; i++) for (let j = 0; j < p; j++) beta[i] = (beta[i] as number) + cell(inverse, p, i, j) * (xty[j] as number);
  const coefficient = (i: number) => beta[i] as number;
  const dot = (x: Float64Array) => x.reduce((sum, v, i) => sum + v * coefficient(i), 0);
  /** xᵀ(XᵀX)⁻¹x: the leverage of a design row. */
  const leverage = (x: Float64Array) => {
    let sum = 0;
    for (let i = 0; i < p; i++) for (let j = 0; j < p; j++) sum += (x[i] as number) * cell(inverse, p, i, j) * (x[j] as number);
    return sum;
  };
  const mean = pairs.reduce((sum, pair) => sum + pair.value, 0) / n;
  let sse = 0;
  let sst = 0;
  rows.forEach((x, k) => {
    const y = (pairs[k] as FitPair).value;
    sse += (y - dot(x)) ** 2;
    sst += (y - mean) ** 2;
  });
  const degreesOfFreedom = n - p;
  const sigma = Math.sqrt(sse / degreesOfFreedom);
  const t = tQuantile((1 + FUSION.intervalConfidence) / 2, degreesOfFreedom);
  const standardError = (i: number) => sigma * Math.sqrt(cell(inverse, p, i, i));
  const offsetOf = (group: string) => {
    const at = column.get(group);
    return at === undefined ? { offset: 0, offsetStandardError: 0 } : { offset: coefficient(at), offsetStandardError: standardError(at) };
  };
  const seen = new Map<string, OrbitOffset>();
  for (const pair of pairs) {
    const key = orbitKey(pair.orbit);
    const known = seen.get(key);
    if (known) {
      known.pairs += 1;
      continue;
    }
    const group = groupOf.get(key) ?? pooledGroup;
    const kind = group === reference ? 'reference' : group === POOLED ? 'pooled' : 'own';
    seen.set(key, { orbitState: pair.orbit.orbitState, relativeOrbit: pair.orbit.relativeOrbit, ...offsetOf(group), pairs: 1, group: kind });
  }
  return {
    pairs: n,
    parameters: p,
    degreesOfFreedom,
    intercept: coefficient(0),
    slope: coefficient(1),
    interceptStandardError: standardError(0),
    slopeStandardError: standardError(1),
    orbits: [...seen.values()].sort((a, b) => b.pairs - a.pairs || orbitKey(a).localeCompare(orbitKey(b))),
    r2: sst > 0 ? Math.max(0, 1 - sse / sst) : 0,
    rmse: Math.sqrt(sse / n),
    sigma,
    t,
    predict(rvi, orbit) {
      const x = row(rvi, groupOf.get(orbitKey(orbit)) ?? pooledGroup);
      const value = dot(x);
      const se = sigma * Math.sqrt(1 + leverage(x));
      return { value, standardError: se, low: value - t * se, high: value + t * se };
    },
  };
}
