/**
 * Digital Earth Africa's Sentinel-1 grid: 1° × 1° cells on EPSG:4326 named by their south-west corner
 * (`N09E008` spans 8-9° E, 9-10° N). The planner searches once per cell and month.
 */
import { InvalidGeometryError } from '../errors';

export interface RadarTile {
  id: string;
  /** [west, south, east, north] in degrees. */
  bbox: [number, number, number, number];
}

function tileAt(west: number, south: number): RadarTile {
  const lat = `${south < 0 ? 'S' : 'N'}${String(Math.abs(south)).padStart(2, '0')}`;
  const lon = `${west < 0 ? 'W' : 'E'}${String(Math.abs(west)).padStart(3, '0')}`;
  return { id: `${lat}${lon}`, bbox: [west, south, west + 1, south + 1] };
}

function checkLonLat(lon: number, lat: number): void {
  if (!Number.isFinite(lon) || !Number.isFinite(lat) || lon < -180 || lon > 180 || lat < -90 || lat > 90) {
    throw new InvalidGeometryError(`(${lon}, ${lat}) is not a longitude and latitude in degrees`);
  }
}

/** The cell holding a point (a point on a cell's west or south edge belongs to it). */
export function radarTileOf(lon: number, lat: number): RadarTile {
  checkLonLat(lon, lat);
  return tileAt(Math.min(179, Math.floor(lon)), Math.min(89, Math.floor(lat)));
}

/** Every cell a bbox [west, south, east, north] touches, west to east then south to north. */
export function radarTilesOfBbox(bbox: readonly [number, number, number, number]): RadarTile[] {
  const [west, south, east, north] = bbox;
  checkLonLat(west, south);
  checkLonLat(east, north);
  if (west > east || south > north) throw new InvalidGeometryError(`bbox ${JSON.stringify(bbox)} is not [west, south, east, north]`);
  const first = radarTileOf(west, south).bbox;
  const lastWest = Math.max(first[0], Math.min(179, Math.ceil(east) - 1));
  const lastSouth = Math.max(first[1], Math.min(89, Math.ceil(north) - 1));
  const tiles: RadarTile[] = [];
  for (let s = first[1]; s <= lastSouth; s++) for (let w = first[0]; w <= lastWest; w++) tiles.push(tileAt(w, s));
  return tiles;
}
