import { MESSAGES } from '../../shared/domain/accounts';
import { checkResetToken } from '../core/accounts/password-reset';
import { HttpError } from '../lib/errors';
import { route } from '../lib/http';

/** Whether a reset link still works, asked when its page opens; nothing is spent. Refused: 404 with `status`. */
export const validateResetToken = route('validateResetToken', async ({ body }) => {
  const refusal = await checkResetToken(body.token);
  if (refusal) throw new HttpError(404, MESSAGES.resetInvalid, { status: [refusal] });
  return { status: 'OK' as const };
});
