import { ulid } from 'ulid';
import type { TeamMember } from '../../../shared/api/schemas/roles';
import { ROLE_MESSAGES } from '../../../shared/api/schemas/roles';
import { DEFAULT_MAX_USERS_PER_TEAM } from '../../../shared/domain/limits';
import { db } from '../db/service';
import type { TeamMemberItem } from '../db/entities';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { findUserSub, inviteUser } from '../accounts/identity';
import { forgetAccess, getTeam } from './teams';
import { roleInTeam, toRole } from './roles';

/** The most members a team may have: the system configuration's limit until subscriptions set their own. */
export async function memberLimit(_teamId: string): Promise<number> {
  return DEFAULT_MAX_USERS_PER_TEAM;
}

export async function listMembers(teamId: string): Promise<TeamMember[]> {
  const [{ data: members }, { data: roles }] = await Promise.all([
    db().entities.member.query.byTeam({ teamId }).go({ pages: 'all' }),
    db().entities.role.query.byTeam({ teamId }).go({ pages: 'all' }),
  ]);
  const profiles = await Promise.all(members.map((member) => db().entities.profile.get({ userId: member.userId }).go()));
  const roleById = new Map(roles.map((role) => [role.roleId, role]));
  return members
    .map((member, index): TeamMember => {
      const profile = profiles[index]?.data;
      const role = member.roleId ? roleById.get(member.roleId) : undefined;
      const { id, name, description, privileges } = role ? toRole(role) : { id: '', name: '', description: '', privileges: [] };
      return {
        id: member.memberId,
        member: {
          first_name: profile?.firstName ?? '',
          last_name: profile?.lastName ?? '',
          email: profile?.email ?? '',
          pk: member.userId,
        },
        role: role ? { id, name, description, privileges } : null,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** A membership by id within the given team: another team's member id reads as not found. */
export async function memberInTeam(teamId: string, memberId: string): Promise<TeamMemberItem> {
  const { data } = await db().entities.member.query.byId({ memberId }).go();
  const member = data[0];
  if (!member || member.teamId !== teamId) throw new NotFoundError('Team member not found.');
  return member;
}

export async function teamOfMember(memberId: string): Promise<string | null> {
  const { data } = await db().entities.member.query.byId({ memberId }).go();
  return data[0]?.teamId ?? null;
}

async function isOwnerRole(teamId: string, roleId: string | undefined): Promise<boolean> {
  if (!roleId) return false;
  const role = await db().entities.role.get({ teamId, roleId }).go();
  return role.data?.isOwner ?? false;
}

/**
 * Adds a person to the team with a role: a new person is invited (a Cognito user with an e-mailed temporary
 * password), an existing user joins. The member count and the limit are checked in one transaction, so
 * concurrent invitations can never exceed the limit.
 */
export async function addMember(input: {
  teamId: string;
  roleId: string;
  email: string;
  firstName: string;
  lastName: string;
}): Promise<TeamMember> {
  const team = await getTeam(input.teamId);
  if (!team) throw new NotFoundError('Team not found.');
  const role = await roleInTeam(input.teamId, input.roleId);
  if (role.isOwner) throw new ForbiddenError(ROLE_MESSAGES.ownerMemberLocked);
  const limit = await memberLimit(input.teamId);
  if (team.memberCount >= limit) throw new ConflictError(ROLE_MESSAGES.memberLimit);

  const existingSub = await findUserSub(input.email);
  if (existingSub) {
    const { data } = await db().entities.member.get({ teamId: input.teamId, userId: existingSub }).go();
    if (data) throw new ConflictError(ROLE_MESSAGES.alreadyMember);
  }
  const memberId = ulid();
  const reserve = async (userId: string) => {
    const result = await db()
      .transaction.write(({ team: teams, member }) => [
        teams
          .patch({ teamId: input.teamId })
          .add({ memberCount: 1 })
          .where(({ memberCount }, { lt }) => lt(memberCount, limit))
          .commit(),
        member.create({ teamId: input.teamId, userId, memberId, roleId: input.roleId }).commit(),
      ])
      .go();
    if (result.canceled) {
      const reasons = result.data.map((entry) => entry.code);
      if (reasons[1] === 'ConditionalCheckFailed') throw new ConflictError(ROLE_MESSAGES.alreadyMember);
      throw new ConflictError(ROLE_MESSAGES.memberLimit);
    }
  };

  let userId = existingSub;
  if (!userId) {
    // Reserve the place before the invitation goes out, with a placeholder id, so a refused invite sends no mail.
    const placeholder = `pending-${memberId}`;
    await reserve(placeholder);
    try {
      userId = await inviteUser({ ...input, teamName: team.name });
      await db().entities.profile.create({ userId, email: input.email, firstName: input.firstName, lastName: input.lastName }).go();
      await db()
        .transaction.write(({ member }) => [
          member.delete({ teamId: input.teamId, userId: placeholder }).commit(),
          member.create({ teamId: input.teamId, userId: userId ?? placeholder, memberId, roleId: input.roleId }).commit(),
        ])
        .go();
    } catch (error) {
      await db().entities.member.delete({ teamId: input.teamId, userId: placeholder }).go();
      await db().entities.team.patch({ teamId: input.teamId }).subtract({ memberCount: 1 }).go();
      throw error;
    }
  } else {
    await reserve(userId);
  }
  forgetAccess(userId);
  const members = await listMembers(input.teamId);
  const added = members.find((member) => member.id === memberId);
  if (!added) throw new Error('The new member could not be read back');
  return added;
}

export async function changeMemberRole(teamId: string, memberId: string, roleId: string): Promise<TeamMember> {
  const member = await memberInTeam(teamId, memberId);
  if (await isOwnerRole(teamId, member.roleId)) throw new ForbiddenError(ROLE_MESSAGES.ownerMemberLocked);
  const role = await roleInTeam(teamId, roleId);
  if (role.isOwner) throw new ForbiddenError(ROLE_MESSAGES.ownerMemberLocked);
  await db().entities.member.patch({ teamId, userId: member.userId }).set({ roleId }).go();
  forgetAccess(member.userId);
  const updated = (await listMembers(teamId)).find((entry) => entry.id === memberId);
  if (!updated) throw new NotFoundError('Team member not found.');
  return updated;
}

export async function removeMember(teamId: string, memberId: string): Promise<void> {
  const member = await memberInTeam(teamId, memberId);
  if (await isOwnerRole(teamId, member.roleId)) throw new ForbiddenError(ROLE_MESSAGES.ownerMemberLocked);
  await db()
    .transaction.write(({ team, member: members }) => [
      members.delete({ teamId, userId: member.userId }).commit(),
      team.patch({ teamId }).subtract({ memberCount: 1 }).commit(),
    ])
    .go();
  forgetAccess(member.userId);
}
