import { describe, expect, it } from 'vitest';
import { KEY_ROUTES, keyMayCall } from '../../../shared/api/partner-routes';
import { ROUTES } from '../../../shared/api/routes';

describe('the routes an API key may call, derived from the route table', () => {
  it('walks every route: team routes of the web app only, never staff, public, personal, people or money routes', () => {
    for (const route of ROUTES) {
      const write = keyMayCall(route, 'read-write');
      const read = keyMayCall(route, 'read');
      const personal = ['accounts', 'payments', 'partners'].includes(route.resource);
      const peopleOrMoney = route.permission !== null && /^(roles\.(add|change|delete)_|payment\.|subscription\.|partners\.)/.test(route.permission);
      const teamRoute = route.auth === 'user' && route.team !== undefined && route.permission !== null;
      expect(write, route.id).toBe(teamRoute && !personal && !peopleOrMoney);
      // A read key: the same routes, GET only.
      expect(read, route.id).toBe(write && route.method === 'GET');
    }
  });

  it('lets keys read and write the field work and never manage keys, members or payments', () => {
    const ids = new Set(KEY_ROUTES.map((route) => route.id));
    for (const id of ['listFields', 'createScoutingNote', 'listScoutingNotes', 'getFieldZones']) expect(ids.has(id as never), id).toBe(true);
    for (const id of ['createApiKey', 'listApiKeys', 'revokeApiKey', 'getOpenApi', 'getUserDetails', 'listUsers'])
      expect(ids.has(id as never), id).toBe(false);
    for (const route of KEY_ROUTES) {
      expect(route.auth).toBe('user');
      expect(route.permission).not.toBeNull();
    }
    expect(KEY_ROUTES.filter((route) => route.method === 'GET').length).toBeGreaterThan(10);
  });
});
