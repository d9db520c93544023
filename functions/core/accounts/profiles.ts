import type { UserDetails } from '../../../shared/api/schemas/accounts';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { db } from '../db/service';
import type { UserProfileItem } from '../db/entities';
import { NotFoundError } from '../errors';
import { currentSubscriptionOf } from '../subscriptions/current-subscription';
import { membershipTeams, teamsOwnedBy } from '../teams/teams';

export async function getProfile(userId: string): Promise<UserProfileItem> {
  const { data } = await db().entities.profile.get({ userId }).go();
  if (!data) throw new NotFoundError('account.profileNotFound');
  return data;
}

/** What My Account changes: the names, and the language when it is sent (left as it is when not). */
export async function updateNames(userId: string, names: { firstName: string; lastName: string; language?: Language }): Promise<void> {
  await getProfile(userId);
  const { language, ...rest } = names;
  await db().entities.profile.patch({ userId }).set(language ? { ...rest, language } : rest).go();
}

/** The language the user chose in My Account, English while they have not chosen (or have no profile). */
export async function userLanguage(userId: string): Promise<Language> {
  const { data } = await db().entities.profile.get({ userId }).go();
  return data?.language ?? DEFAULT_LANGUAGE;
}

/**
 * The user_details shape of spec 1 §3 for the team the user works in: `teamId` when they belong to it (the web
 * app's current team), else the team they own, else the team they belong to. Its permissions and current
 * subscription are the ones the screens follow.
 */
export async function userDetails(userId: string, options: { isStaff?: boolean; teamId?: string } = {}): Promise<UserDetails> {
  const [profile, owned, memberships] = await Promise.all([
    getProfile(userId),
    teamsOwnedBy(userId),
    membershipTeams(userId),
  ]);
  const ownedTeam = owned[0];
  const chosen = memberships.find((membership) => membership.teamId === options.teamId);
  const memberTeam = chosen && !chosen.isTeamOwner ? chosen : memberships.find((membership) => !membership.isTeamOwner);
  const teamId = chosen?.teamId ?? ownedTeam?.teamId ?? memberTeam?.teamId;
  const current = teamId ? await currentSubscriptionOf(teamId) : null;
  // The owned team's own subscription, also when the user works in another team (the two are never mixed).
  const ownedCurrent = !ownedTeam ? null : ownedTeam.teamId === teamId ? current : await currentSubscriptionOf(ownedTeam.teamId);
  return {
    id: profile.userId,
    first_name: profile.firstName,
    last_name: profile.lastName,
    email: profile.email,
    is_staff: options.isStaff ?? profile.isStaff,
    owned_team: ownedTeam ? { id: ownedTeam.teamId, name: ownedTeam.name, current_subscription: ownedCurrent } : null,
    user_team: teamId === ownedTeam?.teamId ? null : (memberTeam?.teamId ?? null),
    current_subscription: current,
    permissions: [...(memberships.find((membership) => membership.teamId === teamId)?.privileges ?? [])].sort(),
    ...(profile.language ? { language: profile.language } : {}),
  };
}
