import type { PrescriptionFile } from './prescription-input';

/** The prescription as a GeoJSON FeatureCollection (RFC 7946, lon/lat): one MultiPolygon per zone with its rate. */
export function prescriptionGeoJson(file: PrescriptionFile): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: file.zones.map((zone) => ({
      type: 'Feature',
      properties: { zone: zone.zone, name: file.zoneName(zone.zone), rate: zone.rate, unit: file.unit, product: file.product, area_ha: Math.round(zone.areaHa * 100) / 100 },
      geometry: { type: 'MultiPolygon', coordinates: zone.coordinates },
    })),
  });
}
