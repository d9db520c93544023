import type { Field } from '../../../shared/api/schemas/fields';

/**
 * Pure helpers between the API's [longitude, latitude] pairs and Leaflet's [latitude, longitude]; no Leaflet import,
 * so jsdom tests and the list use them without loading the map.
 */
export type LatLng = [number, number];
/** [[south, west], [north, east]]. */
export type Bounds = [LatLng, LatLng];

/** The Leaflet rings of a field: its boundary, then its holes. */
export function fieldRings(field: Pick<Field, 'coordinates' | 'holes'>): LatLng[][] {
  return [field.coordinates, ...field.holes].map((ring) => ring.map(([lon, lat]) => [lat, lon] as LatLng));
}

export function boundsOf(fields: readonly Pick<Field, 'coordinates'>[]): Bounds | null {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const field of fields) {
    for (const [lon, lat] of field.coordinates) {
      south = Math.min(south, lat);
      north = Math.max(north, lat);
      west = Math.min(west, lon);
      east = Math.max(east, lon);
    }
  }
  return Number.isFinite(south) ? [[south, west], [north, east]] : null;
}
