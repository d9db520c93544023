import type { MessageId } from '../../../../shared/i18n/english';
import { RESET_MESSAGES } from '../../../../shared/domain/reset-token';

/**
 * Texts of the auth screens that the shared MESSAGES do not hold (the spec leaves them to the builder), as catalogue
 * keys of web/auth (the reset route's answers are the API's keys): shown through intl.formatMessage / formatText.
 */
export const AUTH_TEXTS = {
  emailRequired: 'auth.emailRequired',
  passwordRequired: 'auth.passwordRequired',
  adminEmailRequired: 'auth.adminEmailRequired',
  confirmPasswordRequired: 'auth.confirmPasswordRequired',
  codeRequired: 'auth.codeRequired',
  loginSuccess: 'auth.loginSuccess',
  registrationSuccess: 'auth.registrationSuccess',
  codeResent: 'auth.codeResent',
  /** Values: `{email}`. */
  confirmHint: 'auth.confirmHint',
  resetSuccess: RESET_MESSAGES.passwordReset,
  /** Forgot password answers the same whether or not the address has an account. */
  resetLinkSent: RESET_MESSAGES.linkSent,
  requestNewLink: 'auth.requestNewLink',
  chooseNewPassword: 'auth.chooseNewPassword',
} as const satisfies Record<string, MessageId>;
