import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ALERT_MESSAGES, PHONE_CODE } from '../../../shared/domain/alerts';
import { countSms } from '../../../shared/domain/sms-segments';
import type { Language } from '../../../shared/i18n/languages';
import { messageRef } from '../../../shared/i18n/message-ref';
import { db } from '../db/service';
import { ConflictError, InvalidError, UnavailableError } from '../errors';
import { translate } from '../i18n/translate';
import type { Logger } from '../logger';
import { enqueueOutbox } from '../mail/outbox';
import { teamsOwnedBy } from '../teams/teams';
import { saveSettings, storedSettings, resolveSettings, type ResolvedAlertSettings } from './settings';
import { isConditionFailure } from '../db/store-errors';

/**
 * The one-time code that proves a phone number is the user's before anything is sent to it. Only the code's hash
 * is stored (SHA-256 of the user id and the code: a leaked table gives neither the code nor a table of the million
 * codes' hashes that fits every user); it lives PHONE_CODE.validMinutes, allows PHONE_CODE.maxAttempts tries (each
 * claimed before it is checked, so parallel guesses get no extra ones) and one new code a PHONE_CODE.resendAfterSeconds.
 */

/** A code refused: wrong, expired or out of tries. The handler answers it 422 (the request was well formed). */
export class CodeRefusedError extends InvalidError {
  constructor(message: string) {
    super(message, { code: [message] });
  }
}

export function hashCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/** Whether `code` is the one whose hash was stored, compared in constant time (no timing tells how close a guess is). */
export function codeMatches(storedHash: string, userId: string, code: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(hashCode(userId, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A uniformly random code of PHONE_CODE.digits digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE.digits)).padStart(PHONE_CODE.digits, '0');
}

/** Who pays for the code's SMS in the usage tracking: the user's own team, else the account itself. */
async function payingTeam(userId: string): Promise<string> {
  return (await teamsOwnedBy(userId))[0]?.teamId ?? 'account';
}

/**
 * Sends a new code to `phone` by SMS through the outbox, in `language`, replacing any earlier code. Refused
 * (alerts.codeTooSoon) when the last code went out less than PHONE_CODE.resendAfterSeconds ago.
 */
export async function sendPhoneCode(userId: string, phone: string, language: Language, log: Logger, now = new Date()): Promise<void> {
  const { data: previous } = await db().entities.phoneCode.get({ userId }).go({ consistent: true });
  if (previous && now.getTime() - Date.parse(previous.sentAt) < PHONE_CODE.resendAfterSeconds * 1000) {
    throw new ConflictError(ALERT_MESSAGES.codeTooSoon);
  }
  const code = newCode();
  const validUntil = new Date(now.getTime() + PHONE_CODE.validMinutes * 60_000);
  await db()
    .entities.phoneCode.put({
      userId,
      phone,
      codeHash: hashCode(userId, code),
      attempts: 0,
      sentAt: now.toISOString(),
      validUntil: validUntil.toISOString(),
      expiresAt: Math.ceil(validUntil.getTime() / 1000),
    })
    .go();
  const text = translate(language, 'alerts.codeSms', { code, minutes: PHONE_CODE.validMinutes });
  const queued = await enqueueOutbox(
    { channel: 'sms', sms: { to: phone, text, segments: countSms(text).segments }, teamId: await payingTeam(userId), kind: 'phone_code' },
    log,
    now,
  );
  // Not stored at all: no SMS will go, and the code must not block a new one for a minute.
  if (!queued.queued && queued.reason === 'store') {
    await db().entities.phoneCode.delete({ userId }).go();
    throw new UnavailableError('common.serviceBusy');
  }
}

/** Forgets a pending code (the number was removed or replaced by the verified one). */
export async function dropPhoneCode(userId: string): Promise<void> {
  await db().entities.phoneCode.delete({ userId }).go();
}

/** Claims one try of the code; null when none is left (the code is dead). */
async function claimAttempt(userId: string): Promise<number | null> {
  try {
    const { data } = await db()
      .entities.phoneCode.update({ userId })
      .add({ attempts: 1 })
      .where(({ attempts }, { lt }) => lt(attempts, Number(PHONE_CODE.maxAttempts)))
      .go({ response: 'all_new' });
    return data.attempts ?? null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Checks the code sent to `phone`: right, the number becomes the verified one (the pending number and the code are
 * gone); wrong, the answer says how many tries are left; expired or out of tries, a new code must be asked for.
 */
export async function verifyPhoneCode(userId: string, phone: string, code: string, now = new Date()): Promise<ResolvedAlertSettings> {
  const { data: pending } = await db().entities.phoneCode.get({ userId }).go({ consistent: true });
  if (!pending || Date.parse(pending.validUntil) <= now.getTime()) {
    if (pending) await dropPhoneCode(userId);
    throw new CodeRefusedError(ALERT_MESSAGES.codeExpired);
  }
  const attempts = await claimAttempt(userId);
  if (attempts === null) throw new CodeRefusedError(ALERT_MESSAGES.codeTooManyAttempts);
  // A code is for the number it was sent to: the same code with another number is a wrong try.
  if (pending.phone !== phone || !codeMatches(pending.codeHash, userId, code)) {
    throw new CodeRefusedError(messageRef('alerts.codeWrongTriesLeft', { attempts: PHONE_CODE.maxAttempts - attempts }));
  }
  const [item, { data: profile }] = await Promise.all([storedSettings(userId), db().entities.profile.get({ userId }).go()]);
  const settings: ResolvedAlertSettings = { ...resolveSettings(userId, item, profile), phone, pendingPhone: null };
  await saveSettings(settings);
  await dropPhoneCode(userId);
  return settings;
}
