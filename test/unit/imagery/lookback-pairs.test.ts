import { describe, expect, it } from 'vitest';
import { LOOKBACK_PAIRS, lookbackPairs } from '../../../functions/core/imagery/fused-series';
import { radarPassKey, type RadarPassOfField } from '../../../functions/core/imagery/radar-planning';
import { FUSION } from '../../../shared/domain/radar';

const pass = (date: string, relativeOrbit: number): RadarPassOfField => ({ date, relativeOrbit, scenes: [] });
const day = (n: number) => new Date(Date.UTC(2024, 1, 1) + n * 86_400_000).toISOString().slice(0, 10);

describe("the fit's lookback computes pairs only, the latest first", () => {
  it('takes the latest optical days with a pass within the pair window, and those passes', () => {
    const optical = [day(0), day(5), day(10), day(20), day(40)];
    const passes = [pass(day(2), 22), pass(day(9), 95), pass(day(13), 22), pass(day(30), 95)];
    const pairs = lookbackPairs(optical, passes, 2);
    // Days 40 and 20 have no pass within 3 days; day 10 pairs with the passes of days 9 and 13, day 5 with day 2's.
    expect([...pairs.optical].sort()).toEqual([day(5), day(10)]);
    expect([...pairs.passes].sort()).toEqual([radarPassKey(day(13), 22), radarPassKey(day(2), 22), radarPassKey(day(9), 95)].sort());
  });

  it('computes nothing without a pass near an optical day, and at most its limit of days', () => {
    expect(lookbackPairs([day(0), day(20)], [pass(day(10), 22)], LOOKBACK_PAIRS).optical.size).toBe(0);
    const every = Array.from({ length: 40 }, (_, k) => day(k * 3));
    const pairs = lookbackPairs(every, every.map((date) => pass(date, 22)), LOOKBACK_PAIRS);
    expect(pairs.optical.size).toBe(LOOKBACK_PAIRS);
    expect([...pairs.optical].sort()[0]).toBe(every[40 - LOOKBACK_PAIRS]);
    expect(LOOKBACK_PAIRS).toBeGreaterThanOrEqual(FUSION.minFieldPairs);
  });
});
