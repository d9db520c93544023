import type * as z from 'zod';
import { PlaceSearchResult } from '../../../shared/api/schemas/fields';
import { placeSearchSettings } from '../config';
import { db } from '../db/service';
import { quietLogger, type Logger } from '../logger';
import { type KeyValueCache, type PlaceCache, type PlaceSearchDeps, type RateGate } from './place-search';
import { ReverseAnswer, reverseLocation } from './reverse-place';

/**
 * The place search's shared state in DynamoDB: answers cached for a week (the table's TTL removes them), in front
 * of them a small per-container memory, and the one-request-per-second gate as a conditional write on one item,
 * so the limit holds across every running Lambda.
 */
const CACHE_SECONDS = 7 * 86_400;
const MEMORY_ENTRIES = 200;

/**
 * A cache on the place cache's items for one kind of answer. The searches and the reverse lookups share the items'
 * key space (a search may be typed like a reverse key), so a value read back is checked against its own schema and
 * one of the other kind counts as a miss. Each kind keeps its own per-container memory.
 */
export function dynamoJsonCache<T>(schema: z.ZodType<T>): KeyValueCache<T> {
  const memory = new Map<string, { expiresAt: number; value: T }>();
  const remember = (key: string, value: T, expiresAt: number) => {
    if (memory.size >= MEMORY_ENTRIES) memory.delete(memory.keys().next().value ?? '');
    memory.set(key, { expiresAt, value });
  };
  return {
    async get(key) {
      const now = Date.now() / 1000;
      const local = memory.get(key);
      if (local && local.expiresAt > now) return local.value;
      const { data } = await db().entities.placeCache.get({ query: key }).go();
      if (!data || data.expiresAt <= now) return null;
      const parsed = schema.safeParse(parseJson(data.results));
      if (!parsed.success) return null;
      remember(key, parsed.data, data.expiresAt);
      return parsed.data;
    },
    async put(key, value) {
      const expiresAt = Math.floor(Date.now() / 1000) + CACHE_SECONDS;
      remember(key, value, expiresAt);
      await db().entities.placeCache.put({ query: key, results: JSON.stringify(value), expiresAt }).go();
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const dynamoPlaceCache: PlaceCache = dynamoJsonCache(PlaceSearchResult);

export const dynamoReverseCache = dynamoJsonCache(ReverseAnswer);

export function dynamoRateGate(gate: string): RateGate {
  return {
    async take(intervalMs) {
      const now = Date.now();
      const { rejected } = await db()
        .entities.rateGate.update({ gate })
        .set({ nextAt: now + intervalMs })
        .where(({ nextAt }, { notExists, lte }) => `(${notExists(nextAt)} OR ${lte(nextAt, now)})`)
        .go({ returnOnConditionCheckFailure: true });
      if (!rejected) return 0;
      const { data } = await db().entities.rateGate.get({ gate }).go();
      return Math.max(1, (data?.nextAt ?? now) - now);
    },
  };
}

export function placeSearchDeps(): PlaceSearchDeps {
  const { baseUrl, userAgent } = placeSearchSettings();
  return {
    baseUrl,
    userAgent,
    cache: dynamoPlaceCache,
    gate: dynamoRateGate('nominatim'),
  };
}

/**
 * The nearest place name Nominatim gives a field's centre, where the stage turns the lookup on (deployed stages);
 * null keeps the offline one. Settled, never rejected: a field write awaits it.
 */
export function refinedLocation(centroid: [number, number], log: Logger = quietLogger): Promise<string | null> {
  const { baseUrl, userAgent, reverseLocation: enabled } = placeSearchSettings();
  if (!enabled) return Promise.resolve(null);
  return reverseLocation(centroid, { baseUrl, userAgent, cache: dynamoReverseCache, gate: dynamoRateGate('nominatim'), log });
}
