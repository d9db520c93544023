import { userDetails } from '../core/accounts/profiles';
import { Forbidden } from '../lib/errors';
import { route } from '../lib/http';

/** A user reads their own profile; staff may read any. */
export const getProfile = route('getProfile', async ({ params, caller }) => {
  if (params.userId !== caller.userId && !caller.isStaff) throw new Forbidden('You can only read your own profile.');
  return userDetails(params.userId, params.userId === caller.userId ? { isStaff: caller.isStaff } : {});
});
