import type { RadarScene } from '../../imagery/radar/radar-scene';
import { groupRadarPasses } from '../../imagery/radar/radar-passes';
import { searchRadarScenes } from '../../imagery/radar/radar-search';
import { radarTilesOfBbox } from '../../imagery/radar/radar-tiles';
import { bboxesIntersect, type Bbox } from '../../imagery/stac/mgrs-tiles';
import { StacClient } from '../../imagery/stac/stac-client';
import { radarSettings } from '../config';
import type { RadarPassOfField, RadarPassSearch } from './radar-planning';
import { searchCachedMonths, type SceneStore } from './scene-search';

/**
 * Sentinel-1 passes over a field, from the stage's radar STAC API (radarSettings()): one cached search per Digital
 * Earth Africa 1° cell and calendar month (the month cache of scene-search.ts), shared by every field on the cell;
 * the cell's scenes are kept for the field when their box meets the field's, and grouped into passes (one per date
 * and relative orbit).
 */
export interface RadarCatalog {
  collection: string;
  apiUrl: string;
  searchMonth: (bbox: [number, number, number, number], from: string, to: string) => Promise<RadarScene[]>;
  now?: () => Date;
  store?: SceneStore;
}

/** The stage's radar catalogue; throws when the stage has none (callers ask radarSettings() first). */
export function radarCatalog(fetchImpl?: typeof fetch): RadarCatalog {
  const settings = radarSettings();
  if (!settings) throw new Error('the stage has no radar source');
  const client = new StacClient({ url: settings.stacApiUrl, timeoutMs: 10_000, retries: 2, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  return {
    collection: settings.collection,
    apiUrl: settings.stacApiUrl,
    searchMonth: (bbox, from, to) => searchRadarScenes(client, { collection: settings.collection, bbox, from, to }, { assetRegion: settings.assetRegion }),
  };
}

/** The 1° cells a field's box touches (each searched once per month for all its fields). */
export function radarCellsOf(bbox: Bbox): Bbox[] {
  return radarTilesOfBbox(bbox).map((cell) => cell.bbox);
}

/** The scenes over a field between two days (inclusive), in date order. */
export async function fieldRadarScenes(bbox: Bbox, from: string, to: string, catalog: RadarCatalog = radarCatalog(), cacheWrites?: Array<Promise<unknown>>): Promise<RadarScene[]> {
  const found = await Promise.all(
    radarCellsOf(bbox).map((cell) =>
      searchCachedMonths(cell, from, to, { ...catalog, dateOf: (scene) => scene.date, idOf: (scene) => scene.id }, cacheWrites),
    ),
  );
  const seen = new Set<string>();
  return found
    .flat()
    .filter((scene) => bboxesIntersect(scene.bbox, bbox) && !seen.has(scene.id) && Boolean(seen.add(scene.id)))
    .sort((a, b) => a.datetime.localeCompare(b.datetime));
}

/** The passes over a field between two days, in date order. */
export async function fieldRadarPasses(bbox: Bbox, from: string, to: string, catalog: RadarCatalog = radarCatalog(), cacheWrites?: Array<Promise<unknown>>): Promise<RadarPassOfField[]> {
  return groupRadarPasses(await fieldRadarScenes(bbox, from, to, catalog, cacheWrites)).map((pass) => ({ date: pass.date, relativeOrbit: pass.relativeOrbit, scenes: pass.scenes }));
}

export function radarPassSearch(catalog?: RadarCatalog): RadarPassSearch {
  return (bbox, from, to) => fieldRadarPasses(bbox, from, to, catalog ?? radarCatalog());
}
