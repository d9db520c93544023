import { ALERT_MESSAGES, isPaidChannel } from '../../../shared/domain/alerts';
import type { AlertSettingsPatch } from '../../../shared/api/schemas/alerts';
import { messageRef } from '../../../shared/i18n/message-ref';
import { db } from '../db/service';
import { InvalidError } from '../errors';
import type { Logger } from '../logger';
import { dropPhoneCode, sendPhoneCode } from './phone-code';
import { normalChannels, normalKinds, resolveSettings, saveSettings, storedSettings, type ResolvedAlertSettings } from './settings';

/** What a PATCH did: the settings now, whether a code went to a new number, and what to tell the user (a message ref). */
export interface SettingsUpdate {
  settings: ResolvedAlertSettings;
  codeSent: boolean;
  message: string;
}

/**
 * Applies a partial change to the caller's settings. A new number is not used until verified: it waits as the
 * pending number and a code is sent to it (a number equal to the verified one changes nothing); `phone: null`
 * removes both numbers and any code. Quiet hours of no length (start = end) are refused: "none" is null.
 */
export async function updateAlertSettings(userId: string, patch: AlertSettingsPatch, log: Logger, now = new Date()): Promise<SettingsUpdate> {
  if (patch.quiet_hours && patch.quiet_hours.start === patch.quiet_hours.end) {
    throw new InvalidError(ALERT_MESSAGES.timeInvalid, { quiet_hours: [ALERT_MESSAGES.timeInvalid] });
  }
  const [item, { data: profile }] = await Promise.all([storedSettings(userId), db().entities.profile.get({ userId }).go()]);
  const before = resolveSettings(userId, item, profile);
  const settings: ResolvedAlertSettings = {
    ...before,
    ...(patch.language !== undefined ? { language: patch.language } : {}),
    ...(patch.channels !== undefined ? { channels: normalChannels(patch.channels) } : {}),
    ...(patch.kinds !== undefined ? { kinds: normalKinds(patch.kinds) } : {}),
    ...(patch.quiet_hours !== undefined ? { quietHours: patch.quiet_hours } : {}),
    ...(patch.time_zone !== undefined ? { timeZone: patch.time_zone } : {}),
  };
  let codeSent = false;
  if (patch.phone === null) {
    settings.phone = null;
    settings.pendingPhone = null;
  } else if (patch.phone !== undefined && patch.phone !== before.phone) {
    // The code goes first: refused as too soon, nothing of the change is saved.
    await sendPhoneCode(userId, patch.phone, settings.language, log, now);
    settings.pendingPhone = patch.phone;
    codeSent = true;
  } else if (patch.phone !== undefined) {
    settings.pendingPhone = null;
  }
  await saveSettings(settings);
  if (settings.pendingPhone === null && before.pendingPhone !== null) await dropPhoneCode(userId);
  return { settings, codeSent, message: saveMessage(settings, codeSent) };
}

function saveMessage(settings: ResolvedAlertSettings, codeSent: boolean): string {
  if (codeSent && settings.pendingPhone) return messageRef(ALERT_MESSAGES.codeSent, { phone: settings.pendingPhone });
  if (settings.phone === null && settings.channels.some(isPaidChannel)) return ALERT_MESSAGES.phoneNeedsVerifying;
  return ALERT_MESSAGES.settingsSaved;
}
