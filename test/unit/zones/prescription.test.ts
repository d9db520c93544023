import { describe, expect, it } from 'vitest';
import { prescribe, roundRate, scaledRate } from '../../../shared/domain/prescription';
import { READY_LAYER } from '../../fixtures/zone-layers';

const ZONES = READY_LAYER.zones;

describe('prescription maths', () => {
  it('rounds rates to what a spreader or planter is set to', () => {
    expect(roundRate(152.6, 'kg/ha')).toBe(153);
    expect(roundRate(2.46, 'kg/ha')).toBe(2.5);
    expect(roundRate(53_349, 'seeds/ha')).toBe(53_300);
    expect(roundRate(-4, 'kg/ha')).toBe(0);
    expect(roundRate(Number.NaN, 'seeds/ha')).toBe(0);
  });

  it('scales a base rate by the zone productivity, up or down, by the strength', () => {
    // 20 % above the mean at strength 50 %: 10 % more, or 10 % less.
    expect(scaledRate(100, 1.2, 'increase', 50)).toBeCloseTo(110);
    expect(scaledRate(100, 1.2, 'decrease', 50)).toBeCloseTo(90);
    expect(scaledRate(100, 0.8, 'increase', 100)).toBeCloseTo(80);
    // Never a negative rate, however strong the scaling.
    expect(scaledRate(100, 0.2, 'increase', 200)).toBe(0);
    expect(scaledRate(100, 1.3, 'increase', 0)).toBe(100);
  });

  it('totals typed rates over the zones and prices them per kilogram', () => {
    const result = prescribe(ZONES, { mode: 'typed', rates: { 1: 150, 2: 120, 3: 100 } }, 'kg/ha', 950);
    expect(result.zones.map((zone) => [zone.zone, zone.rate, zone.amount])).toEqual([
      [1, 150, 450],
      [2, 120, 456],
      [3, 100, 320],
    ]);
    expect(result.areaHa).toBeCloseTo(10);
    expect(result.total).toBe(1226);
    expect(result.averageRate).toBeCloseTo(122.6);
    expect(result.costNgn).toBe(1_164_700);
  });

  it('prices seed per thousand seeds and leaves the cost out without a price', () => {
    const result = prescribe(ZONES, { mode: 'scaled', baseRate: 50_000, direction: 'decrease', strength: 100 }, 'seeds/ha', 40);
    // Zone 1 (0.82) gets 18 % more, zone 3 (1.16) 16 % less.
    expect(result.zones.map((zone) => zone.rate)).toEqual([59_000, 49_500, 42_000]);
    expect(result.total).toBe(59_000 * 3 + 49_500 * 3.8 + 42_000 * 3.2);
    expect(result.costNgn).toBe(Math.round((result.total / 1000) * 40));
    expect(prescribe(ZONES, { mode: 'typed', rates: {} }, 'kg/ha', null)).toMatchObject({ total: 0, costNgn: null });
  });
});
