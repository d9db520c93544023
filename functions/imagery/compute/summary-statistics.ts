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

/** @param values finite values only (the caller drops masked and undefined pixels). */
export function summarise(values: Float64Array, bins = 10): SummaryStatistics {
  const count = values.length;
  if (count === 0) {
    return { count, min: null, max: null, mean: null, stDev: null, p10: null, p50: null, p90: null, histogram: { bins: [] } };
  }
  const sorted = Float64Array.from(values).sort();
  const min = sorted[0] as number;
  const max = sorted[count - 1] as number;
  let sum = 0;
  for (let i = 0; i < count; i++) sum += sorted[i] as number;
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
    histogram: { bins: histogram(sorted, min, max, bins) },
  };
}

function histogram(sorted: Float64Array, min: number, max: number, binCount: number): HistogramBin[] {
  const width = (max - min) / binCount;
  const bins: HistogramBin[] = [];
  const sums: number[] = [];
  for (let i = 0; i < binCount; i++) {
    bins.push({ lowEdge: min + i * width, highEdge: i === binCount - 1 ? max : min + (i + 1) * width, mean: null, count: 0 });
    sums.push(0);
  }
  for (const value of sorted) {
    let i = width === 0 ? 0 : Math.min(binCount - 1, Math.floor((value - min) / width));
    // As numpy: the computed edges decide, not the rounded division.
    if (width === 0) i = 0;
    else if (i > 0 && value < (bins[i] as HistogramBin).lowEdge) i--;
    else if (i < binCount - 1 && value >= (bins[i + 1] as HistogramBin).lowEdge) i++;
    (bins[i] as HistogramBin).count++;
    sums[i] = (sums[i] as number) + value;
  }
  bins.forEach((bin, i) => {
    bin.mean = bin.count > 0 ? (sums[i] as number) / bin.count : null;
  });
  return bins;
}
