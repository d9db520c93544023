/**
 * Sentinel-2 L1C/L2A products are cut on the MGRS 100 km grid (tile "32PMR": UTM zone, latitude band, 100 km
 * square), each tile 110 km wide so neighbours overlap by 10 km. Scenes are searched once per tile and shared by
 * every field on it: a field belongs to the tiles of its bounding box's corners (most fields: one tile).
 */
import mgrs from 'mgrs';

export type Bbox = readonly [number, number, number, number];

/** The tile name as Earth Search spells it (zero-padded zone), e.g. "32PMR"; null outside MGRS (the poles). */
export function mgrsTileOf(lon: number, lat: number): string | null {
  try {
    const match = /^(\d{1,2})([C-X])([A-Z]{2})/.exec(mgrs.forward([lon, lat], 1));
    return match ? `${(match[1] as string).padStart(2, '0')}${match[2]}${match[3]}` : null;
  } catch {
    return null;
  }
}

/** The tiles a bounding box lies on, sorted; empty when any corner is outside MGRS. */
export function mgrsTilesOfBbox(bbox: Bbox): string[] {
  const [west, south, east, north] = bbox;
  const tiles = [mgrsTileOf(west, south), mgrsTileOf(east, south), mgrsTileOf(west, north), mgrsTileOf(east, north), mgrsTileOf((west + east) / 2, (south + north) / 2)];
  if (tiles.some((tile) => tile === null)) return [];
  return [...new Set(tiles as string[])].sort();
}

/**
 * The tile's 100 km square in longitude and latitude, from its four corners (a UTM square is not aligned with
 * meridians), widened by its neighbours' 10 km overlap so that a scene over any field of the tile intersects it.
 */
export function mgrsTileBbox(tile: string): [number, number, number, number] {
  const corners = ['0000000000', '9999900000', '0000099999', '9999999999'].map((digits) => mgrs.toPoint(`${tile.replace(/^0/, '')}${digits}`));
  const lons = corners.map(([lon]) => lon);
  const lats = corners.map(([, lat]) => lat);
  const margin = 0.1;
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  return [round(Math.min(...lons) - margin), round(Math.min(...lats) - margin), round(Math.max(...lons) + margin), round(Math.max(...lats) + margin)];
}

export function bboxesIntersect(a: Bbox, b: Bbox): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}
