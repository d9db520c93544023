/**
 * The administrator console (spec 3 §2-§9): the texts its screens and the API share, page sizes, and what a team
 * without a subscription may use once staff set the system configuration.
 */
import type { ApiMessageId } from '../i18n/english';

/** Keys of the admin API catalogue: the server answers them in the caller's language, the console formats them. */
export const SYSTEM_SETTINGS_MESSAGES = {
  required: 'admin.settings.required',
  maxUsersInvalid: 'admin.settings.maxUsersInvalid',
  notFound: 'admin.settings.notFound',
  minAboveMax: 'admin.settings.minAboveMax',
  wholeNumber: 'admin.settings.wholeNumber',
  notNegative: 'admin.settings.notNegative',
  dateFormat: 'admin.dateFormat',
} as const satisfies Record<string, ApiMessageId>;

export const ADMIN_MESSAGES = {
  userNotFound: 'admin.userNotFound',
  teamNotFound: 'admin.teamNotFound',
  cannotDeleteSelf: 'admin.cannotDeleteSelf',
  cannotDeleteLastStaff: 'admin.cannotDeleteLastStaff',
  userDeleted: 'admin.userDeleted',
  /** A user whose deletion staff asked for and which is still running in the background. */
  userDeleting: 'admin.userDeleting',
  teamApproved: 'admin.teamApproved',
  teamRevoked: 'admin.teamRevoked',
  approveFailed: 'admin.approveFailed',
  fetchFailed: 'admin.fetchFailed',
  membersFailed: 'admin.membersFailed',
  networkError: 'admin.networkError',
  serviceCreated: 'admin.serviceCreated',
  serviceUpdated: 'admin.serviceUpdated',
  serviceConfigured: 'admin.serviceConfigured',
  subscriptionCreated: 'admin.subscriptionCreated',
  subscriptionUpdated: 'admin.subscriptionUpdated',
  proceed: 'admin.proceed',
  confirmDeleteRecord: 'admin.confirmDeleteRecord',
  confirmDeleteUser: 'admin.confirmDeleteUser',
  confirmDeleteSubscription: 'admin.confirmDeleteSubscription',
  confirmApprove: 'admin.confirmApprove',
  confirmRevoke: 'admin.confirmRevoke',
  /** Shown to the members of a team staff have not approved (or revoked). */
  unapprovedTeam: 'admin.unapprovedTeam',
  unapprovedRefused: 'admin.unapprovedRefused',
} as const satisfies Record<string, ApiMessageId>;

/** Team list page size and first page (spec 3 §9); every other admin list pages the same way. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** The most rows a CSV export carries. */
export const ADMIN_EXPORT_LIMIT = 5000;
/** Rows of the dashboard's Recent Tracking Activities. */
export const RECENT_TRACKING_ROWS = 10;

export const USER_TYPES = ['admin', 'user'] as const;

/**
 * What a usage record is: the kind of service a metered call used, or `messages`, an SMS or WhatsApp message the
 * outbox sent (paid per message, counted against the team's monthly allowance).
 */
export const METERED_KINDS = ['index', 'weather', 'messages'] as const;
export type MeteredKind = (typeof METERED_KINDS)[number];

/** What a usage record's unit counts: hectares processed, calls, SMS segments, or WhatsApp messages. */
export const USAGE_UNITS = ['hectares', 'calls', 'segments', 'messages'] as const;

/** What one call of a metered route uses: a kind of service, by hectares of the field processed or by call. */
export interface Meter {
  readonly kind: Exclude<MeteredKind, 'messages'>;
  readonly name: string;
  readonly unit: 'hectares' | 'calls';
}
export const indexMeter = (name: string, unit: Meter['unit'] = 'hectares'): Meter => ({ kind: 'index', name, unit });
export const weatherMeter = (name: string): Meter => ({ kind: 'weather', name, unit: 'calls' });

/**
 * The team permissions that open paid data (index values and images, reports, weather): a route needing one is
 * metered (its route entry names its meter), refuses a team staff revoked, and records its usage.
 */
export const PAID_PERMISSIONS = ['monitoring.view_index', 'field.view_report', 'weather.view_weather'] as const;
