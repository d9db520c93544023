import { db } from '../db/service';
import type { WeatherDayItem } from '../db/weather-entities';
import { unexpired, type CachedDay, type CacheSlot, type WeatherCache } from './cache';

function toCachedDay(item: WeatherDayItem): CachedDay {
  return {
    date: item.date,
    source: item.source,
    maxTemperature: item.maxTemperature,
    minTemperature: item.minTemperature,
    precipitation: item.precipitation,
    windSpeed: item.windSpeed,
    humidity: item.humidity,
    cloudCover: item.cloudCover,
    weatherCode: item.weatherCode ?? null,
    fetchedAt: item.fetchedAt,
    ...(item.expiresAt !== undefined ? { expiresAt: item.expiresAt } : {}),
  };
}

/** The weather cache in the single table: one Query per read (a year is one page), batch writes. */
export const dynamoWeatherCache: WeatherCache = {
  async read(slot: CacheSlot, range, nowMs) {
    const { data } = await db()
      .entities.weatherDay.query.byCell({ feed: slot.feed, cell: slot.cell })
      .between({ kind: slot.kind, date: range.start }, { kind: slot.kind, date: range.end })
      .go({ pages: 'all' });
    return data.filter((item) => unexpired(item, nowMs)).map(toCachedDay).sort((a, b) => a.date.localeCompare(b.date));
  },

  async write(slot: CacheSlot, days) {
    if (days.length === 0) return;
    const items = days.map((day) => {
      if (day.maxTemperature === null || day.minTemperature === null || day.precipitation === null) {
        throw new Error(`incomplete weather day ${day.date} must not be cached`);
      }
      if (day.windSpeed === null || day.humidity === null || day.cloudCover === null) {
        throw new Error(`incomplete weather day ${day.date} must not be cached`);
      }
      return {
        feed: slot.feed,
        cell: slot.cell,
        kind: slot.kind,
        date: day.date,
        source: day.source,
        maxTemperature: day.maxTemperature,
        minTemperature: day.minTemperature,
        precipitation: day.precipitation,
        windSpeed: day.windSpeed,
        humidity: day.humidity,
        cloudCover: day.cloudCover,
        ...(day.weatherCode !== null ? { weatherCode: day.weatherCode } : {}),
        fetchedAt: day.fetchedAt,
        ...(day.expiresAt !== undefined ? { expiresAt: day.expiresAt } : {}),
      };
    });
    const { unprocessed } = await db().entities.weatherDay.put(items).go({ concurrency: 8 });
    if (unprocessed.length > 0) throw new Error(`${unprocessed.length} weather days were not written`);
  },
};
