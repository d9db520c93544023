/**
 * XYZ tiles in Web Mercator (EPSG:3857, the scheme Leaflet and every web map use): tile z/x/y covers a square of
 * 2πR / 2^z metres, x growing east from the antimeridian, y growing south from 85.0511° N.
 */
export const EARTH_RADIUS = 6378137;
const HALF = Math.PI * EARTH_RADIUS;
export const TILE_SIZE = 256;
export const MAX_ZOOM = 22;

export interface TileBounds {
  /** Metres in EPSG:3857. */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  /** Metres per tile pixel (at the equator; multiply by cos(lat) for ground metres). */
  pixelSize: number;
}

export function isValidTile(z: number, x: number, y: number): boolean {
  if (!Number.isInteger(z) || !Number.isInteger(x) || !Number.isInteger(y)) return false;
  if (z < 0 || z > MAX_ZOOM) return false;
  const n = 2 ** z;
  return x >= 0 && x < n && y >= 0 && y < n;
}

export function tileBounds(z: number, x: number, y: number, size = TILE_SIZE): TileBounds {
  const span = (2 * HALF) / 2 ** z;
  const minX = -HALF + x * span;
  const maxY = HALF - y * span;
  return { minX, maxX: minX + span, maxY, minY: maxY - span, pixelSize: span / size };
}

export function mercatorFromLonLat([lon, lat]: readonly [number, number]): [number, number] {
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  return [(lon * Math.PI * EARTH_RADIUS) / 180, EARTH_RADIUS * Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360))];
}

export function lonLatFromMercator([x, y]: readonly [number, number]): [number, number] {
  return [(x / EARTH_RADIUS) * (180 / Math.PI), (2 * Math.atan(Math.exp(y / EARTH_RADIUS)) - Math.PI / 2) * (180 / Math.PI)];
}

/** The tile holding a lon/lat at zoom z. */
export function tileAt(lon: number, lat: number, z: number): { x: number; y: number } {
  const [mx, my] = mercatorFromLonLat([lon, lat]);
  const span = (2 * HALF) / 2 ** z;
  const n = 2 ** z;
  return { x: Math.min(n - 1, Math.max(0, Math.floor((mx + HALF) / span))), y: Math.min(n - 1, Math.max(0, Math.floor((HALF - my) / span))) };
}
