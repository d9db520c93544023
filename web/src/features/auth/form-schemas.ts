import * as z from 'zod';
import { MESSAGES } from '../../../../shared/domain/accounts';
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
