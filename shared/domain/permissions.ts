/**
 * The permission catalogue: every permission a team route can require, Django style `app.action_model`.
 * The Owner role holds all of them; custom roles hold a chosen subset.
 */
export const PERMISSIONS = [
  { code: 'accounts.view_teammember', label: 'Can view team member' },
  { code: 'roles.view_role', label: 'Can view role' },
  { code: 'roles.add_role', label: 'Can add role' },
  { code: 'roles.change_role', label: 'Can change role' },
  { code: 'roles.delete_role', label: 'Can delete role' },
  { code: 'roles.add_teammember', label: 'Can add team member' },
  { code: 'roles.change_teammember', label: 'Can change team member' },
  { code: 'roles.delete_teammember', label: 'Can delete team member' },
  { code: 'field.view_field', label: 'Can view field' },
  { code: 'field.add_field', label: 'Can add field' },
  { code: 'field.change_field', label: 'Can change field' },
  { code: 'field.delete_field', label: 'Can delete field' },
  { code: 'field.view_report', label: 'Can view report' },
  { code: 'monitoring.view_index', label: 'Can view index' },
  { code: 'weather.view_weather', label: 'Can view weather' },
  { code: 'activity.view_farmactivity', label: 'Can view farm activity' },
  { code: 'activity.add_farmactivity', label: 'Can add farm activity' },
  { code: 'activity.change_farmactivity', label: 'Can change farm activity' },
  { code: 'activity.close_farmactivity', label: 'Can close farm activity' },
  { code: 'activity.assign_farmactivity', label: 'Can assign farm activity' },
  { code: 'activity.delete_farmactivity', label: 'Can delete farm activity' },
  { code: 'crop.view_crop', label: 'Can view crop' },
  { code: 'crop.add_crop', label: 'Can add crop' },
  { code: 'crop.delete_crop', label: 'Can delete crop' },
  { code: 'crop.view_cropseason', label: 'Can view crop season' },
  { code: 'crop.add_cropseason', label: 'Can add crop season' },
  { code: 'crop.delete_cropseason', label: 'Can delete crop season' },
  { code: 'crop.view_rotation', label: 'Can view rotation' },
  { code: 'crop.add_rotation', label: 'Can add rotation' },
  { code: 'crop.change_rotation', label: 'Can change rotation' },
  { code: 'crop.delete_rotation', label: 'Can delete rotation' },
  { code: 'subscription.view_subscription', label: 'Can view subscription' },
  { code: 'payment.add_payment', label: 'Can add payment' },
  { code: 'alert.change_alertthreshold', label: 'Can change alert thresholds' },
  { code: 'scouting.view_scoutingnote', label: 'Can view scouting note' },
  { code: 'scouting.add_scoutingnote', label: 'Can add scouting note' },
  { code: 'scouting.change_scoutingnote', label: 'Can change scouting note' },
  { code: 'scouting.delete_scoutingnote', label: 'Can delete scouting note' },
  { code: 'partners.manage_apikey', label: 'Can manage API keys' },
  { code: 'sharing.view_sharelink', label: 'Can view share link' },
  { code: 'sharing.add_sharelink', label: 'Can add share link' },
  { code: 'sharing.delete_sharelink', label: 'Can delete share link' },
] as const;

export type Permission = (typeof PERMISSIONS)[number]['code'];

export const ALL_PERMISSIONS: readonly Permission[] = PERMISSIONS.map((p) => p.code);

const LABELS = new Map<string, string>(PERMISSIONS.map((p) => [p.code, p.label]));

/** The catalogue key of a permission's label on screen (web/team), null for a code not in the catalogue. */
export function permissionLabelId(code: string): `team.permission.${Permission}` | null {
  return isPermission(code) ? `team.permission.${code}` : null;
}

/** 'field.add_field' -> 'Can add field' (English; the screens show permissionLabelId's text in their language). */
export function permissionLabel(code: string): string {
  return LABELS.get(code) ?? `Can ${code.split('.').pop()?.replace(/_/g, ' ') ?? code}`;
}

export function isPermission(code: string): code is Permission {
  return LABELS.has(code);
}

export const OWNER_ROLE_NAME = 'Owner';

/** Permissions of a role that only reads: fields, maps, reports, weather, tasks and crop plans. */
const VIEWING: readonly Permission[] = [
  'field.view_field',
  'field.view_report',
  'monitoring.view_index',
  'weather.view_weather',
  'activity.view_farmactivity',
  'crop.view_crop',
  'crop.view_cropseason',
  'crop.view_rotation',
  'scouting.view_scoutingnote',
];

/**
 * The roles every new team starts with besides Owner, so that an owner can invite someone on the first day; they are
 * ordinary custom roles, changed or deleted on Manage Roles like any other.
 */
export const STARTER_ROLES: readonly { name: string; description: string; privileges: readonly Permission[] }[] = [
  {
    name: 'Manager',
    description: 'Runs the farm day to day: fields, tasks, crop plans and members, but not roles or payments.',
    privileges: ALL_PERMISSIONS.filter(
      (code) => !/^roles\.(add|change|delete)_role$/.test(code) && code !== 'payment.add_payment' && code !== 'partners.manage_apikey',
    ),
  },
  {
    name: 'Field Officer',
    description: 'Works in the fields: sees the maps and reports, draws and edits fields, records and closes tasks, plans seasons.',
    privileges: [
      ...VIEWING,
      'accounts.view_teammember',
      'field.add_field',
      'field.change_field',
      'activity.add_farmactivity',
      'activity.change_farmactivity',
      'activity.close_farmactivity',
      'crop.add_cropseason',
      'scouting.add_scoutingnote',
      'scouting.change_scoutingnote',
    ],
  },
  { name: 'Viewer', description: 'Sees the fields, maps, reports, weather, tasks and crop plans, and changes nothing.', privileges: VIEWING },
];
