/**
 * Statistics of the valid values of one index over one field: min, max, mean, population standard deviation,
 * p10/p50/p90 (linear interpolation between order statistics, numpy's default) and an equal-width histogram.
 * With no valid value every statistic is null: NaN never leaves this module.
 */
export interface HistogramBin {
  lowEdge: number;
  highEdge: number;
  /** Mean of the values in the bin (null when empty). */
  mean: number | null;
  count: number;
}

export interface SummaryStatistics {
  count: number;
  min: number | null;
  max: number | null;
  mean: number | null;
  stDev: number | null;
  p10: number | null;
  p50: number | null;
  p90: number | null;
  histogram: { bins: HistogramBin[] };
}

export function percentileOfSorted(sorted: Float64Array, p: number): number {
  const position = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(sorted.length - 1, lower + 1);
  const low = sorted[lower] as number;
  return low + ((sorted[upper] as number) - low) * (position - lower);
}

/**
 * @param values finite values only (the caller drops masked and undefined pixels).
 * @param sortInPlace sort `values` itself rather than a copy (the caller no longer needs their order)
 */
export function summarise(values: Float64Array, bins = 10, sortInPlace = false): SummaryStatistics {
  const count = values.length;
  if (count === 0) {
    return { count, min: null, max: null, mean: null, stDev: null, p10: null, p50: null, p90: null, histogram: { bins: [] } };
  }
  const sorted = (sortInPlace ? values : Float64Array.from(values)).sort();
  const min = sorted[0] as number;
  const max = sorted[count - 1] as number;
  const histogramBins = histogram(sorted, min, max, bins);
  const sum = histogramBins.sum;
  const mean = sum / count;
  let squares = 0;
  for (let i = 0; i < count; i++) {
    const d = (sorted[i] as number) - mean;
    squares += d * d;
  }
  return {
    count,
    min,
    max,
    mean,
    stDev: Math.sqrt(squares / count),
    p10: percentileOfSorted(sorted, 10),
    p50: percentileOfSorted(sorted, 50),
    p90: percentileOfSorted(sorted, 90),
    histogram: { bins: histogramBins.bins },
  };
}

/** The first index of `sorted` in [from, sorted.length) holding a value >= `value`. */
function lowerBound(sorted: Float64Array, value: number, from: number): number {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Equal-width bins over sorted values, and the sum of all values in order (one pass for both). As numpy, the
 * computed edges decide which bin a value falls in (a value equal to an edge opens the next bin; the last bin
 * is closed), found by binary search since the values are sorted.
 */
function histogram(sorted: Float64Array, min: number, max: number, binCount: number): { bins: HistogramBin[]; sum: number } {
  const width = (max - min) / binCount;
  const bins: HistogramBin[] = [];
  let sum = 0;
  if (binCount < 1) {
    for (let i = 0; i < sorted.length; i++) sum += sorted[i] as number;
    return { bins, sum };
  }
  let start = 0;
  for (let b = 0; b < binCount; b++) {
    const lowEdge = min + b * width;
    const bin: HistogramBin = { lowEdge, highEdge: b === binCount - 1 ? max : min + (b + 1) * width, mean: null, count: 0 };
    const end = b === binCount - 1 || width === 0 ? sorted.length : lowerBound(sorted, min + (b + 1) * width, start);
    let binSum = 0;
    for (let i = start; i < end; i++) {
      const value = sorted[i] as number;
      binSum += value;
      sum += value;
    }
    bin.count = end - start;
    bin.mean = bin.count > 0 ? binSum / bin.count : null;
    bins.push(bin);
    start = end;
  }
  return { bins, sum };
}
