import { booleanPointInPolygon, centerOfMass, polygon as turfPolygon } from '@turf/turf';
import type { Position as GeoJsonPosition } from 'geojson';
import { FIELD_LIMITS, FIELD_MESSAGES } from '../../../shared/domain/fields';
import { ringCrossing, storedRing } from '../../../shared/domain/field-boundary';
import { geodesicAreaSteps } from './geodesic-area';
import { runAtOnce, type Steps } from './in-turns';
import { firstRingCrossing } from './ring-crossings';
import { roundCoordinate, roundHa, type FieldPolygon, type Ring } from './geometry';

/**
 * The rules every field boundary meets, whether it comes from a file, the map's drawing tool or an edit:
 * numeric positions in longitude/latitude range, closed rings of at least 4 points, no self-intersection,
 * holes inside the boundary, at most 10,000 vertices, and an area on the WGS 84 ellipsoid from 0.01 to 10,000 ha.
 * They are checked on the boundary as it will be stored and read back (shared/domain/field-boundary.ts): rounded
 * to 1e-7 degree, repeated vertices and zero-width spikes dropped, each ring neither crossing nor touching itself,
 * the rule the imagery engine applies to it later.
 */
export interface ValidField {
  ok: true;
  polygon: FieldPolygon;
  /** Area on the WGS 84 ellipsoid, hectares, 4 decimals (shown with 2). */
  areaHa: number;
  /** [longitude, latitude] of the centre of mass. */
  centroid: [number, number];
}
export type PolygonCheck = ValidField | { ok: false; reason: string };

const refuse = (reason: string): PolygonCheck => ({ ok: false, reason });
const samePosition = (a: Ring[number] | undefined, b: Ring[number] | undefined) => !!a && !!b && a[0] === b[0] && a[1] === b[1];

function cleanRing(positions: GeoJsonPosition[]): Ring | null {
  const ring: Ring = [];
  for (const position of positions) {
    const [lon, lat] = position;
    if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon) || !Number.isFinite(lat)) return null;
    ring.push([lon, lat]);
  }
  return ring;
}

/** The polygon rules, at once. */
export function checkPolygon(rings: GeoJsonPosition[][]): PolygonCheck {
  return runAtOnce(checkingPolygon(rings));
}

/** The polygon rules in steps (crossings, holes, area, centre), each under ~50 ms for a boundary at the vertex cap. */
export function* checkingPolygon(rings: GeoJsonPosition[][]): Steps<PolygonCheck> {
  if (rings.length === 0) return refuse(FIELD_MESSAGES.ringTooShort(1));
  const cleaned: Ring[] = [];
  for (const [index, positions] of rings.entries()) {
    const ring = cleanRing(positions);
    if (!ring) return refuse(FIELD_MESSAGES.coordinatesNotNumbers);
    if (ring.some(([lon, lat]) => Math.abs(lon) > 180 || Math.abs(lat) > 90)) return refuse(FIELD_MESSAGES.coordinatesOutOfRange);
    if (ring.length < 4) return refuse(FIELD_MESSAGES.ringTooShort(index + 1));
    if (!samePosition(ring[0], ring.at(-1))) return refuse(FIELD_MESSAGES.ringNotClosed(index + 1));
    // The stored form: repeated points (also those rounding merges) and zero-width spikes say nothing, and the
    // engine would read them as a crossing.
    const distinct = storedRing(ring);
    if (distinct.length < 4) return refuse(FIELD_MESSAGES.ringTooShort(index + 1));
    cleaned.push(distinct);
  }
  // A closed ring repeats its first point at the end; that one is not a vertex of its own.
  const vertices = cleaned.reduce((sum, ring) => sum + ring.length - 1, 0);
  if (vertices > FIELD_LIMITS.maxVerticesPerField) return refuse(FIELD_MESSAGES.tooManyFieldVertices(vertices));
  yield;

  const shape = turfPolygon(cleaned);
  // A sweep line, not turf's kinks, which compares every pair of edges: a 10,000-vertex boundary takes milliseconds
  // instead of seconds, and rings whose edges overlap in longitude are compared in turns, so one request cannot stall
  // the service. It finds crossings within a ring and between rings (a hole crossing the boundary), not the shared
  // vertex of adjacent edges.
  const crossing = yield* firstRingCrossing(cleaned);
  if (crossing) {
    const [lon = 0, lat = 0] = crossing;
    return refuse(FIELD_MESSAGES.selfIntersecting(lon, lat));
  }
  yield;
  // Edges that only touch (a ring pinched at a vertex) are not crossings to the sweep above; to the engine they are.
  for (const ring of cleaned) {
    const touching = ringCrossing(ring);
    if (touching) return refuse(FIELD_MESSAGES.selfIntersecting(touching[0], touching[1]));
  }
  yield;
  const outer = turfPolygon([cleaned[0] ?? []]);
  for (const [index, hole] of cleaned.slice(1).entries()) {
    if (!booleanPointInPolygon(hole[0] ?? [0, 0], outer)) return refuse(FIELD_MESSAGES.holeOutside(index + 1));
  }

  yield;
  const hectares = (yield* geodesicAreaSteps(cleaned)) / 10_000;
  if (hectares < FIELD_LIMITS.minAreaHa) return refuse(FIELD_MESSAGES.tooSmall(hectares));
  if (hectares > FIELD_LIMITS.maxAreaHa) return refuse(FIELD_MESSAGES.tooBig(hectares));
  yield;
  const [lon = 0, lat = 0] = centerOfMass(shape).geometry.coordinates;
  return {
    ok: true,
    polygon: { type: 'Polygon', coordinates: cleaned },
    areaHa: roundHa(hectares),
    centroid: [roundCoordinate(lon), roundCoordinate(lat)],
  };
}
