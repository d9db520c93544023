import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { parseDbf, parseShp } from 'shpjs';
import { DOMParser } from '@xmldom/xmldom';
import { validateXML } from 'xmllint-wasm';
import { area } from '@turf/turf';
import { zoneColour } from '../../../shared/domain/zones';
import { prescriptionGeoJson } from '../../../shared/exports/prescription-geojson';
import type { PrescriptionFile } from '../../../shared/exports/prescription-input';
import { taskDataXml, taskDataZip } from '../../../shared/exports/prescription-isoxml';
import { prescriptionKml } from '../../../shared/exports/prescription-kml';
import { prescriptionShapefileZip } from '../../../shared/exports/prescription-shapefile';
import { READY_LAYER, ZONES_FIELD_BOUNDARY } from '../../fixtures/zone-layers';

const RATES: Record<number, number> = { 1: 150, 2: 120.5, 3: 100 };
const FILE: PrescriptionFile = {
  fieldName: 'Ọ̀kọ̀ plot <north>',
  product: 'NPK 15-15-15',
  unit: 'kg/ha',
  zones: READY_LAYER.zones.map((zone) => ({ zone: zone.zone, rate: RATES[zone.zone] ?? 0, areaHa: zone.areaHa, coordinates: zone.geometry.coordinates })),
  zoneName: (zone) => `Zone ${zone}`,
};
const TASK_OPTIONS = { customer: 'Kaduna growers', boundary: [[ZONES_FIELD_BOUNDARY]], defaultRate: 122.6, defaultZoneName: 'Rest of field', softwareVersion: '1.0' };

const schemaFile = (name: string) => ({ fileName: name, contents: readFileSync(fileURLToPath(new URL(`../../fixtures/isoxml/${name}`, import.meta.url)), 'utf8') });

describe('prescription files', () => {
  it('writes a zipped polygon shapefile that an independent reader reads back with its rates and areas', () => {
    const files = unzipSync(prescriptionShapefileZip(FILE, new Date('2026-11-27T00:00:00Z')));
    const names = Object.keys(files).sort();
    expect(names.map((name) => name.split('.').pop())).toEqual(['dbf', 'prj', 'shp', 'shx']);
    const byExtension = (extension: string) => files[names.find((name) => name.endsWith(extension)) ?? ''] ?? new Uint8Array();
    const shapes = parseShp(byExtension('.shp'), new TextDecoder().decode(byExtension('.prj')));
    const rows = parseDbf(byExtension('.dbf'));
    expect(rows).toEqual([
      { ZONE: 1, RATE: 150, UNIT: 'kg/ha', AREA_HA: 3 },
      { ZONE: 2, RATE: 120.5, UNIT: 'kg/ha', AREA_HA: 3.8 },
      { ZONE: 3, RATE: 100, UNIT: 'kg/ha', AREA_HA: 3.2 },
    ]);
    // The geometry comes back with its holes and parts: the areas match the zones' to the square metre.
    expect(shapes.map((shape) => (shape ? Math.round(area(shape)) : null))).toEqual(READY_LAYER.zones.map((zone) => Math.round(area(zone.geometry))));
    expect(shapes[2]?.type).toBe('MultiPolygon');
    // The shx indexes each record where the shp holds it.
    const shx = new DataView(byExtension('.shx').buffer, byExtension('.shx').byteOffset);
    const shp = new DataView(byExtension('.shp').buffer, byExtension('.shp').byteOffset);
    for (let record = 0; record < 3; record += 1) expect(shp.getInt32(shx.getInt32(100 + record * 8) * 2)).toBe(record + 1);
    expect(new TextDecoder().decode(byExtension('.prj'))).toContain('WGS_1984');
  });

  it('writes GeoJSON with one feature per zone and its rate', () => {
    const json = JSON.parse(prescriptionGeoJson(FILE)) as { features: { properties: Record<string, unknown>; geometry: { coordinates: unknown } }[] };
    expect(json.features.map((feature) => feature.properties.rate)).toEqual([150, 120.5, 100]);
    expect(json.features[2]?.properties).toMatchObject({ zone: 3, unit: 'kg/ha', product: 'NPK 15-15-15' });
    expect(json.features[1]?.geometry.coordinates).toEqual(READY_LAYER.zones[1]?.geometry.coordinates);
  });

  it('writes KML with a placemark per zone whose extended data holds the rate', () => {
    const kml = prescriptionKml(FILE, (zone) => zoneColour(zone, 3));
    const document = new DOMParser().parseFromString(kml, 'text/xml');
    const placemarks = Array.from(document.getElementsByTagName('Placemark'));
    expect(placemarks).toHaveLength(3);
    const rate = (placemark: (typeof placemarks)[number] | undefined) =>
      Array.from(placemark?.getElementsByTagName('Data') ?? []).find((data) => data.getAttribute('name') === 'rate')?.getElementsByTagName('value')[0]?.textContent;
    expect(placemarks.map(rate)).toEqual(['150', '120.5', '100']);
    // Zone 2 keeps its hole, zone 3 its two parts; red (lowest) is aabbggrr in KML.
    expect(placemarks[1]?.getElementsByTagName('innerBoundaryIs')).toHaveLength(1);
    expect(placemarks[2]?.getElementsByTagName('Polygon')).toHaveLength(2);
    expect(placemarks[0]?.getElementsByTagName('color')[0]?.textContent).toBe('ff1c19d7');
    expect(document.getElementsByTagName('name')[0]?.textContent).toBe('Ọ̀kọ̀ plot <north> - NPK 15-15-15');
  });

  it('writes ISO 11783-10 task data that the ISO-XML schema (version 4.3) accepts', async () => {
    const xml = taskDataXml(FILE, TASK_OPTIONS);
    const result = await validateXML({ xml: { fileName: 'TASKDATA.XML', contents: xml }, schema: schemaFile('ISO11783_TaskFile_V4-3.xsd'), preload: schemaFile('ISO11783_Common_V4-3.xsd') });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    // The check can fail: a treatment zone without its required code is refused.
    const broken = await validateXML({ xml: { fileName: 'TASKDATA.XML', contents: xml.replace('<TZN A="1"', '<TZN') }, schema: schemaFile('ISO11783_TaskFile_V4-3.xsd'), preload: schemaFile('ISO11783_Common_V4-3.xsd') });
    expect(broken.valid).toBe(false);
  });

  it('gives each zone part a treatment zone whose setpoint is the rate in mg/m² (DDI 6) or 0.001 seeds/m² (DDI 11)', () => {
    const document = new DOMParser().parseFromString(taskDataXml(FILE, TASK_OPTIONS), 'text/xml');
    const zones = Array.from(document.getElementsByTagName('TZN')).map((zone) => ({
      code: zone.getAttribute('A'),
      name: zone.getAttribute('B'),
      ddi: zone.getElementsByTagName('PDV')[0]?.getAttribute('A'),
      value: zone.getElementsByTagName('PDV')[0]?.getAttribute('B'),
      rings: zone.getElementsByTagName('LSG').length,
    }));
    expect(zones).toEqual([
      { code: '0', name: 'Rest of field', ddi: '0006', value: '12260', rings: 0 },
      { code: '1', name: 'Zone 1', ddi: '0006', value: '15000', rings: 1 },
      { code: '2', name: 'Zone 2', ddi: '0006', value: '12050', rings: 2 },
      { code: '3', name: 'Zone 3', ddi: '0006', value: '10000', rings: 1 },
      { code: '4', name: 'Zone 3', ddi: '0006', value: '10000', rings: 1 },
    ]);
    expect(document.getElementsByTagName('PFD')[0]?.getAttribute('D')).toBe('100000');
    const seeds = new DOMParser().parseFromString(taskDataXml({ ...FILE, unit: 'seeds/ha', zones: FILE.zones.map((zone) => ({ ...zone, rate: 53_300 })) }, TASK_OPTIONS), 'text/xml');
    expect(seeds.getElementsByTagName('PDV')[1]?.getAttribute('A')).toBe('000B');
    expect(seeds.getElementsByTagName('PDV')[1]?.getAttribute('B')).toBe('5330');
    expect(Object.keys(unzipSync(taskDataZip(FILE, TASK_OPTIONS)))).toContain('TASKDATA/TASKDATA.XML');
  });
});
