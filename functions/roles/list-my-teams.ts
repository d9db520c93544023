import { assertSelf, listMyTeams as list } from '../core/teams/invitations';
import { route } from '../lib/http';

/** The teams the caller works in, for the team switcher. */
export const listMyTeams = route('listMyTeams', async ({ params, caller }) => {
  assertSelf(caller.userId, params.userId);
  return list(caller.userId);
});
