import type { Place, PlaceSearchResult } from '../../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../../shared/domain/fields';
import { UnavailableError } from '../errors';

/**
 * Place search for the dashboard map, through Nominatim's /search (integrations §5) under its usage policy:
 * an app-identifying User-Agent, at most one request per second across every user (a shared gate), and results
 * cached. The provider's address can be overridden with NOMINATIM_URL (a stand-in in tests); the User-Agent is
 * the stage's PLACE_SEARCH_USER_AGENT.
 */

/** Nominatim is busy or offline: the user may try again shortly. */
export class ServiceUnavailable extends UnavailableError {}

/** Answers kept by key (the searches' and the reverse lookups' share the table's place cache). */
export interface KeyValueCache<T> {
  get(key: string): Promise<T | null>;
  put(key: string, value: T): Promise<void>;
}

export type PlaceCache = KeyValueCache<PlaceSearchResult>;

/** Takes the next slot for a call: resolves with 0 when the call may go now, else the milliseconds to wait. */
export interface RateGate {
  take(intervalMs: number): Promise<number>;
}

export interface PlaceSearchDeps {
  baseUrl: string;
  userAgent: string;
  cache: PlaceCache;
  gate: RateGate;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}

export const DEFAULT_NOMINATIM_URL = 'https://nominatim.openstreetmap.org';
export const OSM_ATTRIBUTION = 'Data © OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright)';
/** The usage policy's absolute maximum: one request per second across every user of the app. */
export const NOMINATIM_INTERVAL_MS = 1000;
/**
 * A search waits this long at most for its slot (three searches ahead of it), then says place search is busy. A
 * deadline, not a count of tries: a timer that fires a millisecond before the slot opens must not use up a try.
 */
const GATE_MAX_WAIT_MS = 3 * NOMINATIM_INTERVAL_MS;
const RESULT_LIMIT = 5;

interface NominatimPlace {
  display_name?: string;
  lat?: string;
  lon?: string;
  boundingbox?: string[];
  category?: string;
  class?: string;
  type?: string;
}

/** 'Abuja ', 'ABUJA' and 'abuja' are one search. */
export function placeKey(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

function toPlace(entry: NominatimPlace): Place | null {
  const lat = Number(entry.lat);
  const lon = Number(entry.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const [south, north, west, east] = (entry.boundingbox ?? []).map(Number);
  const bbox: Place['bbox'] =
    [west, south, east, north].every((value) => Number.isFinite(value))
      ? [west ?? 0, south ?? 0, east ?? 0, north ?? 0]
      : null;
  return { name: entry.display_name ?? '', lat, lon, bbox, type: entry.type ?? '', category: entry.category ?? entry.class ?? '' };
}

async function waitForSlot(deps: PlaceSearchDeps): Promise<void> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let waited = 0; ; ) {
    const wait = await deps.gate.take(NOMINATIM_INTERVAL_MS);
    if (wait <= 0) return;
    if (waited + wait > GATE_MAX_WAIT_MS) throw new ServiceUnavailable(FIELD_MESSAGES.placeSearchBusy);
    await sleep(wait);
    waited += wait;
  }
}

async function callNominatim(query: string, deps: PlaceSearchDeps): Promise<PlaceSearchResult> {
  const url = new URL('/search', deps.baseUrl);
  url.search = new URLSearchParams({ q: query, format: 'jsonv2', limit: String(RESULT_LIMIT), 'accept-language': 'en' }).toString();
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(url, {
      headers: { 'user-agent': deps.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs ?? 5000),
    });
  } catch {
    throw new ServiceUnavailable(FIELD_MESSAGES.placeSearchOffline);
  }
  if (response.status === 429) throw new ServiceUnavailable(FIELD_MESSAGES.placeSearchBusy);
  if (!response.ok) throw new ServiceUnavailable(FIELD_MESSAGES.placeSearchOffline);
  const body = (await response.json().catch(() => null)) as NominatimPlace[] | null;
  if (!Array.isArray(body)) throw new ServiceUnavailable(FIELD_MESSAGES.placeSearchOffline);
  return { results: body.map(toPlace).filter((place): place is Place => place !== null), attribution: OSM_ATTRIBUTION };
}

export async function searchPlaces(query: string, deps: PlaceSearchDeps): Promise<PlaceSearchResult> {
  const key = placeKey(query);
  const cached = await deps.cache.get(key);
  if (cached) return cached;
  await waitForSlot(deps);
  const result = await callNominatim(key, deps);
  await deps.cache.put(key, result);
  return result;
}
