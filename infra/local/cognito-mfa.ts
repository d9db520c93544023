/**
 * Two-step sign-in on the local pool as Cognito does it. cognito-local answers AssociateSoftwareToken,
 * VerifySoftwareToken, SetUserMFAPreference and the SOFTWARE_TOKEN_MFA challenge, but hands out a challenge Session
 * it never checks: a RespondToAuthChallenge naming any user with a good code would sign in without the password.
 * Here a code is taken only with the Session that the password step of that same user gave, within Cognito's
 * three minutes, once.
 */
export const CHALLENGE_SESSION_MS = 3 * 60_000;

/**
 * The local demo staff admin's authenticator secret (base32), enrolled by the bootstrap and printed by `npm start`:
 * the local stage requires two-step sign-in for staff like a deployed one. Local-only, like the demo passwords.
 */
export const LOCAL_STAFF_TOTP_SECRET = 'FIELDWATCHLOCALDEMOADMINTOTPKEY2';

/** The otpauth URI an authenticator app reads (Google's Key Uri Format), for a secret and an account name. */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}

interface Pending {
  username: string;
  expires: number;
}

interface CognitoErrorClass {
  new (code: string, message: string): Error;
}

type Call = (target: string, request: Record<string, unknown>) => Promise<Record<string, unknown>>;

export function bindChallengeSessions(options: {
  call: Call;
  /** The pool's own user name for a name the client sent (an e-mail alias in any case), or null. */
  usernameOf: (name: string) => Promise<string | null>;
  CognitoError: CognitoErrorClass;
  now?: () => number;
}): Call {
  const pending = new Map<string, Pending>();
  const now = options.now ?? Date.now;
  const expired = () => new options.CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');

  return async (target, request) => {
    if (target === 'RespondToAuthChallenge' && request.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
      const session = typeof request.Session === 'string' ? request.Session : '';
      const held = pending.get(session);
      const responses = (request.ChallengeResponses ?? {}) as Record<string, unknown>;
      const claimed = await options.usernameOf(String(responses.USERNAME ?? ''));
      if (!held || held.expires <= now() || claimed !== held.username) throw expired();
      const answer = await options.call(target, request);
      pending.delete(session);
      return answer;
    }
    const answer = await options.call(target, request);
    const params = answer.ChallengeParameters as Record<string, unknown> | undefined;
    if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA' && typeof answer.Session === 'string' && typeof params?.USER_ID_FOR_SRP === 'string') {
      const username = await options.usernameOf(params.USER_ID_FOR_SRP);
      if (username) pending.set(answer.Session, { username, expires: now() + CHALLENGE_SESSION_MS });
    }
    return answer;
  };
}
