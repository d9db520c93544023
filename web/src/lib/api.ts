import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { fetchAuthSession } from 'aws-amplify/auth';
import type { ZodType } from 'zod';
import { API_PREFIX, ROUTE_TABLE, isMultipart, routeById, type RouteId, type RouteSpec, type RouteTable, type Sent } from '../../../shared/api/routes';
import { MESSAGES } from '../../../shared/domain/accounts';
import type { MessageId } from '../../../shared/i18n/english';
import { bodyMessageOf } from './api-errors';
import { currentLanguage } from './i18n/current-language';
import { profileTeamOf, type SessionState } from './session-slice';
import { retryingReads, type ApiBaseQuery } from './retry-reads';
import { keptReads } from './offline/read-cache';

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
    // Errors, mails, PDFs and CSVs come back in the language on screen.
    headers.set('Accept-Language', currentLanguage());
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

/**
 * A body over the API's limit: API Gateway answers it with its own `message`, not the API's `detail`. A catalogue
 * key: toasts and the kit's messages show it in the language on screen.
 */
export const TOO_LARGE_MESSAGE = 'app.api.tooLarge' satisfies MessageId;

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

/** The team the user works in: the one chosen in the switcher, else the one the profile was read for (owned, else member team). */
export function currentTeamOf(state: unknown): string | undefined {
  const { session } = state as { session?: Pick<SessionState, 'currentTeamId' | 'userDetails'> };
  return session?.currentTeamId ?? profileTeamOf(session?.userDetails) ?? undefined;
}

export const baseQuery: ApiBaseQuery = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
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
 * THE API client. Feature areas add their endpoints with `api.injectEndpoints` in api/<resource>.ts;
 * responses are checked against the shared zod schemas through `responseSchema`.
 */
export const api = createApi({
  reducerPath: 'api',
  // A route call becomes its request with the current team; the field app's reads are kept in the phone and answered
  // from there without signal (offline/read-cache.ts); reads are repeated with backoff through a short outage
  // (503/504, no answer), and the user is told.
  baseQuery: routeCalls(keptReads(retryingReads(baseQuery))),
  // When the signal returns, the screens' reads are asked again: kept answers give way to fresh ones.
  refetchOnReconnect: true,
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
 * the parameters filled, its query (empty values left out) and its body (FormData for a multipart body). On a route
 * scoped by its query (the table's `team: 'query'`) the current team is named, unless the call names a team itself
 * in its query or body (a payment is settled in the team billed).
 */
export function request<Id extends RouteId>(id: Id, input: RequestInput<Id> = {}, currentTeam?: string | null): FetchArgs {
  const route: RouteSpec = routeById(id);
  const params = (input.params ?? {}) as Record<string, string>;
  const url = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  const bodyNamesTeam = typeof input.body === 'object' && input.body !== null && 'team' in input.body;
  const scoped = route.team === 'query' && currentTeam && !bodyNamesTeam ? { team: currentTeam } : {};
  const named = { ...scoped, ...(input.query ?? {}) } as Record<string, unknown>;
  const query = Object.entries(named).filter(([, value]) => value !== undefined && value !== '');
  const body = isMultipart(route.body) && input.body !== undefined ? formData(input.body as Record<string, unknown>) : input.body;
  return {
    url,
    method: route.method,
    ...(body === undefined ? {} : { body }),
    ...(query.length > 0 ? { params: Object.fromEntries(query) } : {}),
    ...(input.idempotencyKey ? { headers: { 'Idempotency-Key': input.idempotencyKey } } : {}),
  };
}

/** A multipart body: each file as a file part, each other value as a text field (undefined left out). */
function formData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, String(value));
  }
  return form;
}

/** A call of a route by its id, which the API's base query turns into its request with the current team. */
export interface RouteCall<Id extends RouteId = RouteId> {
  route: Id;
  input: RequestInput<Id>;
  /** How a file answer is read (the export routes' readExport, a CSV's text). */
  responseHandler?: FetchArgs['responseHandler'];
}

const isRouteCall = (args: string | FetchArgs | RouteCall): args is RouteCall => typeof args === 'object' && 'route' in args;

/** The base query of route calls: builds each call's request (request() with the current team), then sends it. */
export function routeCalls(send: ApiBaseQuery): BaseQueryFn<string | FetchArgs | RouteCall, unknown, ApiError, object, FetchBaseQueryMeta> {
  return (args, api, extraOptions) => {
    if (!isRouteCall(args)) return send(args, api, extraOptions);
    const built = request(args.route, args.input, currentTeamOf(api.getState()));
    return send(args.responseHandler ? { ...built, responseHandler: args.responseHandler } : built, api, extraOptions);
  };
}

/** A JSON answer's schema, for RTK Query's responseSchema (checked before a component sees it). */
type AnswerSchema<Id extends RouteId> = RouteTable[Id] extends { answer: infer A extends ZodType } ? { responseSchema: A } : Record<never, never>;

/** What an endpoint's argument says about the call: its path parameters, query and body. */
type ToInput<Id extends RouteId, Arg> = (arg: Arg) => RequestInput<Id>;

type ResponseHandler = NonNullable<FetchArgs['responseHandler']>;
type Endpoint<Id extends RouteId, Arg, H> = { query: (arg: Arg) => RouteCall<Id> } & (H extends ResponseHandler ? Record<never, never> : AnswerSchema<Id>);

/**
 * One RTK Query endpoint of a route, named once: the call (method, path, query and body from the table, the current
 * team on a team-scoped route) and, on a JSON route, the answer checked by the route's answer schema (not when the
 * endpoint reads the answer its own way, with a responseHandler).
 * `build.query<Field, string>({ ...endpoint('getField', (id: string) => ({ params: { id } })), providesTags })`
 */
export function endpoint<Id extends RouteId, Arg = void, H extends ResponseHandler | undefined = undefined>(
  id: Id,
  toInput?: ToInput<Id, Arg>,
  options: { responseHandler?: H } = {},
): Endpoint<Id, Arg, H> {
  const spec: RouteSpec = ROUTE_TABLE[id];
  const { responseHandler } = options;
  const answer = !responseHandler && spec.answer && 'safeParse' in spec.answer ? { responseSchema: spec.answer } : {};
  return {
    query: (arg: Arg): RouteCall<Id> => ({ route: id, input: toInput ? toInput(arg) : {}, ...(responseHandler ? { responseHandler } : {}) }),
    ...answer,
  } as Endpoint<Id, Arg, H>;
}
