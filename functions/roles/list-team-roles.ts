import { listRoles, toRole } from '../core/teams/roles';
import { route } from '../lib/http';

export const listTeamRoles = route('listTeamRoles', async ({ params }) =>
  (await listRoles(params.teamId)).map(toRole),
);
