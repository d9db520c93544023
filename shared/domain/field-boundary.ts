/**
 * A field boundary as it is stored and read back: the one rule the upload, the drawing tool, an edit and the
 * imagery engine share. Positions are kept at 1e-7 degree (about 1 cm; the stored polyline's precision), and a
 * ring is usable when no two of its non-adjacent edges cross or touch. Rounding can merge vertices that were
 * less than a centimetre apart, or fold a vertex back onto its neighbour's edge: those repeats and zero-width
 * spikes say nothing about the outline and are dropped (they enclose no area), so a file that was valid stays
 * valid once stored.
 */
export type LonLat = [number, number];

/** Stored positions are whole multiples of 1e-7 degree. */
export const BOUNDARY_FACTOR = 1e7;

/** A coordinate as the table gives it back: an integer count of 1e-7 degree, divided the way the reader divides it. */
export function storedCoordinate(value: number): number {
  return Math.round(value * BOUNDARY_FACTOR) / BOUNDARY_FACTOR;
}

const same = (a: LonLat | undefined, b: LonLat | undefined) => !!a && !!b && a[0] === b[0] && a[1] === b[1];

function orientation(a: LonLat, b: LonLat, c: LonLat): number {
  const v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

/** B is a repeat of A, or a spike: the outline goes to B and straight back along the same line. */
function pointless(a: LonLat, b: LonLat, c: LonLat): boolean {
  if (same(a, b) || same(b, c)) return true;
  return orientation(a, b, c) === 0 && (b[0] - a[0]) * (c[0] - b[0]) + (b[1] - a[1]) * (c[1] - b[1]) < 0;
}

/**
 * A closed ring in its stored form: rounded to the stored precision, without repeated vertices or zero-width
 * spikes (also across the ring's start), closed again. It may come out with fewer than 4 positions: nothing left.
 */
export function storedRing(ring: readonly LonLat[]): LonLat[] {
  const open = ring.map(([lon, lat]): LonLat => [storedCoordinate(lon), storedCoordinate(lat)]);
  if (same(open[0], open.at(-1))) open.pop();
  const kept: LonLat[] = [];
  for (const position of open) {
    if (same(kept.at(-1), position)) continue;
    kept.push(position);
    while (kept.length >= 3 && pointless(kept.at(-3) as LonLat, kept.at(-2) as LonLat, kept.at(-1) as LonLat)) {
      kept.splice(-2, 1);
      if (same(kept.at(-2), kept.at(-1))) kept.pop();
    }
  }
  // Where the ring closes: the last and first vertices with their neighbours across the start.
  let changed = true;
  while (changed && kept.length >= 3) {
    changed = false;
    if (same(kept.at(-1), kept[0]) || pointless(kept.at(-2) as LonLat, kept.at(-1) as LonLat, kept[0] as LonLat)) {
      kept.pop();
      changed = true;
    } else if (pointless(kept.at(-1) as LonLat, kept[0] as LonLat, kept[1] as LonLat)) {
      kept.shift();
      changed = true;
    }
  }
  return kept.length > 0 ? [...kept, kept[0] as LonLat] : [];
}

function onSegment(a: LonLat, b: LonLat, p: LonLat): boolean {
  return Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);
}

/** Where segments p and q cross or touch, or null. */
function meeting(p1: LonLat, p2: LonLat, q1: LonLat, q2: LonLat): LonLat | null {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) {
    const dx = p2[0] - p1[0];
    const dy = p2[1] - p1[1];
    const denominator = dx * (q2[1] - q1[1]) - dy * (q2[0] - q1[0]);
    const t = denominator === 0 ? 0 : ((q1[0] - p1[0]) * (q2[1] - q1[1]) - (q1[1] - p1[1]) * (q2[0] - q1[0])) / denominator;
    return [p1[0] + t * dx, p1[1] + t * dy];
  }
  if (o1 === 0 && onSegment(p1, p2, q1)) return q1;
  if (o2 === 0 && onSegment(p1, p2, q2)) return q2;
  if (o3 === 0 && onSegment(q1, q2, p1)) return p1;
  if (o4 === 0 && onSegment(q1, q2, p2)) return p2;
  return null;
}

/**
 * Where a closed ring crosses or touches itself (two edges that are not neighbours meet), or null: the rule the
 * imagery engine's rasteriser needs. A sweep over the edges by longitude, so a ring at the 10,000-vertex cap
 * is checked in milliseconds.
 */
export function ringCrossing(ring: readonly LonLat[]): LonLat | null {
  const n = ring.length - 1;
  if (n < 3) return null;
  const west = (i: number) => Math.min((ring[i] as LonLat)[0], (ring[i + 1] as LonLat)[0]);
  const east = (i: number) => Math.max((ring[i] as LonLat)[0], (ring[i + 1] as LonLat)[0]);
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => west(a) - west(b));
  let active: number[] = [];
  for (const i of order) {
    const from = west(i);
    active = active.filter((j) => east(j) >= from);
    const p1 = ring[i] as LonLat;
    const p2 = ring[i + 1] as LonLat;
    for (const j of active) {
      const [a, b] = i < j ? [i, j] : [j, i];
      if (b === a + 1 || (a === 0 && b === n - 1)) continue;
      const at = meeting(p1, p2, ring[j] as LonLat, ring[j + 1] as LonLat);
      if (at) return at;
    }
    active.push(i);
  }
  return null;
}
