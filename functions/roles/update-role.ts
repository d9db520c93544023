import { ROLE_MESSAGES } from '../../shared/api/schemas/roles';
import { teamOfRole, toRole, updateRole as update } from '../core/teams/roles';
import { ValidationError } from '../lib/errors';
import { route } from '../lib/http';

export const updateRole = route(
  'updateRole',
  { ownerTeam: ({ params }) => teamOfRole(params.id) },
  async ({ params, body, team }) => {
    if (team.teamId !== body.team) throw new ValidationError(ROLE_MESSAGES.otherTeamRole, { team: [ROLE_MESSAGES.wrongTeam] });
    return toRole(await update(body.team, params.id, body, team));
  },
);
