import * as z from 'zod';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '../../../../shared/domain/accounts';
import { EMAIL_PATTERN } from '../../../../shared/domain/names';
import { AUTH_TEXTS } from './messages';

/** The sign-in inputs (Cognito checks the rest): an e-mail and a password, each with its own message when empty. */
export const signInSchema = (emailRequired: string = AUTH_TEXTS.emailRequired) =>
  z.object({
    email: z.string().trim().min(1, emailRequired),
    password: z.string().min(1, AUTH_TEXTS.passwordRequired),
  });
export type SignInValues = z.infer<ReturnType<typeof signInSchema>>;

export const SIGN_IN_DEFAULTS: SignInValues = { email: '', password: '' };

/** Forgot password: an e-mail address, required and well formed. */
export const ForgotPasswordForm = z.object({
  email: z.string().trim().min(1, AUTH_TEXTS.emailRequired).regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
});
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordForm>;

const newPassword = z.string().min(1, AUTH_TEXTS.passwordRequired).min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort);

/** The confirmation must match the password; said beside the password's own message, not only once it is right. */
const confirmed = <S extends z.ZodType<{ password: string; confirm: string }>>(schema: S) =>
  schema.refine((values) => !values.password || !values.confirm || values.confirm === values.password, {
    message: MESSAGES.passwordsDoNotMatchReset,
    path: ['confirm'],
    when: () => true,
  });

/** A new password and its confirmation (first sign-in of an invited member): the password's messages first. */
export const NewPasswordForm = confirmed(z.object({ password: newPassword, confirm: z.string().min(1, AUTH_TEXTS.confirmPasswordRequired) }));
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

/** Reset Password (spec 1 §5): as a new password, and the confirmation has the minimum length too. */
export const ResetPasswordForm = confirmed(
  z.object({
    password: newPassword,
    confirm: z.string().min(1, AUTH_TEXTS.confirmPasswordRequired).min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
  }),
);
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;
