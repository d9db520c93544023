import * as geographiclib from 'geographiclib-geodesic';
import type { Ring } from './geometry';

/**
 * The package is one UMD bundle: bundlers see its named exports, Node's ESM loader only a default export that
 * holds them.
 */
type GeographicLib = typeof geographiclib;
const lib: GeographicLib = (geographiclib as GeographicLib & { default?: GeographicLib }).default ?? geographiclib;

function ringAreaM2(ring: Ring): number {
  const polygon = lib.Geodesic.WGS84.Polygon(false);
  // The closing position repeats the first one: it adds no edge.
  for (const [lon, lat] of ring.slice(0, -1)) polygon.AddPoint(lat, lon);
  // Signed, so a clockwise ring is its own area and not the rest of the Earth's.
  return Math.abs(polygon.Compute(false, true).area ?? 0);
}

/**
 * Area on the WGS 84 ellipsoid (Karney's geodesic polygon area, as GeographicLib, PROJ and GDAL compute it), in
 * square metres: the boundary less its holes. A sphere is 0.4-0.5 % off at mid latitudes, and farmers compare the
 * area with the land register's.
 */
export function geodesicAreaM2(rings: readonly Ring[]): number {
  const [outer, ...holes] = rings;
  if (!outer) return 0;
  return holes.reduce((area, hole) => area - ringAreaM2(hole), ringAreaM2(outer));
}
