import type { ApiMessageId } from '../i18n/english';

/** Account rules and texts the specification gives (spec 1 §4, §5, §8, §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** The product's name: never translated. */
export const PRODUCT_NAME = 'FieldWatch';
export const NAME_MIN_LENGTH = 3;

/**
 * The account texts as catalogue keys (shared/i18n/api/account): the API answers them in the caller's language and
 * the web app shows them through formatText / intl.formatMessage.
 */
export const MESSAGES = {
  nameTooShort: 'account.nameTooShort',
  invalidEmail: 'account.invalidEmail',
  passwordTooShort: 'account.passwordTooShort',
  passwordsDoNotMatchReset: 'account.passwordsDoNotMatchReset',
  passwordsDoNotMatchChange: 'account.passwordsDoNotMatchChange',
  fieldEmpty: 'account.fieldEmpty',
  loginRequired: 'account.loginRequired',
  badCredentials: 'account.badCredentials',
  unexpected: 'account.unexpected',
  somethingWrong: 'account.somethingWrong',
  offline: 'account.offline',
  accountUpdated: 'account.accountUpdated',
  resetValidating: 'account.resetValidating',
  resetInvalid: 'account.resetInvalid',
  noTeam: 'account.noTeam',
  notStaff: 'account.notStaff',
} as const satisfies Record<string, ApiMessageId>;

/** Redirect and toast timings in milliseconds (spec 1 §4, §9). */
export const TIMINGS = {
  loginRedirect: 1000,
  googleLoginRedirect: 2000,
  passwordResetRedirect: 2000,
  registrationRedirect: 3000,
  logoutRedirect: 500,
  splash: 2000,
  toast: 5000,
  logoutToast: 3000,
} as const;
