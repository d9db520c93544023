/**
 * A STAC item of Sentinel-2 L2A (Earth Search `sentinel-2-c1-l2a`, v1 `sentinel-2-l2a`, v2, older B04-keyed
 * items, or our demo catalog) → Scene. The scale/offset rule (research/imagery.md §1): use the asset's
 * `raster:bands` scale and offset; on v1 `sentinel-2-l2a` items flagged `earthsearch:boa_offset_applied` the
 * pixels already carry the offset, so it is not applied twice; items without `raster:bands` get 1e-4 and, from
 * processing baseline 04.00, the BOA_ADD_OFFSET of -1000 DN (-0.1).
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import { InvalidItemError } from '../errors';
import { ASSET_KEYS, type BandAsset, type BandId, type Scene, type SunViewAngles } from '../scene';

interface RasterBand {
  scale?: number;
  offset?: number;
  nodata?: number | string;
}

interface StacAsset {
  href?: string;
  'raster:bands'?: RasterBand[];
  'proj:epsg'?: number;
  'proj:code'?: string;
}

export interface StacItemLike {
  type?: string;
  id?: unknown;
  collection?: unknown;
  bbox?: unknown;
  geometry?: unknown;
  properties?: Record<string, unknown>;
  assets?: Record<string, StacAsset>;
  links?: Array<{ rel?: string; href?: string }>;
}

const REFLECTANCE_SCALE = 1e-4;
const BOA_OFFSET = -0.1;

/** @param base where the item was read from (URL or path) to resolve relative asset hrefs. */
export function parseStacItem(input: unknown, base?: string): Scene {
  if (!input || typeof input !== 'object') throw new InvalidItemError('not a JSON object');
  const item = input as StacItemLike;
  if (typeof item.id !== 'string' || item.id === '') throw new InvalidItemError('no id');
  const properties = item.properties ?? {};
  const datetime = stringProperty(properties, 'datetime') ?? stringProperty(properties, 'start_datetime');
  if (!datetime || Number.isNaN(Date.parse(datetime))) throw new InvalidItemError(`${item.id} has no valid datetime`);
  const assets = item.assets ?? {};
  const epsg = epsgOf(properties) ?? Object.values(assets).map((a) => epsgOf(a as Record<string, unknown>)).find((e) => e !== null) ?? null;
  if (epsg === null) throw new InvalidItemError(`${item.id} has neither proj:epsg nor proj:code`);
  const selfHref = item.links?.find((l) => l.rel === 'self')?.href;
  const baseHref = base ?? selfHref;
  const bands: Partial<Record<BandId, BandAsset>> = {};
  for (const band of Object.keys(ASSET_KEYS) as BandId[]) {
    const key = ASSET_KEYS[band].find((k) => assets[k]?.href);
    const asset = key ? assets[key] : undefined;
    if (!asset?.href) continue;
    bands[band] = bandAsset(band, asset, properties, resolveHref(asset.href, baseHref), item.collection);
  }
  const bbox = bboxOf(item);
  return {
    id: item.id,
    collection: typeof item.collection === 'string' ? item.collection : null,
    datetime: new Date(datetime).toISOString(),
    date: new Date(datetime).toISOString().slice(0, 10),
    epsg,
    bbox,
    footprint: footprintOf(item.geometry),
    cloudCover: numberProperty(properties, 'eo:cloud_cover'),
    mgrsTile: mgrsOf(properties),
    bands,
    angles: anglesOf(properties),
  };
}

function stringProperty(properties: Record<string, unknown>, key: string): string | null {
  const value = properties[key];
  return typeof value === 'string' ? value : null;
}

function numberProperty(properties: Record<string, unknown>, key: string): number | null {
  const value = properties[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function epsgOf(record: Record<string, unknown>): number | null {
  const epsg = record['proj:epsg'];
  if (typeof epsg === 'number' && Number.isInteger(epsg)) return epsg;
  const code = record['proj:code'];
  if (typeof code === 'string') {
    const match = /^EPSG:(\d+)$/i.exec(code.trim());
    if (match) return Number(match[1]);
  }
  return null;
}

function bandAsset(band: BandId, asset: StacAsset, properties: Record<string, unknown>, href: string, collection: unknown): BandAsset {
  const raster = asset['raster:bands']?.[0];
  const nodata = raster?.nodata === undefined ? 0 : Number(raster.nodata);
  if (band === 'SCL') return { href, scale: 1, offset: 0, nodata: Number.isFinite(nodata) ? nodata : 0 };
  const baseline = stringProperty(properties, 's2:processing_baseline');
  const offsetBaked = properties['earthsearch:boa_offset_applied'] === true && collection === 'sentinel-2-l2a';
  const scale = raster?.scale ?? REFLECTANCE_SCALE;
  let offset = raster?.offset ?? (baseline !== null && baseline >= '04.00' ? BOA_OFFSET : 0);
  if (offsetBaked) offset = 0;
  return { href, scale, offset, nodata: Number.isFinite(nodata) ? nodata : 0 };
}

export function resolveHref(href: string, base: string | undefined): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(href) || !base) return href;
  if (/^https?:\/\//i.test(base) || base.startsWith('file://')) return new URL(href, base).toString();
  return isAbsolute(href) ? href : resolve(dirname(base), href);
}

export function bboxOf(item: StacItemLike): [number, number, number, number] {
  const bbox = item.bbox;
  if (Array.isArray(bbox) && bbox.length >= 4 && bbox.every((v) => typeof v === 'number')) {
    const b = bbox as number[];
    return b.length === 6 ? [b[0] as number, b[1] as number, b[3] as number, b[4] as number] : [b[0] as number, b[1] as number, b[2] as number, b[3] as number];
  }
  const footprint = footprintOf(item.geometry);
  if (!footprint) throw new InvalidItemError(`${String(item.id)} has neither bbox nor geometry`);
  const positions = (footprint.type === 'Polygon' ? [footprint.coordinates] : footprint.coordinates).flat(2);
  const lons = positions.map((p) => p[0] as number);
  const lats = positions.map((p) => p[1] as number);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}

export function footprintOf(geometry: unknown): GeoJSON.Polygon | GeoJSON.MultiPolygon | null {
  if (!geometry || typeof geometry !== 'object') return null;
  const g = geometry as { type?: unknown; coordinates?: unknown };
  if ((g.type === 'Polygon' || g.type === 'MultiPolygon') && Array.isArray(g.coordinates)) {
    return geometry as GeoJSON.Polygon | GeoJSON.MultiPolygon;
  }
  return null;
}

function mgrsOf(properties: Record<string, unknown>): string | null {
  const zone = properties['mgrs:utm_zone'];
  const band = properties['mgrs:latitude_band'];
  const square = properties['mgrs:grid_square'];
  if (zone !== undefined && typeof band === 'string' && typeof square === 'string') return `${String(zone).padStart(2, '0')}${band}${square}`;
  const grid = stringProperty(properties, 'grid:code');
  if (grid?.startsWith('MGRS-')) return grid.slice(5);
  return stringProperty(properties, 's2:mgrs_tile');
}

function anglesOf(properties: Record<string, unknown>): SunViewAngles | null {
  const elevation = numberProperty(properties, 'view:sun_elevation');
  const azimuth = numberProperty(properties, 'view:sun_azimuth');
  if (elevation === null || azimuth === null) return null;
  return {
    sunZenith: 90 - elevation,
    sunAzimuth: azimuth,
    viewZenith: numberProperty(properties, 'view:incidence_angle'),
    viewAzimuth: numberProperty(properties, 'view:azimuth'),
  };
}
