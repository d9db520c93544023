import { TrackingPage, TrackingQuery } from '../schemas/admin';
import { r, type RouteSpec } from './spec';

/** The routes of the tracking Lambda. */
export const TRACKING_ROUTES = {
  // Tracking (admin)
  listTracking: r('GET', '/tracking/tracking/', 'tracking', 'staff', null, { query: TrackingQuery, answer: TrackingPage }),
} as const satisfies Record<string, RouteSpec>;
