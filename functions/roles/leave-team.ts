import { leaveTeam as leave } from '../core/teams/invitations';
import { noContent, route } from '../lib/http';

export const leaveTeam = route('leaveTeam', async ({ params, caller }) => {
  await leave(caller.userId, params.teamId);
  return noContent();
});
