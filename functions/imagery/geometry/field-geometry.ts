/**
 * A field's outline from GeoJSON (Polygon, MultiPolygon, or a Feature / single-feature FeatureCollection of one),
 * checked before any imagery is read: finite lon/lat, closed rings of at least 4 positions, no self-crossing
 * ring, a bounded number of vertices. Holes are kept; each polygon is [outer ring, ...holes].
 */
import { ringCrossing } from '../../../shared/domain/field-boundary';
import { InvalidGeometryError } from '../errors';

export type Position = [number, number];
export type Ring = Position[];
export type PolygonRings = Ring[];

export interface FieldShape {
  polygons: PolygonRings[];
  /** [west, south, east, north] in degrees. */
  bbox: [number, number, number, number];
}

export const MAX_FIELD_VERTICES = 20_000;

export function parseFieldGeometry(input: unknown): FieldShape {
  const geometry = geometryOf(input);
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  if (!Array.isArray(polygons) || polygons.length === 0) throw new InvalidGeometryError('no polygon');
  let vertices = 0;
  const checked = polygons.map((polygon, p) => {
    if (!Array.isArray(polygon) || polygon.length === 0) throw new InvalidGeometryError(`polygon ${p} has no rings`);
    return polygon.map((ring, r) => {
      const checkedRing = checkRing(ring, `polygon ${p} ring ${r}`);
      vertices += checkedRing.length;
      return checkedRing;
    });
  });
  if (vertices > MAX_FIELD_VERTICES) throw new InvalidGeometryError(`${vertices} vertices (at most ${MAX_FIELD_VERTICES})`);
  for (const [p, polygon] of checked.entries()) {
    for (const [r, ring] of polygon.entries()) {
      // The rule the upload and the drawing tool apply to a boundary as it is stored (shared/domain/field-boundary.ts).
      const at = ringCrossing(ring);
      if (at) throw new InvalidGeometryError(`polygon ${p} ring ${r} crosses itself near ${at[1].toFixed(5)}, ${at[0].toFixed(5)}`, { at });
    }
  }
  return { polygons: checked, bbox: bboxOf(checked) };
}

interface PolygonLike {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: unknown[];
}

function geometryOf(input: unknown): PolygonLike {
  if (!input || typeof input !== 'object') throw new InvalidGeometryError('not a GeoJSON object');
  const object = input as { type?: unknown; geometry?: unknown; features?: unknown; coordinates?: unknown };
  if (object.type === 'FeatureCollection') {
    const features = Array.isArray(object.features) ? object.features : [];
    if (features.length !== 1) throw new InvalidGeometryError(`a FeatureCollection of ${features.length} features (one field expected)`);
    return geometryOf(features[0]);
  }
  if (object.type === 'Feature') return geometryOf(object.geometry);
  if ((object.type === 'Polygon' || object.type === 'MultiPolygon') && Array.isArray(object.coordinates)) {
    return object as PolygonLike;
  }
  throw new InvalidGeometryError(`a ${String(object.type)} (Polygon or MultiPolygon expected)`);
}

function checkRing(ring: unknown, name: string): Ring {
  if (!Array.isArray(ring) || ring.length < 4) throw new InvalidGeometryError(`${name} needs at least 4 positions`);
  const out: Ring = ring.map((position, i) => {
    if (!Array.isArray(position) || position.length < 2) throw new InvalidGeometryError(`${name} position ${i} is not [lon, lat]`);
    const [lon, lat] = position as unknown[];
    if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon) || !Number.isFinite(lat)) {
      throw new InvalidGeometryError(`${name} position ${i} is not a pair of numbers`);
    }
    if (lon < -180 || lon > 180 || lat < -90 || lat > 90) {
      throw new InvalidGeometryError(`${name} position ${i} (${lon}, ${lat}) is not longitude/latitude in degrees`);
    }
    return [lon, lat];
  });
  const first = out[0] as Position;
  const last = out[out.length - 1] as Position;
  if (first[0] !== last[0] || first[1] !== last[1]) throw new InvalidGeometryError(`${name} is not closed`);
  if (Math.abs(signedArea(out)) === 0) throw new InvalidGeometryError(`${name} has no area`);
  return out;
}

/** Shoelace sum over a closed ring, in the ring's own units. */
export function signedArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i] as Position;
    const [x2, y2] = ring[i + 1] as Position;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

function bboxOf(polygons: PolygonRings[]): [number, number, number, number] {
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const polygon of polygons) {
    for (const [lon, lat] of polygon[0] ?? []) {
      w = Math.min(w, lon);
      e = Math.max(e, lon);
      s = Math.min(s, lat);
      n = Math.max(n, lat);
    }
  }
  return [w, s, e, n];
}
