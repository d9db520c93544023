import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPlaces } from '../../functions/core/fields/place-search';
import { dynamoPlaceCache, dynamoRateGate, placeSearchDeps } from '../../functions/core/fields/place-search-store';

/**
 * The place search's shared state in the local stage's DynamoDB (the workers inherit the stage's endpoints and
 * table name): the answer cache and the one-request-per-second gate, behind a local Nominatim stand-in.
 */
const hits: string[] = [];
const nominatim = http.createServer((req, res) => {
  hits.push(`${req.url} ${req.headers['user-agent']}`);
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
