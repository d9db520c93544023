import type { Steps } from './in-turns';
import type { Ring } from './geometry';

/**
 * The first crossing between the edges of a polygon's rings (within a ring, or a hole against the boundary or
 * another hole), found by a sweep over longitude: each edge is compared only with the edges whose longitude span
 * overlaps it. Adjacent edges of one ring (and edges of one ring meeting at a vertex) are not a crossing; rings
 * touching each other are. It stops at the first crossing, and it yields every few thousand comparisons: a polygon
 * whose edges all overlap in longitude (a thousand holes stacked in a column, the same ring repeated) costs
 * comparisons quadratic in its size, but never holds the event loop for more than one slice of them.
 */
const COMPARISONS_PER_TURN = 20_000;

interface Edge {
  ring: number;
  /** Left end (smaller longitude, then smaller latitude) and right end. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Where the edge sits in the active list while the sweep is inside its span. */
  slot: number;
}

interface SweepEvent {
  x: number;
  y: number;
  left: boolean;
  edge: Edge;
}

function edgesOf(rings: readonly Ring[]): Edge[] {
  const edges: Edge[] = [];
  for (const [ring, positions] of rings.entries()) {
    for (let i = 0; i + 1 < positions.length; i += 1) {
      const [ax = 0, ay = 0] = positions[i] ?? [];
      const [bx = 0, by = 0] = positions[i + 1] ?? [];
      const aFirst = ax < bx || (ax === bx && ay <= by);
      edges.push(aFirst ? { ring, x1: ax, y1: ay, x2: bx, y2: by, slot: -1 } : { ring, x1: bx, y1: by, x2: ax, y2: ay, slot: -1 });
    }
  }
  return edges;
}

const sameEnd = (ax: number, ay: number, bx: number, by: number) => ax === bx && ay === by;

/** Where two edges cross (ends included), or null; edges of one ring sharing an end do not count. */
function crossingOf(a: Edge, b: Edge): [number, number] | null {
  if (
    a.ring === b.ring &&
    (sameEnd(a.x2, a.y2, b.x1, b.y1) || sameEnd(a.x2, a.y2, b.x2, b.y2) || sameEnd(a.x1, a.y1, b.x1, b.y1) || sameEnd(a.x1, a.y1, b.x2, b.y2))
  ) {
    return null;
  }
  // Latitude spans apart: no crossing, and no arithmetic.
  if (Math.max(a.y1, a.y2) < Math.min(b.y1, b.y2) || Math.max(b.y1, b.y2) < Math.min(a.y1, a.y2)) return null;
  const denom = (b.y2 - b.y1) * (a.x2 - a.x1) - (b.x2 - b.x1) * (a.y2 - a.y1);
  if (denom === 0) return null;
  const uA = ((b.x2 - b.x1) * (a.y1 - b.y1) - (b.y2 - b.y1) * (a.x1 - b.x1)) / denom;
  const uB = ((a.x2 - a.x1) * (a.y1 - b.y1) - (a.y2 - a.y1) * (a.x1 - b.x1)) / denom;
  if (uA < 0 || uA > 1 || uB < 0 || uB > 1) return null;
  return [a.x1 + uA * (a.x2 - a.x1), a.y1 + uA * (a.y2 - a.y1)];
}

export function* firstRingCrossing(rings: readonly Ring[]): Steps<[number, number] | null> {
  const edges = edgesOf(rings);
  const events: SweepEvent[] = [];
  for (const edge of edges) {
    events.push({ x: edge.x1, y: edge.y1, left: true, edge }, { x: edge.x2, y: edge.y2, left: false, edge });
  }
  // By longitude, then latitude; at one point, edges start before others end, so edges touching there are compared.
  events.sort((a, b) => a.x - b.x || a.y - b.y || (a.left === b.left ? 0 : a.left ? -1 : 1));
  yield;
  const active: Edge[] = [];
  let comparisons = 0;
  for (const event of events) {
    const { edge } = event;
    if (!event.left) {
      // Swap-remove from the active list.
      const last = active.pop();
      if (last && last !== edge) {
        active[edge.slot] = last;
        last.slot = edge.slot;
      }
      edge.slot = -1;
      continue;
    }
    for (const other of active) {
      const crossing = crossingOf(edge, other);
      if (crossing) return crossing;
    }
    comparisons += active.length;
    if (comparisons >= COMPARISONS_PER_TURN) {
      comparisons = 0;
      yield;
    }
    edge.slot = active.length;
    active.push(edge);
  }
  return null;
}
