import { describe, expect, it } from 'vitest';
import { sameField, shapeOf } from '../../../functions/core/fields/duplicate-fields';
import { symmetricDifferenceShare } from '../../../functions/core/fields/symmetric-difference';

type Ring = [number, number][];
const square = (lon: number, lat: number, d: number): Ring => [[lon, lat], [lon + d, lat], [lon + d, lat + d], [lon, lat + d], [lon, lat]];
function circle(lon: number, lat: number, vertices: number, radius = 0.002): Ring {
  const ring = Array.from({ length: vertices }, (_, i): [number, number] => [lon + radius * Math.cos((2 * Math.PI * i) / vertices), lat + radius * Math.sin((2 * Math.PI * i) / vertices)]);
  return [...ring, ring[0] ?? [lon, lat]];
}
const shape = (...rings: Ring[]) => shapeOf('id', 'name', { type: 'Polygon', coordinates: rings });

describe('the duplicate rule measured by scanlines', () => {
  it('measures the share of two squares that differs', () => {
    // Half of each square overlaps the other: one half of each differs, 100 % of either.
    expect(symmetricDifferenceShare([square(0, 0, 1)], [square(0.5, 0, 1)])).toBeCloseTo(1, 2);
    expect(symmetricDifferenceShare([square(0, 0, 1)], [square(0, 0, 1)])).toBe(0);
    // A hole of a quarter: a quarter differs.
    expect(symmetricDifferenceShare([square(0, 0, 1)], [square(0, 0, 1), square(0.25, 0.25, 0.5)])).toBeCloseTo(0.25, 2);
  });

  it('tells two dense boundaries apart at the 1 % line in milliseconds', () => {
    const a = shape(circle(6.1, 8.1, 10_000));
    sameField(a, shape(circle(6.1, 8.1, 9_999)));
    const started = performance.now();
    expect(sameField(a, shape(circle(6.1, 8.1, 9_999)))).toBe(true);
    expect(sameField(a, shape(circle(6.100005, 8.1, 9_999)))).toBe(true);
    expect(sameField(a, shape(circle(6.10003, 8.1, 9_999)))).toBe(false);
    expect(performance.now() - started).toBeLessThan(150);
  });

  it('keeps neighbours sharing an edge and a field with a hole apart', () => {
    expect(sameField(shape(square(3.51, 6.71, 0.002)), shape(square(3.512, 6.71, 0.002)))).toBe(false);
    expect(sameField(shape(square(3.51, 6.71, 0.002)), shape(square(3.51, 6.71, 0.002), square(3.5105, 6.7105, 0.001)))).toBe(false);
  });
});
