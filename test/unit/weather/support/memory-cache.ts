import { unexpired, type CachedDay, type CacheSlot, type WeatherCache } from '../../../../functions/core/weather/cache';

/** The cache contract in memory, for the use-case tests (the DynamoDB one is exercised in integration). */
export function memoryCache(): WeatherCache & { items: Map<string, CachedDay>; reads: number; writes: number } {
  const items = new Map<string, CachedDay>();
  const key = (slot: CacheSlot, date: string) => `${slot.feed}|${slot.cell}|${slot.kind}|${date}`;
  const cache = {
    items,
    reads: 0,
    writes: 0,
    async read(slot: CacheSlot, range: { start: string; end: string }, nowMs: number) {
      cache.reads++;
      const prefix = `${slot.feed}|${slot.cell}|${slot.kind}|`;
      return [...items]
        .filter(([k, day]) => k.startsWith(prefix) && day.date >= range.start && day.date <= range.end && unexpired(day, nowMs))
        .map(([, day]) => day)
        .sort((a, b) => a.date.localeCompare(b.date));
    },
    async write(slot: CacheSlot, days: readonly CachedDay[]) {
      cache.writes++;
      for (const day of days) items.set(key(slot, day.date), { ...day });
    },
  };
  return cache;
}
