import { zipSync } from 'fflate';
import { fileStem, type PrescriptionFile } from './prescription-input';
import { writePolygonShapefile, type DbfField } from './shapefile-writer';

/** The attribute table terminals map their rate channel to: ZONE, RATE (numeric) and UNIT, with the zone's area. */
const FIELDS: readonly DbfField[] = [
  { name: 'ZONE', type: 'N', length: 3, decimals: 0 },
  { name: 'RATE', type: 'N', length: 12, decimals: 1 },
  { name: 'UNIT', type: 'C', length: 10 },
  { name: 'AREA_HA', type: 'N', length: 12, decimals: 2 },
];

/** The prescription as a zipped ESRI shapefile (.shp, .shx, .dbf, .prj in WGS 84), one polygon record per zone. */
export function prescriptionShapefileZip(file: PrescriptionFile, today = new Date()): Uint8Array {
  const stem = fileStem(`${file.fieldName}-${file.product}`, 'prescription');
  const layer = writePolygonShapefile(
    FIELDS,
    file.zones.map((zone) => ({ coordinates: zone.coordinates, values: [zone.zone, zone.rate, file.unit, zone.areaHa] })),
    today,
  );
  return zipSync({ [`${stem}.shp`]: layer.shp, [`${stem}.shx`]: layer.shx, [`${stem}.dbf`]: layer.dbf, [`${stem}.prj`]: layer.prj });
}
