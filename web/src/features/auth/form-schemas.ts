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

/** A new password and its confirmation (first sign-in of an invited member): the password's messages first. */
export const NewPasswordForm = z
  .object({
    password: z.string().min(1, AUTH_TEXTS.passwordRequired).min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
    confirm: z.string().min(1, AUTH_TEXTS.confirmPasswordRequired),
  })
  .refine((values) => !values.password || !values.confirm || values.confirm === values.password, {
    message: MESSAGES.passwordsDoNotMatchReset,
    path: ['confirm'],
    // Said beside the password's own message, not only once the password is right.
    when: () => true,
  });
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;
