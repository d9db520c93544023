import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import type { ImageryField } from '../../../functions/core/imagery/field-shape';
import {
  forgetTileSigningKey,
  signedTileUrl,
  tileExpiry,
  tilePng,
  tileSignature,
  tileSigningKey,
  tileSigningKeys,
  verifyTileSignature,
  type TileGrant,
} from '../../../functions/core/imagery/tiles';
import { ForbiddenError, NotFoundError } from '../../../functions/core/errors';
import { forgetConfig } from '../../../functions/core/config';
import { forgetSecrets } from '../../../functions/core/secrets';
import { db } from '../../../functions/core/db/service';

/**
 * Tile URLs carry an HMAC-SHA256 over field, index, date, boundary version and expiry, with the stage's key from
 * Secrets Manager (rotated there). Any change to a signed part, a key the stage never had, or an expired URL, is
 * refused before anything is read; a link made with the key a rotation just replaced still works.
 */
const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:111111111111:secret:fieldwatch-tiles-AbCdEf';
beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.AWS_REGION = 'us-east-1';
  process.env.TILE_SIGNING_SECRET = SECRET_ARN;
  forgetConfig();
});

const ddb = mockClient(DynamoDBDocumentClient);
const secrets = mockClient(SecretsManagerClient);
beforeEach(() => {
  forgetSecrets();
  forgetTileSigningKey();
});
afterEach(() => {
  ddb.reset();
  secrets.reset();
  vi.useRealTimers();
});

const KEY_TEXT = 'k'.repeat(64);
const KEY = Buffer.from(KEY_TEXT);
const NEW_KEY_TEXT = 'n'.repeat(64);
const NEW_KEY = Buffer.from(NEW_KEY_TEXT);
const GRANT: TileGrant = { fieldId: '01FIELD', index: 'NDVI', date: '2025-07-23', v: 'abc', u: 'user-1', exp: 1_900_001_800 };
const NOW = 1_900_000_000_000;

const notFound = () => Object.assign(new Error("Secrets Manager can't find the specified secret value for staging label: AWSPREVIOUS"), { name: 'ResourceNotFoundException' });

/** The stage's secret: AWSCURRENT, and AWSPREVIOUS once a rotation happened. */
function secretHolds(current: string, previous?: string): void {
  secrets.reset();
  secrets.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).resolves({ SecretString: current });
  secrets.on(GetSecretValueCommand, { SecretId: SECRET_ARN, VersionStage: 'AWSPREVIOUS' }).callsFake(() => {
    if (previous === undefined) throw notFound();
    return { SecretString: previous };
  });
}

describe('tile signatures', () => {
  it('accepts the signature of exactly the granted tile set, before its expiry', () => {
    const sig = tileSignature(KEY, GRANT);
    expect(sig).toMatch(/^[\w-]{43}$/);
    expect(() => verifyTileSignature({ current: KEY }, GRANT, sig, NOW)).not.toThrow();
  });

  it.each([
    ['another field', { fieldId: '01OTHER' }],
    ['another index', { index: 'NDMI' }],
    ['another date', { date: '2025-07-28' }],
    ['another boundary version', { v: 'abd' }],
    ['another holder', { u: 'user-2' }],
    ['a later expiry', { exp: GRANT.exp + 86_400 }],
  ] as const)('refuses %s', (_, change) => {
    const sig = tileSignature(KEY, GRANT);
    expect(() => verifyTileSignature({ current: KEY }, { ...GRANT, ...change }, sig, NOW)).toThrow(new ForbiddenError('The tile link is not valid.'));
  });

  it('refuses a signature made with another key, a truncated one, and an expired URL', () => {
    expect(() => verifyTileSignature({ current: KEY }, GRANT, tileSignature(Buffer.alloc(32, 8), GRANT), NOW)).toThrow(ForbiddenError);
    expect(() => verifyTileSignature({ current: KEY }, GRANT, tileSignature(KEY, GRANT).slice(0, 20), NOW)).toThrow(ForbiddenError);
    expect(() => verifyTileSignature({ current: KEY }, GRANT, tileSignature(KEY, GRANT), GRANT.exp * 1000)).toThrow(new ForbiddenError('The tile link has expired.'));
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
    expect(() => verifyTileSignature({ current: KEY }, long, tileSignature(KEY, long), NOW)).toThrow(new ForbiddenError('The tile link has expired.'));
  });
});

describe('a rotation of the key', () => {
  it('still accepts a link signed with the key the last rotation replaced, and signs new links with the new key', () => {
    const rotated = { current: NEW_KEY, previous: KEY };
    expect(() => verifyTileSignature(rotated, GRANT, tileSignature(KEY, GRANT), NOW)).not.toThrow();
    expect(() => verifyTileSignature(rotated, GRANT, tileSignature(NEW_KEY, GRANT), NOW)).not.toThrow();
  });

  it('refuses a link signed with a key the stage does not hold (older than the previous, or never its own)', () => {
    const rotated = { current: NEW_KEY, previous: KEY };
    const unknown = tileSignature(Buffer.from('u'.repeat(64)), GRANT);
    expect(() => verifyTileSignature(rotated, GRANT, unknown, NOW)).toThrow(new ForbiddenError('The tile link is not valid.'));
    expect(() => verifyTileSignature({ current: NEW_KEY }, GRANT, tileSignature(KEY, GRANT), NOW)).toThrow(new ForbiddenError('The tile link is not valid.'));
  });

  it('does not let the previous key make an expired link valid', () => {
    const rotated = { current: NEW_KEY, previous: KEY };
    expect(() => verifyTileSignature(rotated, GRANT, tileSignature(KEY, GRANT), GRANT.exp * 1000)).toThrow(new ForbiddenError('The tile link has expired.'));
  });
});

describe('the signing keys', () => {
  it('are AWSCURRENT and AWSPREVIOUS of the secret TILE_SIGNING_SECRET names, read once per container for a few minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    secretHolds(NEW_KEY_TEXT, KEY_TEXT);
    expect(await tileSigningKeys()).toEqual({ current: NEW_KEY, previous: KEY });
    expect(await tileSigningKey()).toEqual(NEW_KEY);
    const reads = secrets.commandCalls(GetSecretValueCommand).map((call) => call.args[0].input);
    expect(reads).toEqual(expect.arrayContaining([{ SecretId: SECRET_ARN }, { SecretId: SECRET_ARN, VersionStage: 'AWSPREVIOUS' }]));
    expect(reads).toHaveLength(2);

    vi.setSystemTime(NOW + 4 * 60_000);
    await tileSigningKeys();
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
    // After a rotation, every container signs with the new key within minutes.
    secretHolds('r'.repeat(64), NEW_KEY_TEXT);
    vi.setSystemTime(NOW + 5 * 60_000);
    expect(await tileSigningKey()).toEqual(Buffer.from('r'.repeat(64)));
  });

  it('are no longer kept in the table', () => {
    expect(Object.keys(db().entities)).not.toContain('tileSigningKey');
  });

  it('are the current key alone before the first rotation', async () => {
    secretHolds(KEY_TEXT);
    expect(await tileSigningKeys()).toEqual({ current: KEY });
  });

  it('fail, and are read again next time, when the secret cannot be read', async () => {
    secrets.on(GetSecretValueCommand).rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));
    await expect(tileSigningKeys()).rejects.toThrow(/could not be read/);
    secretHolds(KEY_TEXT);
    expect(await tileSigningKeys()).toEqual({ current: KEY });
  });

  it('are read again when a link verifies with neither kept key: another container may have seen a rotation first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    secretHolds(KEY_TEXT);
    ddb.on(GetCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    await tileSigningKeys();
    secretHolds(NEW_KEY_TEXT, KEY_TEXT);
    const sig = tileSignature(NEW_KEY, GRANT);
    // Just read: a link no kept key verifies is refused without reading again (bad links cannot flood Secrets Manager).
    await expect(tilePng({ ...GRANT, sig, z: 15, x: 1, y: 2 }, { now: NOW })).rejects.toThrow(new ForbiddenError('The tile link is not valid.'));
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
    // Half a minute on, the link of the rotated key gets its tile (here: no field, so not found, past the signature).
    vi.setSystemTime(NOW + 30_000);
    await expect(tilePng({ ...GRANT, sig, z: 15, x: 1, y: 2 }, { now: NOW })).rejects.toThrow(NotFoundError);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
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
    secretHolds(KEY_TEXT);
    const answer = await signedTileUrl(field, 'NDVI', '2025-07-23', 'user-1', NOW);
    const url = new URL(answer.url.replace('{z}/{x}/{y}', '15/1/2'), 'https://app.example');
    expect(url.pathname).toBe('/tiles/01FIELD/NDVI/2025-07-23/15/1/2');
    const grant = { ...GRANT, exp: Number(url.searchParams.get('exp')) };
    expect(url.searchParams.get('v')).toBe('abc');
    expect(url.searchParams.get('u')).toBe('user-1');
    expect(() => verifyTileSignature({ current: KEY }, grant, url.searchParams.get('sig') as string, NOW)).not.toThrow();
    expect(answer.bounds).toEqual([[9.08, 8.67], [9.09, 8.68]]);
    expect(answer).toMatchObject({ tileSize: 256, minZoom: 8, maxZoom: 20 });
  });

  it('refuses a bad signature before reading the field or the imagery, and an impossible tile as not found', async () => {
    secretHolds(KEY_TEXT);
    await expect(tilePng({ ...GRANT, sig: 'nope', z: 15, x: 1, y: 2 }, { now: NOW })).rejects.toThrow(ForbiddenError);
    // Only the keys were read: not the field, not the imagery.
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
    await expect(tilePng({ ...GRANT, sig: tileSignature(KEY, GRANT), z: 3, x: 9, y: 2 }, { now: NOW })).rejects.toThrow(NotFoundError);
  });
});
