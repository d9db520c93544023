/**
 * The administrator console (spec 3 §2-§9): the texts its screens and the API share, page sizes, and what a team
 * without a subscription may use once staff set the system configuration.
 */

export const SYSTEM_SETTINGS_MESSAGES = {
  required: 'Required',
  maxUsersInvalid: 'Max User... contain invalid values',
  notFound: 'System configuration not found.',
  minAboveMax: 'The minimum cannot be above the maximum.',
} as const;

export const ADMIN_MESSAGES = {
  userNotFound: 'User not found.',
  teamNotFound: 'Team not found.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDeleteLastStaff: 'The last staff user cannot be deleted.',
  userDeleted: 'User Deleted Successfully',
  /** A user whose deletion staff asked for and which is still running in the background. */
  userDeleting: 'Deleting...',
  teamApproved: 'Team Approved Successfully',
  teamRevoked: 'Team Revoked Successfully',
  approveFailed: 'Error Occurred',
  fetchFailed: 'Error Fetching Record',
  membersFailed: 'Error Fetching Team Members',
  networkError: 'Network Error',
  serviceCreated: 'Service Created Successfully',
  serviceUpdated: 'Service Updated Successfully',
  serviceConfigured: 'Service Configured',
  subscriptionCreated: 'Subscription Created Successfully',
  subscriptionUpdated: 'Subscription Updated Successfully',
  proceed: 'Click yes to proceed',
  confirmDeleteRecord: 'Do you want to delete this record?',
  confirmDeleteUser: 'Do you want to delete this user?',
  confirmDeleteSubscription: 'Do you want to delete this subscription?',
  confirmApprove: 'Do you want to approve this team?',
  confirmRevoke: 'Do you want to revoke this team?',
  /** Shown to the members of a team staff have not approved (or revoked). */
  unapprovedTeam:
    'Your team is awaiting approval by the platform administrators. You can sign in and see your fields, but scheduled index computation and paid services (index statistics, tiles, reports and weather) are paused until the team is approved.',
  unapprovedRefused: 'This team is not approved by the platform administrators yet: paid services are paused.',
} as const;

/** Team list page size and first page (spec 3 §9); every other admin list pages the same way. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** The most rows a CSV export carries. */
export const ADMIN_EXPORT_LIMIT = 5000;
/** Rows of the dashboard's Recent Tracking Activities. */
export const RECENT_TRACKING_ROWS = 10;

export const USER_TYPES = ['admin', 'user'] as const;

/** What a metered call is: the kind of service it uses and what its unit counts. */
export const METERED_KINDS = ['index', 'weather'] as const;
export type MeteredKind = (typeof METERED_KINDS)[number];

/** What one call of a metered route uses: a kind of service, by hectares of the field processed or by call. */
export interface Meter {
  readonly kind: MeteredKind;
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
