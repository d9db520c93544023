import * as z from 'zod';
import { AUTH_TEXTS } from './messages';

/** The sign-in inputs (Cognito checks the rest): an e-mail and a password, each with its own message when empty. */
export const signInSchema = (emailRequired: string = AUTH_TEXTS.emailRequired) =>
  z.object({
    email: z.string().trim().min(1, emailRequired),
    password: z.string().min(1, AUTH_TEXTS.passwordRequired),
  });
export type SignInValues = z.infer<ReturnType<typeof signInSchema>>;

export const SIGN_IN_DEFAULTS: SignInValues = { email: '', password: '' };
