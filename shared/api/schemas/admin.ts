import * as z from 'zod';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, METERED_KINDS, SYSTEM_SETTINGS_MESSAGES, USAGE_UNITS, USER_TYPES } from '../../domain/admin';
import { PAYMENT_STATUSES, AccountSubscription } from './subscriptions';

/** Every admin list: page numbers from 1 (spec 3 §9), a bounded page size, newest first. */
const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
};
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, SYSTEM_SETTINGS_MESSAGES.dateFormat);
/** A date range on date_created; it applies only when both ends are given (spec 3 §5). */
const rangeFields = { from: day.optional(), to: day.optional() };

export const PageQuery = z.object(pageFields);
export type PageQuery = z.infer<typeof PageQuery>;

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int(), results: z.array(row) });

/** System configuration (spec 3 §3): the misspelt `suscription` is the contract. */
export const SystemConfiguration = z.object({
  id: z.string(),
  max_users_per_team: z.number().int(),
  min_no_of_suscription_units: z.number().int(),
  max_no_of_suscription_units: z.number().int(),
  notification: z.boolean().nullable(),
  subscription: z.boolean().nullable(),
  subscription_units_available: z.number().int(),
  suscription_units_used: z.number().int(),
  date_updated: z.string(),
});
export type SystemConfiguration = z.infer<typeof SystemConfiguration>;

const requiredCount = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? SYSTEM_SETTINGS_MESSAGES.required : SYSTEM_SETTINGS_MESSAGES.wholeNumber) })
  .int(SYSTEM_SETTINGS_MESSAGES.wholeNumber)
  .min(0, SYSTEM_SETTINGS_MESSAGES.notNegative);

const systemFields = {
  max_users_per_team: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? SYSTEM_SETTINGS_MESSAGES.required : SYSTEM_SETTINGS_MESSAGES.maxUsersInvalid) })
    .int(SYSTEM_SETTINGS_MESSAGES.maxUsersInvalid)
    .min(1, SYSTEM_SETTINGS_MESSAGES.maxUsersInvalid),
  min_no_of_suscription_units: requiredCount,
  max_no_of_suscription_units: requiredCount,
  subscription_units_available: requiredCount,
  suscription_units_used: requiredCount,
  notification: z.boolean().nullable().optional(),
  subscription: z.boolean().nullable().optional(),
};

const unitsInOrder = (body: { min_no_of_suscription_units?: number | undefined; max_no_of_suscription_units?: number | undefined }, context: z.RefinementCtx) => {
  const { min_no_of_suscription_units: low, max_no_of_suscription_units: high } = body;
  if (low !== undefined && high !== undefined && low > high) {
    context.addIssue({ code: 'custom', path: ['min_no_of_suscription_units'], message: SYSTEM_SETTINGS_MESSAGES.minAboveMax });
  }
};

export const SystemConfigurationBody = z.object(systemFields).superRefine(unitsInOrder);
export type SystemConfigurationBody = z.infer<typeof SystemConfigurationBody>;
export const UpdateSystemConfigurationBody = z.object(systemFields).partial().superRefine(unitsInOrder);
export type UpdateSystemConfigurationBody = z.infer<typeof UpdateSystemConfigurationBody>;

export const IdParams = z.object({ id: z.string().min(1).max(100) });

/** User, admin view (spec 3 §3). */
export const AdminUser = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_staff: z.boolean(),
  owned_team: z.object({ id: z.string(), name: z.string() }).nullable(),
  date_joined: z.string(),
  /** Staff asked for the user's deletion, which is still running: the user goes from the list when it ends. */
  deleting: z.boolean().optional(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const UserListQuery = z.object({
  ...pageFields,
  email: z.string().trim().max(200).optional(),
  first_name: z.string().trim().max(150).optional(),
  last_name: z.string().trim().max(150).optional(),
  team_name: z.string().trim().max(150).optional(),
  user_type: z.enum(USER_TYPES).optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;
export const UserPage = pageOf(AdminUser);
export type UserPage = z.infer<typeof UserPage>;

/** Team member (spec 3 §3). */
export const AdminTeamMember = z.object({
  id: z.string(),
  member: z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() }),
  role: z.object({ name: z.string() }).nullable(),
  admin_approved: z.boolean(),
  status: z.enum(['active', 'invited']),
});
export type AdminTeamMember = z.infer<typeof AdminTeamMember>;

/** /admin/manage-users/{id}: the user and the members of the team they own. */
export const AdminUserDetail = AdminUser.extend({ members: z.array(AdminTeamMember) });
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/** Team (spec 3 §3). */
export const AdminTeam = z.object({
  id: z.string(),
  name: z.string(),
  owner: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
  admin_approved: z.boolean(),
  subscription_approved: z.boolean(),
  current_subscription: z.string().nullable(),
  member_count: z.number().int(),
  date_created: z.string(),
});
export type AdminTeam = z.infer<typeof AdminTeam>;
export const TeamPage = pageOf(AdminTeam);
export type TeamPage = z.infer<typeof TeamPage>;

export const ApproveTeamBody = z.object({ admin_approved: z.boolean({ error: 'admin_approved must be true or false.' }) });
export type ApproveTeamBody = z.infer<typeof ApproveTeamBody>;

/** Payment (spec 3 §3), with its plan; amount in NGN. */
export const AdminPayment = z.object({
  reference: z.string(),
  amount: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  plan: z.string(),
  date_created: z.string(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;
export const PaymentListQuery = z.object({ ...pageFields, ...rangeFields, status: z.enum(PAYMENT_STATUSES).optional() });
export type PaymentListQuery = z.infer<typeof PaymentListQuery>;
export const PaymentExportQuery = PaymentListQuery.omit({ page: true, page_size: true });
export type PaymentExportQuery = z.infer<typeof PaymentExportQuery>;
export const PaymentPage = pageOf(AdminPayment);
export type PaymentPage = z.infer<typeof PaymentPage>;

export const SUBSCRIPTION_STATES = ['active', 'inactive', 'unknown'] as const;
export const AdminSubscription = AccountSubscription.extend({ team: z.object({ id: z.string(), name: z.string() }) });
export type AdminSubscription = z.infer<typeof AdminSubscription>;
export const SubscriptionListQuery = z.object({ ...pageFields, ...rangeFields, status: z.enum(SUBSCRIPTION_STATES).optional() });
export type SubscriptionListQuery = z.infer<typeof SubscriptionListQuery>;
export const SubscriptionExportQuery = SubscriptionListQuery.omit({ page: true, page_size: true });
export type SubscriptionExportQuery = z.infer<typeof SubscriptionExportQuery>;
export const SubscriptionPage = pageOf(AdminSubscription);
export type SubscriptionPage = z.infer<typeof SubscriptionPage>;

/**
 * Tracking record (spec 3 §3): one metered call of a team member (unit: hectares processed, or 1 call), or one SMS or
 * WhatsApp message sent to them (service `messages`, its channel; unit: SMS segments, or 1 WhatsApp message).
 */
export const TrackingRecord = z.object({
  id: z.string(),
  team_member: z.object({ member: z.object({ email: z.string(), first_name: z.string(), last_name: z.string() }) }),
  team: z.object({ id: z.string(), name: z.string() }),
  service: z.object({ name: z.string(), service: z.string() }),
  unit: z.number(),
  unit_kind: z.enum(USAGE_UNITS),
  /** A message's channel; null for a metered call. */
  channel: z.enum(['sms', 'whatsapp']).nullable(),
  date_created: z.string(),
});
export type TrackingRecord = z.infer<typeof TrackingRecord>;
export const TrackingQuery = z.object({ ...pageFields, ...rangeFields, service: z.enum(METERED_KINDS).optional() });
export type TrackingQuery = z.infer<typeof TrackingQuery>;
export const TrackingPage = pageOf(TrackingRecord);
export type TrackingPage = z.infer<typeof TrackingPage>;

/** The admin dashboard's cards and its recent tracking table. */
export const AdminSummary = z.object({
  user_count: z.number().int(),
  /** Staff users (the spec's summary reads an agent count). */
  agent_count: z.number().int(),
  service_count: z.number().int(),
  subscription_count: z.number().int(),
  team_count: z.number().int(),
  recent_tracking: z.array(TrackingRecord),
});
export type AdminSummary = z.infer<typeof AdminSummary>;

/** An administrator's action: who did what to which item, when. */
export const AuditEvent = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), email: z.string() }),
  action: z.string(),
  target: z.string().nullable(),
  /** The item's name when it still exists (a team, plan or service), so the trail names it. */
  target_name: z.string().nullable(),
  detail: z.string(),
  date_created: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEvent>;
export const AuditQuery = z.object({ ...pageFields, ...rangeFields });
export type AuditQuery = z.infer<typeof AuditQuery>;
export const AuditPage = pageOf(AuditEvent);
export type AuditPage = z.infer<typeof AuditPage>;
