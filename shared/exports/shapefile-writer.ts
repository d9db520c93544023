import type { MultiPolygonCoordinates } from './prescription-input';

/**
 * A small ESRI shapefile writer for polygons with a few attributes (the .shp, .shx, .dbf and .prj of one layer),
 * following the ESRI Shapefile Technical Description (1998) and dBASE III: what every GIS and terminal reads.
 */

export type DbfField = { name: string; type: 'N'; length: number; decimals: number } | { name: string; type: 'C'; length: number };
export type DbfValue = number | string;

export interface ShapefileRecord {
  coordinates: MultiPolygonCoordinates;
  values: readonly DbfValue[];
}

const POLYGON = 5;
/** WGS 84 in the ESRI WKT every reader recognises. */
export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

type Ring = readonly (readonly number[])[];

/** Twice the ring's signed area: positive when counter-clockwise (x east, y north). */
function signedArea(ring: Ring): number {
  let sum = 0;
  for (let index = 0; index < ring.length - 1; index += 1) {
    const [x1 = 0, y1 = 0] = ring[index] ?? [];
    const [x2 = 0, y2 = 0] = ring[index + 1] ?? [];
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** Shapefile rings: closed, exteriors clockwise and holes counter-clockwise (the reverse of GeoJSON's rule). */
function shapeRings(coordinates: MultiPolygonCoordinates): number[][][] {
  const rings: number[][][] = [];
  for (const polygon of coordinates) {
    polygon.forEach((ring, index) => {
      if (ring.length < 3) return;
      const points = ring.map((point) => [point[0] ?? 0, point[1] ?? 0]);
      const first = points[0] ?? [0, 0];
      const last = points[points.length - 1] ?? [0, 0];
      if (first[0] !== last[0] || first[1] !== last[1]) points.push([first[0] ?? 0, first[1] ?? 0]);
      const clockwise = signedArea(points) < 0;
      const wantClockwise = index === 0;
      rings.push(clockwise === wantClockwise ? points : points.reverse());
    });
  }
  return rings;
}

type Box = [number, number, number, number];

function boxOf(points: readonly number[][]): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x = 0, y = 0] of points) {
    box[0] = Math.min(box[0], x);
    box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x);
    box[3] = Math.max(box[3], y);
  }
  return points.length > 0 ? box : [0, 0, 0, 0];
}

function header(view: DataView, lengthBytes: number, box: Box): void {
  view.setInt32(0, 9994, false);
  view.setInt32(24, lengthBytes / 2, false);
  view.setInt32(28, 1000, true);
  view.setInt32(32, POLYGON, true);
  box.forEach((value, index) => view.setFloat64(36 + index * 8, value, true));
}

function polygonContent(rings: number[][][]): Uint8Array {
  const points = rings.flat();
  const bytes = new Uint8Array(44 + 4 * rings.length + 16 * points.length);
  const view = new DataView(bytes.buffer);
  view.setInt32(0, POLYGON, true);
  boxOf(points).forEach((value, index) => view.setFloat64(4 + index * 8, value, true));
  view.setInt32(36, rings.length, true);
  view.setInt32(40, points.length, true);
  let start = 0;
  rings.forEach((ring, index) => {
    view.setInt32(44 + index * 4, start, true);
    start += ring.length;
  });
  const pointsAt = 44 + 4 * rings.length;
  points.forEach(([x = 0, y = 0], index) => {
    view.setFloat64(pointsAt + index * 16, x, true);
    view.setFloat64(pointsAt + index * 16 + 8, y, true);
  });
  return bytes;
}

function ascii(text: string): number[] {
  // dBASE III character fields are single-byte: anything outside printable ASCII becomes '?'.
  return [...text].map((char) => {
    const code = char.charCodeAt(0);
    return code >= 32 && code < 127 ? code : 63;
  });
}

function dbfCell(field: DbfField, value: DbfValue): number[] {
  if (field.type === 'N') {
    const text = typeof value === 'number' && Number.isFinite(value) ? value.toFixed(field.decimals) : '';
    return ascii(text.slice(0, field.length).padStart(field.length, ' '));
  }
  return ascii(String(value).slice(0, field.length).padEnd(field.length, ' '));
}

function dbf(fields: readonly DbfField[], records: readonly ShapefileRecord[], today: Date): Uint8Array {
  const headerLength = 32 + 32 * fields.length + 1;
  const recordLength = 1 + fields.reduce((sum, field) => sum + field.length, 0);
  const bytes = new Uint8Array(headerLength + recordLength * records.length + 1);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x03;
  bytes[1] = today.getUTCFullYear() - 1900;
  bytes[2] = today.getUTCMonth() + 1;
  bytes[3] = today.getUTCDate();
  view.setUint32(4, records.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  fields.forEach((field, index) => {
    const at = 32 + index * 32;
    bytes.set(ascii(field.name.slice(0, 10)), at);
    bytes[at + 11] = field.type.charCodeAt(0);
    bytes[at + 16] = field.length;
    bytes[at + 17] = field.type === 'N' ? field.decimals : 0;
  });
  bytes[headerLength - 1] = 0x0d;
  records.forEach((record, row) => {
    const at = headerLength + row * recordLength;
    const cells = [0x20, ...fields.flatMap((field, index) => dbfCell(field, record.values[index] ?? ''))];
    bytes.set(cells, at);
  });
  bytes[bytes.length - 1] = 0x1a;
  return bytes;
}

/** The four files of a polygon shapefile in WGS 84: { shp, shx, dbf, prj }. */
export function writePolygonShapefile(fields: readonly DbfField[], records: readonly ShapefileRecord[], today = new Date()): { shp: Uint8Array; shx: Uint8Array; dbf: Uint8Array; prj: Uint8Array } {
  const contents = records.map((record) => polygonContent(shapeRings(record.coordinates)));
  const box = boxOf(records.flatMap((record) => shapeRings(record.coordinates).flat()));
  const shpLength = 100 + contents.reduce((sum, content) => sum + 8 + content.length, 0);
  const shp = new Uint8Array(shpLength);
  const shx = new Uint8Array(100 + 8 * contents.length);
  const shpView = new DataView(shp.buffer);
  const shxView = new DataView(shx.buffer);
  header(shpView, shpLength, box);
  header(shxView, shx.length, box);
  let offset = 100;
  contents.forEach((content, index) => {
    shpView.setInt32(offset, index + 1, false);
    shpView.setInt32(offset + 4, content.length / 2, false);
    shp.set(content, offset + 8);
    shxView.setInt32(100 + index * 8, offset / 2, false);
    shxView.setInt32(100 + index * 8 + 4, content.length / 2, false);
    offset += 8 + content.length;
  });
  return { shp, shx, dbf: dbf(fields, records, today), prj: new TextEncoder().encode(WGS84_PRJ) };
}
