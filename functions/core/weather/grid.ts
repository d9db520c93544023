import type { GeoPoint } from './types';

/** The cache's grid: 0.1° (about 11 km, close to the sources' 9 km grid), so nearby fields share one upstream call. */
export interface GridCell {
  /** Latitude and longitude in tenths of a degree, e.g. `91_87`. */
  id: string;
  /** The cell's centre, which is what the sources are asked about. */
  lat: number;
  lon: number;
}

export function gridCell(point: GeoPoint): GridCell {
  const row = Math.round(point.lat * 10);
  let column = Math.round(point.lon * 10);
  if (column === 1800) column = -1800;
  return { id: `${row}_${column}`, lat: row / 10, lon: column / 10 };
}

/**
 * Today at the location, from its solar time zone (longitude / 15 h). Close to the civil zone Open-Meteo's
 * `timezone=auto` uses, and needs no lookup; the demo farm (UTC+1 at 8.7° E) gets the same date.
 */
export function localToday(lon: number, nowMs: number = Date.now()): string {
  const offsetHours = Math.round(lon / 15);
  return new Date(nowMs + offsetHours * 3_600_000).toISOString().slice(0, 10);
}
