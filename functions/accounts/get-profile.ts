import { ownUserDetails } from '../core/accounts/complete-sign-up';
import { userDetails } from '../core/accounts/profiles';
import { Forbidden } from '../lib/errors';
import { route } from '../lib/http';

/**
 * A user reads their own profile, for the team they work in (`team`); staff may read any. A confirmed user whose
 * sign-up work never completed gets it completed here, on their first signed-in call.
 */
export const getProfile = route('getProfile', async ({ params, query, caller }) => {
  if (params.userId !== caller.userId && !caller.isStaff) throw new Forbidden('You can only read your own profile.');
  if (params.userId !== caller.userId) return userDetails(params.userId, { teamId: query.team });
  const account = { userId: caller.userId, email: caller.email, firstName: caller.firstName ?? '', lastName: caller.lastName ?? '' };
  return ownUserDetails(account, { isStaff: caller.isStaff, teamId: query.team });
});
