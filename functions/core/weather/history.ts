import { addDays, eachDay, type DayRange } from '../../../shared/domain/weather';
import { withoutCacheFields, type CachedDay, type CacheSlot } from './cache';
import { weatherDeps, type WeatherDeps } from './deps';
import { gridCell, localToday } from './grid';
import { singleFlight } from './single-flight';
import { emptyDay, isComplete, RECENT_PAST_DAYS, type DailyWeather, type GeoPoint, type SourcedDay } from './types';

/** The archives lag real time; their last days come from the forecast source's recent past instead. */
export const ARCHIVE_LAG_DAYS = 2;
/** After this many days a history source's values are final and kept forever; newer ones are provisional. */
export const FINAL_AFTER_DAYS = 7;
/** Provisional days (recent, or from the forecast source) are fetched again after this long. */
export const PROVISIONAL_TTL_SECONDS = 3600;

/**
 * A cell's daily weather for a range: the cached days, and one upstream call for the span of the missing ones
 * (a second, to the forecast source, only for recent days the archive lacks). Complete days are cached: final
 * ones forever, recent ones for an hour. A failed call fails the whole answer and caches nothing.
 */
export async function historyFor(point: GeoPoint, range: DayRange, overrides: Partial<WeatherDeps> = {}): Promise<SourcedDay[]> {
  const deps = weatherDeps(overrides);
  const cell = gridCell(point);
  const slot: CacheSlot = { feed: deps.sources.history.source, cell: cell.id, kind: 'history' };
  return singleFlight(`history|${slot.feed}|${cell.id}|${range.start}|${range.end}`, () => load(deps, slot, cell, range));
}

async function readCache(deps: WeatherDeps, slot: CacheSlot, range: DayRange, nowMs: number): Promise<CachedDay[]> {
  try {
    return await deps.cache.read(slot, range, nowMs);
  } catch (error) {
    deps.log.warn('weather cache read failed', { error, cell: slot.cell });
    return [];
  }
}

async function load(deps: WeatherDeps, slot: CacheSlot, cell: GeoPoint, range: DayRange): Promise<SourcedDay[]> {
  const nowMs = deps.now();
  const today = localToday(cell.lon, nowMs);
  const days = new Map<string, SourcedDay>();
  for (const day of await readCache(deps, slot, range, nowMs)) days.set(day.date, withoutCacheFields(day));
  const missing = eachDay(range.start, range.end).filter((date) => !days.has(date));
  if (missing.length > 0) {
    const fetched = await fetchMissing(deps, cell, { start: missing[0]!, end: missing.at(-1)! }, today);
    const wanted = new Set(missing);
    const toCache: CachedDay[] = [];
    for (const day of fetched) {
      if (!wanted.has(day.date)) continue;
      days.set(day.date, day);
      if (!isComplete(day)) continue;
      const final = day.source === deps.sources.history.source && day.date <= addDays(today, -FINAL_AFTER_DAYS);
      toCache.push({
        ...day,
        fetchedAt: nowMs,
        ...(final ? {} : { expiresAt: Math.floor(nowMs / 1000) + PROVISIONAL_TTL_SECONDS }),
      });
    }
    try {
      await deps.cache.write(slot, toCache);
    } catch (error) {
      deps.log.warn('weather cache write failed', { error, cell: slot.cell, days: toCache.length });
    }
  }
  return eachDay(range.start, range.end).map((date) => days.get(date) ?? { ...emptyDay(date), source: slot.feed });
}

/** The span from the history source (up to its lag), then recent incomplete days from the forecast source. */
async function fetchMissing(deps: WeatherDeps, cell: GeoPoint, span: DayRange, today: string): Promise<SourcedDay[]> {
  const { history, forecast } = deps.sources;
  const days = new Map<string, SourcedDay>(
    eachDay(span.start, span.end).map((date) => [date, { ...emptyDay(date), source: history.source }]),
  );
  const archive: DayRange = {
    start: span.start < history.firstDay ? history.firstDay : span.start,
    end: span.end < addDays(today, -ARCHIVE_LAG_DAYS) ? span.end : addDays(today, -ARCHIVE_LAG_DAYS),
  };
  if (archive.start <= archive.end) {
    for (const day of await history.history(cell, archive)) {
      if (days.has(day.date)) days.set(day.date, { ...day, source: history.source });
    }
  }
  const reach = addDays(today, -RECENT_PAST_DAYS);
  const gaps = [...days.values()].filter((day) => !isComplete(day) && day.date >= reach && day.date <= today);
  if (gaps.length > 0) {
    const recent = await forecast.recent(cell, { start: gaps[0]!.date, end: gaps.at(-1)!.date }, today);
    for (const day of recent) {
      const current = days.get(day.date);
      if (current && !isComplete(current) && hasValues(day)) days.set(day.date, { ...day, source: forecast.source });
    }
  }
  return [...days.values()];
}

function hasValues(day: DailyWeather): boolean {
  return day.maxTemperature !== null || day.precipitation !== null;
}
