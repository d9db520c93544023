import type { Geometry, Position as GeoJsonPosition } from 'geojson';
import type { Position } from '../../../shared/api/schemas/fields';
import { storedCoordinate } from '../../../shared/domain/field-boundary';

export type Ring = Position[];
export interface FieldPolygon {
  type: 'Polygon';
  coordinates: Ring[];
}

/** 7 decimals of a degree is about 1 cm: more than a field boundary needs, and it keeps items small. */
export function roundCoordinate(value: number): number {
  return storedCoordinate(value);
}

/** Hectares are kept to 4 decimals (1 m²): totals against an allowance add up as the register's do; screens show 2. */
export function roundHa(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** Applies a position function to every position of a geometry, in place of a copy. */
export function mapPositions(geometry: Geometry, map: (position: [number, number]) => [number, number]): Geometry {
  const ring = (positions: GeoJsonPosition[]) => positions.map((position) => map([position[0] ?? NaN, position[1] ?? NaN]));
  switch (geometry.type) {
    case 'Point':
      return { ...geometry, coordinates: map([geometry.coordinates[0] ?? NaN, geometry.coordinates[1] ?? NaN]) };
    case 'MultiPoint':
    case 'LineString':
      return { ...geometry, coordinates: ring(geometry.coordinates) };
    case 'MultiLineString':
    case 'Polygon':
      return { ...geometry, coordinates: geometry.coordinates.map(ring) };
    case 'MultiPolygon':
      return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(ring)) };
    case 'GeometryCollection':
      return { ...geometry, geometries: geometry.geometries.map((part) => mapPositions(part, map)) };
  }
}

/** The polygons of a geometry: a Polygon, each part of a MultiPolygon, the polygons of a collection. */
export function polygonsOf(geometry: Geometry): GeoJsonPosition[][][] {
  switch (geometry.type) {
    case 'Polygon':
      return [geometry.coordinates];
    case 'MultiPolygon':
      return geometry.coordinates;
    case 'GeometryCollection':
      return geometry.geometries.flatMap(polygonsOf);
    default:
      return [];
  }
}

/** Vertices of polygons: the closing point of a ring repeats its first one and is not counted. */
export function countVertices(polygons: GeoJsonPosition[][][]): number {
  let count = 0;
  for (const polygon of polygons) for (const ring of polygon) count += Math.max(0, ring.length - 1);
  return count;
}

/** Whether any position of the polygons is outside longitude/latitude range: a projected file without its CRS. */
export function outsideLonLat(polygons: GeoJsonPosition[][][]): boolean {
  for (const polygon of polygons) {
    for (const ring of polygon) {
      for (const [lon = NaN, lat = NaN] of ring) if (!(Math.abs(lon) <= 180 && Math.abs(lat) <= 90)) return true;
    }
  }
  return false;
}

const wktRing = (ring: Ring) => `(${ring.map(([lon, lat]) => `${lon} ${lat}`).join(', ')})`;

/** Well-known text of a field polygon, longitude first. */
export function toWkt(polygon: FieldPolygon): string {
  return `POLYGON (${polygon.coordinates.map(wktRing).join(', ')})`;
}
