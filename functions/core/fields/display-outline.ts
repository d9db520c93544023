import type { Position } from '../../../shared/api/schemas/fields';
import type { Ring } from './geometry';

/**
 * A field's rings as the list sends them, for drawing: corners that move the outline by less than half a metre
 * dropped (Douglas-Peucker, in metres on the ground), and coordinates to 6 decimals (about 10 cm). Half a metre
 * is less than a screen pixel up to zoom 17 (1.2 m a pixel at the equator), closer than any farm view. A dense
 * surveyed or digitised boundary (hundreds of corners along a gentle curve) shrinks to a few dozen; a drawn one
 * keeps every corner. The stored boundary is untouched: GET /field/{id}/ and the exports answer it whole.
 */
export const OUTLINE_TOLERANCE_M = 0.5;
const METRES_PER_DEGREE = 111_320;

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Indices of the corners to keep between first and last (exclusive), by the largest offset first. */
function keep(points: readonly (readonly [number, number])[], first: number, last: number, tolerance2: number, kept: Uint8Array): void {
  const stack: Array<[number, number]> = [[first, last]];
  while (stack.length > 0) {
    const [a, b] = stack.pop() as [number, number];
    const [ax, ay] = points[a] as readonly [number, number];
    const [bx, by] = points[b] as readonly [number, number];
    const dx = bx - ax;
    const dy = by - ay;
    const length2 = dx * dx + dy * dy;
    let farthest = -1;
    let farthest2 = tolerance2;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i] as readonly [number, number];
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
      const ex = ax + t * dx - px;
      const ey = ay + t * dy - py;
      const distance2 = ex * ex + ey * ey;
      if (distance2 > farthest2) {
        farthest2 = distance2;
        farthest = i;
      }
    }
    if (farthest < 0) continue;
    kept[farthest] = 1;
    stack.push([a, farthest], [farthest, b]);
  }
}

/** One closed ring simplified; a ring that would lose its shape (fewer than 4 positions) keeps every corner. */
export function displayRing(ring: Ring, toleranceM = OUTLINE_TOLERANCE_M): Position[] {
  const rounded = (positions: Ring) => positions.map(([lon, lat]): Position => [round6(lon), round6(lat)]);
  if (ring.length <= 4) return rounded(ring);
  // Local metres: over a field, an equirectangular projection at its latitude is exact to well under a centimetre.
  const [lon0 = 0, lat0 = 0] = ring[0] ?? [];
  const cos = Math.cos((lat0 * Math.PI) / 180);
  const points = ring.map(([lon, lat]) => [(lon - lon0) * METRES_PER_DEGREE * cos, (lat - lat0) * METRES_PER_DEGREE] as const);
  const last = ring.length - 1;
  // The closing position equals the first: split the ring at the corner farthest from it, so both halves have ends.
  let split = 1;
  let split2 = -1;
  for (let i = 1; i < last; i++) {
    const [x, y] = points[i] as readonly [number, number];
    if (x * x + y * y > split2) {
      split2 = x * x + y * y;
      split = i;
    }
  }
  const kept = new Uint8Array(ring.length);
  kept[0] = 1;
  kept[split] = 1;
  kept[last] = 1;
  const tolerance2 = toleranceM * toleranceM;
  keep(points, 0, split, tolerance2, kept);
  keep(points, split, last, tolerance2, kept);
  const simplified = ring.filter((_, i) => kept[i] === 1);
  return rounded(simplified.length >= 4 ? simplified : ring);
}
