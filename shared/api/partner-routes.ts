import type { ApiKeyScope } from '../domain/api-keys';
import type { Permission } from '../domain/permissions';
import { ROUTES, type Resource, type RouteSpec } from './routes';

/**
 * Resources a key never calls: the account and its profile, payments, and the keys themselves (a key cannot make
 * or revoke keys). Their routes are the signed-in person's, not the team's.
 */
const PERSONAL_RESOURCES: ReadonlySet<Resource> = new Set(['accounts', 'payments', 'partners']);

/** Permissions a key never uses: who belongs to the team and with which role, and the team's subscription. */
const PEOPLE_AND_MONEY = /^(roles\.(add|change|delete)_|payment\.|subscription\.|partners\.)/;

/**
 * Whether a key of `scope` may call a route. The route table decides: a team route (it names where its team is and
 * needs a team permission) of the signed-in web app (`user`), never a staff or public route, never the personal,
 * people or money routes above; a read key only GET routes. The same function serves the handler kit, the partner
 * API's routes and the OpenAPI document.
 */
export function keyMayCall(route: Pick<RouteSpec, 'method' | 'auth' | 'team' | 'permission' | 'resource'>, scope: ApiKeyScope): boolean {
  if (route.auth !== 'user' || route.team === undefined || route.permission === null) return false;
  if (PERSONAL_RESOURCES.has(route.resource) || PEOPLE_AND_MONEY.test(route.permission satisfies Permission)) return false;
  return scope === 'read-write' || route.method === 'GET';
}

/** The routes a read-write key may call (a read key: the GET ones among them). */
export const KEY_ROUTES = ROUTES.filter((route) => keyMayCall(route, 'read-write'));
