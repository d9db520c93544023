import { ulid } from 'ulid';
import type { Language } from '../../../shared/i18n/languages';
import type { TeamMember } from '../../../shared/api/schemas/roles';
import { ROLE_MESSAGES } from '../../../shared/api/schemas/roles';
import { db } from '../db/service';
import type { TeamMemberItem } from '../db/entities';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { findUserSub, inviteUser } from '../accounts/identity';
import { forgetAccess, getTeam, type TeamAccess } from './teams';
import { assertGrantable, assertNotOwnMembership, assertOutranks } from './grants';
import { invitationMail } from './invitation-mail';
import { sendMail } from '../mail/send-mail';
import { mailWords } from '../mail/mail-text';
import { recipientLanguage } from '../mail/recipient-language';
import type { Logger } from '../logger';
import { roleInTeam, toRole } from './roles';
import { teamLimits } from '../subscriptions/team-limits';

/** The most members a team may have: its active subscription's, else the configured or default limit. */
export async function memberLimit(teamId: string): Promise<number> {
  return (await teamLimits(teamId)).users;
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
      // Until they accept, an invited user is only the address they were invited at: not their name, not their id.
      const pending = member.status === 'invited';
      return {
        id: member.memberId,
        member: {
          first_name: pending ? '' : (profile?.firstName ?? ''),
          last_name: pending ? '' : (profile?.lastName ?? ''),
          email: profile?.email ?? '',
          pk: pending ? '' : member.userId,
        },
        role: role ? { id, name, description, privileges } : null,
        pending,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** A membership by id within the given team: another team's member id reads as not found. */
export async function memberInTeam(teamId: string, memberId: string): Promise<TeamMemberItem> {
  const { data } = await db().entities.member.query.byId({ memberId }).go();
  const member = data[0];
  if (!member || member.teamId !== teamId) throw new NotFoundError(ROLE_MESSAGES.memberNotFound);
  return member;
}

export async function teamOfMember(memberId: string): Promise<string | null> {
  const { data } = await db().entities.member.query.byId({ memberId }).go();
  return data[0]?.teamId ?? null;
}

/**
 * A member the actor may change or remove: never an Owner-role member (the team always keeps its owner), never the
 * team's owner for anyone else, and never someone holding a permission the actor does not hold.
 */
async function assertMayManage(teamId: string, member: TeamMemberItem, actor: TeamAccess): Promise<void> {
  const [role, team] = await Promise.all([
    member.roleId ? db().entities.role.get({ teamId, roleId: member.roleId }).go() : Promise.resolve({ data: null }),
    getTeam(teamId),
  ]);
  if (role.data?.isOwner) throw new ForbiddenError(ROLE_MESSAGES.ownerMemberLocked);
  if (team?.ownerId === member.userId && !actor.isTeamOwner) throw new ForbiddenError(ROLE_MESSAGES.ownerMemberLocked);
  assertOutranks(actor, role.data ? toRole(role.data).privileges : []);
}

/**
 * Invites a person into the team with a role. A new person gets an account (a Cognito user with an e-mailed
 * temporary password) whose first sign-in is their acceptance; an existing user gets an invitation they accept or
 * decline, and nothing changes for them until they accept. Either way the place counts against the member limit,
 * checked in one transaction so concurrent invitations never exceed it, and two identical invitations at once
 * collide on one reservation: one is created, the other is a conflict.
 */
export async function addMember(
  /** `language`: the inviter's, for the new user's invitation mail (they have chosen none yet). */
  input: { teamId: string; roleId: string; email: string; firstName: string; lastName: string; language?: Language },
  actor: TeamAccess,
  log: Logger,
): Promise<TeamMember> {
  const team = await getTeam(input.teamId);
  if (!team) throw new NotFoundError(ROLE_MESSAGES.teamNotFound);
  const role = await roleInTeam(input.teamId, input.roleId);
  if (role.isOwner) throw new ForbiddenError(ROLE_MESSAGES.ownerMemberLocked);
  assertGrantable(actor, role.privileges);
  const limit = await memberLimit(input.teamId);
  if (team.memberCount >= limit) throw new ConflictError(ROLE_MESSAGES.memberLimit);

  // One reservation per invited address while a new account is being made.
  const placeholder = `pending-${input.email.toLowerCase()}`;
  const existingSub = await findUserSub(input.email);
  if (existingSub) {
    const [{ data }, { data: reserving }] = await Promise.all([
      db().entities.member.get({ teamId: input.teamId, userId: existingSub }).go(),
      db().entities.member.get({ teamId: input.teamId, userId: placeholder }).go(),
    ]);
    if (data || reserving) throw new ConflictError(ROLE_MESSAGES.alreadyMember);
  }
  const memberId = ulid();
  const reserve = async (userId: string, status: 'active' | 'invited') => {
    const result = await db()
      .transaction.write(({ team: teams, member }) => [
        teams
          .patch({ teamId: input.teamId })
          .add({ memberCount: 1 })
          .where(({ memberCount }, { lt }) => lt(memberCount, limit))
          .commit(),
        member.create({ teamId: input.teamId, userId, memberId, roleId: input.roleId, status, invitedBy: actor.userId }).commit(),
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
    // Reserve the place before the invitation goes out, so a refused invite sends no mail.
    await reserve(placeholder, 'active');
    try {
      userId = await inviteUser({ ...input, teamName: team.name });
      await db().entities.profile.create({ userId, email: input.email, firstName: input.firstName, lastName: input.lastName }).go();
      await db()
        .transaction.write(({ member }) => [
          member.delete({ teamId: input.teamId, userId: placeholder }).commit(),
          member.create({ teamId: input.teamId, userId: userId ?? placeholder, memberId, roleId: input.roleId, status: 'active', invitedBy: actor.userId }).commit(),
        ])
        .go();
    } catch (error) {
      await db().entities.member.delete({ teamId: input.teamId, userId: placeholder }).go();
      await db().entities.team.patch({ teamId: input.teamId }).subtract({ memberCount: 1 }).go();
      if ((error as { name?: string }).name === 'UsernameExistsException') throw new ConflictError(ROLE_MESSAGES.alreadyMember);
      throw error;
    }
  } else {
    await reserve(userId, 'invited');
    const inviter = await db().entities.profile.get({ userId: actor.userId }).go();
    await sendMail(
      invitationMail({
        to: input.email,
        teamName: team.name,
        roleName: role.name,
        inviterName: inviter.data ? `${inviter.data.firstName} ${inviter.data.lastName}`.trim() : '',
      }, mailWords(await recipientLanguage(userId))),
      log,
    );
  }
  forgetAccess(userId);
  const members = await listMembers(input.teamId);
  const added = members.find((member) => member.id === memberId);
  if (!added) throw new Error('The new member could not be read back');
  return added;
}

export async function changeMemberRole(teamId: string, memberId: string, roleId: string, actor: TeamAccess): Promise<TeamMember> {
  const member = await memberInTeam(teamId, memberId);
  await assertMayManage(teamId, member, actor);
  assertNotOwnMembership(actor, memberId);
  const role = await roleInTeam(teamId, roleId);
  if (role.isOwner) throw new ForbiddenError(ROLE_MESSAGES.ownerMemberLocked);
  assertGrantable(actor, role.privileges);
  await db().entities.member.patch({ teamId, userId: member.userId }).set({ roleId }).go();
  forgetAccess(member.userId);
  const updated = (await listMembers(teamId)).find((entry) => entry.id === memberId);
  if (!updated) throw new NotFoundError(ROLE_MESSAGES.memberNotFound);
  return updated;
}

export async function removeMember(teamId: string, memberId: string, actor: TeamAccess): Promise<void> {
  const member = await memberInTeam(teamId, memberId);
  await assertMayManage(teamId, member, actor);
  await db()
    .transaction.write(({ team, member: members }) => [
      members.delete({ teamId, userId: member.userId }).commit(),
      team.patch({ teamId }).subtract({ memberCount: 1 }).commit(),
    ])
    .go();
  forgetAccess(member.userId);
}
