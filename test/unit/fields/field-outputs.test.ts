import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { CSV_HEADER, fieldsAsCsv, fieldsAsGeoJson } from '../../../functions/core/fields/field-export';
import { decodeRings, encodeRings } from '../../../functions/core/fields/polyline';
import { parseUploadKey, uploadKey } from '../../../functions/core/fields/upload-storage';
import { parseMultipart } from '../../../functions/lib/multipart-form';
import { translateText } from '../../../functions/core/i18n/translate';
import type { UploadJobItem } from '../../../functions/core/db/field-entities';
import { toFieldUpload } from '../../../functions/core/fields/upload-jobs';
import type { Field } from '../../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../../shared/domain/fields';

const field = (name: string, group = 'All'): Field => ({
  id: '01F',
  name,
  group_name: group,
  location: null,
  state: null,
  lga: null,
  size: 12.5,
  centroid: [8.6775, 9.0788],
  coordinates: [
    [8.67, 9.07],
    [8.68, 9.07],
    [8.68, 9.08],
    [8.67, 9.07],
  ],
  holes: [],
  crop_season: [],
  anchor: null,
  performance_percentage: null,
  ndvi_average: null,
  team: 'T1',
  upload: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('exports', () => {
  it('writes a CSV of name, group, area, centroid and WKT', () => {
    const [header, row, end] = fieldsAsCsv([field('North')]).split('\r\n');
    expect(header).toBe(CSV_HEADER.join(','));
    expect(row).toBe('North,All,12.50,9.0788,8.6775,"POLYGON ((8.67 9.07, 8.68 9.07, 8.68 9.08, 8.67 9.07))"');
    expect(end).toBe('');
  });

  it('quotes commas and quotes, and defuses text a spreadsheet would run as a formula', () => {
    const [, row] = fieldsAsCsv([field('=HYPERLINK("x")', 'A, "B"')]).split('\r\n');
    expect(row?.startsWith(`"'=HYPERLINK(""x"")","A, ""B""",12.50,`)).toBe(true);
  });

  it('writes the holes into the WKT and the GeoJSON', () => {
    const hole: [number, number][] = [
      [8.672, 9.071],
      [8.673, 9.072],
      [8.673, 9.071],
      [8.672, 9.071],
    ];
    const withHole = { ...field('Pond'), holes: [hole] };
    expect(fieldsAsCsv([withHole])).toContain('"POLYGON ((8.67 9.07, 8.68 9.07, 8.68 9.08, 8.67 9.07), (8.672 9.071, 8.673 9.072, 8.673 9.071, 8.672 9.071))"');
    const collection = JSON.parse(fieldsAsGeoJson([withHole])) as { features: { geometry: { coordinates: unknown[] } }[] };
    expect(collection.features[0]?.geometry.coordinates).toEqual([withHole.coordinates, hole]);
  });

  it('writes a GeoJSON FeatureCollection', () => {
    const collection = JSON.parse(fieldsAsGeoJson([field('North')])) as { type: string; features: { properties: object; geometry: object }[] };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features[0]?.properties).toEqual({ id: '01F', name: 'North', group_name: 'All', size_ha: 12.5, centroid: [8.6775, 9.0788] });
    expect(collection.features[0]?.geometry).toEqual({ type: 'Polygon', coordinates: [field('North').coordinates] });
  });
});

describe('stored boundaries', () => {
  it('round-trip through encoded polylines at 1e-7 degree, holes and negative coordinates included', () => {
    const rings: [number, number][][] = [
      [
        [-93.8906407, 40.7015043],
        [-93.8902277, 40.7012277],
        [-93.8894445, 40.7001053],
        [-93.8906407, 40.7015043],
      ],
      [
        [179.9999999, -89.9999999],
        [-179.9999999, 89.9999999],
        [0, 0],
        [179.9999999, -89.9999999],
      ],
    ];
    const text = encodeRings(rings);
    expect(text).not.toMatch(/[^\x3f-\x7e ]/);
    expect(decodeRings(text)).toEqual(rings);
  });

  it('take about a third of the room JSON takes', () => {
    const ring = Array.from({ length: 50 }, (_, i): [number, number] => [
      Math.round((8.6 + 0.001 * Math.cos(i / 8)) * 1e7) / 1e7,
      Math.round((9.0 + 0.001 * Math.sin(i / 8)) * 1e7) / 1e7,
    ]);
    expect(encodeRings([ring]).length).toBeLessThan(JSON.stringify(ring).length / 2.5);
  });
});

describe('upload keys', () => {
  it('are ids and an extension only, and read back URL-encoded or not', () => {
    const key = uploadKey('01TEAM', '01UPLOAD', 'geojson');
    expect(key).toBe('uploads/01TEAM/01UPLOAD.geojson');
    expect(parseUploadKey(key)).toEqual({ key, teamId: '01TEAM', uploadId: '01UPLOAD', type: 'geojson' });
    expect(parseUploadKey(encodeURIComponent(key))).toEqual({ key, teamId: '01TEAM', uploadId: '01UPLOAD', type: 'geojson' });
    expect(parseUploadKey('uploads/../x.zip')).toBeNull();
    expect(parseUploadKey('other/01TEAM/01UPLOAD.zip')).toBeNull();
  });
});

describe('multipart forms', () => {
  const boundary = '----formboundary7MA4YWxk';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="team"\r\n\r\n42\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="group_name"\r\n\r\nAll\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="farm \\"1\\".zip"\r\nContent-Type: application/zip\r\n\r\n`),
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x0d, 0x0a, 0x00, 0xff]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const event = (encoded: boolean) =>
    ({
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: encoded ? body.toString('base64') : body.toString('utf8'),
      isBase64Encoded: encoded,
    }) as unknown as APIGatewayProxyEventV2;

  it('reads fields and a binary file from a base64 body', () => {
    const form = parseMultipart(event(true));
    expect(form.fields).toEqual({ team: '42', group_name: 'All' });
    expect(form.files).toHaveLength(1);
    expect(form.files[0]).toMatchObject({ field: 'upload', fileName: 'farm "1".zip', contentType: 'application/zip' });
    expect([...(form.files[0]?.data ?? [])]).toEqual([0x50, 0x4b, 0x03, 0x04, 0x0d, 0x0a, 0x00, 0xff]);
  });

  it('refuses a body that is not multipart, saying so in the caller\'s language', () => {
    let refusal: unknown;
    try {
      parseMultipart({ headers: { 'content-type': 'application/json' }, body: '{}' } as unknown as APIGatewayProxyEventV2);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Error);
    expect(translateText('en', (refusal as Error).message)).toContain('multipart/form-data');
  });
});

describe('upload jobs as the user reads them', () => {
  const job: UploadJobItem = {
    teamId: 'T1',
    uploadId: 'U1',
    fileName: 'farm.zip',
    objectKey: 'uploads/T1/U1.zip',
    sizeBytes: 10,
    groupName: 'All',
    fallbackName: 'farm',
    createdBy: 'user-1',
    status: 'processing',
    message: FIELD_MESSAGES.uploadStarted,
    refused: [{ feature: 2, reason: 'ring 1 is not closed (its first and last points differ)' }],
    skipped: [],
    fieldIds: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const at = (minutes: number) => Date.parse(job.updatedAt) + minutes * 60_000;

  it('shows committing as processing, and refused features without a name as null', () => {
    expect(toFieldUpload({ ...job, status: 'committing' }, at(1))).toMatchObject({ status: 'processing', refused: [{ feature: 2, name: null }] });
  });

  it('reads as failed once every delivery of its message has had its time', () => {
    // 3 deliveries, each hidden 720 s (6x the parser's 120 s timeout), and a last run of the parser: 38 minutes.
    expect(toFieldUpload(job, at(37)).status).toBe('processing');
    expect(toFieldUpload(job, at(39))).toMatchObject({ status: 'failed', message: FIELD_MESSAGES.processingFailed });
    expect(toFieldUpload({ ...job, status: 'succeeded' }, at(60)).status).toBe('succeeded');
  });
});
