import { describe, expect, it } from 'vitest';
import { prepareFields } from '../../../functions/core/fields/prepare-fields';
import { readFieldFile } from '../../../functions/core/fields/read-field-file';
import { translateText } from '../../../functions/core/i18n/translate';
import { FIELD_MESSAGES } from '../../../shared/domain/fields';
import {
  kmlWithHole,
  kmz,
  lonLatSquare,
  mixedFeatureCollection,
  multiPolygonShapefileZip,
  shapefile,
  utmSquare,
  type XY,
} from '../../fixtures/field-files';

const prepare = (bytes: Buffer | string, fileName: string, fallbackName = 'upload') =>
  prepareFields(readFieldFile(Buffer.from(bytes), fileName), { fallbackName, groupName: 'All' });

/** A lon/lat square as a shapefile wants it: clockwise. */
const clockwise = (ring: XY[]) => [...ring].reverse();

describe('reading field files', () => {
  it('reads a zipped multi-polygon shapefile in UTM 32N through its .prj: one field per polygon, in WGS 84', () => {
    const file = prepare(multiPolygonShapefileZip(), 'farms.zip');
    expect(file.refused).toEqual([]);
    expect(file.fields.map((field) => field.name)).toEqual(['North Farm', 'River Plot', 'Twin Plots 1', 'Twin Plots 2']);
    const [north, river] = file.fields;
    // 200 m and 100 m squares on the UTM grid; the grid's scale factor and turf's sphere make it about 0.3% off.
    expect(north?.areaHa).toBeCloseTo(4, 1);
    expect(river?.areaHa).toBeCloseTo(1, 1);
    const [lon, lat] = north?.centroid ?? [0, 0];
    expect(lon).toBeGreaterThan(8.6);
    expect(lon).toBeLessThan(8.7);
    expect(lat).toBeGreaterThan(9.0);
    expect(lat).toBeLessThan(9.1);
    expect(file.fields.every((field) => field.groupName === 'All')).toBe(true);
  });

  it('reads a lone .shp without a .prj when it is in longitude/latitude, naming fields after the file', () => {
    const { shp } = shapefile([[clockwise(lonLatSquare(8.67, 9.07, 0.003))], [clockwise(lonLatSquare(8.68, 9.07, 0.003))]]);
    const file = prepare(shp, 'plots.shp', 'plots');
    expect(file.fields.map((field) => field.name)).toEqual(['plots 1', 'plots 2']);
    expect(file.fields[0]?.areaHa).toBeGreaterThan(10);
  });

  it('refuses a lone .shp in metres: without its .prj the coordinate system is unknown', () => {
    const { shp } = shapefile([[utmSquare(464_000, 1_004_000, 200)]]);
    expect(() => prepare(shp, 'plots.shp')).toThrow(FIELD_MESSAGES.projectedWithoutCrs);
  });

  it('reads a KML polygon with a hole: the hole stays in the geometry and out of the area; the point is skipped', () => {
    const file = prepare(kmlWithHole(), 'farm.kml');
    expect(file.fields).toHaveLength(1);
    const field = file.fields[0];
    expect(field?.name).toBe('Field with a pond');
    expect(field?.polygon.coordinates).toHaveLength(2);
    const withoutHole = prepare(kmlWithHole().replace(/<innerBoundaryIs>.*<\/innerBoundaryIs>/s, ''), 'farm.kml').fields[0];
    expect(withoutHole?.areaHa).toBeGreaterThan(field?.areaHa ?? Infinity);
    // The hole is 4% of the outer square.
    expect((field?.areaHa ?? 0) / (withoutHole?.areaHa ?? 1)).toBeCloseTo(0.96, 2);
    expect(file.skipped.map((note) => ({ ...note, reason: translateText('en', note.reason) }))).toEqual([{ feature: 2, name: 'Well', reason: 'it is a Point, not a polygon' }]);
  });

  it('reads a KMZ: the doc.kml inside the zip', () => {
    const file = prepare(kmz(kmlWithHole()), 'farm.kmz');
    expect(file.fields.map((field) => field.name)).toEqual(['Field with a pond']);
  });

  it('reads a GeoJSON FeatureCollection of mixed geometries: polygons and multipolygon parts become fields', () => {
    const file = prepare(mixedFeatureCollection(), 'mixed.geojson');
    expect(file.fields.map((field) => field.name)).toEqual(['Maize Block', 'Cassava 1', 'Cassava 2']);
    expect(file.skipped.map((note) => [note.feature, translateText('en', note.reason)])).toEqual([
      [3, 'it is a Point, not a polygon'],
      [4, 'it is a LineString, not a polygon'],
      [5, 'it is no geometry, not a polygon'],
    ]);
    expect(file.refused).toEqual([]);
  });

  it('reads a bare Polygon and a single Feature from a .json file', () => {
    const polygon = { type: 'Polygon', coordinates: [lonLatSquare(8.66, 9.06, 0.005)] };
    expect(prepare(JSON.stringify(polygon), 'one.json', 'one').fields[0]?.name).toBe('one');
    const feature = { type: 'Feature', properties: { title: 'Titled' }, geometry: polygon };
    expect(prepare(`\uFEFF${JSON.stringify(feature)}`, 'one.JSON').fields[0]?.name).toBe('Titled');
  });

  it('honours a legacy GeoJSON crs member naming a projected EPSG code', () => {
    const collection = {
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::32632' } },
      features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[...utmSquare(464_000, 1_004_000, 200)].reverse()] } }],
    };
    const [field] = prepare(JSON.stringify(collection), 'utm.geojson').fields;
    expect(field?.areaHa).toBeCloseTo(4, 1);
    expect(field?.centroid[0]).toBeCloseTo(8.67, 1);
  });

  it('rounds stored coordinates to 7 decimals and areas to 4 (1 m²)', () => {
    const ring = lonLatSquare(8.661234567891, 9.061234567891, 0.005);
    const [field] = prepare(JSON.stringify({ type: 'Polygon', coordinates: [ring] }), 'a.geojson').fields;
    expect(field?.polygon.coordinates[0]?.[0]).toEqual([8.6612346, 9.0612346]);
    const areaHa = field?.areaHa ?? 0;
    expect(Math.round(areaHa * 10_000) / 10_000).toBe(areaHa);
    expect(Number.isInteger(areaHa * 100)).toBe(false);
  });
});

describe("a field file's anchor", () => {
  const square = (lon: number, lat: number) => [
    [
      [lon, lat],
      [lon + 0.002, lat],
      [lon + 0.002, lat + 0.002],
      [lon, lat + 0.002],
      [lon, lat],
    ],
  ];
  it("keeps each feature's anchor property (Anchor, ANCHOR_NAME, offtaker) with its field, and none where it has none", () => {
    const collection = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: 'A', Anchor: ' Olam Rice ' }, geometry: { type: 'Polygon', coordinates: square(7.1, 9.1) } },
        { type: 'Feature', properties: { name: 'B', ANCHOR_NAME: 'RIFAN' }, geometry: { type: 'Polygon', coordinates: square(7.2, 9.1) } },
        { type: 'Feature', properties: { name: 'C', offtaker: 'Flour Mills' }, geometry: { type: 'Polygon', coordinates: square(7.3, 9.1) } },
        { type: 'Feature', properties: { name: 'D', anchor: '  ' }, geometry: { type: 'Polygon', coordinates: square(7.4, 9.1) } },
      ],
    };
    const file = prepare(JSON.stringify(collection), 'anchored.geojson');
    expect(file.fields.map((field) => [field.name, field.anchor])).toEqual([
      ['A', 'Olam Rice'],
      ['B', 'RIFAN'],
      ['C', 'Flour Mills'],
      ['D', undefined],
    ]);
  });
});
