import type { UserDetails } from '../../../shared/api/schemas/accounts';
import { db } from '../db/service';
import type { UserProfileItem } from '../db/entities';
import { NotFoundError } from '../errors';
import { membershipTeams, teamsOwnedBy } from '../teams/teams';

export async function getProfile(userId: string): Promise<UserProfileItem> {
  const { data } = await db().entities.profile.get({ userId }).go();
  if (!data) throw new NotFoundError('User profile not found.');
  return data;
}

export async function updateNames(userId: string, names: { firstName: string; lastName: string }): Promise<void> {
  await getProfile(userId);
  await db().entities.profile.patch({ userId }).set(names).go();
}

/** The user_details shape of spec 1 §3. Subscriptions are not sold yet, so they read as none. */
export async function userDetails(userId: string, options: { isStaff?: boolean } = {}): Promise<UserDetails> {
  const [profile, owned, memberships] = await Promise.all([
    getProfile(userId),
    teamsOwnedBy(userId),
    membershipTeams(userId),
  ]);
  const ownedTeam = owned[0];
  const memberTeam = memberships.find((membership) => !membership.isTeamOwner);
  return {
    id: profile.userId,
    first_name: profile.firstName,
    last_name: profile.lastName,
    email: profile.email,
    is_staff: options.isStaff ?? profile.isStaff,
    owned_team: ownedTeam ? { id: ownedTeam.teamId, name: ownedTeam.name, current_subscription: null } : null,
    user_team: ownedTeam ? null : (memberTeam?.teamId ?? null),
    current_subscription: null,
  };
}
