/**
 * Writes a year of demo Sentinel-2 L2A imagery for a farm as a static STAC catalog of real COGs (tiled, DEFLATE
 * with predictor, overviews, UTM, uint16 with the baseline offset, SCL), one scene every 5 days, deterministic
 * for a seed. The local stage uploads it to the local S3 and serves it through the same STAC and HTTP range code
 * path as Earth Search (see static-search.ts for POST /search over the written items).
 *
 * Layout (keys relative to the catalog root):
 *   catalog.json, {collection}/collection.json, {collection}/items.json (FeatureCollection of every item),
 *   {collection}/{itemId}/{itemId}.json, {collection}/{itemId}/{B02…B12,SCL}.tif
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeCog } from '../cog/cog-writer';
import { projector, utmEpsgFor, type XY } from '../geometry/crs';
import { parseFieldGeometry } from '../geometry/field-geometry';
import { fieldOnGrid, projectField } from '../geometry/field-grid';
import { CROP_KINDS, type CropKind } from './crop-calendar';
import { COVER_BARE, COVER_SAVANNA, COVER_WATER, renderDemoScene, yearVigour, type DemoLayout } from './demo-scene';
import { demoWeather, skyCalendar } from './demo-sky';
import { fieldPatterns, fieldSeed } from './field-patterns';
import { sunPosition } from './sun';

export interface DemoField {
  id: string;
  geometry: GeoJSON.Polygon | GeoJSON.MultiPolygon;
  /** Defaults to a crop picked from the id, so that a farm gets a mix. */
  crop?: CropKind;
}

export type DemoSink = (key: string, body: Uint8Array | string) => Promise<void>;

export interface DemoImageryOptions {
  fields: readonly DemoField[];
  year: number;
  collection: string;
  /** Metres of land around the fields' bounding box (holds the water body and bare patch). */
  marginM: number;
  intervalDays: number;
  seed: number;
  /** Absolute URL of the catalog root once served (item self links); relative links without it. */
  baseUrl?: string;
  /** Last acquisition date (ISO day), to write part of the year (tests). */
  until?: string;
  /** Other collections of the same catalog (the demo radar) that catalog.json links besides this one. */
  otherCollections?: readonly string[];
  sink: DemoSink;
}

export const DEFAULT_DEMO_OPTIONS = { year: 2024, collection: 'sentinel-2-c1-l2a', marginM: 1200, intervalDays: 5, seed: 42 } as const;

export function directorySink(root: string): DemoSink {
  return async (key, body) => {
    const path = join(root, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  };
}

/** A sink that counts the files and bytes put through it. */
export function countingSink(sink: DemoSink): { put: DemoSink; written: { files: number; bytes: number } } {
  const written = { files: 0, bytes: 0 };
  const put: DemoSink = async (key, body) => {
    written.files++;
    written.bytes += typeof body === 'string' ? body.length : body.byteLength;
    await sink(key, body);
  };
  return { put, written };
}

export function cropFor(field: DemoField): CropKind {
  if (field.crop) return field.crop;
  let h = 0;
  for (const ch of field.id) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return CROP_KINDS[Math.abs(h) % CROP_KINDS.length] as CropKind;
}

const ellipse = (cx: number, cy: number, rx: number, ry: number): XY[] =>
  Array.from({ length: 25 }, (_, i) => [cx + rx * Math.cos((i / 24) * 2 * Math.PI), cy + ry * Math.sin((i / 24) * 2 * Math.PI)] as XY);

/** The demo farm on a 10 m UTM grid snapped to 60 m (so 10 m and 20 m grids share the origin, as S2 tiles do). */
export function demoLayout(fields: readonly DemoField[], marginM: number): DemoLayout {
  if (fields.length === 0) throw new Error('demo imagery needs at least one field');
  const shapes = fields.map((f) => parseFieldGeometry(f.geometry));
  const west = Math.min(...shapes.map((s) => s.bbox[0]));
  const south = Math.min(...shapes.map((s) => s.bbox[1]));
  const east = Math.max(...shapes.map((s) => s.bbox[2]));
  const north = Math.max(...shapes.map((s) => s.bbox[3]));
  const epsg = utmEpsgFor((west + east) / 2, (south + north) / 2);
  const projected = shapes.map((s) => projectField(s, epsg));
  const minX = Math.floor((Math.min(...projected.map((p) => p.bounds.minX)) - marginM) / 60) * 60;
  const maxX = Math.ceil((Math.max(...projected.map((p) => p.bounds.maxX)) + marginM) / 60) * 60;
  const minY = Math.floor((Math.min(...projected.map((p) => p.bounds.minY)) - marginM) / 60) * 60;
  const maxY = Math.ceil((Math.max(...projected.map((p) => p.bounds.maxY)) + marginM) / 60) * 60;
  const width = (maxX - minX) / 10;
  const height = (maxY - minY) / 10;
  const grid = { epsg, originX: minX, originY: maxY, res: 10 };
  const window = { x: 0, y: 0, width, height };
  const cover = new Int16Array(width * height).fill(COVER_SAVANNA);
  // A pond in the south-west margin and a bare (quarried) patch in the north-east margin.
  const pond = fieldOnGrid(grid, { epsg, polygons: [[ellipse(minX + marginM * 0.45, minY + marginM * 0.45, marginM * 0.3, marginM * 0.2)]], areaM2: 0, bounds: { minX, minY, maxX, maxY } }, window);
  const quarry = fieldOnGrid(grid, { epsg, polygons: [[ellipse(maxX - marginM * 0.5, maxY - marginM * 0.5, marginM * 0.25, marginM * 0.25)]], areaM2: 0, bounds: { minX, minY, maxX, maxY } }, window);
  for (let i = 0; i < cover.length; i++) {
    if (pond.mask[i]) cover[i] = COVER_WATER;
    else if (quarry.mask[i]) cover[i] = COVER_BARE;
  }
  projected.forEach((field, k) => {
    const mask = fieldOnGrid(grid, field, window).mask;
    for (let i = 0; i < cover.length; i++) if (mask[i]) cover[i] = k;
  });
  const patterns = fieldPatterns(cover, width, height, fields.map((field) => fieldSeed(field.id)));
  return { epsg, originX: minX, originY: maxY, width, height, cover, kinds: fields.map(cropFor), patterns };
}

/** The dates of a year's demo Sentinel-2 scenes: from 3 January at 10:15 UTC, every `intervalDays` days. */
export function demoSceneDates(year: number, intervalDays: number = DEFAULT_DEMO_OPTIONS.intervalDays): Date[] {
  const dates: Date[] = [];
  const start = Date.UTC(year, 0, 3, 10, 15);
  for (let at = start; new Date(at).getUTCFullYear() === year; at += intervalDays * 86_400_000) dates.push(new Date(at));
  return dates;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function generateDemoImagery(options: Partial<DemoImageryOptions> & Pick<DemoImageryOptions, 'fields' | 'sink'>): Promise<{ items: number; files: number; bytes: number }> {
  const o = { ...DEFAULT_DEMO_OPTIONS, ...options };
  const layout = demoLayout(o.fields, o.marginM);
  const vigour = yearVigour(o.year, o.seed);
  const { inverse } = projector(layout.epsg);
  const corners = [
    inverse([layout.originX, layout.originY - layout.height * 10]),
    inverse([layout.originX + layout.width * 10, layout.originY - layout.height * 10]),
    inverse([layout.originX + layout.width * 10, layout.originY]),
    inverse([layout.originX, layout.originY]),
  ];
  const lons = corners.map((c) => c[0]);
  const lats = corners.map((c) => c[1]);
  const bbox = [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
  const [centreLon, centreLat] = [(bbox[0] as number + (bbox[2] as number)) / 2, (bbox[1] as number + (bbox[3] as number)) / 2];
  const zone = layout.epsg % 100;
  const band = 'CDEFGHJKLMNPQRSTUVWXX'[Math.floor((centreLat + 80) / 8)] ?? 'N';
  const tile = `${zone}${band}DM`;
  const link = (key: string) => (o.baseUrl ? `${o.baseUrl.replace(/\/$/, '')}/${key}` : key);
  const features: object[] = [];
  const { put, written } = countingSink(o.sink);
  const dates = demoSceneDates(o.year, o.intervalDays);
  // The sky of the whole year is drawn at once (monthly quotas), so a shorter run (`until`) draws the same skies.
  const skies = skyCalendar(dates, o.seed);
  const last = o.until ? Date.parse(`${o.until}T23:59:59Z`) : Infinity;
  for (const [scene, when] of dates.entries()) {
    if (when.getTime() > last) break;
    const doy = Math.floor((when.getTime() - Date.UTC(o.year, 0, 0)) / 86_400_000);
    const sun = sunPosition(centreLon, centreLat, when);
    const weather = demoWeather(layout, when, skies[scene] ?? 'cloudy', o.seed, sun);
    const rasters = renderDemoScene(layout, doy, weather, o.seed * 1000 + doy, vigour);
    // The local stage generates a year while its gateway serves the app: give the event loop a turn per scene and per band.
    await yieldToEventLoop();
    const platform = scene % 2 === 0 ? 'sentinel-2a' : 'sentinel-2b';
    const id = `S2${platform.at(-1)?.toUpperCase()}_T${tile}_${when.toISOString().slice(0, 10).replace(/-/g, '')}_0_L2A`;
    const folder = `${o.collection}/${id}`;
    const assets: Record<string, object> = {};
    const cog = async (name: string, key: string, data: Uint8Array | Uint16Array, res: number) => {
      await yieldToEventLoop();
      const size = res === 10 ? [layout.height, layout.width] : [layout.height / 2, layout.width / 2];
      await put(`${folder}/${name}.tif`, writeCog({
        width: size[1] as number, height: size[0] as number, data, originX: layout.originX, originY: layout.originY, resolution: res,
        epsg: layout.epsg, noData: 0, blockSize: 512, deflateLevel: 1, overviews: res === 10 ? [2, 4, 8] : [2, 4], overviewResampling: name === 'SCL' ? 'nearest' : 'average',
      }));
      assets[key] = {
        href: `./${name}.tif`, type: 'image/tiff; application=geotiff; profile=cloud-optimized', title: name, gsd: res,
        'proj:shape': size, 'proj:transform': [res, 0, layout.originX, 0, -res, layout.originY],
        'raster:bands': [name === 'SCL' ? { nodata: 0, data_type: 'uint8', spatial_resolution: res } : { nodata: 0, data_type: 'uint16', spatial_resolution: res, scale: 0.0001, offset: -0.1 }],
        roles: name === 'SCL' ? ['data'] : ['data', 'reflectance'],
      };
    };
    const keys: Record<string, string> = { B02: 'blue', B03: 'green', B04: 'red', B08: 'nir', B05: 'rededge1', B06: 'rededge2', B07: 'rededge3', B8A: 'nir08', B11: 'swir16', B12: 'swir22' };
    for (const [name, data] of Object.entries(rasters.bands10)) await cog(name, keys[name] as string, data, 10);
    for (const [name, data] of Object.entries(rasters.bands20)) await cog(name, keys[name] as string, data, 20);
    await cog('SCL', 'scl', rasters.scl, 20);
    const item = {
      type: 'Feature', stac_version: '1.0.0',
      stac_extensions: ['https://stac-extensions.github.io/eo/v1.1.0/schema.json', 'https://stac-extensions.github.io/projection/v1.1.0/schema.json', 'https://stac-extensions.github.io/raster/v1.1.0/schema.json', 'https://stac-extensions.github.io/view/v1.0.0/schema.json'],
      id, collection: o.collection, bbox,
      geometry: { type: 'Polygon', coordinates: [[...corners, corners[0]]] },
      properties: {
        datetime: when.toISOString(), platform, constellation: 'sentinel-2', instruments: ['msi'],
        'eo:cloud_cover': Math.round(rasters.cloudCover * 1000) / 1000,
        'proj:epsg': layout.epsg, 'proj:code': `EPSG:${layout.epsg}`,
        'mgrs:utm_zone': zone, 'mgrs:latitude_band': band, 'mgrs:grid_square': 'DM',
        'view:sun_elevation': Math.round(sun.elevation * 1000) / 1000, 'view:sun_azimuth': Math.round(sun.azimuth * 1000) / 1000,
        'view:incidence_angle': platform === 'sentinel-2a' ? 4.2 : 7.9, 'view:azimuth': platform === 'sentinel-2a' ? 104.5 : 286.1,
        's2:processing_baseline': '05.10', 'fieldwatch:demo': true,
      },
      links: [
        { rel: 'self', href: link(`${folder}/${id}.json`) },
        { rel: 'collection', href: link(`${o.collection}/collection.json`) },
        { rel: 'root', href: link('catalog.json') },
      ],
      assets,
    };
    await put(`${folder}/${id}.json`, JSON.stringify(item));
    features.push(item);
  }
  const collection = {
    type: 'Collection', stac_version: '1.0.0', id: o.collection, license: 'proprietary',
    description: 'Simulated Sentinel-2 L2A scenes of the FieldWatch demo farm (not real observations).',
    extent: { spatial: { bbox: [bbox] }, temporal: { interval: [[`${o.year}-01-01T00:00:00Z`, `${o.year}-12-31T23:59:59Z`]] } },
    links: [{ rel: 'root', href: link('catalog.json') }, { rel: 'items', href: link(`${o.collection}/items.json`) }],
  };
  await put(`${o.collection}/collection.json`, JSON.stringify(collection));
  await put(`${o.collection}/items.json`, JSON.stringify({ type: 'FeatureCollection', features }));
  await put('catalog.json', JSON.stringify({
    type: 'Catalog', stac_version: '1.0.0', id: 'fieldwatch-demo', description: 'FieldWatch demo imagery',
    links: [
      { rel: 'self', href: link('catalog.json') },
      ...[o.collection, ...(o.otherCollections ?? [])].map((collection) => ({ rel: 'child', href: link(`${collection}/collection.json`) })),
    ],
  }));
  return { items: features.length, ...written };
}
