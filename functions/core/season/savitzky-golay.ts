/**
 * Smoothing of an irregular, weighted index series as TIMESAT does it (Jönsson & Eklundh 2004, "TIMESAT: a program
 * for analyzing time-series of satellite sensor data", Computers & Geosciences 30; Chen et al. 2004, "A simple method
 * for reconstructing a high-quality NDVI time-series data set based on the Savitzky-Golay filter", Remote Sensing of
 * Environment 91): the observations are put on a regular daily grid, then each day's value is the weighted
 * least-squares polynomial of order 2 over the days within a half window either side (Savitzky & Golay 1964), so that
 * trusted points pull the curve harder than doubtful ones.
 */

export interface WeightedObservation {
  /** Whole days since 1970-01-01. */
  day: number;
  value: number;
  /** How far the point is trusted (0 to 1). */
  weight: number;
}

export interface DailyGrid {
  /** The grid's first day (the first observation's). */
  firstDay: number;
  values: number[];
  weights: number[];
  /** Whether the day holds an observation (else its value is interpolated). */
  observed: boolean[];
}

/**
 * The observations on a daily grid from the first to the last: observations of the same day merged (weighted mean,
 * their weights summed up to 1), the days between linearly interpolated and weighted `gapWeight` times the lighter of
 * their two neighbours, so that a gap keeps the curve defined without outweighing the points around it.
 */
export function dailyGrid(observations: readonly WeightedObservation[], gapWeight: number): DailyGrid | null {
  const byDay = new Map<number, { sum: number; weight: number }>();
  for (const observation of observations) {
    if (!Number.isFinite(observation.value) || !(observation.weight > 0)) continue;
    const entry = byDay.get(observation.day) ?? { sum: 0, weight: 0 };
    entry.sum += observation.value * observation.weight;
    entry.weight += observation.weight;
    byDay.set(observation.day, entry);
  }
  const days = [...byDay.keys()].sort((a, b) => a - b);
  const firstDay = days[0];
  const lastDay = days.at(-1);
  if (firstDay === undefined || lastDay === undefined) return null;
  const length = lastDay - firstDay + 1;
  const values = new Array<number>(length).fill(0);
  const weights = new Array<number>(length).fill(0);
  const observed = new Array<boolean>(length).fill(false);
  let previous: { day: number; value: number; weight: number } | null = null;
  for (const day of days) {
    const entry = byDay.get(day) as { sum: number; weight: number };
    const current = { day, value: entry.sum / entry.weight, weight: Math.min(1, entry.weight) };
    values[day - firstDay] = current.value;
    weights[day - firstDay] = current.weight;
    observed[day - firstDay] = true;
    if (previous) {
      const span = day - previous.day;
      for (let between = previous.day + 1; between < day; between++) {
        const t = (between - previous.day) / span;
        values[between - firstDay] = previous.value + t * (current.value - previous.value);
        weights[between - firstDay] = gapWeight * Math.min(previous.weight, current.weight);
      }
    }
    previous = current;
  }
  return { firstDay, values, weights, observed };
}

/** Solves the 3x3 system `m x = v` (Gaussian elimination with partial pivoting); null when singular. */
function solve3(m: number[][], v: number[]): number[] | null {
  const a = m.map((row, i) => [...row, v[i] as number]);
  for (let col = 0; col < 3; col++) {
    let pivot = col;
    for (let row = col + 1; row < 3; row++) if (Math.abs((a[row] as number[])[col] as number) > Math.abs((a[pivot] as number[])[col] as number)) pivot = row;
    if (Math.abs((a[pivot] as number[])[col] as number) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]];
    const pivotRow = a[col] as number[];
    for (let row = 0; row < 3; row++) {
      if (row === col) continue;
      const target = a[row] as number[];
      const factor = (target[col] as number) / (pivotRow[col] as number);
      for (let k = col; k < 4; k++) target[k] = (target[k] as number) - factor * (pivotRow[k] as number);
    }
  }
  return a.map((row, i) => (row[3] as number) / (row[i] as number));
}

/**
 * Weighted Savitzky-Golay smoothing of a daily grid: each day's value is the constant term of the weighted
 * least-squares quadratic over the days within `halfWindow` either side (the window is cut at the grid's ends).
 */
export function savitzkyGolay(values: readonly number[], weights: readonly number[], halfWindow: number): number[] {
  const smoothed = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) {
    // Sums of w x^k (k = 0..4) and w x^k y (k = 0..2), x the day's offset from i.
    const s = [0, 0, 0, 0, 0];
    const t = [0, 0, 0];
    for (let j = Math.max(0, i - halfWindow); j <= Math.min(values.length - 1, i + halfWindow); j++) {
      const w = weights[j] as number;
      if (w <= 0) continue;
      const x = j - i;
      const y = values[j] as number;
      let power = w;
      for (let k = 0; k < 5; k++) {
        s[k] = (s[k] as number) + power;
        if (k < 3) t[k] = (t[k] as number) + power * y;
        power *= x;
      }
    }
    const [s0, s1, s2, s3, s4] = s as [number, number, number, number, number];
    const coefficients = solve3([[s0, s1, s2], [s1, s2, s3], [s2, s3, s4]], t);
    smoothed[i] = coefficients ? (coefficients[0] as number) : (values[i] as number);
  }
  return smoothed;
}
