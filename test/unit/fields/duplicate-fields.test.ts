import { describe, expect, it } from 'vitest';
import { sameField, shapeOf } from '../../../functions/core/fields/duplicate-fields';
import { checkingPolygon, checkPolygon } from '../../../functions/core/fields/polygon-rules';
import { runInTurns } from '../../../functions/core/fields/in-turns';
import { farmFields, lonLatSquare, type XY } from '../../fixtures/field-files';

const shape = (ring: XY[], id = 'a') => shapeOf(id, id, { type: 'Polygon', coordinates: [ring] });
const reversedFrom = (ring: XY[], start: number): XY[] => {
  const open = ring.slice(0, -1).reverse();
  const turned = [...open.slice(start), ...open.slice(0, start)];
  return [...turned, turned[0] ?? [0, 0]];
};

describe('a duplicate field', () => {
  const [north, middle] = farmFields(7.5, 9.5);
  if (!north || !middle) throw new Error('the farm has fields');

  it('is the same outline whatever its direction, first vertex or precision', () => {
    const rounded = reversedFrom(north.ring, 2).map(([x, y]): XY => [Number(x.toFixed(6)), Number(y.toFixed(6))]);
    expect(sameField(shape(north.ring), shape(rounded, 'b'))).toBe(true);
  });

  it('is not a neighbour sharing an edge, nor the same outline moved by a few metres', () => {
    expect(sameField(shape(north.ring), shape(middle.ring, 'b'))).toBe(false);
    // 0.0001 degrees (~11 m) on a ~440 m wide field: about 2.5 % of it differs.
    const moved = north.ring.map(([x, y]): XY => [x + 0.0001, y]);
    expect(sameField(shape(north.ring), shape(moved, 'b'))).toBe(false);
  });

  it('tolerates a boundary that differs by well under 1 % of the field', () => {
    const square = lonLatSquare(7.6, 9.6, 0.01);
    const nudged = lonLatSquare(7.6, 9.6, 0.01).map(([x, y]): XY => [x + 0.000005, y]);
    expect(sameField(shape(square), shape(nudged, 'b'))).toBe(true);
  });
});

describe('the polygon checks in turns', () => {
  it('give the same answer as at once', async () => {
    const ring = lonLatSquare(7.6, 9.6, 0.01);
    expect(await runInTurns(checkingPolygon([ring]))).toEqual(checkPolygon([ring]));
  });
});
