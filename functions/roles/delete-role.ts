import { RoleIdParams } from '../../shared/api/schemas/roles';
import { deleteRole as remove, teamOfRole } from '../core/teams/roles';
import { noContent, route } from '../lib/http';

export const deleteRole = route(
  'deleteRole',
  { params: RoleIdParams, ownerTeam: ({ params }) => teamOfRole(params.id) },
  async ({ params, team }) => {
    if (team) await remove(team.teamId, params.id);
    return noContent();
  },
);
