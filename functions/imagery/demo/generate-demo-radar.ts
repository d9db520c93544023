/**
 * Writes a year of demo Sentinel-1 radar of a farm in Digital Earth Africa's `s1_rtc` form, beside the optical demo
 * in the same static catalog: per pass (radar-passes.ts) float32 COGs of linear gamma0 `vv` and `vh` (NaN no data)
 * and a uint8 `mask` (0 no data, 1 valid, 2 radar shadow, at the quarry's near rim), on EPSG:4326 at 0.0002°
 * covering the optical demo's area (farm and margin), and a STAC item with the properties Digital Earth Africa's
 * items carry. Backscatter comes from the optical demo's land cover and crop calendars (radar-backscatter.ts),
 * deterministic per seed and date, with speckle.
 *
 * Keys follow Digital Earth Africa's bucket:
 *   s1_rtc/<tile>/<yyyy>/<mm>/<dd>/<datatake>/s1_rtc_<datatake>_<tile>_<yyyy>_<mm>_<dd>_<VV|VH|MASK>.tif
 * with the item as ..._metadata.json beside them, and s1_rtc/collection.json, s1_rtc/items.json (every item).
 */
import { writeCog } from '../cog/cog-writer';
import { projector } from '../geometry/crs';
import { canopyOn, savannaOn } from './crop-calendar';
import { wetSoilChance } from './demo-climate';
import { COVER_BARE, COVER_WATER, hashNoise, yearVigour, type DemoLayout } from './demo-scene';
import { countingSink, DEFAULT_DEMO_OPTIONS, demoLayout, type DemoField, type DemoSink } from './generate-demo-imagery';
import {
  BACKSCATTER_DB, BROWN_BIOMASS, ROCK_BACKSCATTER, SHADOW_BACKSCATTER, WATER_BACKSCATTER, WET_SOIL_GAIN_DB,
  backscatterTerms, canopyBackscatter, cropStanding, speckle, type Backscatter,
} from './radar-backscatter';
import { radarPasses, type RadarPass } from './radar-passes';

export const DEFAULT_DEMO_RADAR_OPTIONS = { collection: 's1_rtc', resolution: 0.0002, blockSize: 256 } as const;

export interface DemoRadarOptions {
  fields: readonly DemoField[];
  year: number;
  collection: string;
  marginM: number;
  seed: number;
  /** Last acquisition date (ISO day), to write part of the year (tests). */
  until?: string;
  sink: DemoSink;
}

/** Radar pixel classes besides a field index (0…): the optical layout's COVER_* values. */
export interface RadarGrid {
  originX: number;
  originY: number;
  width: number;
  height: number;
  /** Per pixel: a field index or a COVER_* value, from the optical layout under the pixel's centre. */
  cover: Int16Array;
  /** Per pixel: the stand's density, scaling its green leaf area (fixed texture, as the optical demo has). */
  density: Float32Array;
  /** Digital Earth Africa's 1° cell of the grid's south-west corner, e.g. N09E008. */
  tile: string;
  bbox: [number, number, number, number];
}

/** The 1° cell named by its south-west corner, as Digital Earth Africa's `odc:region_code`: N09E008. */
export function regionCode(lon: number, lat: number): string {
  const la = Math.floor(lat);
  const lo = Math.floor(lon);
  return `${la < 0 ? 'S' : 'N'}${String(Math.abs(la)).padStart(2, '0')}${lo < 0 ? 'W' : 'E'}${String(Math.abs(lo)).padStart(3, '0')}`;
}

/** The optical layout's area on the 0.0002° grid (snapped outwards), with the land cover under each pixel. */
export function radarGrid(layout: DemoLayout, resolution: number = DEFAULT_DEMO_RADAR_OPTIONS.resolution): RadarGrid {
  const { forward, inverse } = projector(layout.epsg);
  const corners = [
    inverse([layout.originX, layout.originY]),
    inverse([layout.originX + layout.width * 10, layout.originY]),
    inverse([layout.originX, layout.originY - layout.height * 10]),
    inverse([layout.originX + layout.width * 10, layout.originY - layout.height * 10]),
  ];
  const col0 = Math.floor(Math.min(...corners.map((c) => c[0])) / resolution);
  const col1 = Math.ceil(Math.max(...corners.map((c) => c[0])) / resolution);
  const row0 = Math.floor(Math.min(...corners.map((c) => c[1])) / resolution);
  const row1 = Math.ceil(Math.max(...corners.map((c) => c[1])) / resolution);
  const round = (value: number) => Math.round(value * 1e7) / 1e7;
  const originX = round(col0 * resolution);
  const originY = round(row1 * resolution);
  const width = col1 - col0;
  const height = row1 - row0;
  const cover = new Int16Array(width * height);
  const density = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      density[y * width + x] = 0.85 + 0.15 * hashNoise(x >> 1, y >> 1, 7) + 0.15 * hashNoise(x, y, 11);
      const [ux, uy] = forward([originX + (x + 0.5) * resolution, originY - (y + 0.5) * resolution]);
      const ox = Math.floor((ux - layout.originX) / 10);
      const oy = Math.floor((layout.originY - uy) / 10);
      const inside = ox >= 0 && oy >= 0 && ox < layout.width && oy < layout.height;
      cover[y * width + x] = inside ? (layout.cover[oy * layout.width + ox] as number) : -1;
    }
  }
  const bbox: [number, number, number, number] = [originX, round(row0 * resolution), round(col1 * resolution), originY];
  return { originX, originY, width, height, cover, density, tile: regionCode(originX, bbox[1]), bbox };
}

/** Quarry pixels in radar shadow: just inside its rim on the sensor's side (west when ascending, east descending). */
function inShadow(grid: RadarGrid, x: number, y: number, pass: RadarPass): boolean {
  const i = y * grid.width + x;
  if (grid.cover[i] !== COVER_BARE) return false;
  const toward = pass.orbit.state === 'ascending' ? -1 : 1;
  const nx = x + toward;
  return nx < 0 || nx >= grid.width || grid.cover[i + toward] !== COVER_BARE;
}

export interface RadarRasters {
  vv: Float32Array;
  vh: Float32Array;
  mask: Uint8Array;
}

/** One pass's rasters: each pixel's mean backscatter for its cover on that day, times speckle. */
export function renderRadarPass(grid: RadarGrid, kinds: DemoLayout['kinds'], pass: RadarPass, seed: number, vigour = 1): RadarRasters {
  const doy = Math.floor((pass.when.getTime() - Date.UTC(pass.when.getUTCFullYear(), 0, 0)) / 86_400_000);
  const wet = hashNoise(pass.day, seed, 71) < wetSoilChance(pass.when.getUTCMonth());
  const wetDb = wet ? WET_SOIL_GAIN_DB.min + (WET_SOIL_GAIN_DB.max - WET_SOIL_GAIN_DB.min) * hashNoise(pass.day, seed, 72) : 0;
  const crops = kinds.map((kind) => {
    const state = canopyOn(kind, doy);
    return backscatterTerms({ ...state, greenLai: state.greenLai * vigour }, cropStanding(kind, doy) ? BROWN_BIOMASS.standing : BROWN_BIOMASS.stubble, wetDb);
  });
  const savanna = backscatterTerms(savannaOn(doy), BROWN_BIOMASS.grass, wetDb);
  const pixel: Backscatter = { vv: 0, vh: 0 };
  const offset = pass.orbit.state === 'descending' ? BACKSCATTER_DB.descendingOffset : { vv: 0, vh: 0 };
  const gainVv = 10 ** (offset.vv / 10);
  const gainVh = 10 ** (offset.vh / 10);
  const n = grid.width * grid.height;
  const out: RadarRasters = { vv: new Float32Array(n), vh: new Float32Array(n), mask: new Uint8Array(n) };
  const salt = Math.imul(seed, 0x9e3779b1) + pass.day * 2;
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) {
      const i = y * grid.width + x;
      const c = grid.cover[i] as number;
      const shadow = inShadow(grid, x, y, pass);
      const mean = shadow ? SHADOW_BACKSCATTER
        : c === COVER_WATER ? WATER_BACKSCATTER
        : c === COVER_BARE ? ROCK_BACKSCATTER
        : canopyBackscatter(crops[c] ?? savanna, grid.density[i] as number, pixel);
      out.vv[i] = mean.vv * gainVv * speckle(x, y, salt);
      out.vh[i] = mean.vh * gainVh * speckle(x, y, salt + 1);
      out.mask[i] = shadow ? 2 : 1;
    }
  }
  return out;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const pad = (value: number) => String(value).padStart(2, '0');

/** Where a pass's files and item live, in Digital Earth Africa's key pattern. */
export function radarKeys(collection: string, tile: string, pass: RadarPass): { id: string; folder: string; file: (band: string) => string } {
  const when = pass.when;
  const [yyyy, mm, dd] = [String(when.getUTCFullYear()), pad(when.getUTCMonth() + 1), pad(when.getUTCDate())];
  const folder = `${collection}/${tile}/${yyyy}/${mm}/${dd}/${pass.datatake}`;
  const stem = `${collection}_${pass.datatake}_${tile}_${yyyy}_${mm}_${dd}`;
  return { id: `${tile}_${yyyy}_${mm}_${dd}_${pass.datatake}`, folder, file: (band) => `${stem}_${band}` };
}

export async function generateDemoRadar(options: Partial<DemoRadarOptions> & Pick<DemoRadarOptions, 'fields' | 'sink'>): Promise<{ items: number; files: number; bytes: number }> {
  const o = { ...DEFAULT_DEMO_OPTIONS, ...DEFAULT_DEMO_RADAR_OPTIONS, ...options };
  const layout = demoLayout(o.fields, o.marginM);
  const grid = radarGrid(layout, o.resolution);
  const vigour = yearVigour(o.year, o.seed);
  const [west, south, east, north] = grid.bbox;
  const geometry = { type: 'Polygon', coordinates: [[[west, south], [east, south], [east, north], [west, north], [west, south]]] };
  const transform = [o.resolution, 0, grid.originX, 0, -o.resolution, grid.originY];
  const features: object[] = [];
  const { put, written } = countingSink(o.sink);
  for (const pass of radarPasses(o.year, o.until)) {
    await yieldToEventLoop();
    const rasters = renderRadarPass(grid, layout.kinds, pass, o.seed, vigour);
    const keys = radarKeys(o.collection, grid.tile, pass);
    const assets: Record<string, object> = {};
    const bands: Array<[string, string, Float32Array | Uint8Array]> = [['vv', 'VV', rasters.vv], ['vh', 'VH', rasters.vh], ['mask', 'MASK', rasters.mask]];
    for (const [key, band, data] of bands) {
      const mask = key === 'mask';
      await put(`${keys.folder}/${keys.file(band)}.tif`, writeCog({
        width: grid.width, height: grid.height, data, originX: grid.originX, originY: grid.originY, resolution: o.resolution, epsg: 4326,
        noData: mask ? 0 : Number.NaN, blockSize: o.blockSize, deflateLevel: 1, overviews: [2, 4], overviewResampling: mask ? 'nearest' : 'average',
      }));
      assets[key] = {
        href: `./${keys.file(band)}.tif`, type: 'image/tiff; application=geotiff; profile=cloud-optimized', title: band, roles: ['data'],
        'proj:epsg': 4326, 'proj:shape': [grid.height, grid.width], 'proj:transform': transform,
        'raster:bands': [mask ? { data_type: 'uint8', nodata: 0 } : { data_type: 'float32', nodata: 'nan', unit: 'linear power (gamma0)' }],
      };
    }
    const start = new Date(pass.when.getTime() - 12_000).toISOString();
    const end = new Date(pass.when.getTime() + 12_000).toISOString();
    const itemKey = `${keys.folder}/${keys.file('metadata')}.json`;
    const item = {
      type: 'Feature', stac_version: '1.0.0',
      stac_extensions: ['https://stac-extensions.github.io/sar/v1.0.0/schema.json', 'https://stac-extensions.github.io/sat/v1.0.0/schema.json', 'https://stac-extensions.github.io/projection/v1.1.0/schema.json', 'https://stac-extensions.github.io/raster/v1.1.0/schema.json'],
      id: keys.id, collection: o.collection, bbox: grid.bbox, geometry,
      properties: {
        datetime: pass.when.toISOString(), start_datetime: start, end_datetime: end,
        platform: pass.platform, constellation: 'sentinel-1', instruments: ['c-sar'],
        'sat:orbit_state': pass.orbit.state, 'sat:relative_orbit': pass.orbit.relativeOrbit,
        'sar:instrument_mode': 'IW', 'sar:frequency_band': 'C', 'sar:polarizations': ['VV', 'VH'], 'sar:product_type': 'RTC',
        'proj:epsg': 4326, 'odc:region_code': grid.tile, 'odc:product': o.collection, 'fieldwatch:demo': true,
      },
      links: [
        { rel: 'self', href: itemKey },
        { rel: 'collection', href: `${o.collection}/collection.json` },
        { rel: 'root', href: 'catalog.json' },
      ],
      assets,
    };
    await put(itemKey, JSON.stringify(item));
    features.push(item);
  }
  const collection = {
    type: 'Collection', stac_version: '1.0.0', id: o.collection, license: 'proprietary',
    description: 'Simulated Sentinel-1 RTC backscatter (gamma0, VV and VH) of the FieldWatch demo farm in Digital Earth Africa\'s s1_rtc form (not real observations).',
    extent: { spatial: { bbox: [grid.bbox] }, temporal: { interval: [[`${o.year}-01-01T00:00:00Z`, `${o.year}-12-31T23:59:59Z`]] } },
    links: [{ rel: 'root', href: 'catalog.json' }, { rel: 'items', href: `${o.collection}/items.json` }],
  };
  await put(`${o.collection}/collection.json`, JSON.stringify(collection));
  await put(`${o.collection}/items.json`, JSON.stringify({ type: 'FeatureCollection', features }));
  return { items: features.length, ...written };
}
