import * as z from 'zod';
import { PermissionList } from '../schemas/common';
import { AssignRoleBody, CreateRoleBody, Invitation, InvitationIdParams, MemberIdParams, MyTeam, ReassignRoleBody, RenamedTeam, RenameTeamBody, Role, RoleIdParams, TeamIdParams, TeamMember, UpdateRoleBody, UserIdParams as RoleUserIdParams } from '../schemas/roles';
import { EMPTY, r, type RouteSpec } from './spec';

/** The routes of the roles Lambda. */
export const ROLES_ROUTES = {
  // Roles (spec 1 §7)
  listTeamRoles: r('GET', '/roles/team/{teamId}/', 'roles', 'user', 'roles.view_role', { team: 'path', params: TeamIdParams, answer: z.array(Role) }),
  listPermissions: r('GET', '/roles/permissions/', 'roles', 'public', null, { answer: PermissionList }),
  assignRole: r('POST', '/roles/assign/', 'roles', 'user', 'roles.add_teammember', { team: 'body', body: AssignRoleBody, answer: TeamMember }),
  reassignRole: r('PATCH', '/roles/reassign/{memberId}/', 'roles', 'user', 'roles.change_teammember', {
    team: 'body',
    params: MemberIdParams,
    body: ReassignRoleBody,
    answer: TeamMember,
  }),
  removeMember: r('DELETE', '/roles/remove-member/{memberId}/', 'roles', 'user', 'roles.delete_teammember', {
    team: 'query',
    params: MemberIdParams,
    answer: EMPTY,
  }),
  createRole: r('POST', '/roles/create/', 'roles', 'user', 'roles.add_role', { team: 'body', body: CreateRoleBody, answer: Role }),
  updateRole: r('PUT', '/roles/{id}/', 'roles', 'user', 'roles.change_role', { team: 'body', params: RoleIdParams, body: UpdateRoleBody, answer: Role }),
  deleteRole: r('DELETE', '/roles/{id}/', 'roles', 'user', 'roles.delete_role', { team: 'query', params: RoleIdParams, answer: EMPTY }),
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
} as const satisfies Record<string, RouteSpec>;
