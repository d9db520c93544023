import { indexMeter } from '../../domain/admin';
import { ZoneLayer, ZonesQuery } from '../schemas/zones';
import { r, type RouteSpec } from './spec';

/** The routes of the zones Lambda: a field's productivity zones (stored by the scheduled imagery worker). */
export const ZONES_ROUTES = {
  getFieldZones: r('GET', '/zones/', 'zones', 'user', 'monitoring.view_index', {
    team: 'query',
    query: ZonesQuery,
    answer: ZoneLayer,
    meter: indexMeter('Productivity zones'),
  }),
} as const satisfies Record<string, RouteSpec>;
