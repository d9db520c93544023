import type { UserDetails } from '../../../shared/api/schemas/accounts';
import { NotFoundError } from '../errors';
import { createAccountWithTeam, type NewAccount } from '../teams/teams';
import { findIdentity } from './identity';
import { getProfile, userDetails } from './profiles';

/**
 * Cognito confirms a sign-up before its post-confirmation trigger runs, and a trigger that fails (the store was
 * down) leaves the user confirmed, their code used up, and nothing to retry it. Their first signed-in read of
 * their own profile completes the work instead: profile, own team and Owner role, idempotently. Only for an
 * identity the pool still has: a deleted user's token, valid for up to an hour, must not bring the account back.
 */
export async function ownUserDetails(account: NewAccount, options: { isStaff: boolean; teamId?: string }): Promise<UserDetails> {
  const exists = await getProfile(account.userId).then(
    () => true,
    (error: unknown) => {
      if (error instanceof NotFoundError) return false;
      throw error;
    },
  );
  if (!exists) {
    // The pool's own record: it exists (not a deleted user's token), and its names are the ones signed up with.
    const identity = await findIdentity(account.email);
    if (identity?.sub !== account.userId) throw new NotFoundError('account.profileNotFound');
    const names = { firstName: identity.firstName || account.firstName, lastName: identity.lastName || account.lastName };
    await createAccountWithTeam({ ...account, ...names }, { isStaff: options.isStaff });
  }
  return userDetails(account.userId, options);
}
