import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Field files written the way GIS tools write them, for the parser tests: ESRI shapefiles (.shp/.shx/.dbf/.prj),
 * zip archives (stored or deflated), KML, KMZ and GeoJSON. Coordinates are near the product's default centre.
 */
export type XY = [number, number];

// ---- zip ----
export interface ZipInput {
  name: string;
  data: Buffer;
  /** Store instead of deflate. */
  stored?: boolean;
  /** Lie in the headers about the inflated size (a zip bomb's trick). */
  declaredSize?: number;
}

export function zip(entries: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.stored ? entry.data : deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(entry.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

// ---- shapefile ----
/** One shapefile record: its rings. Outer rings clockwise and holes counter-clockwise, as the format wants. */
export type ShpPolygon = XY[][];

function shpHeader(lengthBytes: number, shapeType: number, box: number[]): Buffer {
  const header = Buffer.alloc(100);
  header.writeInt32BE(9994, 0);
  header.writeInt32BE(lengthBytes / 2, 24);
  header.writeInt32LE(1000, 28);
  header.writeInt32LE(shapeType, 32);
  box.forEach((value, index) => header.writeDoubleLE(value, 36 + index * 8));
  return header;
}

function boxOf(points: XY[]): number[] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function polygonRecord(rings: XY[][]): Buffer {
  const points = rings.flat();
  const content = Buffer.alloc(44 + rings.length * 4 + points.length * 16);
  content.writeInt32LE(5, 0);
  boxOf(points).forEach((value, index) => content.writeDoubleLE(value, 4 + index * 8));
  content.writeInt32LE(rings.length, 36);
  content.writeInt32LE(points.length, 40);
  let start = 0;
  rings.forEach((ring, index) => {
    content.writeInt32LE(start, 44 + index * 4);
    start += ring.length;
  });
  const pointsAt = 44 + rings.length * 4;
  points.forEach(([x, y], index) => {
    content.writeDoubleLE(x, pointsAt + index * 16);
    content.writeDoubleLE(y, pointsAt + index * 16 + 8);
  });
  return content;
}

function dbf(records: Record<string, string>[]): Buffer {
  const names = Object.keys(records[0] ?? { NAME: '' });
  const width = 40;
  const headerLength = 32 + names.length * 32 + 1;
  const recordLength = 1 + names.length * width;
  const header = Buffer.alloc(headerLength);
  header.writeUInt8(3, 0);
  header.writeUInt8(124, 1);
  header.writeUInt8(1, 2);
  header.writeUInt8(1, 3);
  header.writeUInt32LE(records.length, 4);
  header.writeUInt16LE(headerLength, 8);
  header.writeUInt16LE(recordLength, 10);
  names.forEach((name, index) => {
    const at = 32 + index * 32;
    header.write(name.slice(0, 10), at, 'latin1');
    header.write('C', at + 11, 'latin1');
    header.writeUInt8(width, at + 16);
  });
  header.writeUInt8(0x0d, headerLength - 1);
  const rows = records.map((record) =>
    Buffer.from(` ${names.map((name) => (record[name] ?? '').padEnd(width).slice(0, width)).join('')}`, 'latin1'),
  );
  return Buffer.concat([header, ...rows, Buffer.from([0x1a])]);
}

export interface Shapefile {
  shp: Buffer;
  shx: Buffer;
  dbf: Buffer;
}

export function shapefile(polygons: ShpPolygon[], records: Record<string, string>[] = [], shapeType = 5): Shapefile {
  const contents = polygons.map(polygonRecord);
  const box = boxOf(polygons.flat(2));
  const bodies: Buffer[] = [];
  const index: Buffer[] = [];
  let offset = 100;
  contents.forEach((content, number) => {
    const head = Buffer.alloc(8);
    head.writeInt32BE(number + 1, 0);
    head.writeInt32BE(content.length / 2, 4);
    const entry = Buffer.alloc(8);
    entry.writeInt32BE(offset / 2, 0);
    entry.writeInt32BE(content.length / 2, 4);
    bodies.push(head, content);
    index.push(entry);
    offset += 8 + content.length;
  });
  return {
    shp: Buffer.concat([shpHeader(offset, shapeType, box), ...bodies]),
    shx: Buffer.concat([shpHeader(100 + index.length * 8, shapeType, box), ...index]),
    dbf: dbf(records.length ? records : polygons.map(() => ({ ID: '' }))),
  };
}

export const UTM_32N_PRJ =
  'PROJCS["WGS_1984_UTM_Zone_32N",GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],' +
  'PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["False_Easting",500000.0],' +
  'PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",9.0],PARAMETER["Scale_Factor",0.9996],' +
  'PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]';

/** A clockwise square in metres (UTM 32N near 8.68 E, 9.08 N): `side` metres from (x, y). */
export function utmSquare(x: number, y: number, side: number): XY[] {
  return [
    [x, y],
    [x, y + side],
    [x + side, y + side],
    [x + side, y],
    [x, y],
  ];
}

export function zippedShapefile(name: string, file: Shapefile, prj?: string): Buffer {
  return zip([
    { name: `${name}.shp`, data: file.shp },
    { name: `${name}.shx`, data: file.shx },
    { name: `${name}.dbf`, data: file.dbf },
    ...(prj ? [{ name: `${name}.prj`, data: Buffer.from(prj) }] : []),
  ]);
}

/** Three UTM 32N fields, one of them a record of two parts: four polygons in all. */
export function multiPolygonShapefileZip(): Buffer {
  const file = shapefile(
    [
      [utmSquare(464_000, 1_004_000, 200)],
      [utmSquare(464_500, 1_004_000, 100)],
      [utmSquare(465_000, 1_004_000, 100), utmSquare(465_300, 1_004_000, 100)],
    ],
    [{ NAME: 'North Farm' }, { NAME: 'River Plot' }, { NAME: 'Twin Plots' }],
  );
  return zippedShapefile('farms', file, UTM_32N_PRJ);
}

/** A lon/lat square (degrees), counter-clockwise for GeoJSON and KML. */
export function lonLatSquare(lon: number, lat: number, side: number): XY[] {
  return [
    [lon, lat],
    [lon + side, lat],
    [lon + side, lat + side],
    [lon, lat + side],
    [lon, lat],
  ];
}

// ---- KML, KMZ ----
const kmlRing = (ring: XY[]) => ring.map(([lon, lat]) => `${lon},${lat},0`).join(' ');

export function kmlWithHole(): string {
  const outer = lonLatSquare(8.67, 9.07, 0.01);
  const hole = lonLatSquare(8.673, 9.073, 0.002);
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Farm</name>
  <Placemark><name>Field with a pond</name>
    <Polygon>
      <outerBoundaryIs><LinearRing><coordinates>${kmlRing(outer)}</coordinates></LinearRing></outerBoundaryIs>
      <innerBoundaryIs><LinearRing><coordinates>${kmlRing(hole)}</coordinates></LinearRing></innerBoundaryIs>
    </Polygon>
  </Placemark>
  <Placemark><name>Well</name><Point><coordinates>8.68,9.08,0</coordinates></Point></Placemark>
</Document></kml>`;
}

export function kmz(kml: string): Buffer {
  return zip([
    { name: 'doc.kml', data: Buffer.from(kml) },
    { name: 'files/icon.png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47]), stored: true },
  ]);
}

// ---- GeoJSON ----
export function mixedFeatureCollection(): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { name: 'Maize Block' }, geometry: { type: 'Polygon', coordinates: [lonLatSquare(8.66, 9.06, 0.005)] } },
      {
        type: 'Feature',
        properties: { Field_Name: 'Cassava' },
        geometry: { type: 'MultiPolygon', coordinates: [[lonLatSquare(8.7, 9.06, 0.003)], [lonLatSquare(8.71, 9.06, 0.003)]] },
      },
      { type: 'Feature', properties: { name: 'Gate' }, geometry: { type: 'Point', coordinates: [8.68, 9.08] } },
      { type: 'Feature', properties: { name: 'Track' }, geometry: { type: 'LineString', coordinates: [[8.68, 9.08], [8.69, 9.09]] } },
      { type: 'Feature', properties: {}, geometry: null },
    ],
  });
}

/** A bow tie: the boundary crosses itself in the middle. */
export function selfIntersectingGeoJson(): string {
  const ring: XY[] = [
    [8.66, 9.06],
    [8.67, 9.07],
    [8.67, 9.06],
    [8.66, 9.07],
    [8.66, 9.06],
  ];
  return JSON.stringify({ type: 'Feature', properties: { name: 'Bow tie' }, geometry: { type: 'Polygon', coordinates: [ring] } });
}

export function onlyPointsGeoJson(): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [8.68, 9.08] } },
      { type: 'Feature', properties: {}, geometry: { type: 'MultiPoint', coordinates: [[8.68, 9.08], [8.69, 9.09]] } },
    ],
  });
}

/** 60 MB of zeros that deflate to about 60 KB; `lie` makes the headers claim a harmless size. */
export function zipBomb(lie = false): Buffer {
  const zeros = Buffer.alloc(60 * 1024 * 1024);
  return zip([{ name: 'fields.shp', data: zeros, ...(lie ? { declaredSize: 1000 } : {}) }]);
}

/** A .shp whose header names a shape type no reader knows: the parser library itself throws on it. */
export function poisonShapefile(): Buffer {
  const file = shapefile([[utmSquare(0, 0, 10)]], [], 99);
  return file.shp;
}
