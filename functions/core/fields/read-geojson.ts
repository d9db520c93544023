import type { Geometry } from 'geojson';
import { FIELD_MESSAGES } from '../../../shared/domain/fields';
import { crsFromName, type ToWgs84 } from './crs';
import { FileRefused } from './file-refused';
import { mapPositions } from './geometry';
import type { RawFeature, RawFile } from './raw-file';

/**
 * GeoJSON: a FeatureCollection, a Feature or a bare geometry. RFC 7946 says WGS 84; files written by GIS tools may
 * still carry the older `crs` member naming a projected CRS, which is honoured.
 */
const GEOMETRY_TYPES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isGeometry = (value: unknown): value is Geometry => isObject(value) && GEOMETRY_TYPES.has(String(value.type));

function feature(value: unknown): RawFeature {
  if (!isObject(value) || value.type !== 'Feature') throw new FileRefused(FIELD_MESSAGES.notGeoJson);
  const geometry = value.geometry === null || value.geometry === undefined ? null : value.geometry;
  if (geometry !== null && !isGeometry(geometry)) throw new FileRefused(FIELD_MESSAGES.notGeoJson);
  return { geometry, properties: isObject(value.properties) ? value.properties : {} };
}

function declaredCrs(root: Json): { toWgs84: ToWgs84; declared: boolean } {
  const crs = root.crs;
  if (!isObject(crs)) return { toWgs84: null, declared: false };
  const name = isObject(crs.properties) ? crs.properties.name : undefined;
  if (typeof name !== 'string') throw new FileRefused(FIELD_MESSAGES.unknownCrs(JSON.stringify(crs).slice(0, 80)));
  return { toWgs84: crsFromName(name), declared: true };
}

export function readGeoJson(text: string): RawFile {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    throw new FileRefused(FIELD_MESSAGES.invalidJson);
  }
  if (!isObject(root)) throw new FileRefused(FIELD_MESSAGES.notGeoJson);
  let features: RawFeature[];
  if (root.type === 'FeatureCollection' && Array.isArray(root.features)) features = root.features.map(feature);
  else if (root.type === 'Feature') features = [feature(root)];
  else if (isGeometry(root)) features = [{ geometry: root, properties: {} }];
  else throw new FileRefused(FIELD_MESSAGES.notGeoJson);
  const { toWgs84, declared } = declaredCrs(root);
  return {
    features: toWgs84
      ? features.map((entry) => ({ ...entry, geometry: entry.geometry && mapPositions(entry.geometry, toWgs84) }))
      : features,
    crsDeclared: declared,
  };
}
