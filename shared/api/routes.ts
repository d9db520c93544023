import type { Permission } from '../domain/permissions';

/**
 * THE route table. Every call the product's web client makes to its own backend, with the path exactly as the
 * specification documents it (trailing slashes included). It drives the API Gateway routes (CDK), each resource
 * Lambda's router, the local gateway, the web client and the contract test.
 *
 * Calls the specification sends to /auth/... are Cognito's (through Amplify in the browser) and are not here.
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

export interface RouteDef {
  /** Stable identifier, used to bind a handler to the route. */
  readonly id: string;
  readonly method: HttpMethod;
  /** The path as the specification documents it, API Gateway syntax for parameters. */
  readonly path: string;
  readonly resource: Resource;
  readonly auth: AuthLevel;
  /** The team permission a member's role must hold (the Owner role holds all). null: none beyond `auth`. */
  readonly permission: Permission | null;
  /** Whether the handler writes to the table; drives least-privilege grants. */
  readonly writes: boolean;
}

/** The web app calls the API under this prefix on its own origin (CloudFront /api/* in a deployed stage). */
export const API_PREFIX = '/api';

const r = (
  id: string,
  method: HttpMethod,
  path: string,
  resource: Resource,
  auth: AuthLevel,
  permission: Permission | null = null,
): RouteDef => ({ id, method, path, resource, auth, permission, writes: method !== 'GET' });

export const ROUTES: readonly RouteDef[] = [
  r('health', 'GET', '/health/', 'health', 'public'),

  // Accounts (spec 1 §7, spec 3 §7)
  r('getProfile', 'GET', '/accounts/{userId}/profile/', 'accounts', 'user'),
  r('updateProfile', 'PUT', '/accounts/{userId}/profile/', 'accounts', 'user'),
  r('listTeamMembers', 'GET', '/accounts/team/{teamId}/members/', 'accounts', 'user', 'accounts.view_teammember'),
  r('listAllUsers', 'GET', '/accounts/all-users/', 'accounts', 'staff'),
  r('listTeams', 'GET', '/accounts/team/', 'accounts', 'staff'),
  r('getAccountSubscription', 'GET', '/accounts/subscriptions/{id}/', 'accounts', 'user', 'subscription.view_subscription'),
  r('listUsers', 'GET', '/accounts/user/', 'accounts', 'staff'),
  r('deleteUser', 'DELETE', '/accounts/user/delete/{id}', 'accounts', 'staff'),
  r('listPayments', 'GET', '/accounts/payment/', 'accounts', 'staff'),
  r('listAccountSubscriptions', 'GET', '/accounts/subscriptions/', 'accounts', 'staff'),
  r('approveTeam', 'PATCH', '/accounts/team/{id}/', 'accounts', 'staff'),
  r('createPayment', 'POST', '/accounts/payment/create', 'payments', 'user', 'payment.add_payment'),

  // Tracking (admin)
  r('listTracking', 'GET', '/tracking/tracking/', 'tracking', 'staff'),

  // Roles (spec 1 §7)
  r('listTeamRoles', 'GET', '/roles/team/{teamId}/', 'roles', 'user', 'roles.view_role'),
  r('listPermissions', 'GET', '/roles/permissions/', 'roles', 'public'),
  r('assignRole', 'POST', '/roles/assign/', 'roles', 'user', 'roles.add_teammember'),
  r('reassignRole', 'PATCH', '/roles/reassign/{memberId}/', 'roles', 'user', 'roles.change_teammember'),
  r('removeMember', 'DELETE', '/roles/remove-member/{memberId}/', 'roles', 'user', 'roles.delete_teammember'),
  r('createRole', 'POST', '/roles/create/', 'roles', 'user', 'roles.add_role'),
  r('updateRole', 'PUT', '/roles/{id}/', 'roles', 'user', 'roles.change_role'),
  r('deleteRole', 'DELETE', '/roles/{id}/', 'roles', 'user', 'roles.delete_role'),

  // Fields (spec 2 §7.1)
  r('createField', 'POST', '/field/create/', 'fields', 'user', 'field.add_field'),
  r('listFields', 'GET', '/field/', 'fields', 'user', 'field.view_field'),
  r('updateField', 'PATCH', '/field/{id}/update/', 'fields', 'user', 'field.change_field'),
  r('deleteField', 'DELETE', '/field/{id}/delete/', 'fields', 'user', 'field.delete_field'),
  r('getMonitoring', 'GET', '/monitoring/', 'monitoring', 'user', 'monitoring.view_index'),
  // Field uploads through presigned S3 PUTs, drawn fields, export and place search (ours, for spec 2 §2.1)
  r('requestFieldUpload', 'POST', '/field/upload/', 'fields', 'user', 'field.add_field'),
  r('getFieldUpload', 'GET', '/field/upload/{uploadId}/', 'fields', 'user', 'field.view_field'),
  r('drawField', 'POST', '/field/draw/', 'fields', 'user', 'field.add_field'),
  r('exportFields', 'GET', '/field/export/', 'fields', 'user', 'field.view_field'),
  r('searchPlace', 'GET', '/field/search-place/', 'fields', 'user', 'field.view_field'),
  r('getFieldReport', 'GET', '/field/report/', 'fields', 'user', 'field.view_report'),

  // Weather (spec 2 §7.1, §7.2)
  r('getFieldWeatherInfo', 'GET', '/weather/field-info/', 'weather', 'user', 'weather.view_weather'),
  r('getForecast', 'GET', '/weather/forecast/', 'weather', 'user', 'weather.view_weather'),
  r('getHistory', 'GET', '/weather/weather/history/', 'weather', 'user', 'weather.view_weather'),
  r('getAverageRainfall', 'GET', '/weather/average/rainfall/', 'weather', 'user', 'weather.view_weather'),
  r('downloadHistory', 'GET', '/weather/weather/history/download/', 'weather', 'user', 'weather.view_weather'),

  // Farm activities (spec 2 §7.3)
  r('listFieldActivities', 'GET', '/activity/field/{fieldId}/', 'activities', 'user', 'activity.view_farmactivity'),
  r('createActivity', 'POST', '/activity/create/', 'activities', 'user', 'activity.add_farmactivity'),
  r('updateActivity', 'PUT', '/activity/{id}/update/', 'activities', 'user', 'activity.change_farmactivity'),
  r('closeActivity', 'PUT', '/activity/{id}/close/', 'activities', 'user', 'activity.close_farmactivity'),
  r('assignActivity', 'PATCH', '/activity/{id}/assign/', 'activities', 'user', 'activity.assign_farmactivity'),
  r('deleteActivity', 'DELETE', '/activity/{id}/delete/', 'activities', 'user', 'activity.delete_farmactivity'),
  r('getActivity', 'GET', '/activity/{id}/retrieve/', 'activities', 'user', 'activity.view_farmactivity'),
  r('listUserActivities', 'GET', '/activity/user/{userId}/', 'activities', 'user', 'activity.view_farmactivity'),

  // Crops, seasons, rotations (spec 2 §7.1, §7.4)
  r('listCrops', 'GET', '/field/crop/list/', 'crops', 'user', 'crop.view_crop'),
  r('defineCrop', 'POST', '/field/crop/define/', 'crops', 'user', 'crop.add_crop'),
  r('deleteCrop', 'DELETE', '/field/crop/{cropId}', 'crops', 'user', 'crop.delete_crop'),
  r('listYearSeasons', 'GET', '/field/season/{year}/{fieldId}/all/', 'crops', 'user', 'crop.view_cropseason'),
  r('defineSeason', 'POST', '/field/season/define/', 'crops', 'user', 'crop.add_cropseason'),
  r('deleteSeason', 'DELETE', '/field/season/{id}', 'crops', 'user', 'crop.delete_cropseason'),
  r('defineRotation', 'POST', '/field/rotation/define/', 'crops', 'user', 'crop.add_rotation'),
  r('listRotations', 'GET', '/field/rotation/', 'crops', 'user', 'crop.view_rotation'),
  r('updateRotation', 'PATCH', '/field/rotation/{id}/update', 'crops', 'user', 'crop.change_rotation'),
  r('listSeasonCrops', 'GET', '/field/season/', 'crops', 'user', 'crop.view_cropseason'),
  r('deleteRotation', 'DELETE', '/field/rotation/{id}/', 'crops', 'user', 'crop.delete_rotation'),

  // Index value lookup (spec 2 §7.5)
  r('getFarmValue', 'GET', '/farm/value', 'monitoring', 'user', 'monitoring.view_index'),
  // Index series, dates, point values, legends and signed tile URLs for the monitoring screens (ours, spec 2 §2.1-2.3, §8)
  r('getIndexSeries', 'GET', '/monitoring/series/', 'monitoring', 'user', 'monitoring.view_index'),
  r('getIndexSeriesCsv', 'GET', '/monitoring/series/csv/', 'monitoring', 'user', 'monitoring.view_index'),
  r('getIndexDates', 'GET', '/monitoring/dates/', 'monitoring', 'user', 'monitoring.view_index'),
  r('getIndexPoint', 'GET', '/monitoring/point/', 'monitoring', 'user', 'monitoring.view_index'),
  r('getIndexLegend', 'GET', '/monitoring/legend/', 'monitoring', 'user', 'monitoring.view_index'),
  r('getTileUrl', 'GET', '/monitoring/tiles/', 'monitoring', 'user', 'monitoring.view_index'),
  // XYZ map tiles: Leaflet loads them as images without a token, so each URL carries an HMAC signature instead
  // (made by getTileUrl after the team and permission checks). CloudFront's /tiles/* reaches it as /api/tiles/...
  r('getTile', 'GET', '/tiles/{fieldId}/{index}/{date}/{z}/{x}/{y}', 'monitoring', 'public'),

  // Subscriptions and payment (spec 3 §7): the plan list and detail are public
  r('listPublicPlans', 'GET', '/system_setup/subscription_plan_users/', 'system-setup', 'public'),
  r('getPublicPlan', 'GET', '/system_setup/subscription_plan_users/{id}', 'system-setup', 'public'),

  // System configuration, services and plans (admin)
  r('listSystemConfigurations', 'GET', '/system_setup/system_configuration/', 'system-setup', 'staff'),
  r('createSystemConfiguration', 'POST', '/system_setup/system_configuration/', 'system-setup', 'staff'),
  r('updateSystemConfiguration', 'PATCH', '/system_setup/system_configuration/{id}/', 'system-setup', 'staff'),
  r('deleteSystemConfiguration', 'DELETE', '/system_setup/system_configuration/{id}/', 'system-setup', 'staff'),
  r('listServices', 'GET', '/system_setup/service/', 'system-setup', 'staff'),
  r('createService', 'POST', '/system_setup/service/', 'system-setup', 'staff'),
  r('getService', 'GET', '/system_setup/service/{id}', 'system-setup', 'staff'),
  r('updateService', 'PATCH', '/system_setup/service/{id}/', 'system-setup', 'staff'),
  r('deleteService', 'DELETE', '/system_setup/service/{id}/', 'system-setup', 'staff'),
  r('listPlans', 'GET', '/system_setup/subscription_plan/', 'system-setup', 'staff'),
  r('createPlan', 'POST', '/system_setup/subscription_plan/', 'system-setup', 'staff'),
  r('getPlan', 'GET', '/system_setup/subscription_plan/{id}/', 'system-setup', 'staff'),
  r('updatePlan', 'PATCH', '/system_setup/subscription_plan/{id}/', 'system-setup', 'staff'),
  r('deletePlan', 'DELETE', '/system_setup/subscription_plan/{id}/', 'system-setup', 'staff'),
];

export const RESOURCES: readonly Resource[] = [...new Set(ROUTES.map((route) => route.resource))];

export function routeById(id: string): RouteDef {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
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
