import * as z from 'zod';
import { UpdateProfileAnswer, UpdateProfileBody, UserDetails, UserIdParams } from '../schemas/accounts';
import { AdminSummary, AdminTeam, AdminUserDetail, ApproveTeamBody, AuditPage, AuditQuery, IdParams, PageQuery, PaymentExportQuery, PaymentListQuery, PaymentPage, SubscriptionExportQuery, SubscriptionListQuery, SubscriptionPage, TeamPage, UserListQuery, UserPage } from '../schemas/admin';
import { Detail } from '../schemas/common';
import { TeamQuery } from '../schemas/fields';
import { ConfirmPasswordResetBody, PasswordResetBody, ResetTokenStatus, ValidateResetTokenBody } from '../schemas/password-reset';
import { TeamIdParams, TeamMember } from '../schemas/roles';
import { AccountSubscriptions, SubscriptionTeamParams } from '../schemas/subscriptions';
import { EMPTY, FILE, r, type RouteSpec } from './spec';

/** The routes of the accounts Lambda. */
export const ACCOUNTS_ROUTES = {
  // Auth (spec 1 §7): the password reset by e-mailed link; its token is ours (Cognito cannot check a code unspent).
  requestPasswordReset: r('POST', '/auth/password_reset/', 'accounts', 'public', null, { body: PasswordResetBody, answer: Detail }),
  validateResetToken: r('POST', '/auth/password_reset/validate_token/', 'accounts', 'public', null, {
    body: ValidateResetTokenBody,
    answer: ResetTokenStatus,
  }),
  confirmPasswordReset: r('POST', '/auth/password_reset/confirm/', 'accounts', 'public', null, { body: ConfirmPasswordResetBody, answer: Detail }),

  // Accounts (spec 1 §7, spec 3 §7)
  getProfile: r('GET', '/accounts/{userId}/profile/', 'accounts', 'user', null, {
    team: 'query',
    params: UserIdParams,
    query: TeamQuery,
    answer: UserDetails,
  }),
  updateProfile: r('PUT', '/accounts/{userId}/profile/', 'accounts', 'user', null, {
    params: UserIdParams,
    body: UpdateProfileBody,
    answer: UpdateProfileAnswer,
  }),
  listTeamMembers: r('GET', '/accounts/team/{teamId}/members/', 'accounts', 'user', 'accounts.view_teammember', {
    team: 'path',
    params: TeamIdParams,
    answer: z.array(TeamMember),
  }),
  listAllUsers: r('GET', '/accounts/all-users/', 'accounts', 'staff', null, { query: UserListQuery, answer: UserPage }),
  listTeams: r('GET', '/accounts/team/', 'accounts', 'staff', null, { query: PageQuery, answer: TeamPage }),
  /** The team's subscription records, newest first; {id} is the team. */
  getAccountSubscription: r('GET', '/accounts/subscriptions/{id}/', 'accounts', 'user', 'subscription.view_subscription', {
    team: 'query',
    params: SubscriptionTeamParams,
    answer: AccountSubscriptions,
  }),
  listUsers: r('GET', '/accounts/user/', 'accounts', 'staff', null, { query: UserListQuery, answer: UserPage }),
  getAdminUser: r('GET', '/accounts/user/{id}/', 'accounts', 'staff', null, { params: IdParams, answer: AdminUserDetail }),
  deleteUser: r('DELETE', '/accounts/user/delete/{id}', 'accounts', 'staff', null, { params: IdParams, answer: EMPTY }),
  listPayments: r('GET', '/accounts/payment/', 'accounts', 'staff', null, { query: PaymentListQuery, answer: PaymentPage }),
  exportPayments: r('GET', '/accounts/payment/csv/', 'accounts', 'staff', null, { query: PaymentExportQuery, answer: FILE }),
  listAccountSubscriptions: r('GET', '/accounts/subscriptions/', 'accounts', 'staff', null, { query: SubscriptionListQuery, answer: SubscriptionPage }),
  exportAccountSubscriptions: r('GET', '/accounts/subscriptions-export/', 'accounts', 'staff', null, { query: SubscriptionExportQuery, answer: FILE }),
  approveTeam: r('PATCH', '/accounts/team/{id}/', 'accounts', 'staff', null, { params: IdParams, body: ApproveTeamBody, answer: AdminTeam }),
  // The admin console's dashboard and the audit trail of staff actions (ours)
  getAdminSummary: r('GET', '/accounts/admin/summary/', 'accounts', 'staff', null, { answer: AdminSummary }),
  listAuditEvents: r('GET', '/accounts/admin/audit/', 'accounts', 'staff', null, { query: AuditQuery, answer: AuditPage }),
} as const satisfies Record<string, RouteSpec>;
