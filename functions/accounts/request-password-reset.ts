import { RESET_MESSAGES } from '../../shared/domain/reset-token';
import { requestPasswordReset as request } from '../core/accounts/password-reset';
import { translate } from '../core/i18n/translate';
import { HttpError } from '../lib/errors';
import { route } from '../lib/http';

/** Mails a reset link (spec 1 §7): the same answer for an address with or without an account; one per minute each. */
export const requestPasswordReset = route('requestPasswordReset', async ({ body, log, language }) => {
  const outcome = await request(body.email, log, language);
  if (outcome === 'too-soon') throw new HttpError(429, RESET_MESSAGES.tooManyRequests, { email: [RESET_MESSAGES.tooManyRequests] });
  return { detail: translate(language, RESET_MESSAGES.linkSent) };
});
