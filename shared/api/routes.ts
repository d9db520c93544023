import * as z from 'zod';
import type { ZodType } from 'zod';
import { ACCOUNTS_ROUTES } from './routes/accounts';
import { ALERTS_ROUTES } from './routes/alerts';
import { ACTIVITIES_ROUTES } from './routes/activities';
import { CROPS_ROUTES } from './routes/crops';
import { FIELDS_ROUTES } from './routes/fields';
import { HEALTH_ROUTES } from './routes/health';
import { MONITORING_ROUTES } from './routes/monitoring';
import { PARTNERS_ROUTES } from './routes/partners';
import { PAYMENTS_ROUTES } from './routes/payments';
import { ROLES_ROUTES } from './routes/roles';
import { SCOUTING_ROUTES } from './routes/scouting';
import { SHARING_ROUTES } from './routes/sharing';
import { SYSTEM_SETUP_ROUTES } from './routes/system-setup';
import { TRACKING_ROUTES } from './routes/tracking';
import { WEATHER_ROUTES } from './routes/weather';
import { ZONES_ROUTES } from './routes/zones';
import type { BodySpec, MultipartBody, MultipartForm, Resource, RouteSpec } from './routes/spec';

export * from './routes/spec';

/**
 * THE route table: the routes of every resource (one module each under routes/, the vocabulary in routes/spec.ts).
 * It drives the API Gateway routes (CDK), each resource Lambda's router and the handlers' types, the local gateway,
 * the web client's requests and the contract test.
 */
export const ROUTE_TABLE = {
  ...HEALTH_ROUTES,
  ...ACCOUNTS_ROUTES,
  ...PAYMENTS_ROUTES,
  ...TRACKING_ROUTES,
  ...ROLES_ROUTES,
  ...FIELDS_ROUTES,
  ...MONITORING_ROUTES,
  ...WEATHER_ROUTES,
  ...ACTIVITIES_ROUTES,
  ...CROPS_ROUTES,
  ...SYSTEM_SETUP_ROUTES,
  ...ALERTS_ROUTES,
  ...SCOUTING_ROUTES,
  ...ZONES_ROUTES,
  ...PARTNERS_ROUTES,
  ...SHARING_ROUTES,
} as const satisfies Record<string, RouteSpec>;

/** The API Gateway / Lambda view of a route, with its id and whether it writes (least-privilege grants). */
export interface RouteDef extends RouteSpec {
  readonly id: RouteId;
  readonly writes: boolean;
}

export type RouteTable = typeof ROUTE_TABLE;
export type RouteId = keyof RouteTable;

/** The parsed (server-side) type of a route's params, query or body; `undefined` where the route has none. */
export type Parsed<S> = S extends MultipartBody<infer F> ? MultipartForm<z.output<F>> : S extends ZodType ? z.output<S> : undefined;
/** What a client sends for a route's params, query or body; a multipart body's fields with its file beside them. */
export type Sent<S> = S extends MultipartBody<infer F, infer K> ? z.input<F> & { [P in K]: Blob } : S extends ZodType ? z.input<S> : undefined;

/** The ids of the routes one resource's Lambda serves: its router's handler map has exactly these keys. */
export type RouteIdsOf<R extends Resource> = { [Id in RouteId]: RouteTable[Id]['resource'] extends R ? Id : never }[RouteId];

/** Whether a body spec is multipart (else a zod schema of a JSON body). */
export function isMultipart(body: BodySpec | undefined): body is MultipartBody {
  return typeof body === 'object' && 'kind' in body && body.kind === 'multipart';
}
/** The JSON answer of a route: what its handler returns and its client receives. */
export type AnswerOf<Id extends RouteId> = RouteTable[Id] extends { answer: infer A extends ZodType } ? z.input<A> : never;

export const ROUTES: readonly RouteDef[] = (Object.entries(ROUTE_TABLE) as [RouteId, RouteSpec][]).map(([id, spec]) => ({
  ...spec,
  id,
  writes: spec.method !== 'GET',
}));

export const RESOURCES: readonly Resource[] = [...new Set(ROUTES.map((route) => route.resource))];

const BY_ID = new Map(ROUTES.map((route) => [route.id, route]));

export function routeById<Id extends RouteId>(id: Id): RouteDef & RouteTable[Id] {
  return BY_ID.get(id) as RouteDef & RouteTable[Id];
}

/** `GET /field/{id}/update/` -> a matcher for concrete paths; parameters are single path segments. */
export function compilePath(path: string): RegExp {
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)');
  return new RegExp(`^${pattern}$`);
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const COMPILED = ROUTES.map((route) => ({ route, regex: compilePath(route.path) }));

/** Finds the route for a method and a path (without the API prefix); static segments win over parameters. */
export function matchRoute(method: string, path: string): RouteMatch | { methodNotAllowed: true } | null {
  let pathMatched = false;
  const candidates: RouteMatch[] = [];
  for (const { route, regex } of COMPILED) {
    const match = regex.exec(path);
    if (!match) continue;
    pathMatched = true;
    if (route.method !== method) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(match.groups ?? {})) params[key] = decodeURIComponent(value);
    candidates.push({ route, params });
  }
  if (candidates.length === 0) return pathMatched ? { methodNotAllowed: true } : null;
  // API Gateway prefers the route with the most static text, as does this.
  candidates.sort((a, b) => staticLength(b.route.path) - staticLength(a.route.path));
  return candidates[0] ?? null;
}

function staticLength(path: string): number {
  return path.replace(/\{\w+\}/g, '').length;
}
