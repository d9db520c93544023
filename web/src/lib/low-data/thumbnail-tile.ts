/** The web-mercator tile holding a field's whole outline, and where the outline sits in it (spec 2 §2.6 Index Imagery). */
export interface ThumbnailTile {
  z: number;
  x: number;
  y: number;
  /** The outline's box in the tile's pixels: left, top, width, height. */
  box: [number, number, number, number];
}

const TILE = 256;
const tileX = (lng: number, z: number) => ((lng + 180) / 360) * 2 ** z;
const tileY = (lat: number, z: number) => {
  const rad = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z;
};

/**
 * The deepest zoom (sharpest picture) at which the outline's box [west, south, east, north] fits in one tile, so a
 * row costs one image request; a field crossing a tile edge even at `minZoom` is shown at `minZoom` from its corner.
 */
export function thumbnailTile([west, south, east, north]: [number, number, number, number], minZoom: number, maxZoom: number): ThumbnailTile {
  let z = Math.max(minZoom, Math.min(maxZoom, 18));
  for (; z > minZoom; z--) {
    if (Math.floor(tileX(west, z)) === Math.floor(tileX(east, z)) && Math.floor(tileY(north, z)) === Math.floor(tileY(south, z))) break;
  }
  const x = Math.floor(tileX(west, z));
  const y = Math.floor(tileY(north, z));
  const left = (tileX(west, z) - x) * TILE;
  const top = (tileY(north, z) - y) * TILE;
  return { z, x, y, box: [left, top, (tileX(east, z) - x) * TILE - left, (tileY(south, z) - y) * TILE - top] };
}

/** Fills a signed `{z}/{x}/{y}` template; the API answers paths relative to its own base. */
export function tileUrl(template: string, tile: ThumbnailTile): string {
  return template.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));
}

const tileLng = (x: number, z: number) => (x / 2 ** z) * 360 - 180;
const tileLat = (y: number, z: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI;

/**
 * The ground a tile covers, [[south, west], [north, east]] as Leaflet takes bounds: where to lay the thumbnail as
 * one image on a map (low-data mode's dashboard) instead of asking for the index's tiles at every zoom.
 */
export function tileBounds(tile: Pick<ThumbnailTile, 'z' | 'x' | 'y'>): [[number, number], [number, number]] {
  return [
    [tileLat(tile.y + 1, tile.z), tileLng(tile.x, tile.z)],
    [tileLat(tile.y, tile.z), tileLng(tile.x + 1, tile.z)],
  ];
}
