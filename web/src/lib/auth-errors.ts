import { MESSAGES } from '../../../shared/domain/accounts';
import { RESET_MESSAGES } from '../../../shared/domain/reset-token';
import type { MessageId } from '../../../shared/i18n/english';
import { authErrorName } from './amplify';

/**
 * What a Cognito/Amplify failure says on screen: the sign-in screens and My Account's password change share these.
 * Catalogue keys: a screen shows them through formatText / intl.formatMessage, in the language on screen.
 */
export const AUTH_ERROR_TEXTS = {
  codeMismatch: 'auth.error.codeMismatch',
  codeExpired: 'auth.error.codeExpired',
  tooManyAttempts: RESET_MESSAGES.tooManyRequests,
  emailTaken: 'auth.error.emailTaken',
  noAccount: 'auth.error.noAccount',
  alreadyConfirmed: 'auth.error.alreadyConfirmed',
  mailNotSent: RESET_MESSAGES.mailNotSent,
  passwordRefused: RESET_MESSAGES.passwordRefused,
} as const satisfies Record<string, MessageId>;

/**
 * Every Cognito/Amplify failure as a text of ours (a catalogue key; the caller's fallback may be any key or ref): the SDK's own messages ("Username/client id combination not
 * found.", "Not supported locally: ...") never reach the screen. Unknown failures get the caller's fallback.
 */
const TEXT_BY_ERROR: Record<string, MessageId> = {
  CodeMismatchException: AUTH_ERROR_TEXTS.codeMismatch,
  ExpiredCodeException: AUTH_ERROR_TEXTS.codeExpired,
  LimitExceededException: AUTH_ERROR_TEXTS.tooManyAttempts,
  TooManyRequestsException: AUTH_ERROR_TEXTS.tooManyAttempts,
  TooManyFailedAttemptsException: AUTH_ERROR_TEXTS.tooManyAttempts,
  UsernameExistsException: AUTH_ERROR_TEXTS.emailTaken,
  AliasExistsException: AUTH_ERROR_TEXTS.emailTaken,
  UserNotFoundException: AUTH_ERROR_TEXTS.noAccount,
  // The length (spec 1 §9) is checked before sending; what Cognito refuses beyond it is said in our words.
  InvalidPasswordException: AUTH_ERROR_TEXTS.passwordRefused,
  NotAuthorizedException: MESSAGES.badCredentials,
  CodeDeliveryFailureException: AUTH_ERROR_TEXTS.mailNotSent,
  NetworkError: MESSAGES.offline,
};

export function authErrorText(error: unknown, fallback: string = MESSAGES.somethingWrong): string {
  const name = authErrorName(error);
  if (name === 'InvalidParameterException' && /already confirmed/i.test(error instanceof Error ? error.message : '')) {
    return AUTH_ERROR_TEXTS.alreadyConfirmed;
  }
  return TEXT_BY_ERROR[name] ?? fallback;
}
