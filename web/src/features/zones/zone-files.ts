import type { Field } from '../../../../shared/api/schemas/fields';
import type { Zone } from '../../../../shared/api/schemas/zones';
import type { Prescription, RateUnit } from '../../../../shared/domain/prescription';
import type { PrescriptionFile } from '../../../../shared/exports/prescription-input';
import type { SamplingPoint } from '../../../../shared/exports/sampling-points';
import { saveObjectUrl } from '../../lib/save-text-file';

export const PRESCRIPTION_FORMATS = ['shapefile', 'geojson', 'kml', 'isoxml'] as const;
export type PrescriptionFormat = (typeof PRESCRIPTION_FORMATS)[number];
export const SAMPLING_FORMATS = ['gpx', 'csv'] as const;
export type SamplingFormat = (typeof SAMPLING_FORMATS)[number];

function save(contents: string | Uint8Array, fileName: string, type: string): void {
  // A copy into a plain ArrayBuffer: Blob takes no view over a shared buffer.
  const part = typeof contents === 'string' ? contents : contents.slice().buffer;
  saveObjectUrl(URL.createObjectURL(new Blob([part], { type })), fileName);
}

export interface PrescriptionDownload {
  field: Pick<Field, 'name' | 'coordinates' | 'holes'>;
  team: string;
  product: string;
  unit: RateUnit;
  prescription: Prescription;
  zones: readonly Zone[];
  zoneName: (zone: number) => string;
  defaultZoneName: string;
  colour: (zone: number) => string;
}

/**
 * Builds a prescription file in the browser and hands it to the farmer. The writers (and the zip library) load
 * only now, as their own chunk; nothing goes to the server, so it works offline once the zones are on the phone.
 */
export async function downloadPrescription(format: PrescriptionFormat, input: PrescriptionDownload): Promise<void> {
  const [{ fileStem }, exports] = await Promise.all([import('../../../../shared/exports/prescription-input'), import('./zone-exports')]);
  const file: PrescriptionFile = {
    fieldName: input.field.name,
    product: input.product,
    unit: input.unit,
    zoneName: input.zoneName,
    zones: input.prescription.zones.map((row) => ({
      zone: row.zone,
      rate: row.rate,
      areaHa: row.areaHa,
      coordinates: input.zones.find((zone) => zone.zone === row.zone)?.geometry.coordinates ?? [],
    })),
  };
  const stem = `${fileStem(input.field.name)}-${fileStem(input.product, 'product')}`;
  if (format === 'shapefile') save(exports.prescriptionShapefileZip(file), `${stem}-shapefile.zip`, 'application/zip');
  else if (format === 'geojson') save(exports.prescriptionGeoJson(file), `${stem}.geojson`, 'application/geo+json');
  else if (format === 'kml') save(exports.prescriptionKml(file, input.colour), `${stem}.kml`, 'application/vnd.google-earth.kml+xml');
  else {
    const boundary = [[input.field.coordinates, ...input.field.holes]];
    const options = { customer: input.team, boundary, defaultRate: input.prescription.averageRate, defaultZoneName: input.defaultZoneName, softwareVersion: '1.0' };
    save(exports.taskDataZip(file, options), `${stem}-isoxml.zip`, 'application/zip');
  }
}

export interface SamplingDownload {
  fieldName: string;
  points: readonly SamplingPoint[];
  zoneName: (zone: number) => string;
  title: string;
  headings: { zone: string; latitude: string; longitude: string; edgeDistance: string };
}

export async function downloadSamplingPoints(format: SamplingFormat, input: SamplingDownload): Promise<void> {
  const [{ fileStem }, exports] = await Promise.all([import('../../../../shared/exports/prescription-input'), import('./zone-exports')]);
  const stem = `${fileStem(input.fieldName)}-soil-sampling`;
  if (format === 'gpx') save(exports.samplingGpx(input.points, input.zoneName, input.title), `${stem}.gpx`, 'application/gpx+xml');
  else save(exports.samplingCsv(input.points, input.headings), `${stem}.csv`, 'text/csv');
}
