/**
 * A Sentinel-1 acquisition as the engine needs it, whatever catalogue it came from: CRS, footprint, orbit, and the
 * COG hrefs of its backscatter (gamma0 VV and VH) and of its validity mask. Digital Earth Africa's `s1_rtc` items
 * give linear gamma0 (float32, NaN no data) and a mask (uint8: 0 no data, 1 valid, 2 radar shadow) on EPSG:4326.
 */
import type { OrbitState } from '../../../shared/domain/radar';
import { InvalidItemError } from '../errors';
import { bboxOf, epsgOf, footprintOf, resolveHref } from '../stac/stac-item';

export interface RadarAsset {
  href: string;
  /** Linear power, or dB (10·log10), which the engine converts to linear before averaging. */
  units: 'linear' | 'db';
  /** A value meaning no data besides NaN (null: NaN only). */
  nodata: number | null;
}

export interface RadarScene {
  id: string;
  collection: string | null;
  /** ISO instant of acquisition and its UTC day. */
  datetime: string;
  date: string;
  epsg: number;
  /** [west, south, east, north] in degrees. */
  bbox: [number, number, number, number];
  footprint: GeoJSON.Polygon | GeoJSON.MultiPolygon | null;
  platform: string | null;
  orbitState: OrbitState | null;
  relativeOrbit: number | null;
  /** The catalogue's tile (Digital Earth Africa's 1° cell, `N09E008`), null when it gives none. */
  tile: string | null;
  vv: RadarAsset;
  vh: RadarAsset | null;
  /** Valid where the mask is 1; null: every finite pixel counts. */
  mask: RadarAsset | null;
}

export interface RadarItemOptions {
  /** Base for relative hrefs (the item's own URL). */
  base?: string;
  /** Region of `s3://bucket/key` hrefs, read as `https://bucket.s3.<region>.amazonaws.com/key`. */
  assetRegion?: string;
}

interface RadarRasterBand {
  nodata?: number | string | null;
  unit?: string;
}

interface RadarStacAsset {
  href?: unknown;
  'raster:bands'?: RadarRasterBand[];
  'proj:epsg'?: number;
  'proj:code'?: string;
}

interface RadarItemLike {
  id?: unknown;
  collection?: unknown;
  bbox?: unknown;
  geometry?: unknown;
  properties?: Record<string, unknown>;
  assets?: Record<string, RadarStacAsset>;
  links?: Array<{ rel?: string; href?: string }>;
}

/** Asset keys per polarisation: Digital Earth Africa's lower-case keys first, then upper-case ones. */
export const RADAR_ASSET_KEYS = { vv: ['vv', 'VV'], vh: ['vh', 'VH'], mask: ['mask', 'MASK'] } as const;

/** A Digital Earth Africa `s1_rtc` item (or one shaped like it) → RadarScene; InvalidItemError says what is wrong. */
export function radarSceneFromItem(item: unknown, options: RadarItemOptions = {}): RadarScene {
  if (!item || typeof item !== 'object' || Array.isArray(item)) throw new InvalidItemError('a radar item must be a JSON object');
  const radar = item as RadarItemLike;
  if (typeof radar.id !== 'string' || radar.id === '') throw new InvalidItemError('the radar item has no id');
  const id = radar.id;
  const properties = radar.properties && typeof radar.properties === 'object' ? radar.properties : {};
  const datetime = stringOf(properties.datetime) ?? stringOf(properties.start_datetime);
  if (!datetime || Number.isNaN(Date.parse(datetime))) throw new InvalidItemError(`${id} has no valid datetime or start_datetime`);
  const assets = radar.assets && typeof radar.assets === 'object' ? radar.assets : {};
  const epsg = epsgOf(properties) ?? Object.values(assets).map((asset) => epsgOf(asset as Record<string, unknown>)).find((e) => e !== null) ?? null;
  if (epsg === null) throw new InvalidItemError(`${id} has neither proj:epsg nor proj:code`);
  const base = options.base ?? radar.links?.find((link) => link.rel === 'self')?.href;
  const asset = (which: keyof typeof RADAR_ASSET_KEYS): RadarAsset | null => {
    const key = RADAR_ASSET_KEYS[which].find((k) => assets[k] !== undefined);
    return key === undefined ? null : radarAsset(id, key, assets[key] as RadarStacAsset, base, options.assetRegion);
  };
  const vv = asset('vv');
  if (!vv) throw new InvalidItemError(`${id} has no vv asset`);
  const relative = properties['sat:relative_orbit'];
  const relativeOrbit = typeof relative === 'number' && Number.isInteger(relative) && relative > 0 ? relative : null;
  const instant = new Date(datetime).toISOString();
  return {
    id,
    collection: typeof radar.collection === 'string' ? radar.collection : null,
    datetime: instant,
    date: instant.slice(0, 10),
    epsg,
    bbox: bboxOf({ id, bbox: radar.bbox, geometry: radar.geometry }),
    footprint: footprintOf(radar.geometry),
    platform: stringOf(properties.platform),
    orbitState: orbitOf(id, properties['sat:orbit_state']),
    relativeOrbit,
    tile: stringOf(properties['odc:region_code']),
    vv,
    vh: asset('vh'),
    mask: asset('mask'),
  };
}

function orbitOf(id: string, value: unknown): OrbitState | null {
  if (value === undefined || value === null) return null;
  const orbit = typeof value === 'string' ? value.toLowerCase() : '';
  if (orbit === 'ascending' || orbit === 'descending') return orbit;
  throw new InvalidItemError(`${id} has sat:orbit_state ${JSON.stringify(value)} (ascending or descending expected)`);
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function radarAsset(id: string, key: string, asset: RadarStacAsset, base: string | undefined, assetRegion: string | undefined): RadarAsset {
  if (!asset || typeof asset !== 'object' || typeof asset.href !== 'string' || asset.href === '') {
    throw new InvalidItemError(`${id}: asset ${key} has no href`);
  }
  const band = Array.isArray(asset['raster:bands']) ? asset['raster:bands'][0] : undefined;
  const unit = typeof band?.unit === 'string' ? band.unit.trim().toLowerCase() : '';
  return { href: httpsHref(id, key, asset.href, base, assetRegion), units: unit === 'db' ? 'db' : 'linear', nodata: nodataOf(band?.nodata) };
}

/** `s3://bucket/key` → the bucket's virtual-hosted HTTPS URL in the asset region; relative hrefs against the base. */
function httpsHref(id: string, key: string, href: string, base: string | undefined, assetRegion: string | undefined): string {
  const s3 = /^s3:\/\/([^/]+)\/(.+)$/i.exec(href);
  if (!s3) {
    if (/^s3:/i.test(href)) throw new InvalidItemError(`${id}: asset ${key} has a malformed s3 href ${href}`);
    return resolveHref(href, base);
  }
  if (!assetRegion) throw new InvalidItemError(`${id}: asset ${key} is at ${href} and no asset region was given to read it over HTTPS`);
  return `https://${s3[1]}.s3.${assetRegion}.amazonaws.com/${s3[2]}`;
}

/** NaN no data is implied for float backscatter; a finite number is a second no-data value. */
function nodataOf(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}
