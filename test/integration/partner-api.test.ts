import { beforeAll, describe, expect, inject, it } from 'vitest';
import { API_PREFIX } from '../../shared/api/routes';
import { ApiKeyList, CreatedApiKey } from '../../shared/api/schemas/partners';
import { Field } from '../../shared/api/schemas/fields';
import { API_KEY_MESSAGES, API_KEY_RATE_LIMITS } from '../../shared/domain/api-keys';
import { translateText } from '../../functions/core/i18n/translate';
import { lonLatSquare } from '../fixtures/field-files';
import { api, type Session } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/**
 * The partner API on the local stage, real DynamoDB: a team's key calls the team routes its scope allows for its
 * own team, is refused elsewhere, rate-limited, revoked; the list never shows a key; the web app's tokens work as before.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const say = (message: string) => translateText('en', message);

describe('team API keys', () => {
  let owner: Owner;
  let other: Owner;
  let field: Field;
  const asUser = (session: Session) => ({ token: session.idToken });
  const keysPath = () => `/partners/keys/?team=${owner.teamId}`;
  const makeKey = async (name: string, scope: 'read' | 'read-write') => {
    const made = await api(stageUrl, 'POST', keysPath(), { ...asUser(owner.session), body: { name, scope } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return CreatedApiKey.parse(made.body);
  };

  beforeAll(async () => {
    [owner, other] = await Promise.all([newOwner(stageUrl, sesEndpoint, 'partner'), newOwner(stageUrl, sesEndpoint, 'partnerother')]);
    const drawn = await api(stageUrl, 'POST', '/field/draw/', { ...asUser(owner.session), body: { team: owner.teamId, name: 'Coop block', coordinates: lonLatSquare(8.7, 9.1, 0.004) } });
    field = Field.parse(drawn.body);
  });

  it('creates a key shown once, which reads the team with its scope, for its own team only', async () => {
    const read = await makeKey('Cooperative ledger', 'read');
    expect(read.key).toMatch(/^fw_[A-Za-z0-9_-]{43}$/);
    expect(read.key.startsWith(read.prefix)).toBe(true);

    // A GET team route: 200 with the team's field, by Bearer or X-Api-Key.
    const fields = await api(stageUrl, 'GET', `/field/?team=${owner.teamId}`, { token: read.key });
    expect(fields.status, JSON.stringify(fields.body)).toBe(200);
    expect(JSON.stringify(fields.body)).toContain(field.id);
    expect((await api(stageUrl, 'GET', `/field/${field.id}/?team=${owner.teamId}`, { headers: { 'x-api-key': read.key } })).status).toBe(200);

    // A write with a read key, a staff route, an account route, the key routes themselves: 403 with a reason.
    const write = await api(stageUrl, 'POST', '/field/draw/', { token: read.key, body: { team: owner.teamId, name: 'No', coordinates: lonLatSquare(8.7, 9.2, 0.004) } });
    expect(write).toMatchObject({ status: 403, body: { detail: say(API_KEY_MESSAGES.readOnlyKey) } });
    for (const path of ['/accounts/user/', `/accounts/${owner.session.sub}/profile/`, keysPath()]) {
      expect(await api(stageUrl, 'GET', path, { token: read.key }), path).toMatchObject({ status: 403, body: { detail: say(API_KEY_MESSAGES.routeNotForKeys) } });
    }

    // Another team's id: refused as for a member of another team; its field is not found.
    expect((await api(stageUrl, 'GET', `/field/?team=${other.teamId}`, { token: read.key })).status).toBe(403);
    const theirs = Field.parse((await api(stageUrl, 'POST', '/field/draw/', { ...asUser(other.session), body: { team: other.teamId, name: 'Theirs', coordinates: lonLatSquare(8.5, 9.0, 0.004) } })).body);
    expect([403, 404]).toContain((await api(stageUrl, 'GET', `/field/${theirs.id}/`, { token: read.key })).status);

    // A key that does not exist, or a mangled one: 401.
    const wrong = `fw_${'A'.repeat(43)}`;
    expect(await api(stageUrl, 'GET', `/field/?team=${owner.teamId}`, { token: wrong })).toMatchObject({ status: 401, body: { detail: say(API_KEY_MESSAGES.invalidKey) } });
    expect((await api(stageUrl, 'GET', `/field/?team=${owner.teamId}`, { headers: { 'x-api-key': 'fw_short' } })).status).toBe(401);

    // The list shows when it was last used, never the key; the web app's own token still works on the same route.
    const list = ApiKeyList.parse((await api(stageUrl, 'GET', keysPath(), asUser(owner.session))).body);
    const listed = list.results.find((item) => item.id === read.id);
    expect(listed?.last_used_at).not.toBeNull();
    expect(JSON.stringify(list)).not.toContain(read.key);
    expect((await api(stageUrl, 'GET', `/field/?team=${owner.teamId}`, asUser(owner.session))).status).toBe(200);
  });

  it('writes with a read-write key, and refuses a revoked key at once', async () => {
    const key = await makeKey('Insurer', 'read-write');
    const drawn = await api(stageUrl, 'POST', '/field/draw/', { token: key.key, body: { team: owner.teamId, name: 'Insured block', coordinates: lonLatSquare(8.72, 9.12, 0.004) } });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(201);

    // Another team cannot revoke it (its id reads as not found there); the team can, once.
    expect((await api(stageUrl, 'DELETE', `/partners/keys/${key.id}/?team=${other.teamId}`, asUser(other.session))).status).toBe(404);
    const revoked = await api(stageUrl, 'DELETE', `/partners/keys/${key.id}/?team=${owner.teamId}`, asUser(owner.session));
    expect(revoked.status).toBe(200);
    expect((revoked.body as { revoked_at: string | null }).revoked_at).not.toBeNull();
    expect((await api(stageUrl, 'DELETE', `/partners/keys/${key.id}/?team=${owner.teamId}`, asUser(owner.session))).status).toBe(409);
    expect((await api(stageUrl, 'GET', `/field/?team=${owner.teamId}`, { token: key.key })).status).toBe(401);
  });

  it('refuses bad key input with translated messages, and keys in the wrong hands', async () => {
    const empty = await api(stageUrl, 'POST', keysPath(), { ...asUser(owner.session), body: { name: ' ', scope: 'admin' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ name: [say(API_KEY_MESSAGES.nameRequired)], scope: [say(API_KEY_MESSAGES.scopeInvalid)] });
    // A member of another team cannot list this team's keys.
    expect((await api(stageUrl, 'GET', keysPath(), asUser(other.session))).status).toBe(403);
  });

  it('answers 429 with Retry-After past the per-minute limit', { timeout: 120_000 }, async () => {
    const key = await makeKey('Busy partner', 'read');
    // Every call with a live key counts, a refused one too: a route keys may not call is the cheapest to repeat.
    const call = () => fetch(`${stageUrl}${API_PREFIX}/accounts/user/`, { headers: { authorization: `Bearer ${key.key}` } });
    let limited: Response | undefined;
    // A minute that ends mid-way starts a new count: two windows' worth of calls reach the limit in any case.
    for (let sent = 0; sent < 2 * API_KEY_RATE_LIMITS.perMinute + 20 && !limited; sent += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, call));
      expect(answers.every((answer) => answer.status === 403 || answer.status === 429)).toBe(true);
      limited = answers.find((answer) => answer.status === 429);
    }
    expect(limited?.status).toBe(429);
    const seconds = Number(limited?.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(((await limited?.json()) as { detail: string }).detail).toContain('Too many requests');
  });

  it('serves the OpenAPI document without a token', async () => {
    const answer = await fetch(`${stageUrl}${API_PREFIX}/openapi.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('max-age');
    const doc = (await answer.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths).toHaveProperty('/partners/keys/');
  });
});
