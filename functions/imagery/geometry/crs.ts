/**
 * Coordinate transforms between lon/lat (WGS84) and the CRSs Sentinel-2 scenes and web tiles use: UTM/WGS84
 * (EPSG 326xx north, 327xx south), ETRS89 UTM (258xx), Web Mercator (3857). proj4 ships only 4326 and 3857, so
 * UTM definitions are built here from the code.
 */
import proj4 from 'proj4';
import { InvalidItemError } from '../errors';

export type XY = [number, number];

export interface Projector {
  epsg: number;
  forward(lonLat: XY): XY;
  inverse(xy: XY): XY;
}

export function projDefinition(epsg: number): string {
  if (epsg === 4326) return '+proj=longlat +datum=WGS84 +no_defs';
  if (epsg === 3857) return '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +no_defs';
  const zone = epsg % 100;
  if (zone >= 1 && zone <= 60) {
    if (epsg - zone === 32600) return `+proj=utm +zone=${zone} +datum=WGS84 +units=m +no_defs`;
    if (epsg - zone === 32700) return `+proj=utm +zone=${zone} +south +datum=WGS84 +units=m +no_defs`;
    if (epsg - zone === 25800 && zone >= 28 && zone <= 38) return `+proj=utm +zone=${zone} +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs`;
  }
  throw new InvalidItemError(`CRS EPSG:${epsg} is not supported (UTM, 4326 and 3857 are)`);
}

const cache = new Map<number, Projector>();

export function projector(epsg: number): Projector {
  let found = cache.get(epsg);
  if (!found) {
    const converter = proj4(projDefinition(4326), projDefinition(epsg));
    found = {
      epsg,
      forward: (lonLat) => converter.forward(lonLat) as XY,
      inverse: (xy) => converter.inverse(xy) as XY,
    };
    cache.set(epsg, found);
  }
  return found;
}

/** The UTM/WGS84 EPSG code of the zone a longitude/latitude falls in (no Norway/Svalbard exceptions). */
export function utmEpsgFor(lon: number, lat: number): number {
  const zone = Math.min(60, Math.floor((lon + 180) / 6) + 1);
  return (lat >= 0 ? 32600 : 32700) + zone;
}
