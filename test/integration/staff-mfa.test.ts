import { createSign } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { STAFF_MFA_MESSAGES } from '../../shared/domain/staff-mfa';
import { STAFF_GROUP } from '../../shared/platform';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { api, CLIENT_ID, cognito, signIn, type Session } from '../support/local-client';
import { newOwner } from '../support/teams';
import { totpCode } from '../support/totp';
import { translate } from '../../functions/core/i18n/translate';

const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const signingKeyPem = inject('stageSigningKeyPem');

interface AuthAnswer {
  AuthenticationResult?: { IdToken: string; AccessToken: string };
  ChallengeName?: string;
  Session?: string;
}
interface PoolUser {
  UserMFASettingList?: string[];
  PreferredMfaSetting?: string;
}

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

/** The same ID token made a staff member's (the pool's staff group added), signed as the pool signs. */
function asStaff(idToken: string): string {
  const header = JSON.parse(Buffer.from(idToken.split('.')[0] ?? '', 'base64url').toString()) as { kid: string };
  const head = Buffer.from(JSON.stringify({ alg: 'RS256', kid: header.kid, typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify({ ...decode(idToken), 'cognito:groups': [STAFF_GROUP] })).toString('base64url');
  const signer = createSign('RSA-SHA256');
  signer.update(`${head}.${body}`);
  return `${head}.${body}.${signer.sign(signingKeyPem).toString('base64url')}`;
}

const passwordStep = (email: string, password: string) =>
  cognito<AuthAnswer>(stageUrl, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD: password } });
const codeStep = (email: string, session: string | undefined, code: string) =>
  cognito<AuthAnswer>(stageUrl, 'RespondToAuthChallenge', {
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    ClientId: CLIENT_ID,
    Session: session,
    ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
  });
const poolUser = (session: Session) => cognito<PoolUser>(stageUrl, 'GetUser', { AccessToken: session.accessToken });

describe('two-step sign-in for staff on the local stage (auth.staffMfa required)', () => {
  it('signs the enrolled demo admin in with password and code only, and its real token reaches the staff routes', async () => {
    const { email, password, totpSecret } = DEMO_USERS.admin;
    const first = await passwordStep(email, password);
    expect(first.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(first.AuthenticationResult).toBeUndefined();
    // A code is taken only with the session of this user's own password step.
    await expect(codeStep(email, 'made-up-session', totpCode(totpSecret))).rejects.toMatchObject({ type: 'NotAuthorizedException' });
    await expect(codeStep(email, first.Session, '000000')).rejects.toMatchObject({ type: 'CodeMismatchException' });
    const done = await codeStep(email, first.Session, totpCode(totpSecret));
    const idToken = done.AuthenticationResult?.IdToken ?? '';
    expect(decode(idToken)['cognito:groups']).toEqual([STAFF_GROUP]);
    // Once used, the session is gone.
    await expect(codeStep(email, first.Session, totpCode(totpSecret))).rejects.toMatchObject({ type: 'NotAuthorizedException' });

    expect((await api(stageUrl, 'GET', '/accounts/team/', { token: idToken })).status).toBe(200);
    expect((await api(stageUrl, 'GET', '/tracking/tracking/', { token: idToken })).status).toBe(200);
  });

  it('refuses staff routes to a staff member without it, with the message to set it up, and admits them once enrolled', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'staff-mfa');
    const password = 'OwnerPass1!';
    const staffToken = asStaff(owner.session.idToken);
    for (const path of ['/accounts/team/', '/tracking/tracking/', '/system_setup/service/']) {
      const refused = await api(stageUrl, 'GET', path, { token: staffToken });
      expect(refused, path).toMatchObject({ status: 403, body: { detail: translate('en', STAFF_MFA_MESSAGES.required) } });
    }
    expect((await poolUser(owner.session)).UserMFASettingList ?? []).toEqual([]);
    // Their own routes are not affected.
    expect((await api(stageUrl, 'GET', `/accounts/${owner.session.sub}/profile/`, { token: staffToken })).status).toBe(200);

    // Enrolment as the web app's set-up page does it (Amplify's setUpTOTP, verifyTOTPSetup, updateMFAPreference).
    const { SecretCode } = await cognito<{ SecretCode: string }>(stageUrl, 'AssociateSoftwareToken', { AccessToken: owner.session.accessToken });
    await expect(
      cognito(stageUrl, 'VerifySoftwareToken', { AccessToken: owner.session.accessToken, UserCode: '000000' }),
    ).rejects.toMatchObject({ type: 'CodeMismatchException' });
    expect((await poolUser(owner.session)).UserMFASettingList ?? []).toEqual([]);
    await cognito(stageUrl, 'VerifySoftwareToken', { AccessToken: owner.session.accessToken, UserCode: totpCode(SecretCode) });
    await cognito(stageUrl, 'SetUserMFAPreference', {
      AccessToken: owner.session.accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    expect(await poolUser(owner.session)).toMatchObject({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' });

    // From now on the password alone signs nobody in; with the code it does, and the staff routes answer.
    expect((await passwordStep(owner.email, password)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const second = await signIn(stageUrl, owner.email, password, SecretCode);
    expect((await api(stageUrl, 'GET', '/accounts/team/', { token: asStaff(second.idToken) })).status).toBe(200);

    // Another user's password step does not open this user's code step.
    const other = await passwordStep(DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await expect(codeStep(owner.email, other.Session, totpCode(SecretCode))).rejects.toMatchObject({ type: 'NotAuthorizedException' });
  });

  it('refuses the enrolment calls on the public endpoint without a valid access token', async () => {
    for (const target of ['AssociateSoftwareToken', 'VerifySoftwareToken', 'SetUserMFAPreference']) {
      await expect(cognito(stageUrl, target, { AccessToken: 'not-a-token', UserCode: '123456' }), target).rejects.toMatchObject({
        type: 'NotAuthorizedException',
      });
    }
  });
});
