import * as geographiclib from 'geographiclib-geodesic';
import type { Ring } from './geometry';
import type { Steps } from './in-turns';

/**
 * The package is one UMD bundle: bundlers see its named exports, Node's ESM loader only a default export that
 * holds them.
 */
type GeographicLib = typeof geographiclib;
const lib: GeographicLib = (geographiclib as GeographicLib & { default?: GeographicLib }).default ?? geographiclib;

/** Vertices per step: each one is a geodesic inverse problem, so a 10,000-vertex ring takes several turns. */
const VERTICES_PER_STEP = 2000;

function* ringAreaM2(ring: Ring, done: { vertices: number }): Steps<number> {
  const polygon = lib.Geodesic.WGS84.Polygon(false);
  // The closing position repeats the first one: it adds no edge.
  for (let index = 0; index < ring.length - 1; index += 1) {
    const [lon, lat] = ring[index] ?? [0, 0];
    polygon.AddPoint(lat, lon);
    // Counted over all the rings, so a thousand small holes take turns as one large ring does.
    done.vertices += 1;
    if (done.vertices % VERTICES_PER_STEP === 0) yield;
  }
  // Signed, so a clockwise ring is its own area and not the rest of the Earth's.
  return Math.abs(polygon.Compute(false, true).area ?? 0);
}

/**
 * Area on the WGS 84 ellipsoid (Karney's geodesic polygon area, as GeographicLib, PROJ and GDAL compute it), in
 * square metres: the boundary less its holes, in steps (see in-turns.ts). A sphere is 0.4-0.5 % off at mid
 * latitudes, and farmers compare the area with the land register's.
 */
export function* geodesicAreaSteps(rings: readonly Ring[]): Steps<number> {
  const [outer, ...holes] = rings;
  if (!outer) return 0;
  const done = { vertices: 0 };
  let area = yield* ringAreaM2(outer, done);
  for (const hole of holes) area -= yield* ringAreaM2(hole, done);
  return area;
}
