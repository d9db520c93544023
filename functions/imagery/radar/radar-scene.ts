/**
 * A Sentinel-1 acquisition as the engine needs it, whatever catalogue it came from: CRS, footprint, orbit, and the
 * COG hrefs of its backscatter (gamma0 VV and VH) and of its validity mask. Digital Earth Africa's `s1_rtc` items
 * give linear gamma0 (float32, NaN no data) and a mask (uint8: 0 no data, 1 valid, 2 radar shadow) on EPSG:4326.
 */
import type { OrbitState } from '../../../shared/domain/radar';

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
