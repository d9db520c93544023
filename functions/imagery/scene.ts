/**
 * A Sentinel-2 L2A scene as the engine needs it, whatever catalogue it came from: CRS, footprint, per-band COG
 * hrefs with the scale and offset that turn DNs into reflectance, the SCL asset, and sun/view angles.
 */
import type { S2Band } from '../../shared/domain/indices';

export type BandId = S2Band | 'SCL';

export const BAND_RESOLUTION: Readonly<Record<BandId, number>> = {
  B01: 60, B02: 10, B03: 10, B04: 10, B05: 20, B06: 20, B07: 20, B08: 10, B8A: 20, B09: 60, B11: 20, B12: 20, SCL: 20,
};

/** Asset keys per band: Earth Search v1 / c1 common names first, then the older B04-style keys. */
export const ASSET_KEYS: Readonly<Record<BandId, readonly string[]>> = {
  B01: ['coastal', 'B01'], B02: ['blue', 'B02'], B03: ['green', 'B03'], B04: ['red', 'B04'], B05: ['rededge1', 'B05'],
  B06: ['rededge2', 'B06'], B07: ['rededge3', 'B07'], B08: ['nir', 'B08'], B8A: ['nir08', 'B8A'], B09: ['nir09', 'B09'],
  B11: ['swir16', 'B11'], B12: ['swir22', 'B12'], SCL: ['scl', 'SCL'],
};

export interface BandAsset {
  href: string;
  /** reflectance = DN × scale + offset; DN equal to `nodata` has no value. */
  scale: number;
  offset: number;
  nodata: number | null;
}

export interface SunViewAngles {
  sunZenith: number;
  sunAzimuth: number;
  /** Mean viewing angles; null when the item does not give them (LAI then assumes nadir and says so). */
  viewZenith: number | null;
  viewAzimuth: number | null;
}

export interface Scene {
  id: string;
  collection: string | null;
  /** ISO instant of acquisition and its UTC day. */
  datetime: string;
  date: string;
  epsg: number;
  /** [west, south, east, north] in degrees. */
  bbox: [number, number, number, number];
  /** Lon/lat footprint of valid data when the item gives one. */
  footprint: GeoJSON.Polygon | GeoJSON.MultiPolygon | null;
  cloudCover: number | null;
  mgrsTile: string | null;
  bands: Partial<Record<BandId, BandAsset>>;
  angles: SunViewAngles | null;
}
