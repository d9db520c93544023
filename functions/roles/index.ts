import { resourceRouter } from '../lib/router';
import { assignRole } from './assign-role';
import { createRole } from './create-role';
import { deleteRole } from './delete-role';
import { listPermissions } from './list-permissions';
import { listTeamRoles } from './list-team-roles';
import { reassignRole } from './reassign-role';
import { removeMember } from './remove-member';
import { updateRole } from './update-role';

export const handler = resourceRouter('roles', {
  listPermissions,
  listTeamRoles,
  createRole,
  updateRole,
  deleteRole,
  assignRole,
  reassignRole,
  removeMember,
});
