import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RateGate } from '../../../functions/core/fields/place-search';
import { reverseLocation, type ReverseAnswer, type ReverseCache, type ReverseLocationDeps } from '../../../functions/core/fields/reverse-place';
import type { Logger } from '../../../functions/core/logger';

/** A local stand-in for Nominatim's /reverse that records what it was asked. */
const requests: { url: string; userAgent: string }[] = [];
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '{}' };
const server = http.createServer((req, res) => {
  requests.push({ url: req.url ?? '', userAgent: req.headers['user-agent'] ?? '' });
  const { status, body, delayMs = 0 } = answer;
  setTimeout(() => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  }, delayMs);
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

const address = (fields: Record<string, string>) => ({ status: 200, body: JSON.stringify({ place_id: 1, display_name: 'x', address: fields }) });

function memoryCache(): ReverseCache & { store: Map<string, ReverseAnswer> } {
  const store = new Map<string, ReverseAnswer>();
  return { store, get: async (key) => store.get(key) ?? null, put: async (key, value) => void store.set(key, value) };
}

/** A gate that always lets the call through, counting how often it was asked. */
function openGate(): RateGate & { taken: number } {
  const gate = {
    taken: 0,
    async take() {
      gate.taken += 1;
      return 0;
    },
  };
  return gate;
}

function recordingLog(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, debug: () => undefined, info: () => undefined, warn: (message) => void warnings.push(message), error: () => undefined };
}

const deps = (overrides: Partial<ReverseLocationDeps> = {}): ReverseLocationDeps => ({
  baseUrl,
  userAgent: 'FieldWatch/test (+https://example.com)',
  cache: memoryCache(),
  gate: openGate(),
  log: recordingLog(),
  ...overrides,
});

describe('a field’s place name from Nominatim’s reverse lookup', () => {
  it('asks /reverse for the ~1 km cell with the app User-Agent and answers the settlement of the address', async () => {
    answer = address({ village: 'Kuje', county: 'Kuje', state: 'Federal Capital Territory', country: 'Nigeria' });
    expect(await reverseLocation([7.23456, 8.87654], deps())).toBe('Kuje');
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]?.url ?? '', baseUrl);
    expect(url.pathname).toBe('/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lat: '8.88', lon: '7.23', format: 'jsonv2', zoom: '14', 'accept-language': 'en' });
    expect(requests[0]?.userAgent).toBe('FieldWatch/test (+https://example.com)');
  });

  it('prefers village, then town, city, suburb, hamlet, municipality; never the county or state', async () => {
    const cases: Array<[Record<string, string>, string | null]> = [
      [{ hamlet: 'H', town: 'T', city: 'C', village: 'V' }, 'V'],
      [{ hamlet: 'H', city: 'C', town: 'T' }, 'T'],
      [{ municipality: 'M', suburb: 'S', city: 'C' }, 'C'],
      [{ municipality: 'M', hamlet: 'H', suburb: 'S' }, 'S'],
      [{ municipality: 'M', hamlet: 'H' }, 'H'],
      [{ county: 'Co', municipality: 'M' }, 'M'],
      [{ county: 'Kuje', state: 'Federal Capital Territory' }, null],
    ];
    for (const [fields, expected] of cases) {
      answer = address(fields);
      expect(await reverseLocation([7.2, 8.8], deps()), JSON.stringify(fields)).toBe(expected);
    }
  });

  it('caches a definite "no address here" as well as a name', async () => {
    const cache = memoryCache();
    answer = { status: 200, body: JSON.stringify({ error: 'Unable to geocode' }) };
    expect(await reverseLocation([3.0, 5.0], deps({ cache }))).toBeNull();
    expect(cache.store.get('reverse:5.00,3.00')).toEqual({ location: null });
    answer = address({ village: 'Somewhere' });
    expect(await reverseLocation([3.001, 5.001], deps({ cache }))).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('answers a second field in the same cell from the cache without asking again or taking the gate', async () => {
    const cache = memoryCache();
    const gate = openGate();
    answer = address({ town: 'Gwagwalada' });
    expect(await reverseLocation([7.0712, 8.9413], deps({ cache, gate }))).toBe('Gwagwalada');
    expect(await reverseLocation([7.0738, 8.9381], deps({ cache, gate }))).toBe('Gwagwalada');
    expect(requests).toHaveLength(1);
    expect(gate.taken).toBe(1);
    expect(cache.store.get('reverse:8.94,7.07')).toEqual({ location: 'Gwagwalada' });
  });

  it('does not wait for a busy gate: answers null at once, asks nothing and caches nothing', async () => {
    const cache = memoryCache();
    let taken = 0;
    const busy: RateGate = {
      async take() {
        taken += 1;
        return 900;
      },
    };
    answer = address({ village: 'Kuje' });
    const started = Date.now();
    expect(await reverseLocation([7.2, 8.8], deps({ cache, gate: busy }))).toBeNull();
    expect(Date.now() - started).toBeLessThan(200);
    expect(taken).toBe(1);
    expect(requests).toHaveLength(0);
    expect(cache.store.size).toBe(0);
  });

  it('answers null without caching when Nominatim fails, times out or answers something unreadable, and warns', async () => {
    const failures: Array<[string, typeof answer]> = [
      ['500', { status: 500, body: 'oops' }],
      ['429', { status: 429, body: '{}' }],
      ['bad JSON', { status: 200, body: '{"address": ' }],
      ['not a place', { status: 200, body: '[]' }],
      ['another error', { status: 200, body: JSON.stringify({ error: 'Something else' }) }],
      ['too slow', { status: 200, body: JSON.stringify({ address: { village: 'Late' } }), delayMs: 800 }],
    ];
    for (const [label, failure] of failures) {
      const cache = memoryCache();
      const log = recordingLog();
      answer = failure;
      const started = Date.now();
      expect(await reverseLocation([7.2, 8.8], deps({ cache, log, timeoutMs: 300 })), label).toBeNull();
      expect(Date.now() - started, label).toBeLessThan(700);
      expect(cache.store.size, label).toBe(0);
      expect(log.warnings, label).toHaveLength(1);
    }
    const unreachable = deps({ baseUrl: 'http://127.0.0.1:9' });
    expect(await reverseLocation([7.2, 8.8], unreachable)).toBeNull();
  });

  it('answers null when the cache or the gate cannot be read, so a field write never fails on it', async () => {
    const broken: ReverseCache = {
      get: async () => Promise.reject(new Error('table unavailable')),
      put: async () => undefined,
    };
    expect(await reverseLocation([7.2, 8.8], deps({ cache: broken }))).toBeNull();
    const brokenGate: RateGate = { take: async () => Promise.reject(new Error('table unavailable')) };
    expect(await reverseLocation([7.2, 8.8], deps({ gate: brokenGate }))).toBeNull();
    expect(requests).toHaveLength(0);
    // A name found but not stored is still the field's name.
    answer = address({ village: 'Kuje' });
    const unwritable: ReverseCache = { get: async () => null, put: async () => Promise.reject(new Error('table unavailable')) };
    expect(await reverseLocation([7.2, 8.8], deps({ cache: unwritable }))).toBe('Kuje');
  });
});
