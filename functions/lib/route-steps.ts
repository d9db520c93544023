import type { MiddlewareObj, Request as MiddyRequest } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context } from 'aws-lambda';
import type { RouteDef } from '../../shared/api/routes';
import { loadTracer } from '../core/tracing';
import { requirePermission, type TeamAccess } from '../core/teams/teams';
import { apiKeyOf, keyCaller } from './api-key-auth';
import { callerFrom, type Caller } from './auth';
import { Forbidden, Unauthorized } from './errors';
import { createLogger, serviceLogger, serviceName, type Logger } from './logger';
import { requireStaffMfa } from './staff-mfa';
import type { HttpEvent, HttpResult } from './http';
import type { ShareAccess } from './share-scope';

/**
 * The steps every API route runs around its handler, as middy middlewares composed once by `route()` (http.ts):
 * logging context, tracing, the origin check, authentication, parsing by the route's schemas, the team scope,
 * then the answer or the error as the HTTP response. Each step reads and fills the invocation's `RouteState`.
 */
export interface RouteState {
  requestId: string;
  log: Logger;
  caller: Caller | null;
  params: unknown;
  query: unknown;
  body: unknown;
  team: TeamAccess | null;
  /** On a read opened by a share link: its team and fields (share-scope.ts). */
  share: ShareAccess | null;
}

/** The Lambda context of a route invocation, carrying what the steps found so far. */
export type RouteContext = Context & { route?: RouteState };
export type RouteStep = MiddlewareObj<HttpEvent, HttpResult, Error, RouteContext>;
type StepRequest = MiddyRequest<HttpEvent, HttpResult, Error, RouteContext>;

/** The state the first step created (every later step runs after it). */
export function stateOf(request: Pick<StepRequest, 'context'>): RouteState {
  const state = request.context.route;
  if (!state) throw new Error('route state missing: the logging step runs first');
  return state;
}

/**
 * The request id (API Gateway's, the `x-request-id` a client sees) and the logger bound to it and to the route;
 * Powertools' injectLambdaContext hands the function's logger the invocation's Lambda context.
 */
export function logContext(definition: RouteDef): RouteStep {
  return {
    before: async (request) => {
      const { event, context } = request;
      await injectLambdaContext(serviceLogger(serviceName(context))).before?.(request as MiddyRequest);
      const requestId = event.requestContext?.requestId ?? context.awsRequestId ?? 'local';
      const log = createLogger({ requestId, route: definition.id }, context);
      context.route = { requestId, log, caller: null, params: undefined, query: undefined, body: undefined, team: null, share: null };
    },
  };
}

/**
 * The invocation as an X-Ray subsegment through Powertools' captureLambdaHandler (cold start and service annotated),
 * where tracing is on; the tracer is loaded on the first invocation that traces (functions/core/tracing.ts).
 */
export function traced(): RouteStep {
  let step: Promise<MiddlewareObj | null> | null = null;
  const load = () =>
    (step ??= loadTracer().then(async (tracer) => {
      if (!tracer) return null;
      const { captureLambdaHandler } = await import('@aws-lambda-powertools/tracer/middleware');
      return captureLambdaHandler(tracer, { captureResponse: false }) as MiddlewareObj;
    }));
  return {
    before: async (request) => {
      await (await load())?.before?.(request as MiddyRequest);
    },
    after: async (request) => {
      await (await load())?.after?.(request as MiddyRequest);
    },
    onError: async (request) => {
      await (await load())?.onError?.(request as MiddyRequest);
    },
  };
}

/**
 * Authentication: the verified caller from the token's claims, else from a partner's API key (which is checked
 * whenever one is sent, even on a public route); a non-public route needs one, a staff route staff (with MFA).
 */
export function authenticate(definition: RouteDef): RouteStep {
  return {
    before: async (request) => {
      const state = stateOf(request);
      const key = apiKeyOf(request.event);
      const caller = callerFrom(request.event) ?? (key !== null ? await keyCaller(key, definition) : null);
      if (definition.auth !== 'public' && !caller) throw new Unauthorized();
      if (definition.auth === 'staff') {
        if (!caller?.isStaff) throw new Forbidden('common.staffOnly');
        await requireStaffMfa(caller);
      }
      state.caller = caller;
    },
  };
}

/** How a route finds the team a request concerns (http.ts: the owner of an item addressed by id, or the named team). */
export type TeamOf = (state: RouteState) => Promise<TeamAccess>;

/** The team scope: on a route that needs a team permission, the caller's access to the request's team, and the permission. */
export function teamScope(definition: RouteDef, teamOf: TeamOf): RouteStep {
  return {
    before: async (request) => {
      const state = stateOf(request);
      if (!definition.permission) return;
      if (!state.caller) throw new Unauthorized();
      const team = await teamOf(state);
      requirePermission(team, definition.permission);
      state.team = team;
    },
  };
}
