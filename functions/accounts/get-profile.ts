import { userDetails } from '../core/accounts/profiles';
import { Forbidden } from '../lib/errors';
import { route } from '../lib/http';

/** A user reads their own profile, for the team they work in (`team`); staff may read any. */
export const getProfile = route('getProfile', async ({ params, query, caller }) => {
  if (params.userId !== caller.userId && !caller.isStaff) throw new Forbidden('You can only read your own profile.');
  const own = params.userId === caller.userId;
  return userDetails(params.userId, own ? { isStaff: caller.isStaff, teamId: query.team } : { teamId: query.team });
});
