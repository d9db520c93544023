import { z } from 'zod';
import { ALL_PERMISSIONS } from '../../domain/permissions';

/** Ids travel as strings; the old client sent integers for roles and teams, so numbers are accepted too. */
const Id = z.union([z.string().min(1), z.number().int()]).transform(String);
const Privilege = z.enum(ALL_PERMISSIONS as [string, ...string[]], { message: 'Unknown permission.' });

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
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamIdParams = z.object({ teamId: z.string().min(1) });
export const RoleIdParams = z.object({ id: z.string().min(1) });
export const MemberIdParams = z.object({ memberId: z.string().min(1) });

export const CreateRoleBody = z.object({
  name: z.string().trim().min(1, ROLE_MESSAGES.nameRequired).max(60),
  description: z.string().trim().min(1, ROLE_MESSAGES.descriptionRequired).max(300),
  team: Id,
  privileges: z.array(Privilege).default([]),
});
export type CreateRoleBody = z.infer<typeof CreateRoleBody>;

export const UpdateRoleBody = CreateRoleBody;
export type UpdateRoleBody = z.infer<typeof UpdateRoleBody>;

const email = z.string().trim().min(1, ROLE_MESSAGES.emailRequired).email(ROLE_MESSAGES.invalidEmail).transform((v) => v.toLowerCase());

export const AssignRoleBody = z.object({
  first_name: z.string().trim().min(1, ROLE_MESSAGES.firstNameRequired).max(80),
  last_name: z.string().trim().min(1, ROLE_MESSAGES.lastNameRequired).max(80),
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
