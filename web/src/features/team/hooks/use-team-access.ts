import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Role, TeamMember } from '../../../../../shared/api/schemas/roles';
import { OWNER_ROLE_NAME, type Permission } from '../../../../../shared/domain/permissions';
import { useSession } from '../../../lib/hooks';
import { useCan, useTeamId } from '../../../lib/team-access';
import { useListTeamMembersQuery } from '../../../api/teams';

// useCan moved to lib/team-access; dashboard-page.tsx still reads it here until it is split.
export { useCan };

/**
 * The caller's team, its member list when the caller may read it, and what their role lets them do there. A
 * profile from before user_details carried permissions falls back to the caller's own row of the member list.
 */
export function useTeamAccess() {
  const { userDetails, claims } = useSession();
  const teamId = useTeamId();
  const canFromProfile = useCan();
  const fromProfile = Boolean(userDetails?.permissions) || Boolean(teamId && userDetails?.owned_team?.id === teamId);
  const mayListMembers = !fromProfile || canFromProfile('accounts.view_teammember');
  const members = useListTeamMembersQuery(teamId && mayListMembers ? teamId : skipToken);
  const userId = userDetails?.id ?? claims?.userId ?? null;

  const privileges = useMemo(() => {
    if (fromProfile) return null;
    const mine = members.data?.find((entry) => entry.member.pk === userId);
    return new Set<string>(mine?.role?.privileges ?? []);
  }, [fromProfile, members.data, userId]);

  return {
    teamId,
    /** False until user_details arrived: nothing is known about the team yet. */
    known: Boolean(userDetails),
    members,
    can: (permission: Permission) => (privileges ? privileges.has(permission) : canFromProfile(permission)),
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
