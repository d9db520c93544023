import { createSign, generateKeyPairSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import { ROUTES } from '../../shared/api/routes';
import { ALL_PERMISSIONS } from '../../shared/domain/permissions';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { api, concretePath, signIn } from '../support/local-client';

const stageUrl = inject('stageUrl');
const require = createRequire(import.meta.url);

function base64url(value: object | Buffer): string {
  return (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');
}

/** Signs a token with the given key the way Cognito does (RS256, kid header). */
function signToken(payload: object, privateKeyPem: string, kid: string): string {
  const head = base64url({ alg: 'RS256', kid, typ: 'JWT' });
  const body = base64url(payload);
  const signer = createSign('RSA-SHA256');
  signer.update(`${head}.${body}`);
  return `${head}.${body}.${signer.sign(privateKeyPem).toString('base64url')}`;
}

describe('the route table through the local gateway', () => {
  it('answers every user and staff route with 401 without a token', async () => {
    const guarded = ROUTES.filter((route) => route.auth !== 'public');
    expect(guarded.length).toBeGreaterThan(60);
    for (const route of guarded) {
      const { status } = await api(stageUrl, route.method, concretePath(route.path), { body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      expect(status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('answers the public routes with 200 without a token', async () => {
    const health = await api(stageUrl, 'GET', '/health/');
    expect(health).toEqual({ status: 200, body: { status: 'ok', dependencies: { store: 'ok', uploads: 'ok', uploadQueue: 'ok', mail: 'ok' } } });
    const permissions = await api(stageUrl, 'GET', '/roles/permissions/');
    expect(permissions.status).toBe(200);
    expect(permissions.body).toEqual([...ALL_PERMISSIONS]);
    const plans = await api(stageUrl, 'GET', '/system_setup/subscription_plan_users/');
    expect(plans.status).toBe(200);
    const list = plans.body as { id: string; name: string }[];
    expect(list.length).toBeGreaterThan(0);
    const first = list[0]!;
    const detail = await api(stageUrl, 'GET', `/system_setup/subscription_plan_users/${first.id}`);
    expect(detail.status).toBe(200);
    expect((detail.body as { name: string }).name).toBe(first.name);
    expect((await api(stageUrl, 'GET', '/system_setup/subscription_plan_users/nope')).status).toBe(404);
  });

  it('answers 404 for a path that is not in the table', async () => {
    expect((await api(stageUrl, 'GET', '/no/such/route/')).status).toBe(404);
  });

  it('keeps staff routes from non-staff users (403) and lets staff through', async () => {
    const owner = await signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const admin = await signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    const staffRoutes = ROUTES.filter((route) => route.auth === 'staff');
    for (const route of staffRoutes) {
      const asOwner = await api(stageUrl, route.method, concretePath(route.path), { token: owner.idToken });
      expect(asOwner.status, `${route.method} ${route.path}`).toBe(403);
      const asAdmin = await api(stageUrl, route.method, concretePath(route.path), { token: admin.idToken });
      expect(asAdmin.status, `${route.method} ${route.path}`).not.toBe(403);
      expect(asAdmin.status).not.toBe(401);
    }
  });

  it('answers 400 with the field named when a user route is called without its required query', async () => {
    const owner = await signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const response = await api(stageUrl, 'GET', '/field/report/', { token: owner.idToken });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field_id: ['field_id is required.'] });
  });
});

describe('JWT verification as the API Gateway authorizer does it', () => {
  // The stage signs with its own key (made per data folder), as a deployed pool signs with its own.
  const privateKey = { pem: inject('stageSigningKeyPem') };
  const published = require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };

  async function claimsOfRealToken() {
    const session = await signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const [header, payload] = session.idToken.split('.');
    return {
      session,
      header: JSON.parse(Buffer.from(header ?? '', 'base64url').toString()) as { kid: string },
      claims: JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>,
    };
  }

  it('accepts a real token and the same claims re-signed by the pool key, not by the key published with the emulator', async () => {
    const { session, header, claims } = await claimsOfRealToken();
    const path = `/accounts/${session.sub}/profile/`;
    expect((await api(stageUrl, 'GET', path, { token: session.idToken })).status).toBe(200);
    const resigned = signToken(claims, privateKey.pem, header.kid);
    expect((await api(stageUrl, 'GET', path, { token: resigned })).status).toBe(200);
    const byPublishedKey = signToken(claims, published.pem, header.kid);
    expect((await api(stageUrl, 'GET', path, { token: byPublishedKey })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { session, header, claims } = await claimsOfRealToken();
    const now = Math.floor(Date.now() / 1000);
    const expired = signToken({ ...claims, iat: now - 7200, exp: now - 3600 }, privateKey.pem, header.kid);
    expect((await api(stageUrl, 'GET', `/accounts/${session.sub}/profile/`, { token: expired })).status).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const { session } = await claimsOfRealToken();
    const [head, payload, signature] = session.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${head}.${base64url({ ...claims, 'cognito:groups': ['staff'] })}.${signature}`;
    expect((await api(stageUrl, 'GET', '/accounts/all-users/', { token: tampered })).status).toBe(401);
  });

  it('refuses a token of another user pool, and one signed by a foreign key', async () => {
    const { session, header, claims } = await claimsOfRealToken();
    const path = `/accounts/${session.sub}/profile/`;
    const otherPool = signToken(
      { ...claims, iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_OtherPool9' },
      privateKey.pem,
      header.kid,
    );
    expect((await api(stageUrl, 'GET', path, { token: otherPool })).status).toBe(401);
    const { privateKey: foreign } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const foreignSigned = signToken(claims, foreign.export({ type: 'pkcs8', format: 'pem' }).toString(), header.kid);
    expect((await api(stageUrl, 'GET', path, { token: foreignSigned })).status).toBe(401);
    const otherClient = signToken({ ...claims, aud: 'someotherclient000000000000' }, privateKey.pem, header.kid);
    expect((await api(stageUrl, 'GET', path, { token: otherClient })).status).toBe(401);
  });

  it('refuses a malformed Authorization header', async () => {
    expect((await api(stageUrl, 'GET', '/field/', { token: 'not-a-jwt' })).status).toBe(401);
  });
});
