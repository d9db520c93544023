import { confirmSignIn, signIn, signOut, type SignInOutput } from 'aws-amplify/auth';
import type { WebConfig } from '../../../../shared/api/web-config';
import { authErrorName, signInOptions } from '../../lib/amplify';

export type SignInOutcome = 'signed-in' | 'confirm-sign-up' | 'reset-password' | 'new-password' | 'totp-code' | 'unsupported';

function outcomeOf(result: SignInOutput): SignInOutcome {
  if (result.isSignedIn) return 'signed-in';
  switch (result.nextStep.signInStep) {
    case 'CONFIRM_SIGN_UP':
      return 'confirm-sign-up';
    case 'RESET_PASSWORD':
      return 'reset-password';
    // An invited member's first sign-in with the e-mailed temporary password.
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return 'new-password';
    // Two-step sign-in: the code of the authenticator app the user set up (Cognito's SOFTWARE_TOKEN_MFA).
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return 'totp-code';
    default:
      return 'unsupported';
  }
}

/**
 * Email + password sign-in. A session left over from another account is ended first (Amplify refuses to sign in
 * over one), and the local stage uses USER_PASSWORD_AUTH.
 */
export async function signInWithPassword(config: WebConfig, email: string, password: string): Promise<SignInOutcome> {
  const attempt = () => signIn({ username: email, password, options: signInOptions(config) });
  let result;
  try {
    result = await attempt();
  } catch (error) {
    if (authErrorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    result = await attempt();
  }
  return outcomeOf(result);
}

/** Answers the new-password challenge of a first sign-in; 'signed-in' once Cognito accepts the password. */
export async function confirmNewPassword(newPassword: string): Promise<SignInOutcome> {
  return outcomeOf(await confirmSignIn({ challengeResponse: newPassword }));
}

/** Answers the authenticator code step; 'signed-in' once Cognito accepts the code. */
export async function confirmTotpCode(code: string): Promise<SignInOutcome> {
  return outcomeOf(await confirmSignIn({ challengeResponse: code }));
}

export const BAD_CREDENTIAL_ERRORS = new Set(['NotAuthorizedException', 'UserNotFoundException']);
