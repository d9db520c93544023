import * as z from 'zod';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '../../domain/accounts';
import { EMAIL_PATTERN } from '../../domain/names';

/** POST /auth/password_reset/ (spec 1 §7): the address to mail a reset link to. */
export const PasswordResetBody = z.object({
  email: z.string().trim().max(254).regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
});
export type PasswordResetBody = z.infer<typeof PasswordResetBody>;

/** The link's token as the page read it from its path; any text, so an odd one is answered as unknown, not as a 400. */
const token = z.string().max(200);

/** POST /auth/password_reset/validate_token/: is the link still good (checked when the page opens, nothing spent). */
export const ValidateResetTokenBody = z.object({ token });
export type ValidateResetTokenBody = z.infer<typeof ValidateResetTokenBody>;

/** POST /auth/password_reset/confirm/: the new password, set once per token. */
export const ConfirmPasswordResetBody = z.object({
  token,
  password: z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort).max(256),
});
export type ConfirmPasswordResetBody = z.infer<typeof ConfirmPasswordResetBody>;

export const ResetTokenStatus = z.object({ status: z.literal('OK') });
export type ResetTokenStatus = z.infer<typeof ResetTokenStatus>;
