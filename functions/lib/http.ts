import { timingSafeEqual } from 'node:crypto';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import type { ZodType } from 'zod';
import type { ErrorBody } from '../../shared/api/errors';
import { ORIGIN_SECRET_HEADER } from '../../shared/platform';
import { originSecret } from '../core/config';
import { isMultipart, routeById, type AnswerOf, type MultipartForm as PostedForm, type EMPTY, type FILE, type Parsed, type RouteDef, type RouteId, type RouteTable } from '../../shared/api/routes';
import { accessFor, type TeamAccess } from '../core/teams/teams';
import type { Caller } from './auth';
import { ForbiddenError } from '../core/errors';
import { translate, translateText, type MessageValues } from '../core/i18n/translate';
import { DEFAULT_LANGUAGE, negotiateLanguage, type Language } from '../../shared/i18n/languages';
import '../../shared/i18n/zod-messages';
import { Forbidden, NotFound, toHttpError, ValidationError } from './errors';
import { createLogger, type Logger } from './logger';
import { parseMultipart } from './multipart-form';
import { aroundRoute } from './route-hooks';
import { answerOnce } from './idempotent-route';
import { conditionalGet } from './conditional-get';
import { apiKeyOf, keyOwnerAccess, keyTeamAccess } from './api-key-auth';
import { authenticate, logContext, stateOf, teamScope, traced, type RouteContext, type RouteStep, type TeamOf } from './route-steps';
import { shareScope, type ShareAccess } from './share-scope';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = Exclude<APIGatewayProxyResultV2, string> & {
  statusCode: number;
  body: string;
  headers?: Record<string, string>;
};
export type HttpHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/** A reply with a status other than 200, or with headers; a handler may also return a plain body (200). */
export class Reply<T = unknown> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const created = <T>(body: T) => new Reply(201, body);
export const noContent = () => new Reply(204, undefined);

/** A body that is not JSON (an image, a CSV file), with its content type. */
export class RawBody {
  constructor(
    readonly content: Uint8Array | string,
    readonly contentType: string,
  ) {}
}

/** A non-JSON reply: bytes travel base64-encoded (API Gateway's binary responses), text as it is. */
export const raw = (content: Uint8Array | string, contentType: string, headers: Record<string, string> = {}, status = 200) =>
  new Reply(status, new RawBody(content, contentType), headers);

type Spec<Id extends RouteId> = RouteTable[Id];
type ParamsOf<Id extends RouteId> = Parsed<Spec<Id> extends { params: infer S } ? S : undefined>;
type QueryOf<Id extends RouteId> = Parsed<Spec<Id> extends { query: infer S } ? S : undefined>;
type BodyOf<Id extends RouteId> = Parsed<Spec<Id> extends { body: infer S } ? S : undefined>;

/** What a handler may answer: its route's answer (200), or a Reply carrying it, a file, nothing (204), or an error. */
type HandlerAnswer<Id extends RouteId> =
  | (Spec<Id> extends { answer: typeof FILE } ? never : Spec<Id> extends { answer: typeof EMPTY } ? never : AnswerOf<Id>)
  | Reply<Spec<Id> extends { answer: typeof EMPTY } ? undefined : AnswerOf<Id>>
  | Reply<RawBody>
  | Reply<ErrorBody>;

export interface RouteOptions<Id extends RouteId> {
  /**
   * For routes addressing an item by id: the team that owns it (null when there is no such item). The caller must
   * belong to that team, and an item of a team they do not belong to reads as not found.
   */
  ownerTeam?: (input: { params: ParamsOf<Id>; query: QueryOf<Id>; body: BodyOf<Id> }) => Promise<string | null>;
  /** A create a user can double-submit: an `Idempotency-Key` header makes a repeat get the first answer. */
  idempotent?: boolean;
}

export interface Request<Id extends RouteId> {
  params: ParamsOf<Id>;
  query: QueryOf<Id>;
  body: BodyOf<Id>;
  /** The verified caller; null only on public routes called without a token. */
  caller: Spec<Id>['auth'] extends 'public' ? Caller | null : Caller;
  /** The caller's access to the team the request concerns: present exactly on routes that need a team permission. */
  team: Spec<Id>['permission'] extends null ? null : TeamAccess;
  /** The share link a public read was opened by: present exactly on the routes a link opens (`shared`). */
  share: Spec<Id> extends { shared: true } ? ShareAccess : null;
  route: RouteDef;
  log: Logger;
  event: HttpEvent;
  /** The caller's language (Accept-Language): error, mail, PDF and CSV texts are answered in it. */
  language: Language;
}

/** The language a request asks its answers in: the Accept-Language header (the web app sends the user's choice). */
export function requestLanguage(event: HttpEvent): Language {
  return negotiateLanguage(event.headers?.['accept-language'] ?? event.headers?.['Accept-Language']);
}

const JSON_HEADERS = { 'content-type': 'application/json' };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  if (body instanceof RawBody) {
    const binary = typeof body.content !== 'string';
    return {
      statusCode: status,
      headers: { 'content-type': body.contentType, ...headers },
      body: typeof body.content === 'string' ? body.content : Buffer.from(body.content).toString('base64'),
      isBase64Encoded: binary,
    };
  }
  return {
    statusCode: status,
    headers: { ...JSON_HEADERS, ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

/** zod issues -> `{detail, <field>: [messages]}`: the shape the specification's client reads. */
export function validationError(error: z.ZodError, where: string, language: Language = DEFAULT_LANGUAGE): ValidationError {
  const fields: Record<string, string[]> = {};
  const messages = error.issues.map((issue) => issueMessage(issue, language));
  error.issues.forEach((issue, at) => {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (fields[key] ??= []).push(messages[at] ?? issue.message);
  });
  const first = messages[0];
  const detail = first
    ? translate(language, 'common.invalidRequest', { where, message: first })
    : translate(language, 'common.invalidRequestEmpty', { where });
  return new ValidationError(detail, fields);
}

/**
 * An issue's message in the caller's language: a schema's message is a catalogue key or messageRef; the issue's own
 * limits fill `{minimum}` and `{maximum}`.
 */
function issueMessage(issue: z.core.$ZodIssue, language: Language): string {
  const { minimum, maximum } = issue as { minimum?: number | bigint; maximum?: number | bigint };
  const limits: MessageValues = {
    ...(minimum !== undefined ? { minimum: Number(minimum) } : {}),
    ...(maximum !== undefined ? { maximum: Number(maximum) } : {}),
  };
  return translateText(language, issue.message, limits);
}

function parseWith(schema: ZodType | undefined, value: unknown, where: string, language: Language): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where, language);
  return result.data;
}

function parseBody(definition: RouteDef, event: HttpEvent, language: Language): unknown {
  const spec = definition.body;
  if (!spec) return undefined;
  if (isMultipart(spec)) {
    const form = parseMultipart(event);
    return { fields: parseWith(spec.fields, form.fields, 'form', language), files: form.files };
  }
  return parseWith(spec, parseJson(event), 'body', language);
}

function parseJson(event: HttpEvent): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('common.invalidJson');
  }
}

function teamNamedBy(source: unknown): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const record = source as Record<string, unknown>;
  const value = record.teamId ?? record.team;
  if (typeof value === 'string' && value.length > 0) return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/**
 * The team a request names, read from the parsed request only: a {teamId} path parameter, `team` in the body (a
 * multipart body's fields), or `team` in the query, which every route scoped by its query takes in its schema (the
 * route table's `team`; the web app sends its current team there). Two places naming different teams are refused
 * rather than one silently winning.
 */
export function requestedTeam(params: unknown, query: unknown, body: unknown): string | undefined {
  const named = [teamNamedBy(params), teamNamedBy(body), teamNamedBy(query)].filter(
    (value): value is string => value !== undefined,
  );
  if (new Set(named).size > 1) {
    throw new ValidationError('common.twoTeams', { team: ['common.twoTeams'] });
  }
  return named[0];
}

/** An item addressed by id, in the team that owns it; asked for in another team (the query's), it is not there. */
async function ownerTeamAccess(userId: string, teamId: string | null, namedTeam?: string): Promise<TeamAccess> {
  if (!teamId || (namedTeam !== undefined && namedTeam !== teamId)) throw new NotFound();
  try {
    return await accessFor(userId, teamId);
  } catch (error) {
    if (error instanceof ForbiddenError) throw new NotFound();
    throw error;
  }
}

/**
 * Whether the request came through CloudFront: it carries the stage's origin secret (compared in constant time).
 * API Gateway's own execute-api address stays public, so a request sent there directly must be refused here.
 */
export function fromOurDistribution(event: HttpEvent): boolean {
  const expected = originSecret();
  if (!expected) return true;
  const sent = event.headers?.[ORIGIN_SECRET_HEADER];
  if (!sent) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function errorResult(error: unknown, log: Logger, requestId: string, language: Language = DEFAULT_LANGUAGE): HttpResult {
  const answer = toHttpError(error);
  if (answer) {
    // The original error is logged: a domain or imagery error carries its code and reason, the answer does not.
    if (answer.status >= 500 && answer.status !== 501) log.error('request failed', { error, status: answer.status });
    // Messages that are catalogue keys are answered in the caller's language; the rest (names, a provider's words) as they are.
    const say = (text: string) => translateText(language, text);
    const fields = Object.fromEntries(Object.entries(answer.fields).map(([field, messages]) => [field, messages.map(say)]));
    return json(answer.status, { detail: say(answer.message), ...fields }, { 'x-request-id': requestId, ...answer.headers });
  }
  log.error('unhandled error', { error });
  return json(500, { detail: translate(language, 'common.unexpected') }, { 'x-request-id': requestId });
}

/**
 * The origin check: a request must come through CloudFront (see fromOurDistribution), but for one carrying an API key,
 * which comes through the partner API and is refused at authentication unless the key is live.
 */
const originCheck = (): RouteStep => ({
  before: async (request) => {
    if (fromOurDistribution(request.event) || apiKeyOf(request.event) !== null) return;
    stateOf(request).log.warn('request without the origin secret refused', { sourceIp: request.event.requestContext?.http?.sourceIp });
    throw new Forbidden('common.originOnly');
  },
});

/**
 * Parsing: path parameters, query string and body by the route's zod schemas (a 400 with the fields otherwise); a
 * multipart body's text fields by its `fields` schema, its files as they came.
 */
const parseRequest = (definition: RouteDef): RouteStep => ({
  before: async (request) => {
    const { event } = request;
    const state = stateOf(request);
    const language = requestLanguage(event);
    state.params = parseWith(definition.params, event.pathParameters ?? {}, 'path', language);
    state.query = parseWith(definition.query, event.queryStringParameters ?? {}, 'query', language);
    state.body = parseBody(definition, event, language);
  },
});

/** Answers and errors: the handler's Reply as the HTTP response (logged), any error as its status and body. */
const respond = (): RouteStep => ({
  onError: async (request) => {
    const state = request.context.route;
    const requestId = state?.requestId ?? request.event.requestContext?.requestId ?? request.context.awsRequestId ?? 'local';
    const log = state?.log ?? createLogger({ requestId }, request.context);
    request.response = errorResult(request.error, log, requestId, requestLanguage(request.event));
  },
});

/**
 * The handler factory over the route contract: JSON body, zod validation of params, query and body with the
 * route's schemas, the caller from the verified token, the staff check, the team membership and permission check,
 * typed errors mapped to status codes, a request id and structured logs. The request and answer types come from
 * the route table, so handlers stay small and free of HTTP concerns. Each of these is a middy middleware
 * (route-steps.ts), composed once here in the order they run; the handler step adds the metering and audit
 * (route-hooks.ts) and, on a create a user can double-submit, the Idempotency-Key's stored answer. A GET's JSON
 * answer carries an ETag and is a bodiless 304 when the client already holds it (conditional-get.ts).
 */
export function route<Id extends RouteId>(routeId: Id, handle: (request: Request<Id>) => Promise<HandlerAnswer<Id>>): HttpHandler;
export function route<Id extends RouteId>(
  routeId: Id,
  options: RouteOptions<Id>,
  handle: (request: Request<Id>) => Promise<HandlerAnswer<Id>>,
): HttpHandler;
export function route<Id extends RouteId>(
  routeId: Id,
  optionsOrHandle: RouteOptions<Id> | ((request: Request<Id>) => Promise<HandlerAnswer<Id>>),
  maybeHandle?: (request: Request<Id>) => Promise<HandlerAnswer<Id>>,
): HttpHandler {
  const options: RouteOptions<Id> = typeof optionsOrHandle === 'function' ? {} : optionsOrHandle;
  const handle = typeof optionsOrHandle === 'function' ? optionsOrHandle : maybeHandle;
  if (!handle) throw new Error(`Route ${routeId} has no handler`);
  const definition: RouteDef = routeById(routeId);
  const teamOf: TeamOf = async (state) => {
    const [params, query, body] = [state.params as ParamsOf<Id>, state.query as QueryOf<Id>, state.body as BodyOf<Id>];
    const userId = state.caller?.userId ?? '';
    const bodyNaming = isMultipart(definition.body) ? (state.body as PostedForm | undefined)?.fields : body;
    const key = state.caller?.apiKey;
    if (key) {
      return options.ownerTeam
        ? keyOwnerAccess(key, userId, await options.ownerTeam({ params, query, body }), teamNamedBy(query))
        : keyTeamAccess(key, userId, requestedTeam(params, query, bodyNaming));
    }
    return options.ownerTeam
      ? ownerTeamAccess(userId, await options.ownerTeam({ params, query, body }), teamNamedBy(query))
      : accessFor(userId, requestedTeam(params, query, bodyNaming), { write: definition.method !== 'GET' });
  };
  const handler = async (event: HttpEvent, context: RouteContext): Promise<HttpResult> => {
    const { requestId, log, caller, params, query, body, team, share } = stateOf({ context });
    const request = { params, query, body, caller, team, share, route: definition, log, event, language: requestLanguage(event) } as Request<Id>;
    const answer = async () => {
      const result: unknown = await aroundRoute(request, () => handle(request), (out) => out instanceof Reply && out.status >= 400);
      return result instanceof Reply ? result : new Reply(200, result);
    };
    const reply = options.idempotent
      ? await answerOnce(definition.id, event.headers, caller?.userId, { team: team?.teamId ?? null, params, query, body }, answer).then(
          (stored) => new Reply(stored.status, stored.body, stored.headers),
        )
      : await answer();
    log.info('request done', { status: reply.status, userId: caller?.userId });
    return conditionalGet(event, json(reply.status, reply.body, { 'x-request-id': requestId, ...reply.headers }));
  };
  return middy<HttpEvent, HttpResult, Error, RouteContext>()
    .use(respond())
    .use(logContext(definition))
    .use(traced())
    .use(originCheck())
    .use(authenticate(definition))
    .use(parseRequest(definition))
    .use(teamScope(definition, teamOf))
    .use(shareScope(definition))
    .handler(handler) as unknown as HttpHandler;
}
