import { createHash, randomBytes } from 'node:crypto';
import { SHARE_LIMITS, SHARE_PAGE_PATH } from '../../../shared/domain/sharing';

/**
 * The rules of a share link's token and life, apart from storage so that they are tested alone: a token is 32
 * random bytes in base64url, the table holds only its SHA-256 hash, and a link opens from its creation until its
 * end unless it was revoked.
 */
export const newShareToken = (): string => randomBytes(SHARE_LIMITS.tokenBytes).toString('base64url');

export const shareTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const sharePagePath = (token: string): string => `${SHARE_PAGE_PATH}${token}`;

const DAY_MS = 24 * 3600 * 1000;
/** A link stays in the table this long after it ended, so its team still sees it listed as ended, then goes. */
export const ENDED_LINK_KEPT_DAYS = 30;

/** When a link made now for `days` days stops opening, and when the table may drop it. */
export function shareLinkEnd(days: number, now: Date): { endsAt: string; expiresAt: number } {
  const end = now.getTime() + days * DAY_MS;
  return { endsAt: new Date(end).toISOString(), expiresAt: Math.ceil((end + ENDED_LINK_KEPT_DAYS * DAY_MS) / 1000) };
}

export type ShareLinkState = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired: the team took it back, whatever its end. */
export function shareLinkState(link: { endsAt: string; revokedAt?: string | undefined }, now: Date): ShareLinkState {
  if (link.revokedAt) return 'revoked';
  return now.getTime() < Date.parse(link.endsAt) ? 'active' : 'expired';
}

/** The per-link rate limit's window: calls are counted per minute since the epoch. */
export const rateMinute = (now: Date): number => Math.floor(now.getTime() / 60_000);

/** A tile link made for a share link names the link as its holder: `share:<linkId>` (a member's is their user id). */
const SHARE_HOLDER_PREFIX = 'share:';
export const shareTileHolder = (linkId: string): string => `${SHARE_HOLDER_PREFIX}${linkId}`;
export const linkOfTileHolder = (holder: string): string | null => (holder.startsWith(SHARE_HOLDER_PREFIX) ? holder.slice(SHARE_HOLDER_PREFIX.length) : null);
