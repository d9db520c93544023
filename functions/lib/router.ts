import middy from '@middy/core';
import httpRouterHandler from '@middy/http-router';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { NOT_IMPLEMENTED_DETAIL } from '../../shared/api/errors';
import { API_PREFIX, ROUTES, type Resource } from '../../shared/api/routes';
import { NotImplemented } from './errors';
import { json, route, type HttpHandler, type HttpResult } from './http';

/**
 * A resource's Lambda: a middy http-router over the route table's routes of that resource. A route whose handler
 * is not built yet answers 501 after the same token, staff and permission checks as a built one.
 */
function notImplemented(routeId: string): HttpHandler {
  return route(routeId, {}, async () => {
    throw new NotImplemented(NOT_IMPLEMENTED_DETAIL);
  });
}

export function resourceRouter(resource: Resource, handlers: Record<string, HttpHandler>): HttpHandler {
  const routes = ROUTES.filter((route) => route.resource === resource);
  for (const id of Object.keys(handlers)) {
    if (!routes.some((route) => route.id === id)) throw new Error(`Route ${id} is not a ${resource} route`);
  }
  const router = httpRouterHandler<APIGatewayProxyEventV2, HttpResult>({
    routes: routes.map((route) => ({
      method: route.method,
      path: `${API_PREFIX}${route.path}`,
      handler: handlers[route.id] ?? notImplemented(route.id),
    })),
    notFoundResponse: () => {
      throw Object.assign(new Error('Not found'), { statusCode: 404 });
    },
  });
  return middy<APIGatewayProxyEventV2, HttpResult>()
    .handler(router)
    .onError(async (request) => {
      request.response = json(404, { detail: 'Not found.' });
    }) as unknown as HttpHandler;
}
