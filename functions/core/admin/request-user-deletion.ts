import { ADMIN_MESSAGES } from '../../../shared/domain/admin';
import { deleteIdentity } from '../accounts/identity';
import { db } from '../db/service';
import { ConflictError, ForbiddenError } from '../errors';
import type { Actor } from './audit';
import { readCounters } from './counters';
import { queueUserDeletion } from './deletion-queue';
import { findProfile } from './users';
import { isConditionFailure } from '../db/store-errors';

/**
 * Staff ask for a user's deletion: the user can no longer sign in from now (their identity goes at once), the
 * profile is marked so the console lists them as being deleted, and the rest (the team they own with everything in
 * it, which may be a year of statistics and thousands of cached tiles) is queued for the user-deletion consumer.
 * Asking again queues it again: a deletion whose message was lost is taken up, one still running is not harmed.
 */
export async function requestUserDeletion(actor: Actor, userId: string): Promise<void> {
  if (actor.userId === userId) throw new ForbiddenError(ADMIN_MESSAGES.cannotDeleteSelf);
  const profile = await findProfile(userId);
  if (profile.isStaff && (await readCounters()).staff <= 1) throw new ConflictError(ADMIN_MESSAGES.cannotDeleteLastStaff);
  await deleteIdentity(profile.email);
  // Queued before the profile is marked: a user listed as being deleted always has a deletion on its way.
  await queueUserDeletion({ userId, actor: { userId: actor.userId, email: actor.email } });
  if (profile.deletionRequestedAt) return;
  await db()
    .entities.profile.patch({ userId })
    .set({ deletionRequestedAt: new Date().toISOString() })
    .go()
    .catch((error: unknown) => {
      // Patch writes only an existing item: the deletion has already ended, nothing to mark.
      if (!isConditionFailure(error)) throw error;
    });
}
