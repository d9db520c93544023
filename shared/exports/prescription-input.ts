import type { RateUnit } from '../domain/prescription';

/** Lon/lat polygons (each an exterior ring then its holes), as a zone layer's MultiPolygon holds them. */
export type MultiPolygonCoordinates = readonly (readonly (readonly (readonly number[])[])[])[];

/** One zone of a prescription file: its rate and where it applies. */
export interface PrescriptionFileZone {
  zone: number;
  rate: number;
  areaHa: number;
  coordinates: MultiPolygonCoordinates;
}

/** What every prescription file is built from. */
export interface PrescriptionFile {
  fieldName: string;
  product: string;
  unit: RateUnit;
  zones: readonly PrescriptionFileZone[];
  /** A zone's name in the farmer's language ("Zone 2"), written where a terminal or GIS shows it. */
  zoneName: (zone: number) => string;
}

/** A safe file name stem from a field's name ("North plot (2)" -> "north-plot-2"). */
export function fileStem(name: string, fallback = 'field'): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return stem || fallback;
}

/** Escapes text for an XML attribute or element. */
export function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
