import { TeamIdParams } from '../../shared/api/schemas/roles';
import { listMembers } from '../core/teams/members';
import { route } from '../lib/http';

export const listTeamMembers = route('listTeamMembers', { params: TeamIdParams }, async ({ params }) => listMembers(params.teamId));
