import { resourceRouter } from '../lib/router';
import { approveTeam } from './approve-team';
import { confirmPasswordReset } from './confirm-password-reset';
import { deleteUser } from './delete-user';
import { exportAccountSubscriptions } from './export-account-subscriptions';
import { exportPayments } from './export-payments';
import { getAccountSubscription } from './get-account-subscription';
import { getAdminSummary } from './get-admin-summary';
import { getAdminUser } from './get-admin-user';
import { getProfile } from './get-profile';
import { listAccountSubscriptions } from './list-account-subscriptions';
import { listAuditEvents } from './list-audit-events';
import { listPayments } from './list-payments';
import { listTeamMembers } from './list-team-members';
import { listTeams } from './list-teams';
import { requestPasswordReset } from './request-password-reset';
import { listAllUsers, listUsers } from './list-users';
import { updateProfile } from './update-profile';
import { validateResetToken } from './validate-reset-token';

export const handler = resourceRouter('accounts', {
  getProfile,
  updateProfile,
  listTeamMembers,
  getAccountSubscription,
  listAllUsers,
  listUsers,
  getAdminUser,
  deleteUser,
  listTeams,
  approveTeam,
  listPayments,
  exportPayments,
  listAccountSubscriptions,
  exportAccountSubscriptions,
  getAdminSummary,
  listAuditEvents,
  requestPasswordReset,
  validateResetToken,
  confirmPasswordReset,
});
