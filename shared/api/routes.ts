import * as z from 'zod';
import type { ZodType } from 'zod';
import { indexMeter, weatherMeter, type Meter } from '../domain/admin';
import type { Permission } from '../domain/permissions';
import { UpdateProfileAnswer, UpdateProfileBody, UserDetails, UserIdParams } from './schemas/accounts';
import {
  AdminSummary,
  AdminTeam,
  AdminUserDetail,
  ApproveTeamBody,
  AuditPage,
  AuditQuery,
  IdParams,
  PageQuery,
  PaymentExportQuery,
  PaymentListQuery,
  PaymentPage,
  SubscriptionExportQuery,
  SubscriptionListQuery,
  SubscriptionPage,
  SystemConfiguration,
  SystemConfigurationBody,
  TeamPage,
  TrackingPage,
  TrackingQuery,
  UpdateSystemConfigurationBody,
  UserListQuery,
  UserPage,
} from './schemas/admin';
import {
  Activity,
  ActivityFieldParams,
  ActivityIdParams,
  ActivityReportQuery,
  ActivityUserParams,
  AssignActivityBody,
  CloseActivityBody,
  CreateActivityBody,
  UpdateActivityBody,
} from './schemas/activities';
import { Detail, Health, PermissionList } from './schemas/common';
import { ContactAnswer, ContactBody } from './schemas/contact';
import { CONTACT_PATH } from '../domain/contact';
import {
  Crop,
  CropIdParams,
  CropItemIdParams,
  CropSeason,
  CropTeamQuery,
  DefineCropBody,
  DefineRotationBody,
  DefineSeasonBody,
  DeleteSeasonQuery,
  ListRotationsQuery,
  Rotation,
  SeasonCropsQuery,
  UpdateRotationBody,
  YearSeasonsParams,
} from './schemas/crops';
import {
  FarmSummaryList,
  FarmSummaryQuery,
  FieldReport,
  FieldReportQuery,
  SelectedFieldsParams,
  SelectedFieldsSummary,
} from './schemas/farm-summary';
import {
  CreatedFromFile,
  DrawFieldBody,
  ExportFieldsQuery,
  Field,
  FieldIdParams,
  FieldUpload,
  FieldUploadTicket,
  PlaceSearchResult,
  RequestFieldUploadBody,
  SearchPlaceQuery,
  TeamQuery,
  UpdateFieldBody,
  UploadIdParams,
} from './schemas/fields';
import {
  DatesQuery,
  DatesResponse,
  LegendQuery,
  LegendResponse,
  PointQuery,
  PointResponse,
  SeriesQuery,
  SeriesResponse,
  TileParams,
  TileQuery,
  TileUrlQuery,
  TileUrlResponse,
  FarmValueQuery,
  FarmValueResponse,
  MonitoringResponse,
} from './schemas/monitoring';
import {
  AdminPlan,
  AdminService,
  CreatePlanBody,
  CreateServiceBody,
  PlanIdParams,
  PublicPlan,
  ServiceIdParams,
  UpdatePlanBody,
  UpdateServiceBody,
} from './schemas/plans';
import {
  AssignRoleBody,
  CreateRoleBody,
  Invitation,
  InvitationIdParams,
  MemberIdParams,
  MyTeam,
  UserIdParams as RoleUserIdParams,
  ReassignRoleBody,
  RenamedTeam,
  RenameTeamBody,
  Role,
  RoleIdParams,
  TeamIdParams,
  TeamMember,
  UpdateRoleBody,
} from './schemas/roles';
import {
  AccountSubscriptions,
  CreatePaymentBody,
  PaymentContext,
  PaymentContextQuery,
  PaymentInit,
  PaymentOutcome,
  SubscriptionTeamParams,
  VerifyPaymentBody,
  WebhookAnswer,
} from './schemas/subscriptions';
import {
  FieldWeatherInfoQuery,
  FieldWeatherInfoResponse,
  ForecastQuery,
  ForecastResponse,
  HistoryDownloadResponse,
  HistoryQuery,
  HistoryRangeQuery,
  HistoryResponse,
  RainfallResponse,
} from './schemas/weather';

import { ConfirmPasswordResetBody, PasswordResetBody, ResetTokenStatus, ValidateResetTokenBody } from './schemas/password-reset';

/**
 * THE route contract. Every call the product's web client makes to its own backend, with the path exactly as the
 * specification documents it (trailing slashes included), and the zod schemas of its path parameters, query, body
 * and answer. It drives the API Gateway routes (CDK), each resource Lambda's router and the handlers' types, the
 * local gateway, the web client's requests and the contract test.
 *
 * Calls the specification sends to /auth/... are Cognito's (through Amplify in the browser) and are not here, but
 * for the password reset, whose single-use token is ours.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** public: no token; user: a verified Cognito token; staff: a verified token of the Cognito group `staff`. */
export type AuthLevel = 'public' | 'user' | 'staff';

/** Which Lambda serves the route. One Lambda per documented resource. */
export type Resource =
  | 'health'
  | 'accounts'
  | 'roles'
  | 'tracking'
  | 'fields'
  | 'crops'
  | 'monitoring'
  | 'weather'
  | 'activities'
  | 'system-setup'
  | 'payments';

/** The answer of a route that sends a file (CSV, PNG, GeoJSON download) rather than JSON. */
export const FILE = { kind: 'file' } as const;
/** The answer of a route that sends nothing (204). */
export const EMPTY = { kind: 'empty' } as const;
export type AnswerSpec = ZodType | typeof FILE | typeof EMPTY;

export interface RouteSchemas {
  readonly params?: ZodType;
  readonly query?: ZodType;
  readonly body?: ZodType;
  /** The 2xx answer; absent while the route is not built (it answers 501). */
  readonly answer?: AnswerSpec;
  /**
   * A route serving paid data: the handler kit refuses a team staff revoked (or have not approved) and records one
   * usage of this meter per successful call. Every route needing a paid permission names one (the unit test of the
   * route table walks them).
   */
  readonly meter?: Meter;
}

export interface RouteSpec extends RouteSchemas {
  readonly method: HttpMethod;
  /** The path as the specification documents it, API Gateway syntax for parameters. */
  readonly path: string;
  readonly resource: Resource;
  readonly auth: AuthLevel;
  /** The team permission a member's role must hold (the Owner role holds all). null: none beyond `auth`. */
  readonly permission: Permission | null;
}

/** The API Gateway / Lambda view of a route, with its id and whether it writes (least-privilege grants). */
export interface RouteDef extends RouteSpec {
  readonly id: RouteId;
  readonly writes: boolean;
}

/** The web app calls the API under this prefix on its own origin (CloudFront /api/* in a deployed stage). */
export const API_PREFIX = '/api';

const r = <
  const M extends HttpMethod,
  const A extends AuthLevel,
  const P extends Permission | null,
  const S extends RouteSchemas = Record<never, never>,
>(
  method: M,
  path: string,
  resource: Resource,
  auth: A,
  permission: P,
  schemas?: S,
) => ({ method, path, resource, auth, permission, ...(schemas as S) });


export const ROUTE_TABLE = {
  health: r('GET', '/health/', 'health', 'public', null, { answer: Health }),

  // Auth (spec 1 §7): the password reset by e-mailed link; its token is ours (Cognito cannot check a code unspent).
  requestPasswordReset: r('POST', '/auth/password_reset/', 'accounts', 'public', null, { body: PasswordResetBody, answer: Detail }),
  validateResetToken: r('POST', '/auth/password_reset/validate_token/', 'accounts', 'public', null, {
    body: ValidateResetTokenBody,
    answer: ResetTokenStatus,
  }),
  confirmPasswordReset: r('POST', '/auth/password_reset/confirm/', 'accounts', 'public', null, { body: ConfirmPasswordResetBody, answer: Detail }),

  // Accounts (spec 1 §7, spec 3 §7)
  getProfile: r('GET', '/accounts/{userId}/profile/', 'accounts', 'user', null, {
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
    params: TeamIdParams,
    answer: z.array(TeamMember),
  }),
  listAllUsers: r('GET', '/accounts/all-users/', 'accounts', 'staff', null, { query: UserListQuery, answer: UserPage }),
  listTeams: r('GET', '/accounts/team/', 'accounts', 'staff', null, { query: PageQuery, answer: TeamPage }),
  /** The team's subscription records, newest first; {id} is the team. */
  getAccountSubscription: r('GET', '/accounts/subscriptions/{id}/', 'accounts', 'user', 'subscription.view_subscription', {
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
  // Ours: before a purchase, the team billed, its plan in force and its use (the dialog states the consequence).
  getPaymentContext: r('GET', '/accounts/payment/context/', 'payments', 'user', 'payment.add_payment', {
    query: PaymentContextQuery,
    answer: PaymentContext,
  }),
  createPayment: r('POST', '/accounts/payment/create', 'payments', 'user', 'payment.add_payment', {
    body: CreatePaymentBody,
    answer: PaymentInit,
  }),
  // Ours (spec 3 §4 leaves the server-side record unshown): the browser's return after Paystack's popup, and
  // Paystack's webhook, public and verified by its HMAC signature on the raw body (so no body schema).
  verifyPayment: r('POST', '/accounts/payment/verify/', 'payments', 'user', 'payment.add_payment', {
    body: VerifyPaymentBody,
    answer: PaymentOutcome,
  }),
  paystackWebhook: r('POST', '/accounts/payment/webhook/', 'payments', 'public', null, { answer: WebhookAnswer }),

  // Tracking (admin)
  listTracking: r('GET', '/tracking/tracking/', 'tracking', 'staff', null, { query: TrackingQuery, answer: TrackingPage }),

  // Roles (spec 1 §7)
  listTeamRoles: r('GET', '/roles/team/{teamId}/', 'roles', 'user', 'roles.view_role', { params: TeamIdParams, answer: z.array(Role) }),
  listPermissions: r('GET', '/roles/permissions/', 'roles', 'public', null, { answer: PermissionList }),
  assignRole: r('POST', '/roles/assign/', 'roles', 'user', 'roles.add_teammember', { body: AssignRoleBody, answer: TeamMember }),
  reassignRole: r('PATCH', '/roles/reassign/{memberId}/', 'roles', 'user', 'roles.change_teammember', {
    params: MemberIdParams,
    body: ReassignRoleBody,
    answer: TeamMember,
  }),
  removeMember: r('DELETE', '/roles/remove-member/{memberId}/', 'roles', 'user', 'roles.delete_teammember', {
    params: MemberIdParams,
    answer: EMPTY,
  }),
  createRole: r('POST', '/roles/create/', 'roles', 'user', 'roles.add_role', { body: CreateRoleBody, answer: Role }),
  updateRole: r('PUT', '/roles/{id}/', 'roles', 'user', 'roles.change_role', { params: RoleIdParams, body: UpdateRoleBody, answer: Role }),
  deleteRole: r('DELETE', '/roles/{id}/', 'roles', 'user', 'roles.delete_role', { params: RoleIdParams, answer: EMPTY }),
  // The caller's own memberships: joining a team takes their consent; a member may leave.
  listMyTeams: r('GET', '/roles/user/{userId}/teams/', 'roles', 'user', null, { params: RoleUserIdParams, answer: z.array(MyTeam) }),
  listMyInvitations: r('GET', '/roles/user/{userId}/invitations/', 'roles', 'user', null, {
    params: RoleUserIdParams,
    answer: z.array(Invitation),
  }),
  acceptInvitation: r('POST', '/roles/invitations/{id}/accept/', 'roles', 'user', null, { params: InvitationIdParams, answer: MyTeam }),
  declineInvitation: r('DELETE', '/roles/invitations/{id}/', 'roles', 'user', null, { params: InvitationIdParams, answer: EMPTY }),
  leaveTeam: r('DELETE', '/roles/team/{teamId}/leave/', 'roles', 'user', null, { params: TeamIdParams, answer: EMPTY }),
  // Ours: the team owner renames the team (owner only, whatever a role allows).
  renameTeam: r('PATCH', '/roles/team/{teamId}/', 'roles', 'user', null, { params: TeamIdParams, body: RenameTeamBody, answer: RenamedTeam }),

  // Fields (spec 2 §7.1)
  createField: r('POST', '/field/create/', 'fields', 'user', 'field.add_field', { answer: CreatedFromFile }),
  listFields: r('GET', '/field/', 'fields', 'user', 'field.view_field', { query: TeamQuery, answer: z.array(Field) }),
  // One field with its whole boundary: the list sends each boundary as a display outline (ours, for Edit Boundary)
  getField: r('GET', '/field/{id}/', 'fields', 'user', 'field.view_field', { params: FieldIdParams, answer: Field }),
  updateField: r('PATCH', '/field/{id}/update/', 'fields', 'user', 'field.change_field', {
    params: FieldIdParams,
    body: UpdateFieldBody,
    answer: Field,
  }),
  deleteField: r('DELETE', '/field/{id}/delete/', 'fields', 'user', 'field.delete_field', { params: FieldIdParams, answer: EMPTY }),
  getMonitoring: r('GET', '/monitoring/', 'monitoring', 'user', 'monitoring.view_index', { answer: MonitoringResponse, meter: indexMeter('Index statistics') }),
  // Field uploads through presigned S3 PUTs, drawn fields, export and place search (ours, for spec 2 §2.1)
  requestFieldUpload: r('POST', '/field/upload/', 'fields', 'user', 'field.add_field', {
    body: RequestFieldUploadBody,
    answer: FieldUploadTicket,
  }),
  getFieldUpload: r('GET', '/field/upload/{uploadId}/', 'fields', 'user', 'field.view_field', {
    params: UploadIdParams,
    answer: FieldUpload,
  }),
  drawField: r('POST', '/field/draw/', 'fields', 'user', 'field.add_field', { body: DrawFieldBody, answer: Field }),
  exportFields: r('GET', '/field/export/', 'fields', 'user', 'field.view_field', { query: ExportFieldsQuery, answer: FILE }),
  searchPlace: r('GET', '/field/search-place/', 'fields', 'user', 'field.view_field', {
    query: SearchPlaceQuery,
    answer: PlaceSearchResult,
  }),
  getFieldReport: r('GET', '/field/report/', 'monitoring', 'user', 'field.view_report', { query: FieldReportQuery, answer: z.array(FieldReport), meter: indexMeter('Index report') }),
  // The report as a PDF file, the farm summary list and the selected-fields summary (ours, spec 2 §2.6-2.8, §7.1)
  getFieldReportPdf: r('GET', '/field/report/pdf/', 'monitoring', 'user', 'field.view_report', { query: FieldReportQuery, answer: FILE, meter: indexMeter('Index report') }),
  listFarmSummary: r('GET', '/field/summary/', 'fields', 'user', 'field.view_field', { query: FarmSummaryQuery, answer: FarmSummaryList }),
  getSelectedFieldsSummary: r('GET', '/field/summary/fields/{ids}/', 'fields', 'user', 'field.view_field', {
    params: SelectedFieldsParams,
    query: TeamQuery,
    answer: SelectedFieldsSummary,
  }),

  // Weather (spec 2 §7.1, §7.2)
  getFieldWeatherInfo: r('GET', '/weather/field-info/', 'weather', 'user', 'weather.view_weather', {
    query: FieldWeatherInfoQuery,
    answer: FieldWeatherInfoResponse, meter: weatherMeter('Weather field info'),
  }),
  getForecast: r('GET', '/weather/forecast/', 'weather', 'user', 'weather.view_weather', { query: ForecastQuery, answer: ForecastResponse, meter: weatherMeter('Weather forecast') }),
  getHistory: r('GET', '/weather/weather/history/', 'weather', 'user', 'weather.view_weather', {
    query: HistoryQuery,
    answer: HistoryResponse, meter: weatherMeter('Weather history'),
  }),
  getAverageRainfall: r('GET', '/weather/average/rainfall/', 'weather', 'user', 'weather.view_weather', {
    query: HistoryRangeQuery,
    answer: RainfallResponse, meter: weatherMeter('Weather rainfall'),
  }),
  downloadHistory: r('GET', '/weather/weather/history/download/', 'weather', 'user', 'weather.view_weather', {
    query: HistoryRangeQuery,
    answer: HistoryDownloadResponse, meter: weatherMeter('Weather history download'),
  }),

  // Farm activities (spec 2 §7.3)
  listFieldActivities: r('GET', '/activity/field/{fieldId}/', 'activities', 'user', 'activity.view_farmactivity', {
    params: ActivityFieldParams,
    answer: z.array(Activity),
  }),
  createActivity: r('POST', '/activity/create/', 'activities', 'user', 'activity.add_farmactivity', {
    body: CreateActivityBody,
    answer: Activity,
  }),
  updateActivity: r('PUT', '/activity/{id}/update/', 'activities', 'user', 'activity.change_farmactivity', {
    params: ActivityIdParams,
    body: UpdateActivityBody,
    answer: Activity,
  }),
  closeActivity: r('PUT', '/activity/{id}/close/', 'activities', 'user', 'activity.close_farmactivity', {
    params: ActivityIdParams,
    body: CloseActivityBody,
    answer: Activity,
  }),
  assignActivity: r('PATCH', '/activity/{id}/assign/', 'activities', 'user', 'activity.assign_farmactivity', {
    params: ActivityIdParams,
    body: AssignActivityBody,
    answer: Activity,
  }),
  deleteActivity: r('DELETE', '/activity/{id}/delete/', 'activities', 'user', 'activity.delete_farmactivity', {
    params: ActivityIdParams,
    answer: EMPTY,
  }),
  getActivity: r('GET', '/activity/{id}/retrieve/', 'activities', 'user', 'activity.view_farmactivity', {
    params: ActivityIdParams,
    answer: Activity,
  }),
  /** The caller's own tasks (assigned to them or created by them) across their teams. */
  listUserActivities: r('GET', '/activity/user/{userId}/', 'activities', 'user', 'activity.view_farmactivity', {
    params: ActivityUserParams,
    answer: z.array(Activity),
  }),
  // The Download Task Report CSV of spec 2 §2.9 (ours): the tasks of a field, or of the whole team without `field`
  exportActivities: r('GET', '/activity/report/', 'activities', 'user', 'activity.view_farmactivity', {
    query: ActivityReportQuery,
    answer: FILE,
  }),

  // Crops, seasons, rotations (spec 2 §7.1, §7.4)
  listCrops: r('GET', '/field/crop/list/', 'crops', 'user', 'crop.view_crop', { query: CropTeamQuery, answer: z.array(Crop) }),
  defineCrop: r('POST', '/field/crop/define/', 'crops', 'user', 'crop.add_crop', { body: DefineCropBody, answer: Crop }),
  deleteCrop: r('DELETE', '/field/crop/{cropId}', 'crops', 'user', 'crop.delete_crop', { params: CropIdParams, answer: EMPTY }),
  listYearSeasons: r('GET', '/field/season/{year}/{fieldId}/all/', 'crops', 'user', 'crop.view_cropseason', {
    params: YearSeasonsParams,
    answer: z.array(CropSeason),
  }),
  defineSeason: r('POST', '/field/season/define/', 'crops', 'user', 'crop.add_cropseason', { body: DefineSeasonBody, answer: CropSeason }),
  deleteSeason: r('DELETE', '/field/season/{id}', 'crops', 'user', 'crop.delete_cropseason', {
    params: CropItemIdParams,
    query: DeleteSeasonQuery,
    answer: EMPTY,
  }),
  defineRotation: r('POST', '/field/rotation/define/', 'crops', 'user', 'crop.add_rotation', { body: DefineRotationBody, answer: Rotation }),
  listRotations: r('GET', '/field/rotation/', 'crops', 'user', 'crop.view_rotation', { query: ListRotationsQuery, answer: z.array(Rotation) }),
  updateRotation: r('PATCH', '/field/rotation/{id}/update', 'crops', 'user', 'crop.change_rotation', {
    params: CropItemIdParams,
    body: UpdateRotationBody,
    answer: Rotation,
  }),
  listSeasonCrops: r('GET', '/field/season/', 'crops', 'user', 'crop.view_cropseason', { query: SeasonCropsQuery, answer: z.array(CropSeason) }),
  deleteRotation: r('DELETE', '/field/rotation/{id}/', 'crops', 'user', 'crop.delete_rotation', { params: CropItemIdParams, answer: EMPTY }),

  // Index value lookup (spec 2 §7.5)
  getFarmValue: r('GET', '/farm/value', 'monitoring', 'user', 'monitoring.view_index', { query: FarmValueQuery, answer: FarmValueResponse, meter: indexMeter('Index value', 'calls') }),
  // Index series, dates, point values, legends and signed tile URLs for the monitoring screens (ours, spec 2 §2.1-2.3, §8)
  getIndexSeries: r('GET', '/monitoring/series/', 'monitoring', 'user', 'monitoring.view_index', { query: SeriesQuery, answer: SeriesResponse, meter: indexMeter('Index statistics') }),
  getIndexSeriesCsv: r('GET', '/monitoring/series/csv/', 'monitoring', 'user', 'monitoring.view_index', { query: SeriesQuery, answer: FILE, meter: indexMeter('Index statistics') }),
  getIndexDates: r('GET', '/monitoring/dates/', 'monitoring', 'user', 'monitoring.view_index', { query: DatesQuery, answer: DatesResponse }),
  getIndexPoint: r('GET', '/monitoring/point/', 'monitoring', 'user', 'monitoring.view_index', { query: PointQuery, answer: PointResponse, meter: indexMeter('Index value') }),
  /** JSON by default; `format=png` sends the legend as an image. */
  getIndexLegend: r('GET', '/monitoring/legend/', 'monitoring', 'user', 'monitoring.view_index', {
    query: LegendQuery,
    answer: LegendResponse,
  }),
  getTileUrl: r('GET', '/monitoring/tiles/', 'monitoring', 'user', 'monitoring.view_index', { query: TileUrlQuery, answer: TileUrlResponse, meter: indexMeter('Index tile') }),
  // XYZ map tiles: Leaflet loads them as images without a token, so each URL carries an HMAC signature instead
  // (made by getTileUrl after the team and permission checks). CloudFront's /tiles/* reaches it as /api/tiles/...
  getTile: r('GET', '/tiles/{fieldId}/{index}/{date}/{z}/{x}/{y}', 'monitoring', 'public', null, {
    params: TileParams,
    query: TileQuery,
    answer: FILE,
  }),

  // Subscriptions and payment (spec 3 §7): the plan list and detail are public
  listPublicPlans: r('GET', '/system_setup/subscription_plan_users/', 'system-setup', 'public', null, { answer: z.array(PublicPlan) }),
  getPublicPlan: r('GET', '/system_setup/subscription_plan_users/{id}', 'system-setup', 'public', null, {
    params: PlanIdParams,
    answer: PublicPlan,
  }),

  // The landing page's contact form (public; the stage's WAF limits how often one address may send it)
  sendContactMessage: r('POST', CONTACT_PATH, 'system-setup', 'public', null, { body: ContactBody, answer: ContactAnswer }),

  // System configuration, services and plans (admin)
  listSystemConfigurations: r('GET', '/system_setup/system_configuration/', 'system-setup', 'staff', null, {
    answer: z.array(SystemConfiguration),
  }),
  createSystemConfiguration: r('POST', '/system_setup/system_configuration/', 'system-setup', 'staff', null, {
    body: SystemConfigurationBody,
    answer: SystemConfiguration,
  }),
  updateSystemConfiguration: r('PATCH', '/system_setup/system_configuration/{id}/', 'system-setup', 'staff', null, {
    params: IdParams,
    body: UpdateSystemConfigurationBody,
    answer: SystemConfiguration,
  }),
  deleteSystemConfiguration: r('DELETE', '/system_setup/system_configuration/{id}/', 'system-setup', 'staff', null, {
    params: IdParams,
    answer: EMPTY,
  }),
  listServices: r('GET', '/system_setup/service/', 'system-setup', 'staff', null, { answer: z.array(AdminService) }),
  createService: r('POST', '/system_setup/service/', 'system-setup', 'staff', null, { body: CreateServiceBody, answer: AdminService }),
  getService: r('GET', '/system_setup/service/{id}', 'system-setup', 'staff', null, { params: ServiceIdParams, answer: AdminService }),
  updateService: r('PATCH', '/system_setup/service/{id}/', 'system-setup', 'staff', null, {
    params: ServiceIdParams,
    body: UpdateServiceBody,
    answer: AdminService,
  }),
  deleteService: r('DELETE', '/system_setup/service/{id}/', 'system-setup', 'staff', null, { params: ServiceIdParams, answer: EMPTY }),
  listPlans: r('GET', '/system_setup/subscription_plan/', 'system-setup', 'staff', null, { answer: z.array(AdminPlan) }),
  createPlan: r('POST', '/system_setup/subscription_plan/', 'system-setup', 'staff', null, { body: CreatePlanBody, answer: AdminPlan }),
  getPlan: r('GET', '/system_setup/subscription_plan/{id}/', 'system-setup', 'staff', null, { params: PlanIdParams, answer: AdminPlan }),
  updatePlan: r('PATCH', '/system_setup/subscription_plan/{id}/', 'system-setup', 'staff', null, {
    params: PlanIdParams,
    body: UpdatePlanBody,
    answer: AdminPlan,
  }),
  deletePlan: r('DELETE', '/system_setup/subscription_plan/{id}/', 'system-setup', 'staff', null, { params: PlanIdParams, answer: EMPTY }),
} as const satisfies Record<string, RouteSpec>;

export type RouteTable = typeof ROUTE_TABLE;
export type RouteId = keyof RouteTable;

/** The parsed (server-side) type of a route's params, query or body; `undefined` where the route has none. */
export type Parsed<S> = S extends ZodType ? z.output<S> : undefined;
/** What a client sends for a route's params, query or body. */
export type Sent<S> = S extends ZodType ? z.input<S> : undefined;
/** The JSON answer of a route: what its handler returns and its client receives. */
export type AnswerOf<Id extends RouteId> = RouteTable[Id] extends { answer: infer A extends ZodType } ? z.input<A> : never;

export const ROUTES: readonly RouteDef[] = (Object.entries(ROUTE_TABLE) as [RouteId, RouteSpec][]).map(([id, spec]) => ({
  ...spec,
  id,
  writes: spec.method !== 'GET',
}));

export const RESOURCES: readonly Resource[] = [...new Set(ROUTES.map((route) => route.resource))];

const BY_ID = new Map(ROUTES.map((route) => [route.id, route]));

export function routeById<Id extends RouteId>(id: Id): RouteDef & RouteTable[Id] {
  return BY_ID.get(id) as RouteDef & RouteTable[Id];
}

/** The answer schema of a route that answers JSON. */
export function answerSchema<Id extends RouteId>(id: Id): RouteTable[Id] extends { answer: infer A extends ZodType } ? A : never {
  const answer = ROUTE_TABLE[id] as RouteSpec;
  if (!answer.answer || !('safeParse' in answer.answer)) throw new Error(`Route ${id} does not answer JSON`);
  return answer.answer as RouteTable[Id] extends { answer: infer A extends ZodType } ? A : never;
}

/** `GET /field/{id}/update/` -> a matcher for concrete paths; parameters are single path segments. */
export function compilePath(path: string): RegExp {
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)');
  return new RegExp(`^${pattern}$`);
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const COMPILED = ROUTES.map((route) => ({ route, regex: compilePath(route.path) }));

/** Finds the route for a method and a path (without the API prefix); static segments win over parameters. */
export function matchRoute(method: string, path: string): RouteMatch | { methodNotAllowed: true } | null {
  let pathMatched = false;
  const candidates: RouteMatch[] = [];
  for (const { route, regex } of COMPILED) {
    const match = regex.exec(path);
    if (!match) continue;
    pathMatched = true;
    if (route.method !== method) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(match.groups ?? {})) params[key] = decodeURIComponent(value);
    candidates.push({ route, params });
  }
  if (candidates.length === 0) return pathMatched ? { methodNotAllowed: true } : null;
  // API Gateway prefers the route with the most static text, as does this.
  candidates.sort((a, b) => staticLength(b.route.path) - staticLength(a.route.path));
  return candidates[0] ?? null;
}

function staticLength(path: string): number {
  return path.replace(/\{\w+\}/g, '').length;
}
