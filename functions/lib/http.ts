import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { z, type ZodType } from 'zod';
import { routeById, type RouteDef } from '../../shared/api/routes';
import { accessFor, requirePermission, type TeamAccess } from '../core/teams/teams';
import { callerFrom, type Caller } from './auth';
import { Forbidden, NotFound, toHttpError, Unauthorized, ValidationError } from './errors';
import { createLogger, type Logger } from './logger';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = Exclude<APIGatewayProxyResultV2, string> & {
  statusCode: number;
  body: string;
  headers?: Record<string, string>;
};
export type HttpHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/** A reply with a status other than 200, or with headers; a handler may also return a plain body (200). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const created = (body: unknown) => new Reply(201, body);
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

interface Schemas<P, Q, B> {
  params?: ZodType<P>;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  /**
   * For routes addressing an item by id: the team that owns it (null when there is no such item). The caller must
   * belong to that team, and an item of a team they do not belong to reads as not found.
   */
  ownerTeam?: (input: { params: P; query: Q; body: B }) => Promise<string | null>;
}

export interface Request<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The verified caller; null only on public routes called without a token. */
  caller: Caller | null;
  /** The caller's access to the team the request concerns, on routes that need a team permission. */
  team: TeamAccess | null;
  route: RouteDef;
  log: Logger;
  event: HttpEvent;
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
export function validationError(error: z.ZodError, where: string): ValidationError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (fields[key] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  return new ValidationError(first ? `Invalid ${where}: ${first.message}` : `Invalid ${where}.`, fields);
}

function parseWith<T>(schema: ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}

function parseBody(event: HttpEvent): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('The request body is not valid JSON.');
  }
}

/** The team a request names: a {teamId} path parameter, or `team` in the body or the query. */
function requestedTeam(params: unknown, query: unknown, body: unknown): string | undefined {
  for (const source of [params, body, query]) {
    if (source && typeof source === 'object') {
      const record = source as Record<string, unknown>;
      const value = record.teamId ?? record.team;
      if (typeof value === 'string' && value.length > 0) return value;
      if (typeof value === 'number') return String(value);
    }
  }
  return undefined;
}

async function ownerTeamAccess(userId: string, teamId: string | null): Promise<TeamAccess> {
  if (!teamId) throw new NotFound();
  try {
    return await accessFor(userId, teamId);
  } catch (error) {
    if (toHttpError(error)?.status === 403) throw new NotFound();
    throw error;
  }
}

export function errorResult(error: unknown, log: Logger, requestId: string): HttpResult {
  const answer = toHttpError(error);
  if (answer) {
    // The original error is logged: a domain or imagery error carries its code and reason, the answer does not.
    if (answer.status >= 500 && answer.status !== 501) log.error('request failed', { error });
    return json(answer.status, { detail: answer.message, ...answer.fields }, { 'x-request-id': requestId });
  }
  log.error('unhandled error', { error });
  return json(500, { detail: 'Something went wrong on our side. Please try again.' }, { 'x-request-id': requestId });
}

/**
 * The handler factory: JSON body, zod validation of params, query and body, the caller from the verified token,
 * the staff check, the team membership and permission check, typed errors mapped to status codes, a request id
 * and structured logs. Handlers stay small and free of HTTP concerns.
 */
export function route<P = undefined, Q = undefined, B = undefined>(
  routeId: string,
  schemas: Schemas<P, Q, B>,
  handle: (request: Request<P, Q, B>) => Promise<unknown>,
): HttpHandler {
  const definition = routeById(routeId);
  const handler = async (event: HttpEvent, context: Context): Promise<HttpResult> => {
    const requestId = event.requestContext?.requestId ?? context.awsRequestId ?? 'local';
    const log = createLogger({ requestId, route: definition.id });
    try {
      const caller = callerFrom(event);
      if (definition.auth !== 'public' && !caller) throw new Unauthorized();
      if (definition.auth === 'staff' && !caller?.isStaff) throw new Forbidden('This action is for staff only.');
      const params = parseWith(schemas.params, event.pathParameters ?? {}, 'path');
      const query = parseWith(schemas.query, event.queryStringParameters ?? {}, 'query');
      const body = parseWith(schemas.body, schemas.body ? parseBody(event) : undefined, 'body');
      let team: TeamAccess | null = null;
      if (definition.permission && caller) {
        team = schemas.ownerTeam
          ? await ownerTeamAccess(caller.userId, await schemas.ownerTeam({ params, query, body }))
          : await accessFor(caller.userId, requestedTeam(params, query, body));
        requirePermission(team, definition.permission);
      }
      const result = await handle({ params, query, body, caller, team, route: definition, log, event });
      const reply = result instanceof Reply ? result : new Reply(200, result);
      log.info('request done', { status: reply.status, userId: caller?.userId });
      return json(reply.status, reply.body, { 'x-request-id': requestId, ...reply.headers });
    } catch (error) {
      return errorResult(error, log, requestId);
    }
  };
  return middy<HttpEvent, HttpResult>().handler(handler) as unknown as HttpHandler;
}
