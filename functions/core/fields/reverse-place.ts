import * as z from 'zod';
import type { Logger } from '../logger';
import { NOMINATIM_INTERVAL_MS, type KeyValueCache, type RateGate } from './place-search';

/**
 * A field's nearest place name from Nominatim's /reverse (integrations §5), refining the offline GeoNames one on
 * deployed stages. It rides on a field write, so it never holds one up or fails it: one try at the shared
 * one-request-per-second gate (busy: no lookup), a short timeout, and any failure answers null, the caller keeping
 * the offline name. Answers are cached per cell of about a kilometre, a definite "no address here" included; the
 * cell's own coordinates are what is sent, so every field of a cell gets the same name and no exact point leaves.
 */
export const ReverseAnswer = z.object({ location: z.string().nullable() });
export type ReverseAnswer = z.infer<typeof ReverseAnswer>;

export type ReverseCache = KeyValueCache<ReverseAnswer>;

export interface ReverseLocationDeps {
  baseUrl: string;
  userAgent: string;
  cache: ReverseCache;
  gate: RateGate;
  log: Logger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const TIMEOUT_MS = 1500;
/** Settlements, smallest first as Nominatim names them; a county or state is not a place name for a field. */
const SETTLEMENT_KEYS = ['village', 'town', 'city', 'suburb', 'hamlet', 'municipality'] as const;
const NO_ADDRESS = 'Unable to geocode';

const NominatimReverse = z.union([
  z.object({ address: z.record(z.string(), z.unknown()) }),
  z.object({ error: z.string() }),
]);

/** The cell of about 1 km (0.01°) a point falls in. */
export function reverseCell(lon: number, lat: number): { key: string; lat: string; lon: string } {
  const cellLat = lat.toFixed(2);
  const cellLon = lon.toFixed(2);
  return { key: `reverse:${cellLat},${cellLon}`, lat: cellLat, lon: cellLon };
}

class LookupFailed extends Error {
  override readonly name = 'LookupFailed';
}

function settlementOf(address: Record<string, unknown>): string | null {
  for (const key of SETTLEMENT_KEYS) {
    const value = address[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

async function callReverse(lat: string, lon: string, deps: ReverseLocationDeps): Promise<ReverseAnswer> {
  const url = new URL('/reverse', deps.baseUrl);
  url.search = new URLSearchParams({ lat, lon, format: 'jsonv2', zoom: '14', 'accept-language': 'en' }).toString();
  const response = await (deps.fetch ?? fetch)(url, {
    headers: { 'user-agent': deps.userAgent, accept: 'application/json' },
    signal: AbortSignal.timeout(deps.timeoutMs ?? TIMEOUT_MS),
  });
  if (!response.ok) throw new LookupFailed(`Nominatim answered ${response.status}`);
  const body = NominatimReverse.safeParse(await response.json().catch(() => undefined));
  if (!body.success) throw new LookupFailed('Nominatim answered something other than a place');
  if ('address' in body.data) return { location: settlementOf(body.data.address) };
  if (body.data.error === NO_ADDRESS) return { location: null };
  throw new LookupFailed(`Nominatim answered: ${body.data.error}`);
}

export async function reverseLocation([lon, lat]: [number, number], deps: ReverseLocationDeps): Promise<string | null> {
  const cell = reverseCell(lon, lat);
  try {
    const cached = await deps.cache.get(cell.key);
    if (cached) return cached.location;
    // Waiting for the gate would hold up the field's save: with the slot taken, this field keeps its offline name.
    if ((await deps.gate.take(NOMINATIM_INTERVAL_MS)) > 0) {
      deps.log.debug('reverse place lookup skipped: Nominatim gate busy', { cell: cell.key });
      return null;
    }
    const answer = await callReverse(cell.lat, cell.lon, deps);
    await deps.cache.put(cell.key, answer).catch((error: unknown) => deps.log.warn('reverse place answer not cached', { error, cell: cell.key }));
    return answer.location;
  } catch (error) {
    deps.log.warn('reverse place lookup failed; the offline place name is kept', { error, cell: cell.key });
    return null;
  }
}
