import { RESET_MESSAGES } from '../../../../shared/domain/reset-token';

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
  /** Forgot password answers the same whether or not the address has an account. */
  resetLinkSent: RESET_MESSAGES.linkSent,
  requestNewLink: 'Request a new link',
  chooseNewPassword: 'Choose a new password for your account.',
} as const;

