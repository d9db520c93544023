import * as z from 'zod';
import type { ApiMessageId } from '../../i18n/english';
import { ALL_PERMISSIONS } from '../../domain/permissions';
import { NAME_MAX_LENGTH, NAME_TOO_LONG } from '../../domain/names';
import { TEAM_NAME_MAX_LENGTH, TEAM_NAME_MESSAGES, TEAM_NAME_MIN_LENGTH } from '../../domain/team-name';

/** Ids travel as strings; the old client sent integers for roles and teams, so numbers are accepted too. */
const Id = z.union([z.string().min(1), z.number().int()]).transform(String);
const Privilege = z.enum(ALL_PERMISSIONS as [string, ...string[]], { message: 'team.roles.unknownPermission' });

/** The server's cap on a person's first or last name; the forms say the same. */
export const NAME_MAX = NAME_MAX_LENGTH;
export const ROLE_NAME_MAX = 60;

/** Catalogue keys (api/team): the API answers them in the caller's language, the screens format them. */
export const ROLE_MESSAGES = {
  nameRequired: 'team.roles.nameRequired',
  descriptionRequired: 'team.roles.descriptionRequired',
  firstNameRequired: 'team.roles.firstNameRequired',
  lastNameRequired: 'team.roles.lastNameRequired',
  emailRequired: 'team.roles.emailRequired',
  roleRequired: 'team.roles.roleRequired',
  invalidEmail: 'team.roles.invalidEmail',
  ownerRoleLocked: 'team.roles.ownerRoleLocked',
  ownerMemberLocked: 'team.roles.ownerMemberLocked',
  roleInUse: 'team.roles.roleInUse',
  memberLimit: 'team.roles.memberLimit',
  alreadyMember: 'team.roles.alreadyMember',
  roleAssigned: 'team.roles.roleAssigned',
  roleUpdated: 'team.roles.roleUpdated',
  memberRemoved: 'team.roles.memberRemoved',
  roleCreated: 'team.roles.roleCreated',
  roleDeleted: 'team.roles.roleDeleted',
  ownRoleLocked: 'team.roles.ownRoleLocked',
  grantNotHeld: 'team.roles.grantNotHeld',
  ownMembershipLocked: 'team.roles.ownMembershipLocked',
  memberOutranks: 'team.roles.memberOutranks',
  roleNameTaken: 'team.roles.roleNameTaken',
  roleChangedMeanwhile: 'team.roles.roleChangedMeanwhile',
  nameTooLong: NAME_TOO_LONG,
  roleNameTooLong: 'team.roles.nameTooLong',
  descriptionTooLong: 'team.roles.descriptionTooLong',
  unknownPermission: 'team.roles.unknownPermission',
  roleNotFound: 'team.roles.roleNotFound',
  memberNotFound: 'team.roles.memberNotFound',
  teamNotFound: 'team.roles.teamNotFound',
  otherTeamMember: 'team.roles.otherTeamMember',
  otherTeamRole: 'team.roles.otherTeamRole',
  wrongTeam: 'team.roles.wrongTeam',
} as const satisfies Record<string, string>;

export const Role = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  team: z.string(),
  privileges: z.array(z.string()),
  is_owner: z.boolean(),
});
export type Role = z.infer<typeof Role>;

export const TeamMember = z.object({
  id: z.string(),
  member: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), pk: z.string() }),
  role: z.object({ id: z.string(), name: z.string(), description: z.string(), privileges: z.array(z.string()) }).nullable(),
  /** True while an invited existing user has not accepted yet. */
  pending: z.boolean().optional(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamIdParams = z.object({ teamId: z.string().min(1) });
export const RoleIdParams = z.object({ id: z.string().min(1) });
export const MemberIdParams = z.object({ memberId: z.string().min(1) });

export const CreateRoleBody = z.object({
  name: z.string().trim().min(1, ROLE_MESSAGES.nameRequired).max(ROLE_NAME_MAX, 'team.roles.nameTooLong'),
  description: z.string().trim().min(1, ROLE_MESSAGES.descriptionRequired).max(300, 'team.roles.descriptionTooLong'),
  team: Id,
  privileges: z.array(Privilege).default([]),
});
export type CreateRoleBody = z.infer<typeof CreateRoleBody>;

export const UpdateRoleBody = CreateRoleBody;
export type UpdateRoleBody = z.infer<typeof UpdateRoleBody>;

const email = z.string().trim().min(1, ROLE_MESSAGES.emailRequired).email(ROLE_MESSAGES.invalidEmail).transform((v) => v.toLowerCase());

export const AssignRoleBody = z.object({
  first_name: z.string().trim().min(1, ROLE_MESSAGES.firstNameRequired).max(NAME_MAX, ROLE_MESSAGES.nameTooLong),
  last_name: z.string().trim().min(1, ROLE_MESSAGES.lastNameRequired).max(NAME_MAX, ROLE_MESSAGES.nameTooLong),
  email,
  role: Id.refine((value) => value.length > 0, ROLE_MESSAGES.roleRequired),
  team: Id,
});
export type AssignRoleBody = z.infer<typeof AssignRoleBody>;

export const ReassignRoleBody = z.object({
  email: email.optional(),
  role: Id,
  team: Id,
});
export type ReassignRoleBody = z.infer<typeof ReassignRoleBody>;

/** A team the caller works in (the team switcher's list). */
export const MyTeam = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  is_owner: z.boolean(),
  member_id: z.string(),
});
export type MyTeam = z.infer<typeof MyTeam>;

/** An invitation into a team waiting for the invited user's answer. */
export const Invitation = z.object({
  id: z.string(),
  team: z.object({ id: z.string(), name: z.string() }),
  role: z.object({ id: z.string(), name: z.string() }),
  invited_by: z.string(),
  invited_at: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;

export const UserIdParams = z.object({ userId: z.string().min(1) });
export const InvitationIdParams = z.object({ id: z.string().min(1) });

export const INVITATION_MESSAGES = {
  accepted: 'team.invitations.accepted',
  declined: 'team.invitations.declined',
  left: 'team.invitations.left',
  ownerCannotLeave: 'team.invitations.ownerCannotLeave',
  notFound: 'team.invitations.notFound',
  notMember: 'team.invitations.notMember',
  notYours: 'team.invitations.notYours',
} as const satisfies Record<string, ApiMessageId>;

/** PATCH /roles/team/{teamId}/ (ours): the team owner renames the team. */
export const RenameTeamBody = z.object({
  name: z.string().trim().min(TEAM_NAME_MIN_LENGTH, TEAM_NAME_MESSAGES.tooShort).max(TEAM_NAME_MAX_LENGTH, TEAM_NAME_MESSAGES.tooLong),
});
export type RenameTeamBody = z.infer<typeof RenameTeamBody>;

export const RenamedTeam = z.object({ id: z.string(), name: z.string() });
export type RenamedTeam = z.infer<typeof RenamedTeam>;
