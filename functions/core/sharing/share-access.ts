import { SHARE_LIMITS } from '../../../shared/domain/sharing';
import type { ShareLinkItem } from '../db/share-link-entities';
import { db } from '../db/service';
import { isConditionFailure } from '../db/store-errors';
import { rateMinute, shareLinkState, shareTokenHash } from './share-token';

// What the handler kit needs of a share link on every read it opens, apart from the links' management so that every
// function's bundle carries only this: the link a token names, and the link's calls of the minute.

/** What a token opens: nothing (unknown), a link that no longer opens (ended or revoked, not said which), or the link. */
export type ShareResolution = { kind: 'unknown' } | { kind: 'ended' } | { kind: 'open'; link: ShareLinkItem };

export async function resolveShareToken(token: string, now = new Date()): Promise<ShareResolution> {
  const { data } = await db().entities.shareLink.query.byToken({ tokenHash: shareTokenHash(token) }).go();
  const link = data[0];
  if (!link) return { kind: 'unknown' };
  return shareLinkState(link, now) === 'active' ? { kind: 'open', link } : { kind: 'ended' };
}

/** Counts a call of the link in its minute: false once the link made SHARE_LIMITS.callsPerMinute calls in it. */
export async function takeShareCall(linkId: string, now = new Date()): Promise<boolean> {
  const minute = rateMinute(now);
  try {
    await db()
      .entities.shareRate.upsert({ linkId, minute, expiresAt: (minute + 2) * 60 })
      .add({ calls: 1 })
      .where(({ calls }, { notExists, lt }) => `${notExists(calls)} OR ${lt(calls, SHARE_LIMITS.callsPerMinute as number)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Whether a share link still opens: its tiles stop with it (revoked or ended), as its other reads do. */
export async function shareLinkOpen(teamId: string, linkId: string, now = new Date()): Promise<boolean> {
  const { data } = await db().entities.shareLink.get({ teamId, linkId }).go({ attributes: ['endsAt', 'revokedAt'] });
  return data !== null && shareLinkState(data, now) === 'active';
}
