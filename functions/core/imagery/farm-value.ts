import type { FarmValueResponse } from '../../../shared/api/schemas/monitoring';
import { FARM_VALUE_MESSAGES } from '../../../shared/api/schemas/monitoring';
import type { ScalarIndexId } from '../../../shared/domain/indices';
import { parseFieldGeometry } from '../../imagery/geometry/field-geometry';
import { ForbiddenError, InvalidError } from '../errors';
import type { Logger } from '../logger';
import { listTeamFields } from '../fields/field-list';
import { computeDays, seriesAnswer } from './field-series';
import { fieldSeries } from './monitoring';
import { sceneDays } from './scene-search';

type Ring = readonly (readonly [number, number])[];

/** About a metre: a vertex this close to the field's edge is on it. */
const EDGE = 1e-5;

function inside(ring: Ring, lon: number, lat: number): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as readonly [number, number];
    const [xj, yj] = ring[j] as readonly [number, number];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

function nearEdge(ring: Ring, lon: number, lat: number): boolean {
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [ax, ay] = ring[j] as readonly [number, number];
    const [bx, by] = ring[i] as readonly [number, number];
    const dx = bx - ax;
    const dy = by - ay;
    const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, ((lon - ax) * dx + (lat - ay) * dy) / (dx * dx + dy * dy)));
    if (Math.hypot(lon - (ax + t * dx), lat - (ay + t * dy)) <= EDGE) return true;
  }
  return false;
}

const sameRing = (a: Ring, b: Ring) => a.length === b.length && a.every(([x, y], k) => Math.abs(x - (b[k]?.[0] ?? NaN)) <= EDGE && Math.abs(y - (b[k]?.[1] ?? NaN)) <= EDGE);

/**
 * GET /farm/value (spec 2 §7.5): the index statistics of a polygon, which must lie within one of the caller's
 * team's fields (the product is no free imagery service for any polygon). The field's own outline answers its
 * stored series; a part of a field (a wet corner, a strip) is computed now from the day's scenes, not stored.
 */
export async function farmValue(
  teamId: string,
  query: { LAYER: ScalarIndexId; start: string; end: string; MAXCC: number; GEOMETRY: [number, number][] },
  deps: { log?: Logger; budgetMs?: number } = {},
): Promise<FarmValueResponse> {
  const ring = query.GEOMETRY;
  const fields = await listTeamFields(teamId);
  const field = fields.find((candidate) => ring.every(([lon, lat]) => inside(candidate.coordinates, lon, lat) || nearEdge(candidate.coordinates, lon, lat)));
  if (!field) throw new ForbiddenError(FARM_VALUE_MESSAGES.outside);
  const seriesQuery = { field: field.id, index: query.LAYER, start: query.start, end: query.end, cloud: query.MAXCC };
  const closed = sameRing(ring, field.coordinates) || sameRing([...ring].reverse(), field.coordinates);
  if (closed) return { ...(await fieldSeries(teamId, seriesQuery, deps)), geometry: 'field' };

  let shape;
  try {
    shape = parseFieldGeometry({ type: 'Polygon', coordinates: [ring] });
  } catch {
    throw new InvalidError(FARM_VALUE_MESSAGES.geometry, { GEOMETRY: [FARM_VALUE_MESSAGES.geometry] });
  }
  const days = await sceneDays(shape.bbox, query.start, query.end);
  const found = await computeDays(shape, days, query.LAYER, { budgetMs: deps.budgetMs, log: deps.log, fieldId: field.id, logMessage: 'farm value day not computed' });
  return { ...seriesAnswer({ id: field.id, name: field.name }, found.computed, seriesQuery, found), geometry: 'part' };
}
