import { describe, expect, it } from 'vitest';
import { displayRing } from '../../../functions/core/fields/display-outline';

describe('the display outline of a boundary', () => {
  it('keeps every corner of a drawn field, at 6 decimals', () => {
    const square: Array<[number, number]> = [
      [8.60000049, 9.05],
      [8.602, 9.05],
      [8.602, 9.0520001],
      [8.6, 9.052],
      [8.60000049, 9.05],
    ];
    expect(displayRing(square)).toEqual([
      [8.6, 9.05],
      [8.602, 9.05],
      [8.602, 9.052],
      [8.6, 9.052],
      [8.6, 9.05],
    ]);
  });

  it('drops corners along a straight side, and keeps a bend of a metre', () => {
    // A 100 m side sampled every metre, then a corner a metre off the line on the way back.
    const metre = 1 / 111_320;
    const side = Array.from({ length: 101 }, (_, i): [number, number] => [8.6 + i * metre, 9.05]);
    const ring: Array<[number, number]> = [...side, [8.6 + 100 * metre, 9.05 + 50 * metre], [8.6 + 50 * metre, 9.05 + 51 * metre], [8.6, 9.05 + 50 * metre], [8.6, 9.05]];
    const outline = displayRing(ring);
    expect(outline).toHaveLength(6);
    expect(outline[0]).toEqual(outline.at(-1));
    expect(outline).toContainEqual([Math.round((8.6 + 50 * metre) * 1e6) / 1e6, Math.round((9.05 + 51 * metre) * 1e6) / 1e6]);
  });

  it('never leaves fewer than four positions', () => {
    const sliver: Array<[number, number]> = [
      [8.6, 9.05],
      [8.6001, 9.05],
      [8.6002, 9.0500001],
      [8.6001, 9.0500002],
      [8.6, 9.05],
    ];
    expect(displayRing(sliver).length).toBeGreaterThanOrEqual(4);
  });
});
