import * as z from 'zod';
import type { ZodIntersection, ZodObject, ZodType } from 'zod';
import type { Meter } from '../../domain/admin';
import type { Permission } from '../../domain/permissions';
import { TeamQuery } from '../schemas/fields';

/**
 * The vocabulary of THE route contract (routes.ts, one module per resource under routes/): every call the product's
 * web client makes to its own backend, with the path exactly as the specification documents it (trailing slashes
 * included), and the zod schemas of its path parameters, query, body and answer. It drives the API Gateway routes
 * (CDK), each resource Lambda's router and the handlers' types, the local gateway, the web client's requests and the
 * contract test.
 *
 * Calls the specification sends to /auth/... are Cognito's (through Amplify in the browser) and are not here, but
 * for the password reset, whose single-use token is ours.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** public: no token; user: a verified Cognito token; staff: a verified token of the Cognito group `staff`. */
export type AuthLevel = 'public' | 'user' | 'staff';

/** Which Lambda serves the route. One Lambda per documented resource. */
export type Resource =
  | 'health'
  | 'accounts'
  | 'roles'
  | 'tracking'
  | 'fields'
  | 'crops'
  | 'monitoring'
  | 'weather'
  | 'activities'
  | 'system-setup'
  | 'payments'
  | 'alerts'
  | 'scouting'
  | 'zones'
  | 'partners'
  | 'sharing';

/** The answer of a route that sends a file (CSV, PNG, GeoJSON download) rather than JSON. */
export const FILE = { kind: 'file' } as const;
/** The answer of a route that sends nothing (204). */
export const EMPTY = { kind: 'empty' } as const;
export type AnswerSpec = ZodType | typeof FILE | typeof EMPTY;

/**
 * A multipart/form-data body: its text fields checked by `fields`, and the files it carries (the file part named
 * `fileField` is the one the route reads). The web client sends it as FormData, the handler kit parses it.
 */
export interface MultipartBody<F extends ZodType = ZodType, K extends string = string> {
  readonly kind: 'multipart';
  readonly fields: F;
  readonly fileField: K;
}

export const multipart = <const F extends ZodType, const K extends string>(fields: F, fileField: K): MultipartBody<F, K> => ({
  kind: 'multipart',
  fields,
  fileField,
});

export type BodySpec = ZodType | MultipartBody;

/** A file of a multipart body as the handler receives it. */
export interface PostedFile {
  /** The form field that carried it. */
  field: string;
  fileName: string;
  contentType: string;
  data: Uint8Array;
}

/** A parsed multipart body: its checked text fields and its files. */
export interface MultipartForm<Fields = Record<string, string>> {
  fields: Fields;
  files: PostedFile[];
}

/**
 * Where a request names the team it concerns (the team scope of a route needing a team permission):
 * - `query`: `team` in the query string, which the route's query schema takes (r() adds it) and the web client
 *   fills in with the current team on every call;
 * - `path`: the {teamId} path parameter;
 * - `body`: `team` in the body (the form's fields for a multipart body), which the caller names.
 * The handler kit reads the team from the parsed request only, in these places.
 */
export type TeamIn = 'query' | 'path' | 'body';

export interface RouteSchemas {
  readonly params?: ZodType;
  readonly query?: ZodType;
  readonly body?: BodySpec;
  /** The 2xx answer; absent while the route is not built (it answers 501). */
  readonly answer?: AnswerSpec;
  /**
   * A route serving paid data: the handler kit refuses a team staff revoked (or have not approved) and records one
   * usage of this meter per successful call. Every route needing a paid permission names one (the unit test of the
   * route table walks them).
   */
  readonly meter?: Meter;
  /** The team scope: where the request names its team (every route needing a team permission says). */
  readonly team?: TeamIn;
  /**
   * A public read opened by a share link: the {token} path parameter names the link, which the handler kit resolves
   * to its team and fields (a caller without an account sees exactly those, read-only, metered to that team).
   */
  readonly shared?: boolean;
}

export interface RouteSpec extends RouteSchemas {
  readonly method: HttpMethod;
  /** The path as the specification documents it, API Gateway syntax for parameters. */
  readonly path: string;
  readonly resource: Resource;
  readonly auth: AuthLevel;
  /** The team permission a member's role must hold (the Owner role holds all). null: none beyond `auth`. */
  readonly permission: Permission | null;
}

/** The web app calls the API under this prefix on its own origin (CloudFront /api/* in a deployed stage). */
export const API_PREFIX = '/api';

type TeamQuerySchema = typeof TeamQuery;

/** A query schema that takes `team`: as it is when it already does, else with TeamQuery beside it. */
type WithTeam<Q> =
  Q extends ZodObject<infer Shape> ? ('team' extends keyof Shape ? Q : ZodIntersection<Q, TeamQuerySchema>) : Q extends ZodType ? ZodIntersection<Q, TeamQuerySchema> : TeamQuerySchema;

type Scoped<S> = S extends { team: 'query' } ? Omit<S, 'query'> & { query: WithTeam<S extends { query: infer Q } ? Q : undefined> } : S;

function withTeam(query: ZodType | undefined): ZodType {
  if (!query) return TeamQuery;
  if (query instanceof z.ZodObject && 'team' in query.shape) return query;
  return z.intersection(query, TeamQuery);
}

/** One route of the table; a route scoped by a `team` query gets it in its query schema. */
export const r = <
  const M extends HttpMethod,
  const R extends Resource,
  const A extends AuthLevel,
  const P extends Permission | null,
  const S extends RouteSchemas = Record<never, never>,
>(
  method: M,
  path: string,
  resource: R,
  auth: A,
  permission: P,
  schemas?: S,
) => {
  const spec = { ...(schemas as S) };
  const scoped = spec.team === 'query' ? { ...spec, query: withTeam(spec.query) } : spec;
  return { method, path, resource, auth, permission, ...(scoped as Scoped<S>) };
};
