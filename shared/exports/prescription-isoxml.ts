import { zipSync } from 'fflate';
import type { RateUnit } from '../domain/prescription';
import { xmlText, type MultiPolygonCoordinates, type PrescriptionFile } from './prescription-input';

/**
 * The prescription as ISO 11783-10 (ISOBUS) task data, version 4.3: TASKDATA.XML with the customer, farm, partfield
 * (its boundary), the product and one task whose polygon treatment zones carry the zone's setpoint rate. A terminal
 * imports the TASKDATA folder from a USB stick.
 */

/**
 * The setpoint DDI and how a rate becomes its integer value (ISO 11783-11 data dictionary): DDI 6, setpoint mass per
 * area, in mg/m² (1 kg/ha = 100 mg/m²); DDI 11, setpoint count per area, in 0.001 seeds/m² (1 seed/ha = 0.1).
 * The value presentation turns the integer back into the farmer's unit on the terminal's screen.
 */
export const SETPOINT: Record<RateUnit, { ddi: string; perUnit: number; scale: string; label: string }> = {
  'kg/ha': { ddi: '0006', perUnit: 100, scale: '0.01', label: 'kg/ha' },
  'seeds/ha': { ddi: '000B', perUnit: 0.1, scale: '10', label: 'seeds/ha' },
};

/** Treatment zone codes are one byte (0-254); 0 is the default zone, so at most 254 polygons carry a rate. */
const MAX_POLYGONS = 254;
const DESIGNATOR_LENGTH = 32;

export interface TaskDataOptions {
  /** The customer (the team) and the farm named in the file. */
  customer: string;
  /** The field's boundary; the zones' outlines stand in without it. */
  boundary?: MultiPolygonCoordinates;
  /** The rate where no zone polygon applies (gaps, a lost position): the field's average rate. */
  defaultRate: number;
  /** The default zone's name ("Rest of the field"). */
  defaultZoneName: string;
  softwareVersion: string;
}

function designator(text: string): string {
  return xmlText([...text].slice(0, DESIGNATOR_LENGTH).join(''));
}

function coordinate(value: number | undefined): string {
  return (value ?? 0).toFixed(9);
}

/** One polygon as ISO-XML line strings: the exterior (type 1) and its holes (type 2), points of type 2 (other). */
function lineStrings(polygon: MultiPolygonCoordinates[number]): string {
  return polygon
    .map((ring, index) => `<LSG A="${index === 0 ? 1 : 2}">${ring.map((point) => `<PNT A="2" C="${coordinate(point[1])}" D="${coordinate(point[0])}"/>`).join('')}</LSG>`)
    .join('');
}

function setpointValue(rate: number, unit: RateUnit): number {
  return Math.min(2_147_483_647, Math.max(0, Math.round(rate * SETPOINT[unit].perUnit)));
}

/** TASKDATA.XML's text. */
export function taskDataXml(file: PrescriptionFile, options: TaskDataOptions): string {
  const setpoint = SETPOINT[file.unit];
  const areaM2 = Math.round(file.zones.reduce((sum, zone) => sum + zone.areaHa, 0) * 10_000);
  const outline = options.boundary ?? file.zones.flatMap((zone) => zone.coordinates);
  const processData = (rate: number) => `<PDV A="${setpoint.ddi}" B="${setpointValue(rate, file.unit)}" C="PDT1" E="VPN1"/>`;
  // Each part of a zone is its own polygon treatment zone with the zone's rate; the largest zones first if a
  // field ever had more parts than codes.
  const parts = file.zones.flatMap((zone) => zone.coordinates.map((polygon) => ({ zone, polygon }))).slice(0, MAX_POLYGONS);
  const treatmentZones = parts
    .map(
      ({ zone, polygon }, index) =>
        `<TZN A="${index + 1}" B="${designator(file.zoneName(zone.zone))}"><PLN A="2" B="${designator(file.zoneName(zone.zone))}">${lineStrings(polygon)}</PLN>${processData(zone.rate)}</TZN>`,
    )
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ISO11783_TaskData VersionMajor="4" VersionMinor="3" ManagementSoftwareManufacturer="FieldWatch" ManagementSoftwareVersion="${designator(options.softwareVersion)}" DataTransferOrigin="1">`,
    `<CTR A="CTR1" B="${designator(options.customer)}"/>`,
    `<FRM A="FRM1" B="${designator(options.customer)}" I="CTR1"/>`,
    `<PDT A="PDT1" B="${designator(file.product)}" F="1"/>`,
    `<VPN A="VPN1" B="0" C="${setpoint.scale}" D="0" E="${setpoint.label}"/>`,
    `<PFD A="PFD1" C="${designator(file.fieldName)}" D="${areaM2}" E="CTR1" F="FRM1">${outline.map((polygon) => `<PLN A="1">${lineStrings(polygon)}</PLN>`).join('')}</PFD>`,
    `<TSK A="TSK1" B="${designator(`${file.fieldName} ${file.product}`)}" C="CTR1" D="FRM1" E="PFD1" G="1" H="0" I="0">`,
    `<TZN A="0" B="${designator(options.defaultZoneName)}">${processData(options.defaultRate)}</TZN>`,
    treatmentZones,
    '</TSK>',
    '</ISO11783_TaskData>',
    '',
  ].join('\n');
}

/** TASKDATA/TASKDATA.XML zipped, as terminals expect it on a USB stick. */
export function taskDataZip(file: PrescriptionFile, options: TaskDataOptions): Uint8Array {
  return zipSync({ TASKDATA: { 'TASKDATA.XML': new TextEncoder().encode(taskDataXml(file, options)) } });
}
