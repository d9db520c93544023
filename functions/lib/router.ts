import middy from '@middy/core';
import httpRouterHandler from '@middy/http-router';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { NOT_IMPLEMENTED_DETAIL } from '../../shared/api/errors';
import { API_PREFIX, ROUTES, type Resource, type RouteId, type RouteIdsOf } from '../../shared/api/routes';
import { NotImplemented } from './errors';
import { errorResult, json, requestLanguage, route, type HttpHandler, type HttpResult } from './http';
import { translate } from '../core/i18n/translate';
import { createLogger } from './logger';

class NoRoute extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
  ) {
    super(`No route for ${method} ${path}`);
  }
}

/**
 * A resource's Lambda: a middy http-router over the route table's routes of that resource. A route whose handler
 * is not built yet answers 501 after the same token, staff and permission checks as a built one.
 */
function notImplemented(routeId: RouteId): HttpHandler {
  return route(routeId, async () => {
    throw new NotImplemented(NOT_IMPLEMENTED_DETAIL);
  });
}

/**
 * The handler map names exactly the resource's routes of the table: a route without its handler, or a handler of
 * another resource's route, is a compile error (`RouteIdsOf`); `notBuilt` marks a route still answering 501.
 */
export type HandlerMap<R extends Resource> = Record<RouteIdsOf<R>, HttpHandler | typeof notBuilt>;

/** The handler of a route of the table that is not built yet: it answers 501 after the route's checks. */
export const notBuilt = Symbol('not built');

function handlerOf(handler: HttpHandler | typeof notBuilt | undefined, routeId: RouteId): HttpHandler {
  return handler === undefined || handler === notBuilt ? notImplemented(routeId) : handler;
}

export function resourceRouter<R extends Resource>(resource: R, handlers: HandlerMap<R>): HttpHandler {
  const routes = ROUTES.filter((route) => route.resource === resource);
  const byId = handlers as Partial<Record<RouteId, HttpHandler | typeof notBuilt>>;
  for (const id of Object.keys(handlers) as RouteId[]) {
    if (!routes.some((route) => route.id === id)) throw new Error(`Route ${id} is not a ${resource} route`);
  }
  const router = httpRouterHandler<APIGatewayProxyEventV2, HttpResult>({
    routes: routes.map((route) => ({
      method: route.method,
      path: `${API_PREFIX}${route.path}`,
      handler: handlerOf(byId[route.id], route.id),
    })),
    notFoundResponse: ({ method, path }) => {
      throw new NoRoute(method, path);
    },
  });
  return middy<APIGatewayProxyEventV2, HttpResult>()
    .handler(router)
    .onError(async (request) => {
      const log = createLogger({ requestId: request.event.requestContext?.requestId ?? request.context.awsRequestId, resource });
      if (request.error instanceof NoRoute) {
        // API Gateway only sends this Lambda its own routes: a miss here means the table and the gateway disagree.
        log.warn('no route for the request', { method: request.error.method, path: request.error.path });
        request.response = json(404, { detail: translate(requestLanguage(request.event), 'common.notFound') });
        return;
      }
      request.response = errorResult(request.error, log, request.event.requestContext?.requestId ?? request.context.awsRequestId, requestLanguage(request.event));
    }) as unknown as HttpHandler;
}
