import { renameTeam as rename } from '../core/teams/teams';
import { route } from '../lib/http';

/** The team owner renames the team (ours: the specification has no way to change a team's name). */
export const renameTeam = route('renameTeam', async ({ params, body, caller }) => {
  const team = await rename(caller.userId, params.teamId, body.name);
  return { id: team.teamId, name: team.name };
});
