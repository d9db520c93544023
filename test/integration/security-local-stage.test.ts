import { createRequire } from 'node:module';
import { sign } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
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

  it('answers S3 requests signed with the stage key only: unsigned, another key or a forged signature are refused', async () => {
    const endpoint = process.env.AWS_ENDPOINT_URL_S3 ?? '';
    const accessKeyId = process.env.AWS_ACCESS_KEY_ID ?? '';
    expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // The stage's key is its own, not the published defaults.
    expect(['local', 'S3RVER', '']).not.toContain(accessKeyId);
    const exports = bucketName('exports');
    const key = `security/${Date.now()}.txt`;
    const signed = new S3Client({ forcePathStyle: true });
    await signed.send(new PutObjectCommand({ Bucket: exports, Key: key, Body: 'stage data' }));

    // Unsigned: listing, reading, writing.
    expect((await fetch(`${endpoint}/${exports}/`)).status).toBe(403);
    expect((await fetch(`${endpoint}/${exports}/${key}`)).status).toBe(403);
    expect((await fetch(`${endpoint}/${exports}/${key}`, { method: 'PUT', body: 'overwritten' })).status).toBe(403);
    expect((await fetch(`${endpoint}/`)).status).toBe(403);
    // Signed with s3rver's published key, or with the stage's key id and a guessed secret.
    for (const credentials of [
      { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      { accessKeyId: 'local', secretAccessKey: 'local' },
      { accessKeyId, secretAccessKey: 'guessed-secret' },
    ]) {
      const other = new S3Client({ forcePathStyle: true, credentials });
      await expect(other.send(new ListObjectsV2Command({ Bucket: exports })), credentials.accessKeyId).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
      await expect(other.send(new PutObjectCommand({ Bucket: exports, Key: key, Body: 'overwritten' }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
      const forged = await getSignedUrl(other, new GetObjectCommand({ Bucket: exports, Key: key }), { expiresIn: 60 });
      expect((await fetch(forged)).status).toBe(403);
    }
    // A presigned URL of the stage key works, and stops working once tampered with.
    const presigned = await getSignedUrl(signed, new GetObjectCommand({ Bucket: exports, Key: key }), { expiresIn: 60 });
    expect(await (await fetch(presigned)).text()).toBe('stage data');
    expect((await fetch(presigned.replace(key, `${key}x`))).status).toBe(403);
    // The object is as the stage wrote it: no refused write reached it.
    const stored = await signed.send(new GetObjectCommand({ Bucket: exports, Key: key }));
    expect(await stored.Body?.transformToString()).toBe('stage data');
  });

  it('opens the Paystack stand-in test controls and its webhooks to the stage secret only', async () => {
    const paystack = `${stageUrl}/paystack`;
    const secret = inject('paystackSecret');
    expect(secret).toMatch(/^sk_test_[0-9a-f]{40}$/);
    const init = (await (
      await fetch(`${paystack}/transaction/initialize`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 500_000, email: owner.email }),
      })
    ).json()) as { data: { reference: string } };
    const { reference } = init.data;
    const verify = async () =>
      ((await (await fetch(`${paystack}/transaction/verify/${reference}`, { headers: { authorization: `Bearer ${secret}` } })).json()) as { data: { amount: number } }).data
        .amount;

    for (const headers of [{}, { authorization: 'Bearer sk_test_fieldwatch_local_0000000000000000' }] as Record<string, string>[]) {
      const control = await fetch(`${paystack}/__control/report-amount`, { method: 'POST', headers, body: JSON.stringify({ reference, amount: 100 }) });
      expect(control.status).toBe(401);
    }
    // What verify reports is unchanged by the refused calls; with the secret the control works.
    expect(await verify()).toBe(500_000);
    const allowed = await fetch(`${paystack}/__control/report-amount`, { method: 'POST', headers: { authorization: `Bearer ${secret}` }, body: JSON.stringify({ reference, amount: 100 }) });
    expect(allowed.status).toBe(200);
    expect(await verify()).toBe(100);
    // The calls the server makes need the key too.
    expect((await fetch(`${paystack}/transaction/verify/${reference}`)).status).toBe(401);
  });

  it("opens the stage's own test controls (a lost S3 event, a failing STAC search) to its control key only", async () => {
    const controls = [
      { url: `${stageUrl}/__control/lose-s3-event`, body: { key: 'uploads/nobody/lost.zip' } },
      { url: `${stageUrl}/stac/__control/fail-search`, body: { bbox: [0, 0, 1, 1], failing: false } },
    ];
    for (const control of controls) {
      for (const headers of [{}, { authorization: 'Bearer not-the-key' }] as Record<string, string>[]) {
        const refused = await fetch(control.url, { method: 'POST', headers, body: JSON.stringify(control.body) });
        expect(refused.status, control.url).toBe(401);
      }
      const allowed = await fetch(control.url, { method: 'POST', headers: { authorization: `Bearer ${inject('stageControlKey')}` }, body: JSON.stringify(control.body) });
      expect(allowed.status, control.url).toBe(204);
    }
  });
});
