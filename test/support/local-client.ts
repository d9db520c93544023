import { API_PREFIX } from '../../shared/api/routes';
import { LOCAL_STAFF_TOTP_SECRET } from '../../infra/local/cognito-mfa';
import { assertAnswerKeepsContract } from './answer-contract';
import { totpCode } from './totp';

/** Talks to a running local stage as a browser would: Cognito calls through /cognito, API calls under /api. */
export const CLIENT_ID = 'localwebclient0000000000000';

export async function cognito<T = Record<string, unknown>>(stageUrl: string, target: string, body: object): Promise<T> {
  const response = await fetch(`${stageUrl}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const data = (await response.json()) as T & { __type?: string; message?: string };
  if (!response.ok) throw Object.assign(new Error(`${target}: ${data.__type} ${data.message}`), { type: data.__type });
  return data;
}

export interface Session {
  idToken: string;
  accessToken: string;
  sub: string;
}

interface AuthAnswer {
  AuthenticationResult?: { IdToken: string; AccessToken: string };
  ChallengeName?: string;
  Session?: string;
}

/**
 * Signs in with the password and, when Cognito asks for it (a user with two-step sign-in on), the authenticator code
 * of `totpSecret`: by default the local demo staff admin's, which the bootstrap enrols.
 */
export async function signIn(stageUrl: string, email: string, password: string, totpSecret = LOCAL_STAFF_TOTP_SECRET): Promise<Session> {
  let result = await cognito<AuthAnswer>(stageUrl, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (result.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    result = await cognito<AuthAnswer>(stageUrl, 'RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: CLIENT_ID,
      Session: result.Session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(totpSecret) },
    });
  }
  if (!result.AuthenticationResult) throw new Error(`Sign-in of ${email} stopped at ${result.ChallengeName ?? 'no answer'}`);
  const { IdToken, AccessToken } = result.AuthenticationResult;
  const claims = JSON.parse(Buffer.from(IdToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  return { idToken: IdToken, accessToken: AccessToken, sub: claims.sub };
}

export async function api(
  stageUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${stageUrl}${API_PREFIX}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    assertAnswerKeepsContract(method, path, response.status, body);
  }
  return { status: response.status, body };
}

interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
}

/** The newest mail to an address whose subject contains a text, waiting for it to arrive. */
export async function latestMail(sesEndpoint: string, to: string, subject: string, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { emails } = (await (await fetch(`${sesEndpoint}/store`)).json()) as { emails: Mail[] };
    const mail = emails
      .filter((candidate) => candidate.destination.to.includes(to) && candidate.subject.includes(subject))
      .at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to}`);
}

/** Signs a user up through the stage's Cognito and confirms them with the six-digit code their mail carries. */
export async function signUpConfirmed(stageUrl: string, sesEndpoint: string, email: string, password: string, [first, last] = ['Ngozi', 'Okafor']): Promise<void> {
  await cognito(stageUrl, 'SignUp', {
    ClientId: CLIENT_ID,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: first },
      { Name: 'family_name', Value: last },
    ],
  });
  const mail = await latestMail(sesEndpoint, email, 'confirmation code');
  const code = /<strong>(\d{6})<\/strong>/.exec(mail.body.html ?? '')?.[1];
  if (!code) throw new Error(`The confirmation mail to ${email} carries no code`);
  await cognito(stageUrl, 'ConfirmSignUp', { ClientId: CLIENT_ID, Username: email, ConfirmationCode: code });
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** A concrete path for a route path: every {param} replaced. */
export function concretePath(path: string, value = 'x1'): string {
  return path.replace(/\{\w+\}/g, value);
}
