/**
 * A field on a scene's pixel grid: the outline projected to the scene CRS, the pixel window around it, and the
 * mask of pixels whose centre lies inside (GDAL's cutline rule).
 */
import type { PixelWindow } from '../cog/cog-reader';
import { projector, type XY } from './crs';
import { signedArea, type FieldShape } from './field-geometry';
import { rasterisePolygons, type PixelRing } from './rasterise';

/** A north-up grid of square pixels: pixel (col, row) spans originX + col*res ... and originY - row*res ... */
export interface Grid {
  epsg: number;
  originX: number;
  originY: number;
  res: number;
}

export interface ProjectedField {
  epsg: number;
  /** Rings in CRS metres, polygon by polygon. */
  polygons: XY[][][];
  areaM2: number;
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
}

export interface FieldOnGrid {
  grid: Grid;
  window: PixelWindow;
  /** 1 where the pixel centre is inside the field; window.width × window.height, row-major. */
  mask: Uint8Array;
  pixelCount: number;
}

export function projectField(field: FieldShape, epsg: number): ProjectedField {
  const { forward } = projector(epsg);
  const polygons = field.polygons.map((polygon) => polygon.map((ring) => ring.map((p) => forward(p))));
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let areaM2 = 0;
  for (const polygon of polygons) {
    polygon.forEach((ring, r) => {
      areaM2 += (r === 0 ? 1 : -1) * Math.abs(signedArea(ring));
      for (const [x, y] of ring) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    });
  }
  return { epsg, polygons, areaM2, bounds: { minX, minY, maxX, maxY } };
}

export function toPixel(grid: Grid, [x, y]: XY): XY {
  return [(x - grid.originX) / grid.res, (grid.originY - y) / grid.res];
}

/** The smallest pixel window holding every pixel whose centre can be inside the field. */
export function windowAround(grid: Grid, field: ProjectedField): PixelWindow {
  const [left, top] = toPixel(grid, [field.bounds.minX, field.bounds.maxY]);
  const [right, bottom] = toPixel(grid, [field.bounds.maxX, field.bounds.minY]);
  const x = Math.floor(left);
  const y = Math.floor(top);
  return { x, y, width: Math.max(1, Math.ceil(right) - x), height: Math.max(1, Math.ceil(bottom) - y) };
}

export function fieldOnGrid(grid: Grid, field: ProjectedField, window: PixelWindow = windowAround(grid, field)): FieldOnGrid {
  const rings: PixelRing[] = field.polygons.flatMap((polygon) =>
    polygon.map((ring) => ring.map(([x, y]) => [(x - grid.originX) / grid.res - window.x, (grid.originY - y) / grid.res - window.y] as const)),
  );
  const mask = rasterisePolygons(rings, window.width, window.height);
  let pixelCount = 0;
  for (let i = 0; i < mask.length; i++) pixelCount += mask[i] as number;
  return { grid, window, mask, pixelCount };
}
