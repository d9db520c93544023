/**
 * Region outlines along pixel edges: each labelled region becomes one polygon (outer ring and holes) whose edges
 * are the pixel sides it shares with other labels. Rings are walked with the region on the right (clockwise on the
 * map) and, where two pixels of a region touch only at a corner, turn right, so a region is 4-connected as the
 * sieve counts it. Coordinates are pixel corners (x right, y down) of the label raster.
 */
export type PixelPoint = [number, number];

export interface RegionOutline {
  label: number;
  /** Outer ring first, then holes; each closed (first point repeated last). */
  rings: PixelPoint[][];
}

// Directions on the raster: east, south, west, north (y grows down).
const DX = [1, 0, -1, 0] as const;
const DY = [0, 1, 0, -1] as const;

export function regionOutlines(labels: Int32Array, width: number, height: number): RegionOutline[] {
  const stride = width + 1;
  // Per label: the edges' start vertices, directions, and the edges leaving each vertex.
  const edges = new Map<number, { from: number[]; dir: number[] }>();
  const emit = (label: number, x: number, y: number, dir: number) => {
    let list = edges.get(label);
    if (!list) edges.set(label, (list = { from: [], dir: [] }));
    list.from.push(y * stride + x);
    list.dir.push(dir);
  };
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 0 : (labels[y * width + x] as number));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const label = labels[y * width + x] as number;
      if (label === 0) continue;
      if (at(x, y - 1) !== label) emit(label, x, y, 0);
      if (at(x + 1, y) !== label) emit(label, x + 1, y, 1);
      if (at(x, y + 1) !== label) emit(label, x + 1, y + 1, 2);
      if (at(x - 1, y) !== label) emit(label, x, y + 1, 3);
    }
  }
  const isJunction = (x: number, y: number) => new Set([at(x - 1, y - 1), at(x, y - 1), at(x - 1, y), at(x, y)]).size >= 3;
  const outlines: RegionOutline[] = [];
  for (const [label, { from, dir }] of edges) {
    const leaving = new Map<number, number[]>();
    from.forEach((vertex, e) => {
      const list = leaving.get(vertex);
      if (list) list.push(e);
      else leaving.set(vertex, [e]);
    });
    const used = new Uint8Array(from.length);
    const rings: PixelPoint[][] = [];
    for (let start = 0; start < from.length; start++) {
      if (used[start]) continue;
      const ring: PixelPoint[] = [];
      const turns: number[] = [];
      let edge = start;
      for (;;) {
        used[edge] = 1;
        const vertex = from[edge] as number;
        ring.push([vertex % stride, Math.floor(vertex / stride)]);
        turns.push(dir[edge] as number);
        const d = dir[edge] as number;
        const next = (vertex % stride) + (DX[d] as number) + (Math.floor(vertex / stride) + (DY[d] as number)) * stride;
        const choices = leaving.get(next) ?? [];
        let chosen = -1;
        for (const turn of [(d + 1) % 4, d, (d + 3) % 4]) {
          chosen = choices.find((e) => dir[e] === turn && (!used[e] || e === start)) ?? -1;
          if (chosen >= 0) break;
        }
        if (chosen < 0 || chosen === start) break;
        edge = chosen;
      }
      // Straight runs lose their inner vertices, except where other regions meet the run (a junction): both sides
      // of a shared boundary then keep the same vertices and are smoothed alike.
      const kept = ring.filter(([x, y], i) => turns[i] !== turns[(i + turns.length - 1) % turns.length] || isJunction(x, y));
      kept.push([...(kept[0] as PixelPoint)]);
      rings.push(kept);
    }
    // The outer ring is the one with the largest (positive, clockwise on the raster) area.
    rings.sort((a, b) => ringArea(b) - ringArea(a));
    outlines.push({ label, rings });
  }
  return outlines.sort((a, b) => a.label - b.label);
}

/** Shoelace area in raster coordinates: positive for a clockwise ring on the map (y down). */
export function ringArea(ring: readonly PixelPoint[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i] as PixelPoint;
    const [x2, y2] = ring[i + 1] as PixelPoint;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}
