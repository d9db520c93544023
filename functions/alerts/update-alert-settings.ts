import { settingsAnswer } from '../core/alerts/settings';
import { updateAlertSettings as update } from '../core/alerts/settings-update';
import { translateText } from '../core/i18n/translate';
import { route } from '../lib/http';

/** Changes the caller's alert settings; a new number gets a code by SMS and waits for it. */
export const updateAlertSettings = route('updateAlertSettings', async ({ caller, body, log, language }) => {
  const { settings, codeSent, message } = await update(caller.userId, body, log);
  return { ...settingsAnswer(settings), code_sent: codeSent, message: translateText(language, message) };
});
