import { createHash, randomBytes } from 'node:crypto';
import {
  isResetToken,
  RESET_REQUEST_INTERVAL_SECONDS,
  RESET_TOKEN_BYTES,
  RESET_TOKEN_TTL_SECONDS,
  type ResetTokenRefusal,
} from '../../../shared/domain/reset-token';
import { db } from '../db/service';
import type { Logger } from '../logger';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { mailResetLink, resettableUsername, setPermanentPassword } from './identity';
import { isConditionFailure } from '../db/store-errors';

/**
 * The password reset by e-mailed link, with a token of ours: Cognito cannot check its own code without spending it,
 * so the page could not say on opening that a link is dead. The token is random, single-use and lives an hour; the
 * table holds only its SHA-256 hash.
 */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);
/** What a reset request did: mailed (or, for an address without an account, seemed to), or refused as too soon. */
type ResetRequestOutcome = 'answered' | 'too-soon';

/** Takes the address's turn: false while its last request is younger than RESET_REQUEST_INTERVAL_SECONDS. */
async function takeTurn(email: string, now: Date): Promise<boolean> {
  const nowMs = now.getTime();
  const nextAt = nowMs + RESET_REQUEST_INTERVAL_SECONDS * 1000;
  try {
    await db()
      .entities.resetGate.put({ emailHash: sha256(email.toLowerCase()), nextAt, expiresAt: Math.ceil(nextAt / 1000) })
      .where(({ nextAt: next }, { notExists, lte }) => `${notExists(next)} OR ${lte(next, nowMs)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Issues a token for the account with this e-mail and mails its link. An address without an account (or whose
 * password cannot be reset: unconfirmed, disabled, invited and not yet signed in) gets the same answer and no mail.
 */
export async function requestPasswordReset(email: string, log: Logger, language: Language = DEFAULT_LANGUAGE, now = new Date()): Promise<ResetRequestOutcome> {
  if (!(await takeTurn(email, now))) return 'too-soon';
  const username = await resettableUsername(email);
  if (!username) {
    log.info('password reset asked for an address without a resettable account');
    return 'answered';
  }
  const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
  await db()
    .entities.resetToken.create({
      tokenHash: sha256(token),
      username,
      createdAt: now.toISOString(),
      expiresAt: epochSeconds(now) + RESET_TOKEN_TTL_SECONDS,
    })
    .go();
  await mailResetLink(email, token, language);
  return 'answered';
}

/** Why the token cannot be used, or null when it can (nothing is spent). */
export async function checkResetToken(token: string, now = new Date()): Promise<ResetTokenRefusal | null> {
  if (!isResetToken(token)) return 'notfound';
  const { data: item } = await db().entities.resetToken.get({ tokenHash: sha256(token) }).go();
  if (!item) return 'notfound';
  if (item.usedAt) return 'used';
  if (item.expiresAt <= epochSeconds(now)) return 'expired';
  return null;
}

/** The password the pool refused (its policy): the token is given back, the user may choose another. */
export class PasswordRefused extends Error {
  override readonly name = 'PasswordRefused';
}

/**
 * Spends the token and sets the password. The spend is one conditional update (not used, not expired), so of two
 * uses at once only one passes; if the pool then refuses the password or fails, the spend is undone and the link
 * still works. Returns the refusal when the token cannot be used.
 */
export async function confirmPasswordReset(token: string, password: string, log: Logger, now = new Date()): Promise<ResetTokenRefusal | null> {
  const refusal = await checkResetToken(token, now);
  if (refusal) return refusal;
  const tokenHash = sha256(token);
  const nowSeconds = epochSeconds(now);
  let username: string;
  try {
    const { data } = await db()
      .entities.resetToken.patch({ tokenHash })
      .set({ usedAt: now.toISOString() })
      .where(({ usedAt, expiresAt }, { notExists, gt }) => `${notExists(usedAt)} AND ${gt(expiresAt, nowSeconds)}`)
      .go({ response: 'all_new' });
    username = data.username;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Spent or expired between the read and the update.
    return (await checkResetToken(token, now)) ?? 'used';
  }
  try {
    await setPermanentPassword(username, password);
  } catch (error) {
    await db()
      .entities.resetToken.patch({ tokenHash })
      .remove(['usedAt'])
      .go()
      .catch((undoError: unknown) => log.error('reset token not given back after a failed password change', { error: undoError }));
    if ((error as { name?: string }).name === 'InvalidPasswordException') throw new PasswordRefused('password refused by the pool');
    throw error;
  }
  return null;
}
