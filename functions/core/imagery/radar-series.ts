import type { RadarPoint, RadarQuery, RadarSeriesResponse } from '../../../shared/api/schemas/radar';
import { RADAR_MESSAGES, radarAttribution } from '../../../shared/domain/radar';
import { radarSettings } from '../config';
import { NotFoundError } from '../errors';
import type { Logger } from '../logger';
import { fieldForImagery } from './field-shape';
import { fieldRadarPoints, type RadarPointsDeps } from './radar-points';

/** The points per orbit: backscatter depends on the viewing geometry, so a chart compares points of one orbit. */
export function orbitsOf(points: readonly RadarPoint[]): RadarSeriesResponse['orbits'] {
  const counts = new Map<string, RadarSeriesResponse['orbits'][number]>();
  for (const point of points) {
    const key = `${point.orbitState ?? ''}#${point.relativeOrbit ?? ''}`;
    const entry = counts.get(key) ?? { orbitState: point.orbitState, relativeOrbit: point.relativeOrbit, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || (a.relativeOrbit ?? -1) - (b.relativeOrbit ?? -1));
}

/** The attribution of the newest radar data shown (the window's end year when there is none). */
export function radarAttributionOf(points: ReadonlyArray<{ date: string }>, end: string): string {
  const newest = points.reduce((max, point) => (point.date > max ? point.date : max), '');
  return radarAttribution(Number((newest || end).slice(0, 4)));
}

/** Refuses a stage without radar with RADAR_MESSAGES.off (404). */
export function requireRadar(): void {
  if (!radarSettings()) throw new NotFoundError(RADAR_MESSAGES.off);
}

/** A field's stored radar points between two days, the missing acquisitions computed within the request's budget. */
export async function fieldRadarSeries(teamId: string, query: RadarQuery, options: { log?: Logger } & RadarPointsDeps = {}): Promise<RadarSeriesResponse> {
  requireRadar();
  const field = await fieldForImagery(teamId, query.field);
  const found = await fieldRadarPoints(field, query.start, query.end, options);
  return {
    field: { id: field.fieldId, name: field.name },
    start: query.start,
    end: query.end,
    points: found.points,
    orbits: orbitsOf(found.points),
    attribution: radarAttributionOf(found.points, query.end),
    failures: found.failures,
    pending: found.pending,
  };
}
