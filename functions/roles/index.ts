import { resourceRouter } from '../lib/router';
import { acceptInvitation } from './accept-invitation';
import { assignRole } from './assign-role';
import { createRole } from './create-role';
import { declineInvitation } from './decline-invitation';
import { deleteRole } from './delete-role';
import { leaveTeam } from './leave-team';
import { listMyInvitations } from './list-my-invitations';
import { listMyTeams } from './list-my-teams';
import { renameTeam } from './rename-team';
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
  listMyTeams,
  listMyInvitations,
  acceptInvitation,
  declineInvitation,
  leaveTeam,
  renameTeam,
});
