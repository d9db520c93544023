import { ALERT_MESSAGES } from '../../shared/domain/alerts';
import { CodeRefusedError, verifyPhoneCode } from '../core/alerts/phone-code';
import { settingsAnswer } from '../core/alerts/settings';
import { translate } from '../core/i18n/translate';
import { HttpError } from '../lib/errors';
import { route } from '../lib/http';

/** A refused code is 422: the request was well formed, the code is what is wrong (or dead). */
const UNPROCESSABLE = 422;

/** Checks the code sent to the caller's new number; right, alerts may go to it. */
export const verifyAlertPhone = route('verifyAlertPhone', async ({ caller, body, language }) => {
  try {
    const settings = await verifyPhoneCode(caller.userId, body.phone, body.code);
    return { ...settingsAnswer(settings), message: translate(language, ALERT_MESSAGES.phoneVerified) };
  } catch (error) {
    if (error instanceof CodeRefusedError) throw new HttpError(UNPROCESSABLE, error.message, error.fields);
    throw error;
  }
});
