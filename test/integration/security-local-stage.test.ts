import { createRequire } from 'node:module';
import { sign } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { bucketName } from '../../infra/local/names';
import { api, cognito } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/**
 * The local stage locked like a deployed one: the attacks of the black-box sweep on its Cognito stand-in, its
 * token signing and its STAC stand-in, each performed and refused.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A token signed with the key pair cognito-local publishes in its npm package. */
function tokenWithPublishedKey(claims: Record<string, unknown>): string {
  const require = createRequire(import.meta.url);
  const { pem } = require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
  const head = `${b64({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${b64(claims)}`;
  return `${head}.${sign('RSA-SHA256', Buffer.from(head), pem).toString('base64url')}`;
}

describe('7. the local stage is locked like a deployed one', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'lock');
  });

  it('refuses user-pool admin actions on the public /cognito endpoint', async () => {
    for (const [target, body] of [
      ['ListUsers', { UserPoolId: 'us-east-1_LocalPool1' }],
      ['AdminAddUserToGroup', { UserPoolId: 'us-east-1_LocalPool1', Username: owner.email, GroupName: 'staff' }],
      ['AdminGetUser', { UserPoolId: 'us-east-1_LocalPool1', Username: owner.email }],
      ['AdminSetUserPassword', { UserPoolId: 'us-east-1_LocalPool1', Username: owner.email, Password: 'Hijacked1!', Permanent: true }],
    ] as const) {
      await expect(cognito(stageUrl, target, body), target).rejects.toMatchObject({ type: 'AccessDeniedException' });
    }
    // The client actions the web app uses still work.
    const user = await cognito<{ Username: string }>(stageUrl, 'GetUser', { AccessToken: owner.session.accessToken });
    expect(user.Username).toBeTruthy();
  });

  it('signs tokens with the stage key, with an expiry, and refuses tokens signed with the published key', async () => {
    const idClaims = claimsOf(owner.session.idToken);
    expect(typeof idClaims.exp).toBe('number');
    expect(typeof claimsOf(owner.session.accessToken).exp).toBe('number');
    const header = JSON.parse(Buffer.from(owner.session.idToken.split('.')[0] ?? '', 'base64url').toString('utf8')) as { kid: string };
    expect(header.kid).not.toBe('CognitoLocal');

    const forged = tokenWithPublishedKey({ ...idClaims, 'cognito:groups': ['staff'] });
    expect((await api(stageUrl, 'GET', `/accounts/${owner.session.sub}/profile/`, { token: forged })).status).toBe(401);
    expect((await api(stageUrl, 'GET', '/accounts/all-users/', { token: forged })).status).toBe(401);
    const forgedAccess = tokenWithPublishedKey(claimsOf(owner.session.accessToken));
    await expect(cognito(stageUrl, 'GetUser', { AccessToken: forgedAccess })).rejects.toMatchObject({ type: 'NotAuthorizedException' });
    await expect(
      cognito(stageUrl, 'ChangePassword', { AccessToken: forgedAccess, PreviousPassword: 'x', ProposedPassword: 'Hijacked1!' }),
    ).rejects.toMatchObject({ type: 'NotAuthorizedException' });
    // The published JWKS carries the stage key only.
    const jwks = (await (await fetch(`${stageUrl}/cognito/us-east-1_LocalPool1/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((key) => key.kid)).toEqual([header.kid]);
  });

  it('serves only the imagery bucket under /stac/assets/', async () => {
    const uploads = bucketName('uploads');
    for (const attack of [
      `..%2F${uploads}%2F`,
      `..%2F${uploads}`,
      `%2E%2E%2F${uploads}%2F`,
      `sentinel-2-l2a%2F..%2F..%2F${uploads}%2F`,
      `..%5C${uploads}`,
    ]) {
      const response = await fetch(`${stageUrl}/stac/assets/${attack}`);
      const text = await response.text();
      expect(response.status, attack).toBe(404);
      expect(text).not.toContain('ListBucketResult');
    }
  });
});

