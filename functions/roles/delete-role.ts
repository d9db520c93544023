import { deleteRole as remove, teamOfRole } from '../core/teams/roles';
import { noContent, route } from '../lib/http';

export const deleteRole = route(
  'deleteRole',
  { ownerTeam: ({ params }) => teamOfRole(params.id) },
  async ({ params, team }) => {
    await remove(team.teamId, params.id);
    return noContent();
  },
);
