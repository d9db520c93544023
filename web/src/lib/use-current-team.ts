import { skipToken } from '@reduxjs/toolkit/query/react';
import { useListMyTeamsQuery } from '../api/teams';
import { useSession } from './hooks';
import { useTeamId } from './team-access';

export interface CurrentTeam {
  id: string;
  /** null while the name of a team the user only belongs to is loading. */
  name: string | null;
  isOwner: boolean;
}

/**
 * The team the user works in (the one the switcher chose, else the one they own, else the one they belong to), with
 * its name: My Account shows its members, its subscription and its name together, never another team's.
 */
export function useCurrentTeam(): CurrentTeam | null {
  const { userDetails, claims } = useSession();
  const teamId = useTeamId();
  const owned = userDetails?.owned_team ?? null;
  const ownsCurrent = Boolean(teamId && owned?.id === teamId);
  const myTeams = useListMyTeamsQuery(teamId && !ownsCurrent && claims?.userId ? claims.userId : skipToken);
  if (!teamId) return null;
  if (ownsCurrent && owned) return { id: teamId, name: owned.name, isOwner: true };
  return { id: teamId, name: myTeams.data?.find((team) => team.id === teamId)?.name ?? null, isOwner: false };
}

/** Said above the members and the subscription: whose they are, the team the user works in. */
export const teamOf = (name: string) => `Team: ${name}`;
