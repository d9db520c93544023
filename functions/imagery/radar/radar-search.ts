/**
 * Sentinel-1 scenes of an area and period from a STAC API (Digital Earth Africa's `s1_rtc`), through the optical
 * engine's StacClient (POST /search, `next` paging, retries, typed errors), parsed as RadarScenes in date order.
 */
import { StacError } from '../errors';
import type { StacClient } from '../stac/stac-client';
import { radarSceneFromItem, type RadarItemOptions, type RadarScene } from './radar-scene';

export interface RadarSearch {
  collection: string;
  /** [west, south, east, north] in degrees. */
  bbox: readonly [number, number, number, number];
  /** ISO instants, or days (YYYY-MM-DD: from its start, to its end). */
  from: string;
  to: string;
}

export interface RadarSearchOptions extends RadarItemOptions {
  /** Stop after this many items (a guard against runaway paging). */
  maxItems?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function searchRadarScenes(client: StacClient, search: RadarSearch, options: RadarSearchOptions = {}): Promise<RadarScene[]> {
  const [west, south, east, north] = search.bbox;
  if (search.bbox.length !== 4 || !search.bbox.every(Number.isFinite) || west > east || south > north || south < -90 || north > 90) {
    throw new StacError(`a radar search needs a bbox [west, south, east, north] in degrees, got ${JSON.stringify(search.bbox)}`);
  }
  if (!search.collection) throw new StacError('a radar search needs a collection');
  const from = instant(search.from, 'start');
  const to = instant(search.to, 'end');
  if (from > to) throw new StacError(`a radar search's start ${search.from} is after its end ${search.to}`);
  const { maxItems, ...itemOptions } = options;
  const scenes = await client.searchItems(
    { collections: [search.collection], bbox: [west, south, east, north], from, to, sort: 'asc', ...(maxItems ? { maxItems } : {}) },
    (item) => radarSceneFromItem(item, itemOptions),
  );
  return scenes.sort((a, b) => a.datetime.localeCompare(b.datetime) || a.id.localeCompare(b.id));
}

function instant(value: string, end: 'start' | 'end'): string {
  if (DAY.test(value)) return end === 'start' ? `${value}T00:00:00Z` : `${value}T23:59:59.999Z`;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new StacError(`a radar search's ${end} "${value}" is not a date`);
  return new Date(time).toISOString();
}
