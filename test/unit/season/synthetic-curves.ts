/**
 * Synthetic NDVI years for the detector's unit tests: double logistic seasons (Beck et al. 2006), a seeded noise,
 * optical views every 5 days, cloud gaps filled by radar estimates with intervals, and VH that falls at harvest.
 */
import type { SeasonSeriesPoint, VhPoint } from '../../../functions/core/season/season-detection';

const DAY_MS = 86_400_000;
export const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const dayOf = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

export interface SyntheticSeason {
  /** Midpoints (days since 1970) and widths (days) of the rise and the fall. */
  riseMid: number;
  riseWidth: number;
  fallMid: number;
  fallWidth: number;
  amplitude: number;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** base + amplitude x (rise - fall) per season: the double logistic. */
export function doubleLogistic(base: number, seasons: readonly SyntheticSeason[]): (day: number) => number {
  return (day) => seasons.reduce((value, s) => value + s.amplitude * (logistic((day - s.riseMid) / s.riseWidth) - logistic((day - s.fallMid) / s.fallWidth)), base);
}

/**
 * A season's known events under the documented rules: emergence where the rise reaches `emergence` of the
 * amplitude, sowing where it reaches `sowing` less `lagDays`, harvest where the fall has gone `1 - harvest` of the way.
 */
export function knownEvents(s: SyntheticSeason, fractions: { sowing: number; emergence: number; harvest: number; lagDays: number }) {
  const riseAt = (f: number) => s.riseMid + s.riseWidth * Math.log(f / (1 - f));
  const fallAt = (f: number) => s.fallMid + s.fallWidth * Math.log((1 - f) / f);
  return { sowing: Math.round(riseAt(fractions.sowing)) - fractions.lagDays, emergence: Math.round(riseAt(fractions.emergence)), harvest: Math.round(fallAt(fractions.harvest)) };
}

/** Mulberry32: a seeded generator, so that every run sees the same noise. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SeriesOptions {
  curve: (day: number) => number;
  from: string;
  to: string;
  seed?: number;
  /** Standard deviation-like spread of the optical noise (uniform, +- this). */
  noise?: number;
  /** Optical views every this many days. */
  revisit?: number;
  /** Cloudy stretches [from, to] with no optical view: radar estimates every 6 days fill them, interval `width` wide. */
  cloudy?: ReadonlyArray<{ from: string; to: string; width: number }>;
}

export function syntheticSeries(options: SeriesOptions): SeasonSeriesPoint[] {
  const random = seeded(options.seed ?? 1);
  const noise = options.noise ?? 0.02;
  const points: SeasonSeriesPoint[] = [];
  const cloudy = (day: number) => (options.cloudy ?? []).find((gap) => day >= dayOf(gap.from) && day <= dayOf(gap.to));
  for (let day = dayOf(options.from); day <= dayOf(options.to); day += options.revisit ?? 5) {
    if (cloudy(day)) continue;
    points.push({ date: dateOf(day), value: options.curve(day) + (random() * 2 - 1) * noise, source: 'optical', low: null, high: null });
  }
  for (const gap of options.cloudy ?? []) {
    for (let day = dayOf(gap.from) + 3; day <= dayOf(gap.to); day += 6) {
      const value = options.curve(day) + (random() * 2 - 1) * gap.width * 0.4;
      points.push({ date: dateOf(day), value, source: 'radar-estimate', low: value - gap.width / 2, high: value + gap.width / 2 });
    }
  }
  return points;
}

/** VH of two alternating orbits every 6 days: -20 dB on bare ground, up to -15 dB under a full canopy (`canopy` 0 to 1). */
export function syntheticVh(from: string, to: string, canopy: (day: number) => number, seed = 7): VhPoint[] {
  const random = seeded(seed);
  const points: VhPoint[] = [];
  let orbit = 0;
  for (let day = dayOf(from) + 1; day <= dayOf(to); day += 6) {
    points.push({ date: dateOf(day), vhDb: -20 + 5 * canopy(day) + (random() * 2 - 1) * 0.3, relativeOrbit: orbit % 2 === 0 ? 22 : 103 });
    orbit++;
  }
  return points;
}
