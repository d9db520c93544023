import type { DayRange, SourcedDay, WeatherSourceId } from './types';

export type CacheKind = 'history' | 'forecast';

/** Where a cell's days are kept: the feed (configured source), the 0.1° cell and the kind. */
export interface CacheSlot {
  feed: WeatherSourceId;
  cell: string;
  kind: CacheKind;
}

export interface CachedDay extends SourcedDay {
  /** Epoch ms of the upstream call that gave the values. */
  fetchedAt: number;
  /** Epoch seconds after which the day must be fetched again; absent: kept forever. */
  expiresAt?: number;
}

export interface WeatherCache {
  /** The slot's days within the range that have not expired at `nowMs`, in date order. */
  read(slot: CacheSlot, range: DayRange, nowMs: number): Promise<CachedDay[]>;
  write(slot: CacheSlot, days: readonly CachedDay[]): Promise<void>;
}

export function unexpired(day: { expiresAt?: number | null }, nowMs: number): boolean {
  return day.expiresAt === undefined || day.expiresAt === null || day.expiresAt * 1000 > nowMs;
}

/** The day as the use cases hand it on, without the cache's bookkeeping. */
export function withoutCacheFields(day: CachedDay): SourcedDay {
  const { fetchedAt: _fetchedAt, expiresAt: _expiresAt, ...rest } = day;
  return rest;
}
