import { ulid } from 'ulid';
import { ALL_PERMISSIONS, OWNER_ROLE_NAME, STARTER_ROLES, type Permission } from '../../../shared/domain/permissions';
import { MESSAGES } from '../../../shared/domain/accounts';
import { TEAM_NAME_MESSAGES } from '../../../shared/domain/team-name';
import { bumpCounters } from '../admin/counters';
import { db } from '../db/service';
import type { RoleItem, TeamItem } from '../db/entities';
import { ForbiddenError, InvalidError } from '../errors';
import { roleNameKey } from './roles';
import { isConditionFailure } from '../db/store-errors';

export interface NewAccount {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** "Ngozi Okafor's Farm"; a sign-up without a name (a Google account may give none) takes its e-mail's local part. */
export function defaultTeamName(account: Pick<NewAccount, 'firstName' | 'lastName' | 'email'>): string {
  const owner = `${account.firstName} ${account.lastName}`.trim() || account.email.split('@')[0] || account.email;
  return `${owner}'s Farm`;
}

/**
 * Creates a new user's profile, their own team, its Owner role, the starter roles (STARTER_ROLES) and their Owner
 * membership in one transaction.
 * Idempotent: a second call for the same user (a retried trigger, or a concurrent one that lost the race) changes
 * nothing and answers as the first.
 */
export async function createAccountWithTeam(account: NewAccount, options: { isStaff?: boolean } = {}): Promise<void> {
  const existing = await db().entities.profile.get({ userId: account.userId }).go();
  if (existing.data) return;
  const teamId = ulid();
  const roleId = ulid();
  const starters = STARTER_ROLES.map((starter) => ({ ...starter, roleId: ulid() }));
  const { data } = await db()
    .transaction.write(({ profile, team, role, member, roleName }) => [
      profile
        .create({ ...account, email: account.email.toLowerCase(), isStaff: options.isStaff ?? false })
        .commit(),
      team
        .create({ teamId, name: defaultTeamName(account), ownerId: account.userId, memberCount: 1 })
        .commit(),
      role
        .create({
          teamId,
          roleId,
          name: OWNER_ROLE_NAME,
          description: 'Owner of the team: holds every permission.',
          privileges: [...ALL_PERMISSIONS],
          isOwner: true,
        })
        .commit(),
      member.create({ teamId, userId: account.userId, memberId: ulid(), roleId }).commit(),
      roleName.create({ teamId, nameKey: roleNameKey(OWNER_ROLE_NAME), roleId }).commit(),
      ...starters.flatMap((starter) => [
        role.create({ teamId, roleId: starter.roleId, name: starter.name, description: starter.description, privileges: [...starter.privileges], isOwner: false }).commit(),
        roleName.create({ teamId, nameKey: roleNameKey(starter.name), roleId: starter.roleId }).commit(),
      ]),
    ])
    .go();
  const failed = data.find((entry) => entry.rejected);
  // Two first reads (or the trigger and a read) at once: one transaction wins, and its account is the account.
  if (failed && (await db().entities.profile.get({ userId: account.userId }).go()).data) return;
  if (failed) throw new Error(`Could not create the account of ${account.userId}: ${failed.code ?? 'rejected'}`);
  await bumpCounters({ users: 1, teams: 1, staff: options.isStaff ? 1 : 0 });
}

export async function teamsOwnedBy(userId: string): Promise<TeamItem[]> {
  const { data } = await db().entities.team.query.byOwner({ ownerId: userId }).go();
  return data;
}

export async function getTeam(teamId: string): Promise<TeamItem | null> {
  const { data } = await db().entities.team.get({ teamId }).go();
  return data;
}

export async function getRole(teamId: string, roleId: string): Promise<RoleItem | null> {
  const { data } = await db().entities.role.get({ teamId, roleId }).go();
  return data;
}

/** What the caller may do in one team: read per request (with a short cache) so changes apply at once. */
export interface TeamAccess {
  userId: string;
  teamId: string;
  memberId: string;
  roleId: string | null;
  roleName: string | null;
  privileges: ReadonlySet<string>;
  isTeamOwner: boolean;
}

const ACCESS_CACHE_MS = 2000;
const accessCache = new Map<string, { at: number; value: TeamAccess[] }>();

async function loadAccess(userId: string): Promise<TeamAccess[]> {
  const cached = accessCache.get(userId);
  if (cached && Date.now() - cached.at < ACCESS_CACHE_MS) return cached.value;
  const { data: all } = await db().entities.member.query.byUser({ userId }).go({ pages: 'all' });
  // An invitation not yet accepted gives no access at all.
  const memberships = all.filter((membership) => membership.status !== 'invited');
  const value = await Promise.all(
    memberships.map(async (membership): Promise<TeamAccess> => {
      const [role, team] = await Promise.all([
        membership.roleId ? getRole(membership.teamId, membership.roleId) : Promise.resolve(null),
        getTeam(membership.teamId),
      ]);
      return {
        userId,
        teamId: membership.teamId,
        memberId: membership.memberId,
        roleId: role?.roleId ?? null,
        roleName: role?.name ?? null,
        privileges: new Set(role?.isOwner ? ALL_PERMISSIONS : (role?.privileges ?? [])),
        isTeamOwner: team?.ownerId === userId,
      };
    }),
  );
  accessCache.set(userId, { at: Date.now(), value });
  return value;
}

/** Forgets cached access, e.g. after the caller's own membership changed. */
export function forgetAccess(userId?: string): void {
  if (userId) accessCache.delete(userId);
  else accessCache.clear();
}

/** Asked of a caller in several teams who changes something without naming the team it is for. */
export const CHOOSE_TEAM_MESSAGE = 'team.scope.chooseTeam';

/**
 * The caller's access to the team a request names. When it names none, their only team; a caller in several
 * teams reads their default team (the one they own, else the oldest), but a change must name its team: the
 * service never decides by itself in which team a new field or role lands. A team they do not belong to is refused
 * like a missing permission, so ids of other teams reveal nothing.
 */
export async function accessFor(userId: string, requestedTeamId?: string, options: { write?: boolean } = {}): Promise<TeamAccess> {
  const all = await loadAccess(userId);
  if (requestedTeamId !== undefined) {
    const access = all.find((entry) => entry.teamId === requestedTeamId);
    if (!access) throw new ForbiddenError('team.scope.notMember');
    return access;
  }
  if (options.write && all.length > 1) throw new InvalidError(CHOOSE_TEAM_MESSAGE, { team: [CHOOSE_TEAM_MESSAGE] });
  const access = all.find((entry) => entry.isTeamOwner) ?? all[0];
  if (!access) throw new ForbiddenError(MESSAGES.noTeam);
  return access;
}

export function requirePermission(access: TeamAccess, permission: Permission): void {
  if (!access.privileges.has(permission)) {
    throw new ForbiddenError();
  }
}

export async function membershipTeams(userId: string): Promise<TeamAccess[]> {
  return loadAccess(userId);
}

/** The owner renames their team; anyone else (a member whatever their role, or a stranger) is refused. */
export async function renameTeam(userId: string, teamId: string, name: string): Promise<TeamItem> {
  const team = await getTeam(teamId);
  if (!team || team.ownerId !== userId) throw new ForbiddenError(TEAM_NAME_MESSAGES.ownerOnly);
  try {
    const { data } = await db()
      .entities.team.patch({ teamId })
      .set({ name })
      // The owner is checked again in the write: a team handed over meanwhile is not renamed by its former owner.
      .where(({ ownerId }, { eq }) => eq(ownerId, userId))
      .go({ response: 'all_new' });
    return data as TeamItem;
  } catch (error) {
    if (isConditionFailure(error)) throw new ForbiddenError(TEAM_NAME_MESSAGES.ownerOnly);
    throw error;
  }
}
