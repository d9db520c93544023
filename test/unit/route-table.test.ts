import { describe, expect, it } from 'vitest';
import { API_PREFIX, ROUTES, isMultipart, matchRoute, routeById } from '../../shared/api/routes';
import { PAID_PERMISSIONS } from '../../shared/domain/admin';
import { ALL_PERMISSIONS, isPermission } from '../../shared/domain/permissions';
import { API_FUNCTIONS } from '../../infra/definitions';
import { EXTRA_ROUTES, SPEC_CALLS, SPEC_PUBLIC_CALLS, SPEC_RESET_CALLS } from '../fixtures/spec-calls';

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('the route table against the specification', () => {
  it('holds each of the 68 documented calls exactly once, and nothing else but our extras', () => {
    expect(SPEC_CALLS).toHaveLength(68);
    expect(new Set(SPEC_CALLS).size).toBe(68);
    const table = ROUTES.map(key);
    expect(new Set(table).size).toBe(table.length);
    expect([...table].sort()).toEqual([...SPEC_CALLS, ...SPEC_RESET_CALLS, ...EXTRA_ROUTES].sort());
  });

  it('leaves public exactly the calls the specification makes without a token, plus health and map tiles', () => {
    const publicRoutes = ROUTES.filter((route) => route.auth === 'public').map(key);
    // Map tiles are loaded by Leaflet as plain images, which send no Authorization header: the tile route has no
    // authorizer and checks instead the HMAC signature the permission-checked tile-URL route puts in each URL.
    // Paystack's webhook carries no token either: it is verified by its HMAC-SHA512 signature on the raw body.
    // The landing page's contact form is for visitors without an account; the WAF limits it per address.
    // The OpenAPI document describes the API to partners before they have a key.
    // A share link's reads are opened by the token in their path, resolved by the handler kit to its team and fields.
    const shared = ROUTES.filter((route) => route.shared === true).map(key);
    expect(shared.every((call) => call.startsWith('GET /share/{token}/'))).toBe(true);
    expect(publicRoutes.sort()).toEqual(
      [...SPEC_PUBLIC_CALLS, ...shared, 'GET /health/', 'GET /tiles/{fieldId}/{index}/{date}/{z}/{x}/{y}', 'POST /accounts/payment/webhook/', 'POST /system_setup/contact/', 'GET /openapi.json'].sort(),
    );
  });

  it('gives every team route a permission of the catalogue and every route a Lambda', () => {
    for (const route of ROUTES) {
      expect(API_FUNCTIONS[route.resource], route.id).toBeDefined();
      if (route.permission !== null) expect(isPermission(route.permission), route.id).toBe(true);
      if (route.auth === 'staff' || route.auth === 'public') expect(route.permission, route.id).toBeNull();
    }
    const used = new Set(ROUTES.map((route) => route.permission).filter(Boolean));
    for (const permission of ALL_PERMISSIONS) expect(used.has(permission), permission).toBe(true);
  });

  it('has unique route ids', () => {
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
  });
});

describe('matchRoute', () => {
  it('matches exact paths, trailing slashes included, and extracts parameters', () => {
    expect(matchRoute('GET', '/field/')).toMatchObject({ route: { id: 'listFields' }, params: {} });
    expect(matchRoute('GET', '/field')).toBeNull();
    expect(matchRoute('PATCH', '/field/abc/update/')).toMatchObject({ route: { id: 'updateField' }, params: { id: 'abc' } });
    expect(matchRoute('GET', '/field/season/2026/f1/all/')).toMatchObject({ params: { year: '2026', fieldId: 'f1' } });
    expect(matchRoute('DELETE', '/field/crop/c1')).toMatchObject({ route: { id: 'deleteCrop' } });
  });

  it('prefers static segments over parameters and tells a wrong method from an unknown path', () => {
    expect(matchRoute('GET', '/accounts/team/t1/members/')).toMatchObject({ route: { id: 'listTeamMembers' } });
    expect(matchRoute('GET', '/roles/team/t1/')).toMatchObject({ route: { id: 'listTeamRoles' } });
    expect(matchRoute('POST', '/field/')).toEqual({ methodNotAllowed: true });
    expect(matchRoute('GET', '/nothing/here/')).toBeNull();
  });

  it('keeps the API prefix out of the table', () => {
    expect(API_PREFIX).toBe('/api');
    for (const route of ROUTES) expect(route.path.startsWith('/api')).toBe(false);
  });
});

describe('paid data is metered by its route entry', () => {
  // Free on purpose: the scene dates, the clear-view ledger (the same dates with radar passes) and the colour legend
  // carry no computed value of a field.
  const FREE_PAID_ROUTES = new Set(['getIndexDates', 'getClearViews', 'getIndexLegend']);

  it('names a meter on every route that needs a paid permission, and on no other', () => {
    const paid: ReadonlySet<string> = new Set(PAID_PERMISSIONS);
    for (const route of ROUTES) {
      if (route.shared) continue;
      const needsPaid = route.permission !== null && paid.has(route.permission) && !FREE_PAID_ROUTES.has(route.id);
      expect(route.meter !== undefined, `${route.id} (${route.permission ?? 'no permission'})`).toBe(needsPaid);
    }
  });

  it("meters a share link's reads like the app's own routes to the same data", () => {
    expect(routeById('getSharedSeries').meter).toEqual(routeById('getIndexSeries').meter);
    expect(routeById('getSharedTileUrl').meter).toEqual(routeById('getTileUrl').meter);
    expect(routeById('getSharedReport').meter).toEqual(routeById('getFieldReport').meter);
    expect(routeById('getSharedReportPdf').meter).toEqual(routeById('getFieldReportPdf').meter);
    expect(routeById('getSharedDates').meter).toBeUndefined();
    expect(routeById('getSharedView').meter).toBeUndefined();
  });

  it('meters the report in both of its forms and every weather call by call', () => {
    expect(routeById('getFieldReportPdf').meter).toEqual(routeById('getFieldReport').meter);
    for (const route of ROUTES.filter((entry) => entry.permission === 'weather.view_weather')) {
      expect(route.meter, route.id).toMatchObject({ kind: 'weather', unit: 'calls' });
    }
  });
});

describe('the team scope of the route table', () => {
  it('says on every route needing a team permission where its request names the team', () => {
    for (const route of ROUTES) {
      if (route.permission !== null) expect(route.team, route.id).toMatch(/^(query|path|body)$/);
      if (route.team === 'path') expect(route.path, route.id).toContain('{teamId}');
    }
  });

  it('gives every route scoped by its query a query schema that takes team, beside its own fields', () => {
    const scoped = ROUTES.filter((route) => route.team === 'query');
    expect(scoped.length).toBeGreaterThan(40);
    for (const route of scoped) {
      const parsed = route.query?.safeParse({ team: 'team-1' });
      // Other required fields may be missing: the point is that `team` is read, not dropped.
      if (parsed?.success) expect(parsed.data, route.id).toMatchObject({ team: 'team-1' });
      else expect(parsed?.error.issues.map((issue) => issue.path.join('.')), route.id).not.toContain('team');
    }
    const series = routeById('getIndexSeries').query.safeParse({ team: 't1', field: 'f1', index: 'NDVI', start: '2025-01-01', end: '2025-02-01' });
    expect(series.success && series.data).toMatchObject({ team: 't1', field: 'f1', index: 'NDVI' });
    expect(routeById('listFields').query.parse({ team: 't2', other: 'x' })).toEqual({ team: 't2' });
  });

  it('keeps the query schemas of routes not scoped by their query as they were', () => {
    expect(routeById('listTeamMembers').team).toBe('path');
    expect(routeById('createRole').team).toBe('body');
    expect('query' in routeById('createRole')).toBe(false);
    expect(routeById('listUsers').query.parse({ team: 't1' })).not.toHaveProperty('team');
  });
});

describe('the multipart body of POST /field/create/', () => {
  it('is declared multipart with its form fields and the file part', () => {
    const body = routeById('createField').body;
    expect(isMultipart(body)).toBe(true);
    expect(isMultipart(routeById('drawField').body)).toBe(false);
    if (!isMultipart(body)) return;
    expect(body.fileField).toBe('upload');
    expect(body.fields.parse({ team: 't1', group_name: ' North ', name: 'pond' })).toEqual({ team: 't1', group_name: 'North', name: 'pond' });
    expect(body.fields.safeParse({ name: 'x'.repeat(500) }).success).toBe(false);
  });
});
