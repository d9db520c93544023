import { Health } from '../schemas/common';
import { r, type RouteSpec } from './spec';

/** The routes of the health Lambda. */
export const HEALTH_ROUTES = {
  health: r('GET', '/health/', 'health', 'public', null, { answer: Health }),
} as const satisfies Record<string, RouteSpec>;
