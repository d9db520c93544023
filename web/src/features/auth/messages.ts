import { MESSAGES } from '../../../../shared/domain/accounts';
import { RESET_MESSAGES } from '../../../../shared/domain/reset-token';
import { authErrorName } from '../../lib/amplify';

/** Texts of the auth screens that the shared MESSAGES do not hold (the spec leaves them to the builder). */
export const AUTH_TEXTS = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  adminEmailRequired: 'Email Address is required',
  confirmPasswordRequired: 'Please confirm your password',
  codeRequired: 'Confirmation code is required',
  loginSuccess: 'Login Successfully! Redirecting to dashboard...',
  registrationSuccess: 'Account created successfully! Redirecting to dashboard...',
  codeResent: 'A new confirmation code has been sent to your email.',
  confirmHint: 'We sent a confirmation code to your email. Enter it below to activate your account.',
  resetSuccess: RESET_MESSAGES.passwordReset,
  codeMismatch: 'That code is not right. Check the email and try again.',
  codeExpired: 'That code has expired. Use Resend code for a new one.',
  tooManyAttempts: RESET_MESSAGES.tooManyRequests,
  emailTaken: 'An account with this email address already exists.',
  noAccount: 'There is no account with this email address.',
  /** Forgot password answers the same whether or not the address has an account. */
  resetLinkSent: RESET_MESSAGES.linkSent,
  requestNewLink: 'Request a new link',
  chooseNewPassword: 'Choose a new password for your account.',
  alreadyConfirmed: 'This account is already confirmed. Please sign in.',
  mailNotSent: RESET_MESSAGES.mailNotSent,
  passwordRefused: RESET_MESSAGES.passwordRefused,
} as const;

/**
 * Every Cognito/Amplify failure as a text of ours: the SDK's own messages ("Username/client id combination not
 * found.", "Not supported locally: ...") never reach the screen. Unknown failures get the caller's fallback.
 */
const TEXT_BY_ERROR: Record<string, string> = {
  CodeMismatchException: AUTH_TEXTS.codeMismatch,
  ExpiredCodeException: AUTH_TEXTS.codeExpired,
  LimitExceededException: AUTH_TEXTS.tooManyAttempts,
  TooManyRequestsException: AUTH_TEXTS.tooManyAttempts,
  TooManyFailedAttemptsException: AUTH_TEXTS.tooManyAttempts,
  UsernameExistsException: AUTH_TEXTS.emailTaken,
  AliasExistsException: AUTH_TEXTS.emailTaken,
  UserNotFoundException: AUTH_TEXTS.noAccount,
  // The length (spec 1 §9) is checked before sending; what Cognito refuses beyond it is said in our words.
  InvalidPasswordException: AUTH_TEXTS.passwordRefused,
  NotAuthorizedException: MESSAGES.badCredentials,
  CodeDeliveryFailureException: AUTH_TEXTS.mailNotSent,
  NetworkError: MESSAGES.offline,
};

export function authErrorText(error: unknown, fallback: string = MESSAGES.somethingWrong): string {
  const name = authErrorName(error);
  if (name === 'InvalidParameterException' && /already confirmed/i.test(error instanceof Error ? error.message : '')) {
    return AUTH_TEXTS.alreadyConfirmed;
  }
  return TEXT_BY_ERROR[name] ?? fallback;
}
