import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Role, TeamMember } from '../../../../../shared/api/schemas/roles';
import { ALL_PERMISSIONS, OWNER_ROLE_NAME, type Permission } from '../../../../../shared/domain/permissions';
import { useSession } from '../../../lib/hooks';
import { useListTeamMembersQuery } from '../api';

/** The team the signed-in user works in: the one they own, else the one they belong to. */
export function useTeamId(): string | null {
  const { userDetails } = useSession();
  return userDetails?.owned_team?.id ?? userDetails?.user_team ?? null;
}

/**
 * The caller's team and what their role lets them do there: the owner of the team holds every permission, a member
 * holds their role's privileges (their own row of the member list, `member.pk` = user id). The server enforces the
 * same; this only hides what would be refused.
 */
export function useTeamAccess() {
  const { userDetails, claims } = useSession();
  const teamId = useTeamId();
  const members = useListTeamMembersQuery(teamId ?? skipToken);
  const userId = userDetails?.id ?? claims?.userId ?? null;
  const ownsTeam = Boolean(teamId && userDetails?.owned_team?.id === teamId);

  const privileges = useMemo(() => {
    if (ownsTeam) return new Set<string>(ALL_PERMISSIONS);
    const mine = members.data?.find((entry) => entry.member.pk === userId);
    return new Set<string>(mine?.role?.privileges ?? []);
  }, [ownsTeam, members.data, userId]);

  return {
    teamId,
    /** False until user_details arrived: nothing is known about the team yet. */
    known: Boolean(userDetails),
    members,
    can: (permission: Permission) => privileges.has(permission),
  };
}

/** Whether a member's role is the team's Owner role (by the role list's is_owner when it is at hand). */
export function isOwnerMember(member: TeamMember, roles: Role[] | undefined): boolean {
  if (!member.role) return false;
  const ownerRole = roles?.find((role) => role.is_owner);
  return ownerRole ? member.role.id === ownerRole.id : member.role.name === OWNER_ROLE_NAME;
}

export function fullName(member: TeamMember): string {
  return `${member.member.first_name} ${member.member.last_name}`.trim() || member.member.email;
}
