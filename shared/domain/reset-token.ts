import type { ApiMessageId } from '../i18n/english';

/**
 * The reset-password link carries `/reset-password/{token}`: a random token of ours (32 bytes, base64url), single-use
 * and valid for an hour. The server keeps only its SHA-256 hash, so a copy of the table cannot be used to reset
 * anyone's password; the link names neither the person nor their e-mail.
 */
export const RESET_TOKEN_BYTES = 32;
/** A link's life: one hour after it is asked for. */
export const RESET_TOKEN_TTL_SECONDS = 3600;
/** One reset mail per e-mail address per minute, whether or not it has an account. */
export const RESET_REQUEST_INTERVAL_SECONDS = 60;
/** The name the custom-message trigger reads the token under in the ForgotPassword call's client metadata. */
export const RESET_TOKEN_METADATA_KEY = 'resetToken';

/** 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-]. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isResetToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** Why a token cannot be used, as the validate route's `status` field says it (the page shows one text for all). */
export type ResetTokenRefusal = 'notfound' | 'expired' | 'used';

/** Texts of the reset routes (spec 1 §5, §8) as catalogue keys; the page's own texts are in web/src/features/auth/messages.ts. */
export const RESET_MESSAGES = {
  /** The same answer whether or not the address has an account. */
  linkSent: 'account.reset.linkSent',
  passwordReset: 'account.reset.passwordReset',
  tooManyRequests: 'account.reset.tooManyRequests',
  mailNotSent: 'account.reset.mailNotSent',
  passwordRefused: 'account.reset.passwordRefused',
} as const satisfies Record<string, ApiMessageId>;
