import { ROLE_MESSAGES } from '../../shared/api/schemas/roles';
import { changeMemberRole, teamOfMember } from '../core/teams/members';
import { ValidationError } from '../lib/errors';
import { route } from '../lib/http';

export const reassignRole = route(
  'reassignRole',
  { ownerTeam: ({ params }) => teamOfMember(params.memberId) },
  async ({ params, body, team }) => {
    if (team.teamId !== body.team) throw new ValidationError(ROLE_MESSAGES.otherTeamMember, { team: [ROLE_MESSAGES.wrongTeam] });
    return changeMemberRole(body.team, params.memberId, body.role, team);
  },
);
