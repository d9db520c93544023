import polylabel from 'polylabel';
import type { MultiPolygonCoordinates } from './prescription-input';
import { xmlText } from './prescription-input';

/**
 * Soil-sampling points: one per zone, at the pole of inaccessibility of its largest part (the point inside it
 * farthest from its edge, holes included), so a sample is taken well inside the zone, away from its neighbours.
 */

/** A zone as the zone layer answers it. */
export interface SamplingZone {
  zone: number;
  geometry: { coordinates: MultiPolygonCoordinates };
}

export interface SamplingPoint {
  zone: number;
  lat: number;
  lng: number;
  /** How far the point is from the zone's nearest edge, in metres. */
  edgeDistanceM: number;
}

const METRES_PER_DEGREE_LAT = 110_574;
const METRES_PER_DEGREE_LNG_AT_EQUATOR = 111_320;
/** Precision of the search, in metres: finer than a phone's GPS. */
const PRECISION_M = 0.5;

type Projected = number[][][];

/** A polygon in local metres (equirectangular about `lat0`): accurate to a few parts in a thousand across a field. */
function project(polygon: MultiPolygonCoordinates[number], lat0: number): Projected {
  const cos = Math.cos((lat0 * Math.PI) / 180);
  return polygon.map((ring) => ring.map((point) => [(point[0] ?? 0) * cos * METRES_PER_DEGREE_LNG_AT_EQUATOR, (point[1] ?? 0) * METRES_PER_DEGREE_LAT]));
}

function ringArea(ring: readonly number[][]): number {
  let sum = 0;
  for (let index = 0; index < ring.length - 1; index += 1) {
    const [x1 = 0, y1 = 0] = ring[index] ?? [];
    const [x2 = 0, y2 = 0] = ring[index + 1] ?? [];
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum) / 2;
}

/** The zone's largest part's area, in m²: its exterior less its holes. */
function partArea(polygon: Projected): number {
  const [outer = [], ...holes] = polygon;
  return ringArea(outer) - holes.reduce((sum, hole) => sum + ringArea(hole), 0);
}

/** The suggested point of one zone, or null for a zone without a polygon. */
export function samplingPoint(zone: SamplingZone): SamplingPoint | null {
  const first = zone.geometry.coordinates[0]?.[0]?.[0];
  if (!first) return null;
  const lat0 = first[1] ?? 0;
  const parts = zone.geometry.coordinates.map((polygon) => project(polygon, lat0)).filter((polygon) => (polygon[0]?.length ?? 0) >= 4);
  const largest = parts.reduce<Projected | null>((best, part) => (best === null || partArea(part) > partArea(best) ? part : best), null);
  if (!largest) return null;
  const pole = polylabel(largest, PRECISION_M);
  const cos = Math.cos((lat0 * Math.PI) / 180);
  return {
    zone: zone.zone,
    lat: (pole[1] ?? 0) / METRES_PER_DEGREE_LAT,
    lng: (pole[0] ?? 0) / (cos * METRES_PER_DEGREE_LNG_AT_EQUATOR),
    edgeDistanceM: pole.distance,
  };
}

export function samplingPoints(zones: readonly SamplingZone[]): SamplingPoint[] {
  return zones.map(samplingPoint).filter((point): point is SamplingPoint => point !== null);
}

/** The points as GPX 1.1 waypoints, which GPS apps and handhelds open. */
export function samplingGpx(points: readonly SamplingPoint[], name: (zone: number) => string, title: string): string {
  const waypoints = points.map(
    (point) => `<wpt lat="${point.lat.toFixed(7)}" lon="${point.lng.toFixed(7)}"><name>${xmlText(name(point.zone))}</name><sym>Flag</sym></wpt>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="FieldWatch" xmlns="http://www.topografix.com/GPX/1/1"><metadata><name>${xmlText(title)}</name></metadata>\n${waypoints.join('\n')}\n</gpx>\n`;
}

/** The points as CSV: the headings are the spreadsheet's, in the farmer's language; numbers are plain decimals. */
export function samplingCsv(points: readonly SamplingPoint[], headings: { zone: string; latitude: string; longitude: string; edgeDistance: string }): string {
  const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const rows = points.map((point) => [String(point.zone), point.lat.toFixed(7), point.lng.toFixed(7), point.edgeDistanceM.toFixed(1)].join(','));
  return `${[headings.zone, headings.latitude, headings.longitude, headings.edgeDistance].map(quote).join(',')}\n${rows.join('\n')}\n`;
}
