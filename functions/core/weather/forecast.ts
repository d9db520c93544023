import { addDays } from '../../../shared/domain/weather';
import { withoutCacheFields, type CachedDay, type CacheSlot } from './cache';
import { weatherDeps, type WeatherDeps } from './deps';
import { gridCell, localToday } from './grid';
import { singleFlight } from './single-flight';
import { isComplete, type GeoPoint, type SourcedDay } from './types';

/** A forecast is good for an hour. */
export const FORECAST_TTL_SECONDS = 3600;

/** The newest unexpired fetch of the cell's forecast, if it holds the days asked for. */
function lastFetch(cached: readonly CachedDay[], days: number): CachedDay[] | null {
  const newest = Math.max(...cached.map((day) => day.fetchedAt));
  const fetch = cached.filter((day) => day.fetchedAt === newest);
  return fetch.length >= days ? fetch.slice(0, days) : null;
}

/**
 * The cell's forecast from the location's today, `forecastDays` days: from the cache while an hour old, else one
 * upstream call. Only a forecast with every value present is cached.
 */
export async function forecastFor(point: GeoPoint, overrides: Partial<WeatherDeps> = {}): Promise<SourcedDay[]> {
  const deps = weatherDeps(overrides);
  const cell = gridCell(point);
  const slot: CacheSlot = { feed: deps.sources.forecast.source, cell: cell.id, kind: 'forecast' };
  return singleFlight(`forecast|${slot.feed}|${cell.id}|${deps.forecastDays}`, () => load(deps, slot, cell));
}

async function load(deps: WeatherDeps, slot: CacheSlot, cell: GeoPoint): Promise<SourcedDay[]> {
  const nowMs = deps.now();
  const today = localToday(cell.lon, nowMs);
  try {
    const cached = await deps.cache.read(slot, { start: addDays(today, -1), end: addDays(today, 17) }, nowMs);
    const hit = cached.length > 0 ? lastFetch(cached, deps.forecastDays) : null;
    if (hit) return hit.map(withoutCacheFields);
  } catch (error) {
    deps.log.warn('weather cache read failed', { error, cell: slot.cell });
  }
  const source = deps.sources.forecast.source;
  const days: SourcedDay[] = (await deps.sources.forecast.forecast(cell, deps.forecastDays)).map((day) => ({ ...day, source }));
  if (days.length === deps.forecastDays && days.every(isComplete)) {
    const expiresAt = Math.floor(nowMs / 1000) + FORECAST_TTL_SECONDS;
    try {
      await deps.cache.write(slot, days.map((day) => ({ ...day, fetchedAt: nowMs, expiresAt })));
    } catch (error) {
      deps.log.warn('weather cache write failed', { error, cell: slot.cell });
    }
  }
  return days;
}
