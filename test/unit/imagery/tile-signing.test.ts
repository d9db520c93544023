import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import type { ImageryField } from '../../../functions/core/imagery/field-shape';
import {
  forgetTileSigningKey,
  signedTileUrl,
  tileExpiry,
  tilePng,
  tileSignature,
  tileSigningKey,
  verifyTileSignature,
  type TileGrant,
} from '../../../functions/core/imagery/tiles';
import { ForbiddenError, NotFoundError } from '../../../functions/core/errors';

/**
 * Tile URLs carry an HMAC-SHA256 over field, index, date, boundary version and expiry, with a per-stage random
 * key kept in the table (created once by a conditional put). Any change to a signed part, or an expired URL, is
 * refused before anything is read.
 */
beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.AWS_REGION = 'us-east-1';
});

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => {
  ddb.reset();
  forgetTileSigningKey();
});

const KEY = Buffer.alloc(32, 7);
const GRANT: TileGrant = { fieldId: '01FIELD', index: 'NDVI', date: '2025-07-23', v: 'abc', exp: 1_900_001_800 };
const NOW = 1_900_000_000_000;

const keyItem = (secret: string) => ({ Item: { pk: 'KEY#tiles', sk: 'KEY', name: 'tiles', secret, createdAt: '2026-01-01T00:00:00.000Z', __edb_e__: 'tileSigningKey', __edb_v__: '1' } });

describe('tile signatures', () => {
  it('accepts the signature of exactly the granted tile set, before its expiry', () => {
    const sig = tileSignature(KEY, GRANT);
    expect(sig).toMatch(/^[\w-]{43}$/);
    expect(() => verifyTileSignature(KEY, GRANT, sig, NOW)).not.toThrow();
  });

  it.each([
    ['another field', { fieldId: '01OTHER' }],
    ['another index', { index: 'NDMI' }],
    ['another date', { date: '2025-07-28' }],
    ['another boundary version', { v: 'abd' }],
    ['a later expiry', { exp: GRANT.exp + 86_400 }],
  ] as const)('refuses %s', (_, change) => {
    const sig = tileSignature(KEY, GRANT);
    expect(() => verifyTileSignature(KEY, { ...GRANT, ...change }, sig, NOW)).toThrow(new ForbiddenError('The tile link is not valid.'));
  });

  it('refuses a signature made with another key, a truncated one, and an expired URL', () => {
    expect(() => verifyTileSignature(KEY, GRANT, tileSignature(Buffer.alloc(32, 8), GRANT), NOW)).toThrow(ForbiddenError);
    expect(() => verifyTileSignature(KEY, GRANT, tileSignature(KEY, GRANT).slice(0, 20), NOW)).toThrow(ForbiddenError);
    expect(() => verifyTileSignature(KEY, GRANT, tileSignature(KEY, GRANT), GRANT.exp * 1000)).toThrow(new ForbiddenError('The tile link has expired.'));
  });

  it('lets URLs live an hour at most, rounded to a quarter hour so a map keeps the same URLs for a while', () => {
    const start = Date.UTC(2026, 10, 23, 6, 0, 1);
    const later = Date.UTC(2026, 10, 23, 6, 14, 59);
    expect(tileExpiry(start)).toBe(tileExpiry(later));
    expect(tileExpiry(start) % 900).toBe(0);
    for (const now of [start, later]) {
      const ahead = tileExpiry(now) - now / 1000;
      expect(ahead).toBeGreaterThanOrEqual(45 * 60);
      expect(ahead).toBeLessThanOrEqual(60 * 60);
    }
  });

  it('refuses a link signed to live longer than an hour', () => {
    const long = { ...GRANT, exp: Math.floor(NOW / 1000) + 7 * 86_400 };
    expect(() => verifyTileSignature(KEY, long, tileSignature(KEY, long), NOW)).toThrow(new ForbiddenError('The tile link has expired.'));
  });
});

describe('the signing key', () => {
  it('is read from the table once per container', async () => {
    ddb.on(GetCommand).resolves(keyItem(KEY.toString('base64')));
    expect(await tileSigningKey()).toEqual(KEY);
    expect(await tileSigningKey()).toEqual(KEY);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1);
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input).toMatchObject({ ConsistentRead: true });
  });

  it('is created with a conditional put when the stage has none yet', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    const key = await tileSigningKey();
    expect(key).toHaveLength(32);
    const put = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.ConditionExpression).toContain('attribute_not_exists');
    expect(Buffer.from(String(put?.Item?.secret), 'base64').equals(key)).toBe(true);
  });

  it('uses the key another function created first when the conditional put loses', async () => {
    ddb.on(GetCommand).resolvesOnce({}).resolves(keyItem(KEY.toString('base64')));
    ddb.on(PutCommand).rejects(Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }));
    expect(await tileSigningKey()).toEqual(KEY);
  });
});

describe('signed tile URLs and the tile route', () => {
  const field: ImageryField = {
    teamId: 'T1',
    fieldId: '01FIELD',
    name: 'North Maize',
    shape: parseFieldGeometry({ type: 'Polygon', coordinates: [[[8.67, 9.08], [8.68, 9.08], [8.68, 9.09], [8.67, 9.09], [8.67, 9.08]]] }),
    boundaryHash: 'abc',
    centroid: [8.675, 9.085],
  };

  it('gives a Leaflet template on the app origin whose signature verifies, with the field bounds', async () => {
    ddb.on(GetCommand).resolves(keyItem(KEY.toString('base64')));
    const answer = await signedTileUrl(field, 'NDVI', '2025-07-23', NOW);
    const url = new URL(answer.url.replace('{z}/{x}/{y}', '15/1/2'), 'https://app.example');
    expect(url.pathname).toBe('/tiles/01FIELD/NDVI/2025-07-23/15/1/2');
    const grant = { ...GRANT, exp: Number(url.searchParams.get('exp')) };
    expect(url.searchParams.get('v')).toBe('abc');
    expect(() => verifyTileSignature(KEY, grant, url.searchParams.get('sig') as string, NOW)).not.toThrow();
    expect(answer.bounds).toEqual([[9.08, 8.67], [9.09, 8.68]]);
    expect(answer).toMatchObject({ tileSize: 256, minZoom: 8, maxZoom: 20 });
  });

  it('refuses a bad signature before reading the field or the imagery, and an impossible tile as not found', async () => {
    ddb.on(GetCommand).resolves(keyItem(KEY.toString('base64')));
    await expect(tilePng({ ...GRANT, sig: 'nope', z: 15, x: 1, y: 2 }, { now: NOW })).rejects.toThrow(ForbiddenError);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1); // the key only
    await expect(tilePng({ ...GRANT, sig: tileSignature(KEY, GRANT), z: 3, x: 9, y: 2 }, { now: NOW })).rejects.toThrow(NotFoundError);
  });
});
