import { assertSelf, listMyInvitations as list } from '../core/teams/invitations';
import { route } from '../lib/http';

/** The invitations waiting for the caller's answer. */
export const listMyInvitations = route('listMyInvitations', async ({ params, caller }) => {
  assertSelf(caller.userId, params.userId);
  return list(caller.userId);
});
