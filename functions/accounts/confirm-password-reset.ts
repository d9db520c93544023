import { MESSAGES } from '../../shared/domain/accounts';
import { RESET_MESSAGES } from '../../shared/domain/reset-token';
import { confirmPasswordReset as confirm, PasswordRefused } from '../core/accounts/password-reset';
import { translate } from '../core/i18n/translate';
import { ValidationError } from '../lib/errors';
import { route } from '../lib/http';

/** Sets the new password and spends the link (spec 1 §7): errors on `token` (dead link) or `password` (a list). */
export const confirmPasswordReset = route('confirmPasswordReset', async ({ body, log, language }) => {
  try {
    const refusal = await confirm(body.token, body.password, log);
    if (refusal) throw new ValidationError(MESSAGES.resetInvalid, { token: [MESSAGES.resetInvalid] });
  } catch (error) {
    if (error instanceof PasswordRefused) throw new ValidationError(RESET_MESSAGES.passwordRefused, { password: [RESET_MESSAGES.passwordRefused] });
    throw error;
  }
  return { detail: translate(language, RESET_MESSAGES.passwordReset) };
});
