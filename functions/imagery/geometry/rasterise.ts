/**
 * Burns polygons into a mask by pixel centres with GDAL's own scanline rule (alg/llrasterize.cpp,
 * GDALdllImageFilledPolygon, which gdalwarp -cutline and gdal_rasterize use without ALL_TOUCHED): on each row
 * the centre line y + 0.5 is cut by the edges that span it half-open (y1 <= yc < y2), each crossing is rounded
 * with floor(x + 0.5), and pixels [x_a, x_b) between pairs are burnt; horizontal edges lying exactly on a centre
 * line are burnt when walked right to left. All rings of all polygons form one even-odd set, as in GDAL, so
 * holes drop out and the result matches GDAL pixel for pixel (ties at exact centres included).
 */
export type PixelRing = ReadonlyArray<readonly [number, number]>;

export function rasterisePolygons(rings: readonly PixelRing[], width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  const burn = (y: number, xStart: number, xEnd: number) => {
    const from = Math.max(0, xStart);
    const to = Math.min(width - 1, xEnd);
    if (to >= from) mask.fill(1, y * width + from, y * width + to + 1);
  };
  // Rings as closed vertex lists without the repeated last vertex, as GDAL collects them.
  const parts = rings.map((ring) => {
    const first = ring[0];
    const last = ring[ring.length - 1];
    return first && last && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : ring.slice();
  });
  let minY = Infinity;
  let maxY = -Infinity;
  for (const part of parts) for (const [, y] of part) {
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  if (!Number.isFinite(minY)) return mask;
  const rowFrom = Math.max(0, Math.trunc(minY));
  const rowTo = Math.min(height - 1, Math.trunc(maxY));
  const crossings: number[] = [];
  for (let y = rowFrom; y <= rowTo; y++) {
    const centre = y + 0.5;
    crossings.length = 0;
    for (const part of parts) {
      const n = part.length;
      for (let i = 0; i < n; i++) {
        const a = part[i === 0 ? n - 1 : i - 1] as readonly [number, number];
        const b = part[i] as readonly [number, number];
        let [x1, y1] = a;
        let [x2, y2] = b;
        if ((y1 < centre && y2 < centre) || (y1 > centre && y2 > centre)) continue;
        if (y1 > y2) {
          [x1, y1, x2, y2] = [x2, y2, x1, y1];
        } else if (y1 === y2) {
          if (a[0] > b[0]) burn(y, Math.floor(b[0] + 0.5), Math.floor(a[0] + 0.5) - 1);
          continue;
        }
        if (centre < y2 && centre >= y1) crossings.push(Math.floor(((centre - y1) * (x2 - x1)) / (y2 - y1) + x1 + 0.5));
      }
    }
    crossings.sort((p, q) => p - q);
    for (let i = 0; i + 1 < crossings.length; i += 2) {
      const from = crossings[i] as number;
      const to = crossings[i + 1] as number;
      if (from <= width - 1 && to > 0) burn(y, from, to - 1);
    }
  }
  return mask;
}
