import type { FusionInput } from '../../../../functions/core/imagery/radar-fusion';
import type { SeriesEntry } from '../../../../shared/api/schemas/monitoring';
import type { RadarPoint } from '../../../../shared/api/schemas/radar';
import type { OrbitState } from '../../../../shared/domain/radar';
import { addDays } from '../../../../shared/domain/weather';
import { seeded } from './synthetic';

/**
 * A synthetic truth for the radar estimate (unit tests and the fusion bench): NDVI = 0.15 + 0.8·RVI + the orbit's
 * offset + noise (σ 0.03), with two relative orbits (22 descending every 6 days, the reference; 95 ascending every
 * 12 days, 0.06 higher).
 */
export const TRUTH = { intercept: 0.15, slope: 0.8, sigma: 0.03 } as const;
export const ORBIT_A = { orbitState: 'descending', relativeOrbit: 22, offset: 0, every: 6, first: 0 } as const;
export const ORBIT_B = { orbitState: 'ascending', relativeOrbit: 95, offset: 0.06, every: 12, first: 3 } as const;
export const START = '2024-01-01';

export function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export function opticalEntry(date: string, mean: number, options: { lowConfidence?: boolean } = {}): SeriesEntry {
  return {
    date,
    basicStats: { min: mean - 0.1, max: mean + 0.1, mean, stDev: 0.04 },
    histogram: { bins: [{ lowEdge: mean - 0.1, highEdge: mean + 0.1, mean, count: 900 }] },
    percentiles: { p10: mean - 0.05, p50: mean, p90: mean + 0.05 },
    pixelCount: 900,
    validPixelCount: 900,
    validFraction: 1,
    fieldCloudPercent: 2,
    sceneCloudPercent: 20,
    lowConfidence: options.lowConfidence ?? false,
    sceneIds: [`S2A_${date}`],
    notes: [],
    source: 'optical',
    interval: null,
  };
}

export function radarPoint(
  date: string,
  rvi: number,
  orbit: { orbitState: OrbitState | null; relativeOrbit: number | null } = ORBIT_A,
  options: { lowConfidence?: boolean; validPixelCount?: number } = {},
): RadarPoint {
  const backscatter = { meanLinear: 0.05, medianLinear: 0.05, meanDb: -13, medianDb: -13 };
  return {
    date,
    datetime: `${date}T05:30:00Z`,
    sceneIds: [`S1A_${date}_${orbit.relativeOrbit ?? 'x'}`],
    platform: 'sentinel-1a',
    orbitState: orbit.orbitState,
    relativeOrbit: orbit.relativeOrbit,
    pixelCount: 250,
    validPixelCount: options.validPixelCount ?? 240,
    lowConfidence: options.lowConfidence ?? false,
    vv: backscatter,
    vh: backscatter,
    ratio: 0.2,
    ratioDb: -7,
    rvi,
  };
}

export interface Scenario {
  input: FusionInput;
  /** The optical index each pass stands for (a fresh noise draw): the truth an estimate is judged against. */
  truthAt: Map<string, number>;
}

/**
 * A season of passes of both orbits; RVI follows a crop's rise and fall with pass-to-pass jitter. 60 % of passes
 * get a clear optical view the same day or a day either side (a pair); the others are clouded out and held out.
 */
export function scenario(
  seed: number,
  options: { days?: number; clearShare?: number; relation?: (rvi: number, offset: number, random: () => number) => number } = {},
): Scenario {
  const random = seeded(seed);
  const relation = options.relation ?? ((rvi, offset) => TRUTH.intercept + TRUTH.slope * rvi + offset + TRUTH.sigma * gaussian(random));
  const days = options.days ?? 365;
  const optical: SeriesEntry[] = [];
  const radar: RadarPoint[] = [];
  const truthAt = new Map<string, number>();
  for (const orbit of [ORBIT_A, ORBIT_B]) {
    for (let day = orbit.first; day < days; day += orbit.every) {
      const season = Math.max(0, Math.sin((2 * Math.PI * (day % 365)) / 365 - 1.2));
      const rvi = 0.25 + 0.5 * season + (random() - 0.5) * 0.1;
      const date = addDays(START, day);
      radar.push(radarPoint(date, rvi, orbit));
      if (random() < (options.clearShare ?? 0.6)) optical.push(opticalEntry(addDays(date, Math.floor(random() * 3) - 1), relation(rvi, orbit.offset, random)));
      else truthAt.set(date, relation(rvi, orbit.offset, random));
    }
  }
  return { input: { index: 'NDVI', optical: shuffle(optical, random), radar: shuffle(radar, random), attributionYear: 2024 }, truthAt };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
