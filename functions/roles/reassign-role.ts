import { changeMemberRole, teamOfMember } from '../core/teams/members';
import { ValidationError } from '../lib/errors';
import { route } from '../lib/http';

export const reassignRole = route(
  'reassignRole',
  { ownerTeam: ({ params }) => teamOfMember(params.memberId) },
  async ({ params, body, team }) => {
    if (team.teamId !== body.team) throw new ValidationError('The member belongs to another team.', { team: ['Wrong team.'] });
    return changeMemberRole(body.team, params.memberId, body.role, team);
  },
);
