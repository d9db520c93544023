import { describe, expect, it } from 'vitest';
import { FileRefused } from '../../../functions/core/fields/file-refused';
import { checkFile } from '../../../functions/core/fields/field-uploads';
import { prepareFields } from '../../../functions/core/fields/prepare-fields';
import { readFieldFile } from '../../../functions/core/fields/read-field-file';
import { readZip } from '../../../functions/core/fields/zip-archive';
import { InvalidError } from '../../../functions/core/errors';
import { translateText } from '../../../functions/core/i18n/translate';
import { FIELD_LIMITS, FIELD_MESSAGES } from '../../../shared/domain/fields';

/** A refusal as the API says it in English (its reason inside it too). */
const english = (text: string | undefined) => (text === undefined ? text : translateText('en', text));
import {
  lonLatSquare,
  multiPolygonShapefileZip,
  onlyPointsGeoJson,
  poisonShapefile,
  selfIntersectingGeoJson,
  shapefile,
  utmSquare,
  UTM_32N_PRJ,
  zip,
  zippedShapefile,
  zipBomb,
  type XY,
} from '../../fixtures/field-files';

const prepare = (bytes: Buffer | string, fileName: string) =>
  prepareFields(readFieldFile(Buffer.from(bytes), fileName), { fallbackName: 'upload', groupName: 'All' });

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof FileRefused) return error.message;
    throw error;
  }
  throw new Error('the file was not refused');
}

const polygonFile = (rings: unknown) => JSON.stringify({ type: 'Feature', properties: { name: 'F' }, geometry: { type: 'Polygon', coordinates: rings } });
/** The reason a polygon is refused, in a file that also holds a valid one (so the file itself is not refused). */
function reasonFor(rings: unknown): string | undefined {
  const valid = { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [lonLatSquare(8.5, 9, 0.005)] } };
  const collection = { type: 'FeatureCollection', features: [valid, JSON.parse(polygonFile(rings)) as object] };
  return prepare(JSON.stringify(collection), 'f.geojson').refused[0]?.reason;
}

describe('refused field files, each with its message', () => {
  it('a corrupt zip: random bytes, a truncated archive', () => {
    expect(refusal(() => prepare(Buffer.from('this is not a zip at all, only text'), 'fields.zip'))).toBe(FIELD_MESSAGES.corruptZip);
    const archive = multiPolygonShapefileZip();
    expect(refusal(() => prepare(archive.subarray(0, archive.length - 40), 'fields.zip'))).toBe(FIELD_MESSAGES.corruptZip);
    expect(refusal(() => prepare(archive.subarray(0, 200), 'fields.zip'))).toBe(FIELD_MESSAGES.corruptZip);
  });

  it('a zip bomb: refused from its declared size before inflating, and when its headers lie, while inflating', () => {
    const honest = zipBomb();
    expect(honest.length).toBeLessThan(FIELD_LIMITS.maxFileBytes);
    expect(refusal(() => prepare(honest, 'bomb.zip'))).toBe(FIELD_MESSAGES.zipTooLarge);
    const lying = zipBomb(true);
    const before = process.memoryUsage().arrayBuffers;
    expect(refusal(() => prepare(lying, 'bomb.zip'))).toBe(FIELD_MESSAGES.zipTooLarge);
    // The inflater stopped at the declared size instead of producing the 60 MB.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(20 * 1024 * 1024);
  });

  it('a zip of too many entries is refused before any is read', () => {
    const entries = Array.from({ length: FIELD_LIMITS.maxZipEntries + 1 }, (_, index) => ({ name: `f${index}.txt`, data: Buffer.from('x') }));
    expect(refusal(() => readZip(zip(entries)))).toBe(FIELD_MESSAGES.zipTooLarge);
  });

  it('a zip without a shapefile, a KMZ without a KML', () => {
    const archive = zip([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    expect(refusal(() => prepare(archive, 'fields.zip'))).toBe(FIELD_MESSAGES.noShapefile);
    expect(refusal(() => prepare(archive, 'fields.kmz'))).toBe(FIELD_MESSAGES.noKml);
  });

  it('an empty file', () => {
    expect(refusal(() => prepare(Buffer.alloc(0), 'fields.geojson'))).toBe(FIELD_MESSAGES.emptyFile);
    expect(() => checkFile({ fileName: 'fields.kml', size: 0 })).toThrow(FIELD_MESSAGES.emptyFile);
  });

  it('a wrong extension, before the upload and in the parser', () => {
    for (const name of ['fields.pdf', 'fields.txt', 'fields', 'fields.shp.exe']) {
      expect(() => checkFile({ fileName: name, size: 10 })).toThrow(FIELD_MESSAGES.wrongExtension);
      expect(refusal(() => prepare(Buffer.from('x'), name))).toBe(FIELD_MESSAGES.wrongExtension);
    }
    expect(checkFile({ fileName: 'Fields.GeoJSON', size: 10 }).type).toBe('geojson');
  });

  it('a content type that does not match the extension', () => {
    expect(() => checkFile({ fileName: 'fields.kml', size: 10, contentType: 'image/png' })).toThrow(FIELD_MESSAGES.wrongContentType);
    expect(checkFile({ fileName: 'fields.kml', size: 10, contentType: 'application/vnd.google-earth.kml+xml' }).contentType).toBe(
      'application/vnd.google-earth.kml+xml',
    );
    expect(checkFile({ fileName: 'fields.zip', size: 10, contentType: '' }).contentType).toBe('application/zip');
  });

  it('a file over the 10 MB cap: refused before the upload, and by the parser', () => {
    const size = FIELD_LIMITS.maxFileBytes + 1;
    let error: unknown;
    try {
      checkFile({ fileName: 'fields.zip', size });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidError);
    expect((error as InvalidError).fields).toEqual({ upload: [FIELD_MESSAGES.tooLarge] });
    expect(refusal(() => prepare(Buffer.alloc(size, 32), 'fields.geojson'))).toBe(FIELD_MESSAGES.tooLarge);
  });

  it('a self-intersecting polygon is refused with where it crosses itself', () => {
    const file = prepare(selfIntersectingGeoJson(), 'bowtie.geojson');
    expect(file.fields).toEqual([]);
    expect(file.refused).toEqual([{ feature: 1, name: 'Bow tie', reason: FIELD_MESSAGES.selfIntersecting(8.665, 9.065) }]);
  });

  it('a file of points only', () => {
    expect(refusal(() => prepare(onlyPointsGeoJson(), 'wells.geojson'))).toBe(FIELD_MESSAGES.noPolygons);
  });

  it('invalid JSON, JSON that is not GeoJSON, invalid KML', () => {
    expect(refusal(() => prepare('{"type": "FeatureCollection", ', 'f.geojson'))).toBe(FIELD_MESSAGES.invalidJson);
    expect(refusal(() => prepare('{"hello": "world"}', 'f.json'))).toBe(FIELD_MESSAGES.notGeoJson);
    expect(refusal(() => prepare('<kml><Document><Placemark></kml>', 'f.kml'))).toBe(FIELD_MESSAGES.invalidKml);
    expect(refusal(() => prepare('<html><body/></html>', 'f.kml'))).toBe(FIELD_MESSAGES.invalidKml);
  });

  it('an unknown coordinate system', () => {
    const collection = { type: 'FeatureCollection', crs: { type: 'name', properties: { name: 'EPSG:2193' } }, features: [] };
    expect(refusal(() => prepare(JSON.stringify(collection), 'nz.geojson'))).toBe(FIELD_MESSAGES.unknownCrs('EPSG:2193'));
  });

  it('more than 500 features, more than 50,000 vertices', () => {
    const feature = { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [lonLatSquare(8.6, 9, 0.01)] } };
    const many = { type: 'FeatureCollection', features: Array.from({ length: 501 }, () => feature) };
    expect(refusal(() => prepare(JSON.stringify(many), 'many.geojson'))).toBe(FIELD_MESSAGES.tooManyFeatures);
    const circle = (lon: number): XY[] => {
      const ring = Array.from({ length: 9_000 }, (_, i): XY => [lon + 0.01 * Math.cos((2 * Math.PI * i) / 9_000), 9 + 0.01 * Math.sin((2 * Math.PI * i) / 9_000)]);
      return [...ring, ring[0] ?? [0, 0]];
    };
    const dense = {
      type: 'FeatureCollection',
      features: Array.from({ length: 6 }, (_, i) => ({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [circle(8 + i * 0.1)] } })),
    };
    expect(refusal(() => prepare(JSON.stringify(dense), 'dense.geojson'))).toBe(FIELD_MESSAGES.tooManyVertices);
  });

  it('a shapefile cut short or with parts that disagree: refused with the reason, never read as its first fields', () => {
    const squares = Array.from({ length: 10 }, (_, i) => [utmSquare(464_000 + i * 300, 1_004_000, 200)]);
    const file = shapefile(squares, squares.map((_, i) => ({ NAME: `Plot ${i + 1}` })));
    expect(prepare(zippedShapefile('farm', file, UTM_32N_PRJ), 'farm.zip').fields).toHaveLength(10);
    for (const cut of [300, 1_000]) {
      const cutShp = { ...file, shp: file.shp.subarray(0, cut) };
      const reason = refusal(() => prepare(zippedShapefile('farm', cutShp, UTM_32N_PRJ), 'farm.zip'));
      expect(english(reason)).toBe(english(FIELD_MESSAGES.damagedShapefile('farm.shp', `its .shp is cut short (${cut} of the ${file.shp.length} bytes its header declares)`)));
      // The same .shp uploaded alone.
      expect(english(refusal(() => prepare(cutShp.shp, 'farm.shp')))).toContain('is damaged: its .shp is cut short');
    }
    const fewerRows = shapefile(squares, squares.slice(0, 7).map((_, i) => ({ NAME: `Plot ${i + 1}` })));
    expect(english(refusal(() => prepare(zippedShapefile('farm', { ...file, dbf: fewerRows.dbf }, UTM_32N_PRJ), 'farm.zip')))).toBe(
      english(FIELD_MESSAGES.damagedShapefile('farm.shp', 'its .shp holds 10 records but its .dbf holds 7')),
    );
    expect(english(refusal(() => prepare(zippedShapefile('farm', { ...file, dbf: file.dbf.subarray(0, 300) }, UTM_32N_PRJ), 'farm.zip')))).toContain(
      'its .dbf is cut short',
    );
    const fewerShapes = shapefile(squares.slice(0, 4));
    expect(english(refusal(() => prepare(zippedShapefile('farm', { ...file, shx: fewerShapes.shx }, UTM_32N_PRJ), 'farm.zip')))).toBe(
      english(FIELD_MESSAGES.damagedShapefile('farm.shp', 'its .shp holds 10 records but its .shx indexes 4')),
    );
  });

  it('a parser library failure is not a refusal: it is left to the queue (retries, then the dead-letter queue)', () => {
    let error: unknown;
    try {
      prepare(poisonShapefile(), 'poison.shp');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(FileRefused);
  });
});

describe('refused polygons, each with its reason', () => {
  const square = lonLatSquare(8.66, 9.06, 0.005);

  it('an unclosed ring, a ring of fewer than 4 points', () => {
    expect(reasonFor([square.slice(0, 4)])).toBe(FIELD_MESSAGES.ringNotClosed(1));
    expect(reasonFor([[square[0], square[1], square[0]]])).toBe(FIELD_MESSAGES.ringTooShort(1));
    expect(reasonFor([square, lonLatSquare(8.661, 9.061, 0.001).slice(0, 4)])).toBe(FIELD_MESSAGES.ringNotClosed(2));
  });

  it('coordinates out of range or not numbers', () => {
    const far = square.map(([lon, lat]): XY => [lon + 200, lat]);
    expect(reasonFor([far])).toBe(FIELD_MESSAGES.coordinatesOutOfRange);
    expect(reasonFor([square.map(([lon]) => [lon, 'north'])])).toBe(FIELD_MESSAGES.coordinatesNotNumbers);
  });

  it('an area under 0.01 ha or over 10,000 ha', () => {
    expect(english(reasonFor([lonLatSquare(8.66, 9.06, 0.00008)]))).toMatch(/^its area 0\.00\d\d ha is below the minimum of 0\.01 ha$/);
    expect(english(reasonFor([lonLatSquare(8.0, 9.0, 1.5)]))).toMatch(/is above the maximum of 10,000 ha$/);
  });

  it('a hole outside its boundary', () => {
    expect(reasonFor([square, [...lonLatSquare(8.7, 9.1, 0.001)].reverse()])).toBe(FIELD_MESSAGES.holeOutside(1));
  });

  it('more than 10,000 vertices in one field', () => {
    const ring = Array.from({ length: 10_001 }, (_, i): XY => [8.6 + 0.01 * Math.cos((2 * Math.PI * i) / 10_001), 9 + 0.01 * Math.sin((2 * Math.PI * i) / 10_001)]);
    expect(reasonFor([[...ring, ring[0]]])).toBe(FIELD_MESSAGES.tooManyFieldVertices(10_001));
  });

  it('keeps the valid polygons of a file and lists the refused ones', () => {
    const collection = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: 'Good' }, geometry: { type: 'Polygon', coordinates: [square] } },
        JSON.parse(selfIntersectingGeoJson()) as object,
      ],
    };
    const file = prepare(JSON.stringify(collection), 'two.geojson');
    expect(file.fields.map((field) => field.name)).toEqual(['Good']);
    expect(file.refused.map((note) => [note.feature, note.name])).toEqual([[2, 'Bow tie']]);
  });
});
