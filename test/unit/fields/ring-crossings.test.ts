import { describe, expect, it } from 'vitest';
import { checkPolygon, checkingPolygon } from '../../../functions/core/fields/polygon-rules';
import { FIELD_MESSAGES } from '../../../shared/domain/fields';

type Ring = [number, number][];
const square = (lon: number, lat: number, d: number): Ring => [[lon, lat], [lon + d, lat], [lon + d, lat + d], [lon, lat + d], [lon, lat]];
const thinHole = (i: number): Ring => {
  const [lon, lat] = [7.001, 9.0001 + i * 0.00004];
  return [[lon, lat], [lon + 0.048, lat], [lon + 0.048, lat + 0.00002], [lon, lat + 0.00002], [lon, lat]];
};

/**
 * The longest step of the checks: the event loop is held at most this long at once when they run in turns. Measured
 * three times and the shortest taken, so that a pause of the machine (another process, a collection) is not taken
 * for a long step: a step that does too much work is long every time.
 */
function longestStepMs(rings: Ring[]): { ms: number; ok: boolean } {
  const run = () => {
    const steps = checkingPolygon(rings);
    let ms = 0;
    for (;;) {
      const started = performance.now();
      const next = steps.next();
      ms = Math.max(ms, performance.now() - started);
      if (next.done) return { ms, ok: next.value.ok };
    }
  };
  const runs = [run(), run(), run()] as const;
  return { ms: Math.min(...runs.map((each) => each.ms)), ok: runs[0].ok };
}

describe('crossing checks of polygons with many rings', () => {
  it('refuses a thousand copies of one ring as crossing, without holding the loop', () => {
    const rings = Array.from({ length: 1000 }, () => square(7, 9, 0.001));
    expect(checkPolygon(rings)).toEqual({ ok: false, reason: FIELD_MESSAGES.selfIntersecting(7, 9) });
    const { ms, ok } = longestStepMs(rings);
    expect(ok).toBe(false);
    expect(ms).toBeLessThan(100);
  });

  it('accepts 999 holes stacked in one column (all their edges overlap in longitude) in short steps', () => {
    const rings = [square(7, 9, 0.05), ...Array.from({ length: 999 }, (_, i) => thinHole(i))];
    const { ms, ok } = longestStepMs(rings);
    expect(ok).toBe(true);
    expect(ms).toBeLessThan(100);
  });

  it('still finds a hole crossing the boundary, a hole touching another and a bow tie', () => {
    expect(checkPolygon([square(7, 9, 0.01), square(7.005, 9.005, 0.01)]).ok).toBe(false);
    expect(checkPolygon([square(7, 9, 0.01), square(7.001, 9.001, 0.002), square(7.003, 9.001, 0.002)]).ok).toBe(false);
    expect(checkPolygon([[[0, 0], [0.01, 0.01], [0.01, 0], [0, 0.005], [0, 0]]]).ok).toBe(false);
    expect(checkPolygon([square(7, 9, 0.01), square(7.001, 9.001, 0.002), square(7.004, 9.001, 0.002)]).ok).toBe(true);
  });
});
