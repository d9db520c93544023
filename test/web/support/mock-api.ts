import { vi } from 'vitest';
import type { ZodType } from 'zod';
import { API_PREFIX, matchRoute, routeById, type AnswerOf, type RouteId, type RouteTable, type Sent } from '../../../shared/api/routes';
import { routeAnswerProblems } from '../../support/answer-contract';

/**
 * The web tests' one API stand-in: canned answers keyed by the route ids of shared/api/routes.ts. A request is
 * matched by its route's method and path; each 2xx JSON answer must parse with the route's answer schema and name
 * no field the schema does not know (a stub that drifts from the contract fails its test); every request is kept,
 * body parsed, for assertions.
 */

/** What a request of a route sent: its path parameters, query and JSON body. */
export interface ApiRequest<Id extends RouteId = RouteId> {
  route: Id;
  method: string;
  /** The path without the API prefix, e.g. `/roles/assign/`. */
  path: string;
  url: URL;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Id extends RouteId ? BodyOf<Id> : unknown;
  headers: Headers;
}

type BodyOf<Id extends RouteId> = RouteTable[Id] extends { body: infer S extends ZodType } ? Sent<S> : unknown;

/** An explicit status and body (an error, a 201, a 204); `reply(204)` answers no content. */
export interface Reply {
  readonly reply: true;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export function reply(status: number, body?: unknown, headers?: Record<string, string>): Reply {
  return { reply: true, status, body, headers };
}

/** A route's answer: its JSON (checked against the contract), a Reply, a Response, or a function of the request. */
type Payload<Id extends RouteId> = [AnswerOf<Id>] extends [never] ? undefined | string | Blob : AnswerOf<Id>;
type Static<Id extends RouteId> = Payload<Id> | Reply | Response;
export type RouteAnswer<Id extends RouteId> = Static<Id> | ((request: ApiRequest<Id>) => Static<Id> | Promise<Static<Id>>);
export type ApiAnswers = { [Id in RouteId]?: RouteAnswer<Id> };

export interface MockedApi {
  /** Every request in order, including those no answer was given for. */
  readonly requests: ApiRequest[];
  /** The requests of one route. */
  calls<Id extends RouteId>(route: Id): ApiRequest<Id>[];
  /** Sets or replaces the answers of some routes (e.g. a list that changed after a save). */
  answer(answers: ApiAnswers): void;
  /** The stubbed fetch, for tests that count raw calls. */
  readonly fetch: ReturnType<typeof vi.fn<typeof fetch>>;
}

/** Contract breaks found while answering; test/web/setup.ts fails the test that caused them. */
const contractBreaks: string[] = [];

export function takeContractBreaks(): string[] {
  return contractBreaks.splice(0, contractBreaks.length);
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && (value as Partial<Reply>).reply === true;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function recordContractBreaks(request: ApiRequest, status: number, body: unknown): void {
  if (status < 200 || status >= 300 || status === 204 || typeof body !== 'object' || body === null) return;
  const problems = routeAnswerProblems(routeById(request.route), body);
  if (problems.length > 0) contractBreaks.push(`The mock answer of ${request.route} breaks the route contract:\n${problems.join('\n')}`);
}

async function toResponse(request: ApiRequest, answer: unknown): Promise<Response> {
  if (answer instanceof Response) {
    // A hand-made Response is held to the contract too when it carries JSON.
    if ((answer.headers.get('content-type') ?? '').includes('json')) recordContractBreaks(request, answer.status, await answer.clone().json());
    return answer;
  }
  const { status, body, headers } = isReply(answer) ? answer : { status: answer === undefined ? 204 : 200, body: answer, headers: undefined };
  recordContractBreaks(request, status, body);
  if (status === 204 || body === undefined) return new Response(null, { status, headers });
  if (typeof body === 'string' || body instanceof Blob) return new Response(body, { status, headers });
  return Response.json(body, { status, headers });
}

/**
 * Stubs `fetch` with the routes' answers. A route without an answer gets a 404 naming it, as does a path that is no
 * route. Static JSON answers are checked against the contract at once, so a drifted stub fails where it is written.
 */
export function mockApi(initial: ApiAnswers = {}): MockedApi {
  const answers: ApiAnswers = {};
  const requests: ApiRequest[] = [];
  const answer = (more: ApiAnswers) => {
    for (const [route, value] of Object.entries(more) as [RouteId, RouteAnswer<RouteId>][]) {
      if (typeof value !== 'function' && !(value instanceof Response) && !isReply(value)) checkStatic(route, value);
      (answers as Record<RouteId, RouteAnswer<RouteId>>)[route] = value;
    }
  };
  answer(initial);
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname;
    const match = matchRoute(request.method, path);
    const body = await bodyOf(request);
    if (!match || 'methodNotAllowed' in match) {
      return Response.json({ detail: `No route for ${request.method} ${path}` }, { status: 404 });
    }
    const route = match.route.id;
    const recorded: ApiRequest = { route, method: request.method, path, url, params: match.params, query: url.searchParams, body: body as never, headers: request.headers };
    requests.push(recorded);
    const given = answers[route] as RouteAnswer<RouteId> | undefined;
    if (given === undefined) return Response.json({ detail: `No mock answer for ${route}` }, { status: 404 });
    const value = typeof given === 'function' ? await given(recorded) : given;
    return toResponse(recorded, value);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    calls: <Id extends RouteId>(route: Id) => requests.filter((request): request is ApiRequest<Id> => request.route === route),
    answer,
    fetch: fetchMock,
  };
}

/** A static answer that breaks its route's contract throws where the test gives it. */
function checkStatic(route: RouteId, value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  const problems = routeAnswerProblems(routeById(route), value);
  if (problems.length > 0) throw new Error(`The mock answer of ${route} breaks the route contract:\n${problems.join('\n')}`);
}
