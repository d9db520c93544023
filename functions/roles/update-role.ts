import { teamOfRole, toRole, updateRole as update } from '../core/teams/roles';
import { ValidationError } from '../lib/errors';
import { route } from '../lib/http';

export const updateRole = route(
  'updateRole',
  { ownerTeam: ({ params }) => teamOfRole(params.id) },
  async ({ params, body, team }) => {
    if (team.teamId !== body.team) throw new ValidationError('The role belongs to another team.', { team: ['Wrong team.'] });
    return toRole(await update(body.team, params.id, body, team));
  },
);
