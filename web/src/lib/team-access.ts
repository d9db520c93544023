import { useCallback } from 'react';
import type { Permission } from '../../../shared/domain/permissions';
import { useSession } from './hooks';

/**
 * The team the signed-in user works in: the one the profile was read for (the current team they chose, else the
 * one they own, else the one they belong to).
 */
export function useTeamId(): string | null {
  const { userDetails } = useSession();
  return userDetails?.user_team ?? userDetails?.owned_team?.id ?? null;
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
