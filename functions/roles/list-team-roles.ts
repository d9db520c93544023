import { TeamIdParams } from '../../shared/api/schemas/roles';
import { listRoles, toRole } from '../core/teams/roles';
import { route } from '../lib/http';

export const listTeamRoles = route('listTeamRoles', { params: TeamIdParams }, async ({ params }) =>
  (await listRoles(params.teamId)).map(toRole),
);
