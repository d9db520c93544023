import type { PlaceSearchResult } from '../../../shared/api/schemas/fields';
import { placeSearchSettings } from '../config';
import { db } from '../db/service';
import { type PlaceCache, type PlaceSearchDeps, type RateGate } from './place-search';

/**
 * The place search's shared state in DynamoDB: answers cached for a week (the table's TTL removes them), in front
 * of them a small per-container memory, and the one-request-per-second gate as a conditional write on one item,
 * so the limit holds across every running Lambda.
 */
const CACHE_SECONDS = 7 * 86_400;
const MEMORY_ENTRIES = 200;
const memory = new Map<string, { expiresAt: number; value: PlaceSearchResult }>();

function remember(key: string, value: PlaceSearchResult, expiresAt: number): void {
  if (memory.size >= MEMORY_ENTRIES) memory.delete(memory.keys().next().value ?? '');
  memory.set(key, { expiresAt, value });
}

export const dynamoPlaceCache: PlaceCache = {
  async get(key) {
    const now = Date.now() / 1000;
    const local = memory.get(key);
    if (local && local.expiresAt > now) return local.value;
    const { data } = await db().entities.placeCache.get({ query: key }).go();
    if (!data || data.expiresAt <= now) return null;
    const value = JSON.parse(data.results) as PlaceSearchResult;
    remember(key, value, data.expiresAt);
    return value;
  },
  async put(key, value) {
    const expiresAt = Math.floor(Date.now() / 1000) + CACHE_SECONDS;
    remember(key, value, expiresAt);
    await db().entities.placeCache.put({ query: key, results: JSON.stringify(value), expiresAt }).go();
  },
};

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
