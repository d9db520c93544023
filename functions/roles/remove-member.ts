import { removeMember as remove, teamOfMember } from '../core/teams/members';
import { noContent, route } from '../lib/http';

export const removeMember = route(
  'removeMember',
  { ownerTeam: ({ params }) => teamOfMember(params.memberId) },
  async ({ params, team }) => {
    await remove(team.teamId, params.memberId, team);
    return noContent();
  },
);
