import { MemberIdParams } from '../../shared/api/schemas/roles';
import { removeMember as remove, teamOfMember } from '../core/teams/members';
import { noContent, route } from '../lib/http';

export const removeMember = route(
  'removeMember',
  { params: MemberIdParams, ownerTeam: ({ params }) => teamOfMember(params.memberId) },
  async ({ params, team }) => {
    if (team) await remove(team.teamId, params.memberId);
    return noContent();
  },
);
