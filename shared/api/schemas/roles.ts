import * as z from 'zod';
import { ALL_PERMISSIONS } from '../../domain/permissions';
import { NAME_MAX_LENGTH, NAME_TOO_LONG } from '../../domain/names';
import { TEAM_NAME_MAX_LENGTH, TEAM_NAME_MESSAGES, TEAM_NAME_MIN_LENGTH } from '../../domain/team-name';

/** Ids travel as strings; the old client sent integers for roles and teams, so numbers are accepted too. */
const Id = z.union([z.string().min(1), z.number().int()]).transform(String);
const Privilege = z.enum(ALL_PERMISSIONS as [string, ...string[]], { message: 'Unknown permission.' });

/** The server's cap on a person's first or last name; the forms say the same. */
export const NAME_MAX = NAME_MAX_LENGTH;
export const ROLE_NAME_MAX = 60;

export const ROLE_MESSAGES = {
  nameRequired: 'Role Name is Required',
  descriptionRequired: 'Role Description is Required',
  firstNameRequired: 'First Name is Required',
  lastNameRequired: 'Last Name is Required',
  emailRequired: 'Email Address is Required',
  roleRequired: 'Role is Required',
  invalidEmail: 'Please, enter a valid email address',
  ownerRoleLocked: 'The Owner role cannot be changed or deleted.',
  ownerMemberLocked: 'Members with the Owner role cannot be changed or removed.',
  roleInUse: 'This role is still held by team members. Give them another role first.',
  memberLimit: 'Your team has reached its member limit. Upgrade your subscription to add more members.',
  alreadyMember: 'This person is already a member of the team.',
  roleAssigned: 'Role Assigned successfully.',
  roleUpdated: 'Role Updated successfully.',
  memberRemoved: 'Member Removed successfully.',
  roleCreated: 'Role created successfully.',
  roleDeleted: 'Role deleted successfully.',
  ownRoleLocked: 'You cannot change a role you hold yourself.',
  grantNotHeld: 'You cannot grant permissions you do not hold yourself.',
  ownMembershipLocked: 'You cannot change your own membership.',
  memberOutranks: 'You cannot change or remove a member who holds permissions you do not hold.',
  roleNameTaken: 'A role with this name already exists in your team.',
  roleChangedMeanwhile: 'This role was changed meanwhile. Reload and try again.',
  nameTooLong: NAME_TOO_LONG,
} as const;

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
  name: z.string().trim().min(1, ROLE_MESSAGES.nameRequired).max(ROLE_NAME_MAX, `Role Name can be at most ${ROLE_NAME_MAX} characters long.`),
  description: z.string().trim().min(1, ROLE_MESSAGES.descriptionRequired).max(300, 'Role Description can be at most 300 characters long.'),
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
  accepted: 'Invitation accepted: you are now a member of the team.',
  declined: 'Invitation declined.',
  left: 'You have left the team.',
  ownerCannotLeave: 'The owner of a team cannot leave it.',
  notFound: 'Invitation not found.',
  notMember: 'You are not a member of this team.',
  notYours: 'You can only see your own teams and invitations.',
} as const;

/** PATCH /roles/team/{teamId}/ (ours): the team owner renames the team. */
export const RenameTeamBody = z.object({
  name: z.string().trim().min(TEAM_NAME_MIN_LENGTH, TEAM_NAME_MESSAGES.tooShort).max(TEAM_NAME_MAX_LENGTH, TEAM_NAME_MESSAGES.tooLong),
});
export type RenameTeamBody = z.infer<typeof RenameTeamBody>;

export const RenamedTeam = z.object({ id: z.string(), name: z.string() });
export type RenamedTeam = z.infer<typeof RenamedTeam>;
