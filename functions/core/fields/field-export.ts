import type { Field } from '../../../shared/api/schemas/fields';
import { toWkt, type FieldPolygon } from './geometry';

const polygonOf = (field: Field): FieldPolygon => ({ type: 'Polygon', coordinates: [field.coordinates, ...field.holes] });

/** A team's fields as files: a GeoJSON FeatureCollection, and a CSV of name, group, area, centroid and WKT. */
export function fieldsAsGeoJson(fields: Field[]): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: fields.map((field) => ({
      type: 'Feature',
      id: field.id,
      properties: {
        id: field.id,
        name: field.name,
        group_name: field.group_name,
        size_ha: field.size,
        centroid: field.centroid,
      },
      geometry: polygonOf(field),
    })),
  });
}

/** A cell as RFC 4180 wants it; text that a spreadsheet would run as a formula is prefixed with a quote. */
export function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_HEADER = ['name', 'group', 'area_ha', 'centroid_latitude', 'centroid_longitude', 'wkt'];

export function fieldsAsCsv(fields: Field[]): string {
  const rows = fields.map((field) =>
    [
      textCell(field.name),
      textCell(field.group_name),
      field.size.toFixed(2),
      String(field.centroid[1]),
      String(field.centroid[0]),
      `"${toWkt(polygonOf(field))}"`,
    ].join(','),
  );
  return `${[CSV_HEADER.join(','), ...rows].join('\r\n')}\r\n`;
}
