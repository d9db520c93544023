import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { forgetConfig, placeSearchSettings } from '../../functions/core/config';
import { db } from '../../functions/core/db/service';
import { placeAttributes } from '../../functions/core/fields/admin-areas';
import { drawField, editField } from '../../functions/core/fields/field-edits';
import { fieldsById } from '../../functions/core/fields/field-store';
import { searchPlaces } from '../../functions/core/fields/place-search';
import { dynamoPlaceCache, dynamoRateGate, placeSearchDeps } from '../../functions/core/fields/place-search-store';
import { checkPolygon } from '../../functions/core/fields/polygon-rules';
import { commitUpload, fieldIdOf } from '../../functions/core/fields/upload-commit';
import { createUploadJob, startProcessing } from '../../functions/core/fields/upload-jobs';
import { PROVIDER_ENV } from '../../shared/platform';
import { DrawFieldBody } from '../../shared/api/schemas/fields';
import { lonLatSquare } from '../fixtures/field-files';
import { newOwner, type Owner } from '../support/teams';

/**
 * The place search's shared state in the local stage's DynamoDB (the workers inherit the stage's endpoints and
 * table name): the answer cache and the one-request-per-second gate, behind a local Nominatim stand-in. The
 * reverse lookup of a field's place name is off on the local stage; these tests turn it on in their own process,
 * against the stand-in, and write fields through the same domain code the draw, update and parser functions run.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const hits: string[] = [];
let reverseAnswer: { status: number; body: unknown } = { status: 200, body: { error: 'Unable to geocode' } };
const nominatim = http.createServer((req, res) => {
  hits.push(`${req.url} ${req.headers['user-agent']}`);
  if (req.url?.startsWith('/reverse')) {
    res.writeHead(reverseAnswer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reverseAnswer.body));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify([{ display_name: 'Jos, Plateau, Nigeria', lat: '9.8965', lon: '8.8583', boundingbox: ['9.7', '10.0', '8.7', '9.0'], category: 'place', type: 'city' }]));
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => nominatim.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(nominatim.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => nominatim.close(() => resolve())));

describe('place search state in DynamoDB', () => {
  it('lets one call through per second across callers', async () => {
    const gate = dynamoRateGate(`test-${Date.now()}`);
    expect(await gate.take(1000)).toBe(0);
    const wait = await gate.take(1000);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1000);
    // Sleeping is the behaviour under test: the gate opens again once the wait it announced has passed.
    await new Promise((resolve) => setTimeout(resolve, wait + 10));
    expect(await gate.take(1000)).toBe(0);
  });

  it('searches once, then answers from the table cache; the request names the app', async () => {
    const deps = { ...placeSearchDeps(), baseUrl };
    const query = `Jos ${Date.now()}`;
    const first = await searchPlaces(query, deps);
    expect(first.results[0]).toMatchObject({ name: 'Jos, Plateau, Nigeria', lat: 9.8965, lon: 8.8583, bbox: [8.7, 9.7, 9, 10] });
    expect(await searchPlaces(query.toUpperCase(), deps)).toEqual(first);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatch(/^\/search\?q=jos\+\d+&format=jsonv2.* FieldWatch\/\S+ \(farm field monitoring/);
    expect(await dynamoPlaceCache.get(query.toLowerCase())).toEqual(first);
  });
});

/** Until the shared Nominatim gate lets the next call through (without taking it). */
async function gateOpen(): Promise<void> {
  const { data } = await db().entities.rateGate.get({ gate: 'nominatim' }).go();
  const wait = (data?.nextAt ?? 0) - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 20));
}

/** The place attributes the offline lookup gives a stored field's centre. */
const offlineOf = ({ centroid: [lon = 0, lat = 0] }: { centroid: number[] }) => placeAttributes([lon, lat]);
const reverseHits = () => hits.filter((hit) => hit.startsWith('/reverse'));
const stored = async (teamId: string, fieldId: string) => (await fieldsById(teamId, [fieldId]))[0];

describe('a field’s place name refined by Nominatim’s reverse lookup', () => {
  const saved: Record<string, string | undefined> = {};
  let owner: Owner;
  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'reverse');
    for (const name of [PROVIDER_ENV.placeSearchUrl, PROVIDER_ENV.placeSearchReverseLocation]) saved[name] = process.env[name];
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    forgetConfig();
  });

  it('is off on the local stage, which has no network', () => {
    forgetConfig();
    expect(placeSearchSettings().reverseLocation).toBe(false);
    process.env[PROVIDER_ENV.placeSearchUrl] = baseUrl;
    process.env[PROVIDER_ENV.placeSearchReverseLocation] = 'true';
    forgetConfig();
    expect(placeSearchSettings().reverseLocation).toBe(true);
  });

  it('names a drawn field after the village Nominatim gives, and a reshaped one after its new place; state and LGA stay offline', async () => {
    reverseAnswer = { status: 200, body: { address: { village: 'Standin Village', county: 'Standin County', state: 'Standin State' } } };
    await gateOpen();
    const drawn = await drawField(owner.teamId, DrawFieldBody.parse({ name: 'Refined', coordinates: lonLatSquare(8.67, 9.07, 0.005) }));
    const offline = offlineOf(drawn);
    expect(offline.location).toBeTruthy();
    expect(offline.location).not.toBe('Standin Village');
    expect(drawn).toMatchObject({ location: 'Standin Village', state: offline.state, lga: offline.lga });
    expect(await stored(owner.teamId, drawn.fieldId)).toMatchObject({ location: 'Standin Village', state: offline.state, lga: offline.lga });
    expect(reverseHits()).toHaveLength(1);
    expect(reverseHits()[0]).toMatch(/^\/reverse\?lat=9\.07&lon=8\.67&format=jsonv2&zoom=14&accept-language=en FieldWatch\/\S+ \(farm field monitoring/);

    reverseAnswer = { status: 200, body: { address: { town: 'Standin Town', state: 'Standin State' } } };
    await gateOpen();
    const reshaped = await editField(owner.teamId, drawn.fieldId, { coordinates: lonLatSquare(7.45, 9.05, 0.005) });
    const moved = offlineOf(reshaped);
    expect(reshaped).toMatchObject({ location: 'Standin Town', state: moved.state, lga: moved.lga });
    expect(reverseHits()).toHaveLength(2);
    // A rename keeps the place name without asking again.
    expect(await editField(owner.teamId, drawn.fieldId, { name: 'Renamed' })).toMatchObject({ name: 'Renamed', location: 'Standin Town' });
    expect(reverseHits()).toHaveLength(2);
  });

  it('still saves a drawn field, with the offline place name, when Nominatim fails', async () => {
    reverseAnswer = { status: 500, body: { error: 'down' } };
    await gateOpen();
    const drawn = await drawField(owner.teamId, DrawFieldBody.parse({ name: 'Offline', coordinates: lonLatSquare(8.5, 12.0, 0.005) }));
    expect(reverseHits()).toHaveLength(3);
    const offline = offlineOf(drawn);
    expect(offline.location).toBeTruthy();
    expect(await stored(owner.teamId, drawn.fieldId)).toMatchObject({ location: offline.location, state: offline.state, lga: offline.lga });
  });

  it('keeps the offline place names of an uploaded file’s fields, without asking Nominatim', async () => {
    reverseAnswer = { status: 200, body: { address: { village: 'Standin Village' } } };
    await gateOpen();
    const uploadId = `reverse${Date.now()}`;
    const job = await createUploadJob({
      teamId: owner.teamId,
      uploadId,
      fileName: 'farm.geojson',
      objectKey: `uploads/${owner.teamId}/${uploadId}.geojson`,
      sizeBytes: 1000,
      groupName: 'All',
      fallbackName: 'farm',
      createdBy: owner.session.sub,
    });
    expect(await startProcessing(job, 'etag-1')).toBe(true);
    const squares = [lonLatSquare(7.1, 8.9, 0.004), lonLatSquare(6.6, 9.6, 0.004)];
    const fields = squares.map((ring, index) => {
      const check = checkPolygon([ring]);
      if (!check.ok) throw new Error(check.reason);
      return { feature: index + 1, name: `Plot ${index + 1}`, groupName: 'All', polygon: check.polygon, areaHa: check.areaHa, centroid: check.centroid };
    });
    const outcome = await commitUpload({ ...job, status: 'processing', etag: 'etag-1' }, { fields, refused: [], skipped: [], duplicates: [], polygonCount: 2 });
    expect(outcome).toBe('succeeded');
    const written = await fieldsById(owner.teamId, [fieldIdOf(uploadId, 0), fieldIdOf(uploadId, 1)]);
    expect(written).toHaveLength(2);
    for (const field of written) {
      const offline = offlineOf(field);
      expect(offline.location).toBeTruthy();
      expect(field).toMatchObject({ location: offline.location, state: offline.state, lga: offline.lga });
    }
    expect(reverseHits()).toHaveLength(3);
  });
});
