import { listMembers } from '../core/teams/members';
import { route } from '../lib/http';

export const listTeamMembers = route('listTeamMembers', async ({ params }) => listMembers(params.teamId));
