import { describe, expect, it } from 'vitest';
import { bindChallengeSessions, CHALLENGE_SESSION_MS, otpauthUri } from '../../infra/local/cognito-mfa';

class CognitoError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A pool whose users are ada (alias ADA@X) and bob; the password step opens a code step with a fresh session. */
function pool() {
  let clock = 0;
  let sessions = 0;
  const answered: string[] = [];
  const call = bindChallengeSessions({
    CognitoError,
    now: () => clock,
    usernameOf: async (name) => ({ 'ada@x': 'ada-id', 'ada-id': 'ada-id', 'bob@x': 'bob-id', 'bob-id': 'bob-id' })[name.toLowerCase()] ?? null,
    call: async (target, request) => {
      if (target === 'InitiateAuth') {
        const user = String((request.AuthParameters as Record<string, string>).USERNAME).toLowerCase().startsWith('ada') ? 'ada-id' : 'bob-id';
        return { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: `s${++sessions}`, ChallengeParameters: { USER_ID_FOR_SRP: user } };
      }
      answered.push(String(request.Session));
      return { AuthenticationResult: { IdToken: 'id' } };
    },
  });
  const passwordStep = (name: string) => call('InitiateAuth', { AuthParameters: { USERNAME: name } });
  const codeStep = (name: string, session: unknown) =>
    call('RespondToAuthChallenge', { ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: session, ChallengeResponses: { USERNAME: name, SOFTWARE_TOKEN_MFA_CODE: '123456' } });
  return { passwordStep, codeStep, answered, advance: (ms: number) => (clock += ms) };
}

describe("the local pool's two-step sign-in sessions", () => {
  it("takes a code only with the session of the same user's password step, once", async () => {
    const { passwordStep, codeStep, answered } = pool();
    const ada = await passwordStep('ADA@X');
    await expect(codeStep('ada@x', 'forged')).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    await expect(codeStep('bob@x', ada.Session)).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    expect(answered).toEqual([]);
    await expect(codeStep('Ada@X', ada.Session)).resolves.toMatchObject({ AuthenticationResult: { IdToken: 'id' } });
    await expect(codeStep('ada@x', ada.Session)).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    expect(answered).toEqual([ada.Session]);
  });

  it('lets the session expire after three minutes, as Cognito does', async () => {
    const { passwordStep, codeStep, advance } = pool();
    const ada = await passwordStep('ada@x');
    advance(CHALLENGE_SESSION_MS);
    await expect(codeStep('ada@x', ada.Session)).rejects.toMatchObject({ code: 'NotAuthorizedException' });
  });

  it('writes the otpauth URI an authenticator app reads', () => {
    expect(otpauthUri('FieldWatch', 'admin@fieldwatch.local', 'ABC234')).toBe(
      'otpauth://totp/FieldWatch%3Aadmin%40fieldwatch.local?secret=ABC234&issuer=FieldWatch&algorithm=SHA1&digits=6&period=30',
    );
  });
});
