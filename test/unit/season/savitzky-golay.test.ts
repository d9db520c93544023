import { describe, expect, it } from 'vitest';
import { dailyGrid, savitzkyGolay } from '../../../functions/core/season/savitzky-golay';
import { curvePeaks } from '../../../functions/core/season/season-peaks';
import { seeded } from './synthetic-curves';

describe('dailyGrid', () => {
  it('puts observations on a daily grid, merging a day weighted and interpolating between days with a light weight', () => {
    const grid = dailyGrid([
      { day: 10, value: 0.2, weight: 1 },
      { day: 14, value: 0.6, weight: 0.5 },
      { day: 10, value: 0.5, weight: 0.5 },
    ], 0.1);
    expect(grid?.firstDay).toBe(10);
    expect(grid?.values[0]).toBeCloseTo(0.3, 10);
    expect(grid?.weights[0]).toBe(1);
    expect(grid?.values[2]).toBeCloseTo(0.45, 10);
    expect(grid?.weights[2]).toBeCloseTo(0.05, 10);
    expect(grid?.observed).toEqual([true, false, false, false, true]);
  });

  it('skips values that are not numbers and weights that are not positive, and has no grid without points', () => {
    expect(dailyGrid([{ day: 1, value: Number.NaN, weight: 1 }, { day: 2, value: 0.3, weight: 0 }], 0.1)).toBeNull();
    expect(dailyGrid([], 0.1)).toBeNull();
  });
});

describe('savitzkyGolay', () => {
  it('keeps a quadratic exactly, as an order-2 filter must, up to the grid ends', () => {
    const values = Array.from({ length: 80 }, (_, x) => 0.2 + 0.01 * x - 0.0002 * x * x);
    const smoothed = savitzkyGolay(values, values.map(() => 1), 10);
    smoothed.forEach((value, x) => expect(value).toBeCloseTo(values[x] as number, 9));
  });

  it('damps noise around a smooth curve', () => {
    const random = seeded(2);
    const truth = Array.from({ length: 200 }, (_, x) => 0.5 + 0.3 * Math.sin(x / 30));
    const noisy = truth.map((value) => value + (random() * 2 - 1) * 0.05);
    const smoothed = savitzkyGolay(noisy, noisy.map(() => 1), 10);
    const error = (series: number[]) => Math.sqrt(series.reduce((sum, value, x) => sum + (value - (truth[x] as number)) ** 2, 0) / series.length);
    expect(error(smoothed)).toBeLessThan(error(noisy) / 2);
  });

  it('lets a lightly weighted outlier pull the curve far less than a full-weight one', () => {
    const values = Array.from({ length: 41 }, () => 0.2);
    values[20] = 0.8;
    const light = savitzkyGolay(values, values.map((_, x) => (x === 20 ? 0.05 : 1)), 10)[20] as number;
    const full = savitzkyGolay(values, values.map(() => 1), 10)[20] as number;
    expect(light - 0.2).toBeLessThan((full - 0.2) / 5);
  });
});

describe('curvePeaks', () => {
  it('measures each hill by how far the curve falls before a higher one, and a wiggle by its own small dip', () => {
    const curve = [0.2, 0.5, 0.8, 0.5, 0.3, 0.6, 0.58, 0.62, 0.3, 0.2];
    const peaks = curvePeaks(curve);
    expect(peaks.map((peak) => peak.index)).toEqual([2, 5, 7]);
    expect(peaks[0]?.prominence).toBeCloseTo(0.6, 10);
    expect(peaks[1]?.prominence).toBeCloseTo(0.02, 10);
    expect(peaks[2]?.prominence).toBeCloseTo(0.32, 10);
  });

  it('takes the seen side when the curve is cut at an end while still falling', () => {
    // Rises from its base 0.2 to 0.8 and the series ends on its way down at 0.6: the right base is unseen, so the
    // peak stands 0.6 above its left base rather than 0.2 above the series' last value.
    const peaks = curvePeaks([0.3, 0.2, 0.4, 0.8, 0.7, 0.6]);
    expect(peaks).toHaveLength(1);
    expect(peaks[0]?.prominence).toBeCloseTo(0.6, 10);
  });
});
