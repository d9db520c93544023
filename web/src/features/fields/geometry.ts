import type { Field, PolygonGeometry } from '../../../../shared/api/schemas/fields';
import { FIELD_MAP } from '../../../../shared/domain/fields';

/** Coordinates are shown cut to 5 characters (spec 2 §2.1, §9): 9.07881 -> '9.078'. */
export function cutCoordinate(value: number): string {
  return String(value).slice(0, FIELD_MAP.coordinateChars);
}

/** The Field List search: a case-sensitive 'name contains' filter (spec 2 §2.1); empty shows every field. */
export function filterFieldsByName<T extends Pick<Field, 'name'>>(fields: readonly T[], query: string): T[] {
  return query ? fields.filter((field) => field.name.includes(query)) : [...fields];
}

/**
 * The weather screens' path for a field: its centroid as the API sends it (longitude first); the weather screen
 * swaps the pair and cuts it to 5 characters (spec 2 §2.4, §2.8 VIEW FORECAST to /dashboard/weather/forecast/{centroid}).
 */
export function weatherForecastPath(field: Pick<Field, 'centroid'>): string {
  return `/dashboard/weather/forecast/${field.centroid[0]},${field.centroid[1]}`;
}

/** A ring drawn on the map (Leaflet latitude/longitude, open) -> a closed GeoJSON polygon, or null under 3 corners. */
export function drawnPolygon(latLngs: readonly { lat: number; lng: number }[]): PolygonGeometry | null {
  const ring: [number, number][] = latLngs.map(({ lat, lng }) => [lng, lat]);
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
  if (ring.length < 3 || !first) return null;
  return { type: 'Polygon', coordinates: [[...ring, [first[0], first[1]]]] };
}
