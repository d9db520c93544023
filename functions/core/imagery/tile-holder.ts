import { teamApproved } from '../admin/usage';
import { ForbiddenError } from '../errors';
import { accessFor } from '../teams/teams';
import { shareLinkOpen } from '../sharing/share-access';
import { linkOfTileHolder } from '../sharing/share-token';

/** How long a tile-serving container trusts its answer on a link's holder: a revocation reaches tiles within this. */
export const TILE_HOLDER_CHECK_SECONDS = 60;
const CHECKS_KEPT = 5000;
const TILE_PERMISSION = 'monitoring.view_index';

const checked = new Map<string, { at: number; allowed: Promise<boolean> }>();

async function holderAllowed(userId: string, teamId: string): Promise<boolean> {
  // A share link's tiles: the link must still open (not revoked nor ended) and the team be approved.
  const linkId = linkOfTileHolder(userId);
  if (linkId !== null) return (await shareLinkOpen(teamId, linkId)) && teamApproved(teamId);
  const access = await accessFor(userId, teamId).catch((error: unknown) => {
    if (error instanceof ForbiddenError) return null;
    throw error;
  });
  if (!access?.privileges.has(TILE_PERMISSION)) return false;
  return teamApproved(teamId);
}

/**
 * A tile link names its holder (the member it was made for): when a tile is served, the holder must still be a
 * member of the field's team with `monitoring.view_index`, and staff must not have revoked the team. A holder found
 * allowed is trusted a minute per team, so a map's many tiles cost one check.
 */
export async function assertTileHolder(userId: string, teamId: string, now = Date.now()): Promise<void> {
  const key = `${userId}\n${teamId}`;
  let entry = checked.get(key);
  if (!entry || now - entry.at >= TILE_HOLDER_CHECK_SECONDS * 1000) {
    if (checked.size >= CHECKS_KEPT) checked.clear();
    const allowed = holderAllowed(userId, teamId);
    entry = { at: now, allowed };
    checked.set(key, entry);
    // Only a holder found allowed is kept: a refusal or a failed read is asked again at the next tile, so access
    // given back (a team approved again) serves at once.
    allowed.then(
      (yes) => {
        if (!yes && checked.get(key) === entry) checked.delete(key);
      },
      () => {
        if (checked.get(key) === entry) checked.delete(key);
      },
    );
  }
  if (!(await entry.allowed)) throw new ForbiddenError('The tile link is no longer valid for its holder.');
}
