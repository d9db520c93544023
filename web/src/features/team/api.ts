import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { z } from 'zod';
import { routeById } from '../../../../shared/api/routes';
import {
  Role,
  TeamMember,
  type AssignRoleBody,
  type CreateRoleBody,
  type ReassignRoleBody,
  type UpdateRoleBody,
} from '../../../../shared/api/schemas/roles';
import { api } from '../../lib/api';

/** A request for a route of the shared route table: its method, and its documented path with the params filled. */
function request(routeId: string, params: Record<string, string> = {}, body?: unknown): FetchArgs {
  const route = routeById(routeId);
  const url = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  return body === undefined ? { url, method: route.method } : { url, method: route.method, body };
}

const LIST = 'LIST' as const;

/** Team roles and members (spec 1 §7): every change invalidates the lists it touches, so they reload. */
export const teamApi = api.enhanceEndpoints({ addTagTypes: ['Role', 'TeamMember'] }).injectEndpoints({
  endpoints: (build) => ({
    listTeamRoles: build.query<Role[], string>({
      query: (teamId) => request('listTeamRoles', { teamId }),
      responseSchema: z.array(Role),
      providesTags: (result) => [...(result ?? []).map((role) => ({ type: 'Role' as const, id: role.id })), { type: 'Role', id: LIST }],
    }),
    listTeamMembers: build.query<TeamMember[], string>({
      query: (teamId) => request('listTeamMembers', { teamId }),
      responseSchema: z.array(TeamMember),
      providesTags: (result) => [
        ...(result ?? []).map((member) => ({ type: 'TeamMember' as const, id: member.id })),
        { type: 'TeamMember', id: LIST },
      ],
    }),
    /** Public: the permission strings a custom role can hold. */
    listPermissions: build.query<string[], void>({
      query: () => request('listPermissions'),
      responseSchema: z.array(z.string()),
      keepUnusedDataFor: 3600,
    }),
    createRole: build.mutation<Role, CreateRoleBody>({
      query: (body) => request('createRole', {}, body),
      responseSchema: Role,
      invalidatesTags: [{ type: 'Role', id: LIST }],
    }),
    updateRole: build.mutation<Role, { id: string; body: UpdateRoleBody }>({
      query: ({ id, body }) => request('updateRole', { id }, body),
      responseSchema: Role,
      // Members carry their role's name and privileges, the caller's own included.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Role', id },
        { type: 'Role', id: LIST },
        { type: 'TeamMember', id: LIST },
      ],
    }),
    deleteRole: build.mutation<void, string>({
      query: (id) => request('deleteRole', { id }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Role', id },
        { type: 'Role', id: LIST },
      ],
    }),
    assignRole: build.mutation<TeamMember, AssignRoleBody>({
      query: (body) => request('assignRole', {}, body),
      responseSchema: TeamMember,
      invalidatesTags: [{ type: 'TeamMember', id: LIST }],
    }),
    reassignRole: build.mutation<TeamMember, { memberId: string; body: ReassignRoleBody }>({
      query: ({ memberId, body }) => request('reassignRole', { memberId }, body),
      responseSchema: TeamMember,
      invalidatesTags: (_result, _error, { memberId }) => [
        { type: 'TeamMember', id: memberId },
        { type: 'TeamMember', id: LIST },
      ],
    }),
    removeMember: build.mutation<void, string>({
      query: (memberId) => request('removeMember', { memberId }),
      invalidatesTags: (_result, _error, memberId) => [
        { type: 'TeamMember', id: memberId },
        { type: 'TeamMember', id: LIST },
      ],
    }),
  }),
});

export const {
  useListTeamRolesQuery,
  useListTeamMembersQuery,
  useListPermissionsQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useAssignRoleMutation,
  useReassignRoleMutation,
  useRemoveMemberMutation,
} = teamApi;
