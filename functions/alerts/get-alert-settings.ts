import { alertSettingsOf, settingsAnswer } from '../core/alerts/settings';
import { route } from '../lib/http';

/** The caller's alert settings, the defaults for what they never set. */
export const getAlertSettings = route('getAlertSettings', async ({ caller }) => settingsAnswer(await alertSettingsOf(caller.userId)));
