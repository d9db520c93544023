import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DemoBasemap } from '../../shared/api/web-config';
import { DEMO_FARM_FIELDS } from '../../functions/imagery/demo/demo-farm';
import { DEFAULT_DEMO_OPTIONS } from '../../functions/imagery/demo/generate-demo-imagery';
import { ReadMeter } from '../../functions/imagery/cog/byte-source';
import { ScenePool } from '../../functions/imagery/compute/scene-reader';
import { parseFieldGeometry, type FieldShape } from '../../functions/imagery/geometry/field-geometry';
import { encodePng, transparentPng } from '../../functions/imagery/output/png';
import type { Scene } from '../../functions/imagery/scene';
import { StacClient } from '../../functions/imagery/stac/stac-client';
import { renderTile } from '../../functions/imagery/tiles/render-tile';
import { isValidTile, TILE_SIZE } from '../../functions/imagery/tiles/web-mercator';

/**
 * The local stage's satellite basemap over the demo area: XYZ tiles of the demo imagery's true colour (the same
 * rendering as the field's True colour layer, over the whole scene instead of one field), transparent outside the
 * scene. The local stage has no network, so Esri's World Imagery does not load there; this is what the demo
 * fields are seen on. Mounted on the gateway at `/basemap/{z}/{x}/{y}.png`; the web app learns of it from
 * config.json. Deployed stages have no such layer.
 */
export const DEMO_BASEMAP_PATH = '/basemap';
const DEMO_BASEMAP_ATTRIBUTION = 'Demo area: simulated Sentinel-2 true colour (local demo imagery)';
/** Finer zooms are the browser's enlargement of this one: the imagery is 10 m, a z16 pixel is already 2.4 m. */
const DEMO_BASEMAP_MAX_NATIVE_ZOOM = 16;
const MIN_ZOOM = 8;
/** Beyond the imagery's generated margin: Leaflet's bounds only spare requests, the tiles clip to the scene. */
const BOUNDS_MARGIN_M = DEFAULT_DEMO_OPTIONS.marginM + 300;
/** The rains are over and the crops still green: the clear scene nearest this day shows the farm best. */
const PREFERRED_DAY = '10-01';
const MAX_CACHED_TILES = 4000;
const TILE_PATH = /^\/(\d+)\/(\d+)\/(\d+)\.png$/;

/** [[south, west], [north, east]] around the demo farm with the imagery's margin. */
function demoAreaBounds(): [[number, number], [number, number]] {
  const boxes = DEMO_FARM_FIELDS.map((field) => parseFieldGeometry(field.geometry).bbox);
  const south = Math.min(...boxes.map((box) => box[1]));
  const north = Math.max(...boxes.map((box) => box[3]));
  const west = Math.min(...boxes.map((box) => box[0]));
  const east = Math.max(...boxes.map((box) => box[2]));
  const dLat = BOUNDS_MARGIN_M / 111_320;
  const dLon = dLat / Math.cos((((south + north) / 2) * Math.PI) / 180);
  return [
    [south - dLat, west - dLon],
    [north + dLat, east + dLon],
  ];
}

export function demoBasemapConfig(stageUrl: string): DemoBasemap {
  return {
    url: `${stageUrl}${DEMO_BASEMAP_PATH}/{z}/{x}/{y}.png`,
    bounds: demoAreaBounds(),
    maxNativeZoom: DEMO_BASEMAP_MAX_NATIVE_ZOOM,
    attribution: DEMO_BASEMAP_ATTRIBUTION,
  };
}

/** The clearest scene of the year; among equally clear ones, the nearest to the preferred day. */
function basemapScene(scenes: readonly Scene[], year: number): Scene | null {
  const preferred = Date.parse(`${year}-${PREFERRED_DAY}`);
  const score = (scene: Scene) => [scene.cloudCover ?? 100, Math.abs(Date.parse(scene.date) - preferred)] as const;
  let best: Scene | null = null;
  for (const scene of scenes) {
    if (!best) best = scene;
    const [cloud, distance] = score(scene);
    const [bestCloud, bestDistance] = score(best);
    if (cloud < bestCloud || (cloud === bestCloud && distance < bestDistance)) best = scene;
  }
  return best;
}

/** The scene's extent as the "field" the tile renderer paints: its footprint, else its box. */
function sceneArea(scene: Scene): FieldShape {
  const [w, s, e, n] = scene.bbox;
  const footprint = scene.footprint;
  if (footprint) return parseFieldGeometry(footprint);
  return { polygons: [[[[w, s], [e, s], [e, n], [w, n], [w, s]]]], bbox: scene.bbox };
}

/**
 * The tile handler. `stacUrl` is the STAC stand-in the functions search (on the same gateway): the scene is
 * looked up on the first tile, not at start, when the gateway is not yet listening.
 */
export function demoBasemapTiles(options: { stacUrl: string; collection: string; year: number }): (req: IncomingMessage, res: ServerResponse) => void {
  let source: Promise<{ scene: Scene; area: FieldShape } | null> | undefined;
  const pool = new ScenePool(new ReadMeter());
  const tiles = new Map<string, Promise<Uint8Array>>();
  const [[south, west], [north, east]] = demoAreaBounds();

  const findSource = async () => {
    const client = new StacClient({ url: options.stacUrl, timeoutMs: 10_000, retries: 1 });
    const scenes = await client.search({
      collections: [options.collection],
      bbox: [west, south, east, north],
      from: `${options.year}-01-01T00:00:00Z`,
      to: `${options.year}-12-31T23:59:59Z`,
      limit: 100,
    });
    const scene = basemapScene(scenes, options.year);
    return scene ? { scene, area: sceneArea(scene) } : null;
  };

  const render = async (z: number, x: number, y: number): Promise<Uint8Array> => {
    if (z < MIN_ZOOM) return transparentPng(TILE_SIZE);
    source ??= findSource();
    const found = await source;
    if (!found) return transparentPng(TILE_SIZE);
    const tile = await renderTile({ field: found.area, scenes: [found.scene], index: 'TRUE_COLOR', z, x, y, pool });
    return tile.paintedPixels === 0 ? transparentPng(TILE_SIZE) : encodePng(tile.rgba, tile.size, tile.size);
  };

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = TILE_PATH.exec(url.pathname.slice(DEMO_BASEMAP_PATH.length));
    const [z, x, y] = match ? match.slice(1).map(Number) : [NaN, NaN, NaN];
    if (!match || !isValidTile(z as number, x as number, y as number)) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'No such tile.' }));
      return;
    }
    const key = `${z}/${x}/${y}`;
    let tile = tiles.get(key);
    if (!tile) {
      tile = render(z as number, x as number, y as number);
      if (tiles.size >= MAX_CACHED_TILES) tiles.delete(tiles.keys().next().value ?? '');
      tiles.set(key, tile);
      // A failure (the imagery not there yet) is tried again on the next request, scene lookup included.
      tile.catch(() => {
        tiles.delete(key);
        source = undefined;
      });
    }
    tile.then(
      (png) => {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(png.length), 'cache-control': 'public, max-age=3600' });
        res.end(png);
      },
      (error: unknown) => {
        console.error('[basemap]', error);
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'The demo imagery is not ready.' }));
      },
    );
  };
}
