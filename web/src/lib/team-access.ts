import { useCallback, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useListTeamMembersQuery } from '../api/teams';
import type { Permission } from '../../../shared/domain/permissions';
import { useSession } from './hooks';
import { profileTeamOf } from './session-slice';

/**
 * The team the signed-in user works in: the one the profile was read for (the current team they chose, else the
 * one they own, else the one they belong to).
 */
export function useTeamId(): string | null {
  const { userDetails } = useSession();
  return profileTeamOf(userDetails);
}

/**
 * What the caller's role lets them do in their team: the owner holds every permission, a member their role's
 * privileges as user_details carries them. Nothing is allowed until user_details arrived. The server enforces the
 * same; this only hides what would be refused (and spares the requests that would be).
 */
export function useCan(): (permission: Permission) => boolean {
  const { userDetails } = useSession();
  const teamId = useTeamId();
  const ownsTeam = Boolean(teamId && userDetails?.owned_team?.id === teamId);
  const permissions = userDetails?.permissions;
  return useCallback(
    (permission: Permission) => ownsTeam || (permissions?.includes(permission) ?? false),
    [ownsTeam, permissions],
  );
}

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
