import {
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  type IHttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Validations } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { API_PREFIX, ROUTES, type Resource, type RouteDef } from '../../shared/api/routes';
import { NAG_REASONS } from './nag-reasons';

/**
 * The API Gateway path of a documented route. HTTP API route keys cannot end in "/" (CloudFormation rejects them),
 * so the documented trailing slash is dropped here; CloudFront's `/api/*` behaviour drops it from requests the same
 * way (see `stripTrailingSlash` in the web stack) and the resource Lambda's router matches with or without it.
 */
export function gatewayPath(path: string): string {
  const full = `${API_PREFIX}${path}`;
  return full.length > 1 && full.endsWith('/') ? full.slice(0, -1) : full;
}

/** `GET /api/field/create` for `POST /field/create/`-style table entries. */
export function gatewayRouteKey(route: RouteDef): string {
  return `${route.method} ${gatewayPath(route.path)}`;
}

export interface HttpRoutesProps {
  httpApi: IHttpApi;
  resource: Resource;
  handler: IFunction;
  /**
   * JWT authorizer for every route whose auth level is not `public`; null on the partner API, whose routes carry an
   * API key that the handler kit verifies on every call (a JWT authorizer would refuse it).
   */
  authorizer: IHttpRouteAuthorizer | null;
  /** Defaults to the route table's routes of `resource`. */
  routes?: readonly RouteDef[];
}

/** One HTTP API route per route-table entry of a resource, all integrated with the resource's Lambda. */
export class HttpRoutes extends Construct {
  readonly routes: ReadonlyArray<{ def: RouteDef; route: HttpRoute }>;

  constructor(scope: Construct, id: string, props: HttpRoutesProps) {
    super(scope, id);
    const defs = props.routes ?? ROUTES.filter((route) => route.resource === props.resource);
    // One permission for the API on the function instead of one per route (a resource has up to ~17 routes).
    const integration = new HttpLambdaIntegration(`${id}Integration`, props.handler, {
      scopePermissionToRoute: false,
    });
    this.routes = defs.map((def) => {
      const route = new HttpRoute(this, def.id, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(gatewayPath(def.path), HttpMethod[def.method]),
        integration,
        authorizer: def.auth === 'public' ? undefined : (props.authorizer ?? undefined),
      });
      if (def.auth === 'public') {
        Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason: NAG_REASONS.publicRoute });
      } else if (props.authorizer === null) {
        Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason: NAG_REASONS.apiKeyRoute });
      }
      return { def, route };
    });
  }
}
