import type { Invitation, MyTeam } from '../../../shared/api/schemas/roles';
import { INVITATION_MESSAGES } from '../../../shared/api/schemas/roles';
import { db } from '../db/service';
import type { TeamMemberItem } from '../db/entities';
import { ForbiddenError, NotFoundError } from '../errors';
import { forgetAccess, getRole, getTeam, membershipTeams } from './teams';

/**
 * The invited user's side of a membership: their teams, their pending invitations, accepting or declining one,
 * and leaving a team. Every function acts on the caller's own memberships only, so another user's invitation or
 * team reads as not found.
 */
async function membershipsOf(userId: string): Promise<TeamMemberItem[]> {
  const { data } = await db().entities.member.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

async function invitationOf(userId: string, memberId: string): Promise<TeamMemberItem> {
  const { data } = await db().entities.member.query.byId({ memberId }).go();
  const member = data[0];
  if (!member || member.userId !== userId || member.status !== 'invited') throw new NotFoundError(INVITATION_MESSAGES.notFound);
  return member;
}

/** Removes a membership and frees its place in the team's member count, in one transaction. */
async function dropMembership(member: TeamMemberItem): Promise<void> {
  await db()
    .transaction.write(({ team, member: members }) => [
      members.delete({ teamId: member.teamId, userId: member.userId }).commit(),
      team.patch({ teamId: member.teamId }).subtract({ memberCount: 1 }).commit(),
    ])
    .go();
  forgetAccess(member.userId);
}

export async function listMyTeams(userId: string): Promise<MyTeam[]> {
  const access = await membershipTeams(userId);
  const teams = await Promise.all(access.map((entry) => getTeam(entry.teamId)));
  return access
    .map((entry, index): MyTeam => ({
      id: entry.teamId,
      name: teams[index]?.name ?? '',
      role: entry.roleName,
      is_owner: entry.isTeamOwner,
      member_id: entry.memberId,
    }))
    .sort((a, b) => Number(b.is_owner) - Number(a.is_owner) || a.name.localeCompare(b.name));
}

export async function listMyInvitations(userId: string): Promise<Invitation[]> {
  const pending = (await membershipsOf(userId)).filter((member) => member.status === 'invited');
  return Promise.all(
    pending.map(async (member): Promise<Invitation> => {
      const [team, role, inviter] = await Promise.all([
        getTeam(member.teamId),
        member.roleId ? getRole(member.teamId, member.roleId) : Promise.resolve(null),
        member.invitedBy ? db().entities.profile.get({ userId: member.invitedBy }).go() : Promise.resolve({ data: null }),
      ]);
      return {
        id: member.memberId,
        team: { id: member.teamId, name: team?.name ?? '' },
        role: { id: member.roleId ?? '', name: role?.name ?? '' },
        invited_by: inviter.data ? `${inviter.data.firstName} ${inviter.data.lastName}`.trim() : '',
        invited_at: member.createdAt,
      };
    }),
  );
}

export async function acceptInvitation(userId: string, memberId: string): Promise<MyTeam> {
  const invitation = await invitationOf(userId, memberId);
  await db()
    .entities.member.patch({ teamId: invitation.teamId, userId })
    .set({ status: 'active' })
    .where(({ status }, { eq }) => eq(status, 'invited'))
    .go();
  forgetAccess(userId);
  const team = (await listMyTeams(userId)).find((entry) => entry.id === invitation.teamId);
  if (!team) throw new NotFoundError(INVITATION_MESSAGES.notFound);
  return team;
}

/** Declining leaves nothing behind: the membership and its reserved place are gone. */
export async function declineInvitation(userId: string, memberId: string): Promise<void> {
  await dropMembership(await invitationOf(userId, memberId));
}

/** A member leaves a team; its owner cannot (a team always has its owner). */
export async function leaveTeam(userId: string, teamId: string): Promise<void> {
  const member = (await membershipsOf(userId)).find((entry) => entry.teamId === teamId && entry.status !== 'invited');
  if (!member) throw new NotFoundError(INVITATION_MESSAGES.notMember);
  const [team, role] = await Promise.all([getTeam(teamId), member.roleId ? getRole(teamId, member.roleId) : Promise.resolve(null)]);
  if (team?.ownerId === userId || role?.isOwner) throw new ForbiddenError(INVITATION_MESSAGES.ownerCannotLeave);
  await dropMembership(member);
}

/** The caller's own teams and invitations only. */
export function assertSelf(callerId: string, userId: string): void {
  if (callerId !== userId) throw new ForbiddenError(INVITATION_MESSAGES.notYours);
}
