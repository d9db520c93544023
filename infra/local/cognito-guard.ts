import { sign, verify } from 'node:crypto';
import type { SigningKey } from './signing-key';

/**
 * What the public /cognito endpoint of the local stage lets through, as a deployed user pool's app client would:
 * the user-pool-client actions the web app (Amplify) uses. Admin actions (ListUsers, AdminAddUserToGroup, …)
 * need AWS credentials in a deployed stage; locally they are served only on the functions' private endpoint.
 */
export const CLIENT_ACTIONS: ReadonlySet<string> = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GetUser',
  'GlobalSignOut',
  'RevokeToken',
  'GetTokensFromRefreshToken',
  // Two-step sign-in: Amplify's setUpTOTP, verifyTOTPSetup and updateMFAPreference.
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);

/** Client actions that act on the holder of an access token: cognito-local only decodes it, so it is verified here. */
const ACCESS_TOKEN_ACTIONS: ReadonlySet<string> = new Set([
  'ChangePassword',
  'GetUser',
  'GlobalSignOut',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);

export class RefusedCognitoCall extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A token's claims when the stage's own key signed it and it has not expired; otherwise null. */
export function verifiedClaims(token: string, key: SigningKey, nowSeconds = Math.floor(Date.now() / 1000)): Record<string, unknown> | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const valid = verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), key.publicKey, Buffer.from(signature, 'base64url'));
  if (!valid) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
    return claims;
  } catch {
    return null;
  }
}

/** The same claims (issuer, audience, iat, exp), signed with the stage's key instead of the published one. */
export function resign(token: string, key: SigningKey): string {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (typeof claims.exp !== 'number') throw new Error('a stage token must expire');
  const head = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: key.kid }))}.${base64url(JSON.stringify(claims))}`;
  return `${head}.${sign('RSA-SHA256', Buffer.from(head), key.privateKey).toString('base64url')}`;
}

/** Refuses what a browser may not ask of the pool: admin actions, and token actions with a forged or stale token. */
export function guardClientCall(target: string, request: Record<string, unknown>, key: SigningKey): void {
  if (!CLIENT_ACTIONS.has(target)) {
    throw new RefusedCognitoCall('AccessDeniedException', `${target} is not available to the app client.`);
  }
  if (ACCESS_TOKEN_ACTIONS.has(target)) {
    const token = typeof request.AccessToken === 'string' ? request.AccessToken : '';
    const claims = verifiedClaims(token, key);
    if (!claims || claims.token_use !== 'access') throw new RefusedCognitoCall('NotAuthorizedException', 'Invalid Access Token');
  }
}
