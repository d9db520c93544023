import { useCallback } from 'react';
import { api } from '../../../lib/api';
import { storeCurrentTeam } from '../../../lib/current-team';
import { useAppDispatch, useSession } from '../../../lib/hooks';
import { currentTeamChosen } from '../../../lib/session-slice';

/** Makes a team the one the user works in: remembered on this device, and every screen reloads for it. */
export function useSwitchTeam(): (teamId: string) => void {
  const dispatch = useAppDispatch();
  const { claims } = useSession();
  return useCallback(
    (teamId: string) => {
      if (claims) storeCurrentTeam(claims.userId, teamId);
      dispatch(currentTeamChosen(teamId));
      // Every cached answer belongs to the previous team.
      dispatch(api.util.resetApiState());
    },
    [claims, dispatch],
  );
}
