/**
 * An in-process STAC API over synthetic Sentinel-2 items: one item per MGRS tile every `revisitDays` days, its
 * bbox the tile's footprint, carrying Earth Search's MGRS properties, answered by the local stage's static search
 * (paging included). It counts the searches it answers; a tile can be made to fail.
 */
import { mgrsTileBbox } from '../../functions/imagery/stac/mgrs-tiles';
import { searchStaticItems } from '../../functions/imagery/stac/static-search';
import { StacClient } from '../../functions/imagery/stac/stac-client';
import type { SceneSearchDeps, SceneStore } from '../../functions/core/imagery/scene-search';

const COLLECTION = 'sentinel-2-c1-l2a';

export function tileStac(options: { tiles: readonly string[]; from: string; to: string; revisitDays?: number }) {
  const revisit = options.revisitDays ?? 5;
  const items = options.tiles.flatMap((tile) => {
    // The footprint without the search margin: a 100 km square plus its overlap.
    const [w, s, e, n] = mgrsTileBbox(tile);
    const bbox = [w + 0.05, s + 0.05, e - 0.05, n - 0.05];
    const out = [];
    for (let t = Date.parse(options.from); t <= Date.parse(`${options.to}T23:59:59Z`); t += revisit * 86_400_000) {
      const datetime = new Date(t + 10.5 * 3600_000).toISOString();
      out.push({
        type: 'Feature',
        id: `S2A_${tile}_${datetime.slice(0, 10).replaceAll('-', '')}`,
        collection: COLLECTION,
        bbox,
        properties: { datetime, 'eo:cloud_cover': 10, 'proj:epsg': 32600 + Number(tile.slice(0, 2)), 'grid:code': `MGRS-${tile}`, 'mgrs:utm_zone': Number(tile.slice(0, 2)), 'mgrs:latitude_band': tile[2], 'mgrs:grid_square': tile.slice(3) },
        assets: {},
      });
    }
    return out;
  });
  const failing = new Set<string>();
  const counter = { searches: 0, items: items.length };
  const fetchImpl = (async (_url: string | URL, init?: RequestInit) => {
    counter.searches++;
    const request = JSON.parse(String(init?.body ?? '{}')) as { bbox?: number[] };
    if (failing.size > 0 && [...failing].some((tile) => JSON.stringify(mgrsTileBbox(tile)) === JSON.stringify(request.bbox))) {
      return new Response('{"code":"BadRequest"}', { status: 400 });
    }
    return new Response(JSON.stringify(searchStaticItems(items, request, 'http://stac.test/search')), { status: 200 });
  }) as typeof fetch;
  const client = new StacClient({ url: 'http://stac.test', fetch: fetchImpl, retries: 0 });
  return { client, counter, failing };
}

/** A scene cache in memory (the table's, without the table). */
export function memorySceneStore(): SceneStore {
  const items = new Map<string, { key: string; scenes: string; expiresAt: number }>();
  return {
    get: async (keys) => keys.flatMap((key) => (items.has(key) ? [items.get(key)!] : [])),
    put: async (item) => void items.set(item.key, item),
  };
}

export function tileSearchDeps(client: StacClient, now: Date): SceneSearchDeps {
  return { client, collection: COLLECTION, apiUrl: `http://stac.test/${Math.random()}`, now: () => now, store: memorySceneStore() };
}
