import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { fetchAuthSession } from 'aws-amplify/auth';
import { API_PREFIX, answerSchema, matchRoute, routeById, type RouteId, type RouteTable, type Sent } from '../../../shared/api/routes';
import { MESSAGES } from '../../../shared/domain/accounts';
import { bodyMessageOf } from './api-errors';
import type { SessionState } from './session-slice';
import { retryingReads } from './retry-reads';

/** Every failed call reaches components in this shape; `message` is what a toast shows (spec 1 §8). */
export interface ApiError {
  /** HTTP status; 0 when no response arrived (offline, timeout, CORS), -1 for a response we could not accept. */
  status: number;
  message: string;
  /** The error body as sent (`detail` plus field name -> messages), for forms that list field errors. */
  data?: unknown;
}

/** Spec 1 §7: a generic request helper with a 60-second timeout. */
const REQUEST_TIMEOUT_MS = 60_000;

const rawBaseQuery = fetchBaseQuery({
  // Same origin as the app (CloudFront or the local gateway routes /api/*); absolute so Request() accepts it anywhere.
  baseUrl: `${window.location.origin}${API_PREFIX}`,
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: async (headers) => {
    // The ID token (not the access token): the Lambdas read email and name claims that only it carries.
    try {
      const { tokens } = await fetchAuthSession();
      const idToken = tokens?.idToken?.toString();
      if (idToken) headers.set('Authorization', `Bearer ${idToken}`);
    } catch {
      // No session: public routes still work, protected ones answer 401.
    }
    return headers;
  },
});

function detailOf(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'detail' in data) {
    const detail = (data as { detail: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
  }
  return null;
}

/** A body over the API's limit: API Gateway answers it with its own `message`, not the API's `detail`. */
export const TOO_LARGE_MESSAGE = 'This request is too large to send. Send less at once (a smaller file or fewer vertices).';

/**
 * The body's text (detail, API Gateway's `message`, or the first array element: see api-errors.ts), else the status
 * text; no response (status 0, FETCH_ERROR, TIMEOUT_ERROR) -> the offline text. */
export function toApiError(error: FetchBaseQueryError, response?: Response): ApiError {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR' || error.status === 0) {
    return { status: 0, message: MESSAGES.offline };
  }
  if (error.status === 413 || (error.status === 'PARSING_ERROR' && error.originalStatus === 413)) {
    return { status: 413, message: detailOf(error.data) ?? TOO_LARGE_MESSAGE, data: error.data };
  }
  if (error.status === 'PARSING_ERROR') {
    return {
      status: error.originalStatus,
      message: response?.statusText || MESSAGES.somethingWrong,
      data: error.data,
    };
  }
  if (error.status === 'CUSTOM_ERROR') {
    return { status: -1, message: error.error || MESSAGES.unexpected, data: error.data };
  }
  return {
    status: error.status,
    message: bodyMessageOf(error.data) ?? (response?.statusText || MESSAGES.somethingWrong),
    data: error.data,
  };
}

/**
 * Names the current team on a team-scoped call (a route that needs a team permission, or takes `team` in its
 * query) that does not name one itself: a member of several teams always works in one explicit team.
 */
function withCurrentTeam(args: string | FetchArgs, teamId: string | null | undefined): string | FetchArgs {
  if (!teamId || typeof args === 'string') return args;
  const match = matchRoute(args.method ?? 'GET', args.url.split('?')[0] ?? args.url);
  if (!match || 'methodNotAllowed' in match) return args;
  const { route, params } = match;
  const query = route.query && 'shape' in route.query ? (route.query.shape as Record<string, unknown>) : {};
  if (!route.permission && !('team' in query)) return args;
  const named = [params, args.params, args.body].some(
    (source) => typeof source === 'object' && source !== null && ('team' in source || 'teamId' in source),
  );
  return named ? args : { ...args, params: { ...args.params, team: teamId } };
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (args, api, extraOptions) => {
  const { session } = api.getState() as { session?: Pick<SessionState, 'currentTeamId' | 'userDetails'> };
  // The team chosen in the switcher, else the one the profile was read for (owned, else member team).
  const teamId = session?.currentTeamId ?? session?.userDetails?.user_team ?? session?.userDetails?.owned_team?.id;
  const result = await rawBaseQuery(withCurrentTeam(args, teamId), api, extraOptions);
  if (result.error) return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
  return { data: result.data, meta: result.meta };
};

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

/** The message to show for any error an RTK Query hook or `unwrap()` produced. */
export function apiErrorMessage(error: unknown, fallback: string = MESSAGES.unexpected): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * THE API client. Feature areas add their endpoints with `api.injectEndpoints` in features/<area>/api.ts;
 * responses are checked against the shared zod schemas through `responseSchema`.
 */
export const api = createApi({
  reducerPath: 'api',
  // Reads are repeated with backoff through a short outage (503/504, no answer), and the user is told.
  baseQuery: retryingReads(baseQuery),
  tagTypes: ['Profile'],
  endpoints: () => ({}),
  // A response that breaks the contract becomes an ordinary error instead of a crash.
  catchSchemaFailure: (error) => ({ status: -1, message: MESSAGES.unexpected, data: error.issues }),
});

type Part<Id extends RouteId, K extends 'params' | 'query' | 'body'> = RouteTable[Id] extends { [P in K]: infer S } ? Sent<S> : never;

/** What a call of a route sends, typed by the route's own schemas: path parameters, query and body. */
export interface RequestInput<Id extends RouteId> {
  params?: Part<Id, 'params'>;
  query?: Part<Id, 'query'>;
  body?: Part<Id, 'body'>;
  /** A create's Idempotency-Key (see use-submit-key.ts): the same key for a repeat of the same submit. */
  idempotencyKey?: string;
}

/** A mutation's argument: the body, with the submit's Idempotency-Key beside it. */
export type Keyed<B> = B & { idempotencyKey?: string };

/** A keyed mutation argument as the request's body and key. */
export function keyed<B extends object>(arg: Keyed<B>): { body: B; idempotencyKey?: string } {
  const { idempotencyKey, ...body } = arg;
  return { body: body as B, ...(idempotencyKey ? { idempotencyKey } : {}) };
}

/**
 * THE request builder: a call of a route of the shared route table, by its id: its method, its documented path with
 * the parameters filled, its query (empty values left out) and its body.
 */
export function request<Id extends RouteId>(id: Id, input: RequestInput<Id> = {}): FetchArgs {
  const route = routeById(id);
  const params = (input.params ?? {}) as Record<string, string>;
  const url = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = Object.entries((input.query ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined && value !== '');
  return {
    url,
    method: route.method,
    ...(input.body === undefined ? {} : { body: input.body }),
    ...(query.length > 0 ? { params: Object.fromEntries(query) } : {}),
    ...(input.idempotencyKey ? { headers: { 'Idempotency-Key': input.idempotencyKey } } : {}),
  };
}

/** The answer schema of a route, for an endpoint's `responseSchema`. */
export const answerOf = answerSchema;
