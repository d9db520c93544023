import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OSM_ATTRIBUTION,
  ServiceUnavailable,
  searchPlaces,
  type PlaceCache,
  type PlaceSearchDeps,
  type RateGate,
} from '../../../functions/core/fields/place-search';
import { toHttpError } from '../../../functions/lib/errors';
import type { PlaceSearchResult } from '../../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../../shared/domain/fields';

/** A local stand-in for Nominatim's /search that records what it was asked. */
const requests: { url: string; userAgent: string; at: number }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: [] };
const server = http.createServer((req, res) => {
  requests.push({ url: req.url ?? '', userAgent: req.headers['user-agent'] ?? '', at: Date.now() });
  res.writeHead(answer.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(answer.body));
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ABUJA = {
  place_id: 1,
  display_name: 'Abuja, Federal Capital Territory, Nigeria',
  lat: '9.0643305',
  lon: '7.4892974',
  boundingbox: ['8.9', '9.2', '7.3', '7.6'],
  category: 'boundary',
  type: 'administrative',
};

function memoryCache(): PlaceCache {
  const store = new Map<string, PlaceSearchResult>();
  return { get: async (key) => store.get(key) ?? null, put: async (key, value) => void store.set(key, value) };
}

/** The same rule as the DynamoDB gate: one slot per interval, the caller told how long to wait. */
function memoryGate(): RateGate {
  let nextAt = 0;
  return {
    async take(intervalMs) {
      const now = Date.now();
      if (nextAt <= now) {
        nextAt = now + intervalMs;
        return 0;
      }
      return nextAt - now;
    },
  };
}

const deps = (overrides: Partial<PlaceSearchDeps> = {}): PlaceSearchDeps => ({
  baseUrl,
  userAgent: 'FieldWatch/test (+https://example.com)',
  cache: memoryCache(),
  gate: memoryGate(),
  ...overrides,
});

describe('place search through Nominatim', () => {
  it('asks /search for JSON with an app User-Agent and maps the answer', async () => {
    requests.length = 0;
    answer = { status: 200, body: [ABUJA] };
    const result = await searchPlaces('  Abuja ', deps());
    expect(result).toEqual({
      results: [{ name: ABUJA.display_name, lat: 9.0643305, lon: 7.4892974, bbox: [7.3, 8.9, 7.6, 9.2], type: 'administrative', category: 'boundary' }],
      attribution: OSM_ATTRIBUTION,
    });
    const url = new URL(requests[0]?.url ?? '', baseUrl);
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ q: 'abuja', format: 'jsonv2', limit: '5' });
    expect(requests[0]?.userAgent).toBe('FieldWatch/test (+https://example.com)');
  });

  it('answers a repeated search from the cache, whatever its case and spacing', async () => {
    requests.length = 0;
    answer = { status: 200, body: [ABUJA] };
    const shared = deps();
    await searchPlaces('Abuja', shared);
    await searchPlaces('ABUJA  ', shared);
    await searchPlaces('abuja', shared);
    expect(requests).toHaveLength(1);
  });

  it('sends at most one request per second', async () => {
    requests.length = 0;
    answer = { status: 200, body: [] };
    const shared = deps();
    await Promise.all(['Kano', 'Kaduna', 'Jos'].map((q) => searchPlaces(q, shared)));
    expect(requests).toHaveLength(3);
    const times = requests.map((request) => request.at).sort((a, b) => a - b);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(950);
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('says place search is unavailable when the service cannot be reached, and does not cache that', async () => {
    const cache = memoryCache();
    const offline = deps({ baseUrl: 'http://127.0.0.1:9', cache });
    await expect(searchPlaces('Lagos', offline)).rejects.toEqual(new ServiceUnavailable(FIELD_MESSAGES.placeSearchOffline));
    expect(toHttpError(await searchPlaces('Lagos', offline).catch((error: unknown) => error))?.status).toBe(503);
    expect(await cache.get('lagos')).toBeNull();
  });

  it('says it is busy when the service rate-limits or the gate stays closed', async () => {
    answer = { status: 429, body: {} };
    await expect(searchPlaces('Ibadan', deps())).rejects.toEqual(new ServiceUnavailable(FIELD_MESSAGES.placeSearchBusy));
    const closed: RateGate = { take: async () => 1000 };
    await expect(searchPlaces('Ibadan', deps({ gate: closed, sleep: async () => undefined }))).rejects.toEqual(
      new ServiceUnavailable(FIELD_MESSAGES.placeSearchBusy),
    );
  });
});
