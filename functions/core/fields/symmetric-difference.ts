import type { Position } from 'geojson';

/**
 * The share of the larger of two polygons that lies in one but not the other (their symmetric difference over the
 * larger's area), measured by scanlines: at each of a thousand rows across both, the lengths inside each polygon
 * (even-odd over all rings, so holes count) and inside both. Each edge is visited only for the rows it spans, so
 * two 10,000-vertex boundaries take milliseconds where clipping them (and two near-identical boundaries are the
 * worst case for clipping) takes a second or more of one thread. Planar in longitude and latitude: a share of two
 * areas a few kilometres across, which the projection's scale cancels out of.
 */
const ROWS = 1000;

type Rings = readonly (readonly Position[])[];

function crossingsByRow(rings: Rings, minY: number, step: number): number[][] {
  const rows: number[][] = Array.from({ length: ROWS }, () => []);
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i += 1) {
      const [x1 = 0, y1 = 0] = ring[i] ?? [];
      const [x2 = 0, y2 = 0] = ring[i + 1] ?? [];
      if (y1 === y2) continue;
      const [low, high] = y1 < y2 ? [y1, y2] : [y2, y1];
      // Rows whose middle line y satisfies low <= y < high (half-open, so a vertex is crossed once).
      const first = Math.max(0, Math.ceil((low - minY) / step - 0.5));
      const last = Math.min(ROWS - 1, Math.ceil((high - minY) / step - 0.5) - 1);
      for (let row = first; row <= last; row += 1) {
        const y = minY + (row + 0.5) * step;
        rows[row]?.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
      }
    }
  }
  for (const row of rows) row.sort((a, b) => a - b);
  return rows;
}

const insideLength = (xs: number[]) => {
  let length = 0;
  for (let i = 0; i + 1 < xs.length; i += 2) length += (xs[i + 1] ?? 0) - (xs[i] ?? 0);
  return length;
};

function commonLength(a: number[], b: number[]): number {
  let length = 0;
  let i = 0;
  let j = 0;
  while (i + 1 < a.length && j + 1 < b.length) {
    const [aStart = 0, aEnd = 0, bStart = 0, bEnd = 0] = [a[i], a[i + 1], b[j], b[j + 1]];
    length += Math.max(0, Math.min(aEnd, bEnd) - Math.max(aStart, bStart));
    if (aEnd < bEnd) i += 2;
    else j += 2;
  }
  return length;
}

export function symmetricDifferenceShare(a: Rings, b: Rings): number {
  let minY = Infinity;
  let maxY = -Infinity;
  for (const ring of [...a, ...b]) {
    for (const [, y = 0] of ring) {
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  if (!(maxY > minY)) return 1;
  const step = (maxY - minY) / ROWS;
  const [rowsA, rowsB] = [crossingsByRow(a, minY, step), crossingsByRow(b, minY, step)];
  let areaA = 0;
  let areaB = 0;
  let common = 0;
  for (let row = 0; row < ROWS; row += 1) {
    const [xa = [], xb = []] = [rowsA[row], rowsB[row]];
    areaA += insideLength(xa);
    areaB += insideLength(xb);
    common += commonLength(xa, xb);
  }
  const larger = Math.max(areaA, areaB);
  return larger > 0 ? (areaA + areaB - 2 * common) / larger : 1;
}
