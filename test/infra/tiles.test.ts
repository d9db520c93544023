import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { routesOf } from './template-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type FieldwatchApp } from '../../infra/app-builder';
import { startGateway } from '../../infra/local/gateway';
import { API_PREFIX, matchRoute, routeById } from '../../shared/api/routes';

/**
 * Map tiles are requested at /tiles/... on the app's origin. Deployed, CloudFront's /tiles/* behaviour forwards
 * to the HTTP API with origin path /api, so API Gateway sees /api/tiles/... and the route table's tile route
 * (public, no authorizer: Leaflet sends no token) must be exactly that route key. Locally, the gateway maps
 * /tiles/... to the same /api/tiles/... route. Both are asserted here, with the same viewer path.
 */
const VIEWER_PATH = '/tiles/01FIELD/NDVI/2025-07-23/15/17170/15130';

let dev: FieldwatchApp;
let server: Server;
let gatewayUrl: string;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'fieldwatch-tiles-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  dev = buildApp('dev', { context: { 'aws:cdk:bundling-stacks': [] }, webDistDir: webDir });
  server = await startGateway({
    port: 0,
    userPoolId: 'us-east-1_Local0000',
    clientId: 'local-client',
    jwks: { keys: [] },
    webDist: webDir,
    cognito: (_req, res) => res.writeHead(404).end(),
    webConfig: { stage: 'test', region: 'us-east-1', userPoolId: 'us-east-1_Local0000', userPoolClientId: 'local-client', googleEnabled: false },
  });
  gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(webDir, { recursive: true, force: true });
  rmSync(dev.app.outdir, { recursive: true, force: true });
});

type Origin = { Id: string; DomainName: unknown; OriginPath?: string };
type Behaviour = { PathPattern: string; TargetOriginId: string; FunctionAssociations?: unknown[]; AllowedMethods?: string[] };

describe('the tile route, deployed and local', () => {
  it('is served by CloudFront /tiles/* from the API origin under /api, without rewriting the path', () => {
    const [distribution] = Object.values(Template.fromStack(dev.stacks.edge).findResources('AWS::CloudFront::Distribution'));
    const config = distribution?.Properties.DistributionConfig as { Origins: Origin[]; CacheBehaviors: Behaviour[] };
    const tiles = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/tiles/*') as Behaviour;
    const api = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === `${API_PREFIX}/*`) as Behaviour;
    const tilesOrigin = config.Origins.find((origin) => origin.Id === tiles.TargetOriginId) as Origin;
    const apiOrigin = config.Origins.find((origin) => origin.Id === api.TargetOriginId) as Origin;
    expect(tilesOrigin.DomainName).toEqual(apiOrigin.DomainName);
    expect(tilesOrigin.OriginPath).toBe(API_PREFIX);
    expect(tiles.FunctionAssociations).toBeUndefined();
    expect(tiles.AllowedMethods).toEqual(['GET', 'HEAD']);

    // What API Gateway receives for a tile the map asks for, and the route it reaches.
    const arrived = `${tilesOrigin.OriginPath}${VIEWER_PATH}`;
    const match = matchRoute('GET', arrived.slice(API_PREFIX.length));
    expect(match).toMatchObject({ route: { id: 'getTile', auth: 'public', resource: 'monitoring' } });
  });

  it('has a public API Gateway route /api/tiles/... (no authorizer) integrated with the monitoring Lambda', () => {
    const routes = routesOf(dev.stacks.api, 'web');
    const key = `GET ${API_PREFIX}${routeById('getTile').path}`;
    const found = routes.filter(([, route]) => route.Properties.RouteKey === key);
    expect(found).toHaveLength(1);
    const [logicalId, route] = found[0] as [string, { Properties: { AuthorizationType?: string; AuthorizerId?: unknown; Target: unknown } }];
    expect(route.Properties.AuthorizationType).toBe('NONE');
    expect(route.Properties.AuthorizerId).toBeUndefined();
    expect(logicalId).toMatch(/^MonitoringRoutes/);
    // The HTTP API route key's parameters take the viewer path's segments as they are.
    const pattern = new RegExp(`^${key.slice(4).replace(/\{\w+\}/g, '[^/]+')}$`);
    expect(`${API_PREFIX}${VIEWER_PATH}`).toMatch(pattern);
  });

  it('reaches the same handler locally at /tiles/... as at /api/tiles/... (an unsigned request is refused by it)', async () => {
    for (const path of [VIEWER_PATH, `${API_PREFIX}${VIEWER_PATH}`]) {
      const response = await fetch(`${gatewayUrl}${path}`);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body, path).toHaveProperty('sig');
      expect(body, path).toHaveProperty('exp');
    }
    expect((await fetch(`${gatewayUrl}/tiles/01FIELD/NDVI`)).status).toBe(404);
    expect((await fetch(`${gatewayUrl}${VIEWER_PATH}`, { method: 'POST' })).status).toBe(404);
  });
});
