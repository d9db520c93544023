import * as z from 'zod';
import { AssignRoleBody, ROLE_MESSAGES } from '../../../../shared/api/schemas/roles';

/** The role picked for a member: required ('Role is Required'). */
export const RoleChoice = z.object({ role: z.string().min(1, ROLE_MESSAGES.roleRequired) });
export type RoleChoice = z.infer<typeof RoleChoice>;

/** Spec 1 §5: first name, last name, email and role are all required; the team is the one the owner works in. */
export const InviteForm = AssignRoleBody.pick({ first_name: true, last_name: true, email: true }).extend(RoleChoice.shape);
export type InviteForm = z.infer<typeof InviteForm>;
