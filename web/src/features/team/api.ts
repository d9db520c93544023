import {
  type Invitation,
  type MyTeam,
  type Role,
  type TeamMember,
  type AssignRoleBody,
  type CreateRoleBody,
  type ReassignRoleBody,
  type RenamedTeam,
  type RenameTeamBody,
  type UpdateRoleBody,
} from '../../../../shared/api/schemas/roles';
import { answerOf, api, keyed, request, type Keyed } from '../../lib/api';

const LIST = 'LIST' as const;

/** Team roles and members (spec 1 §7): every change invalidates the lists it touches, so they reload. */
export const teamApi = api.enhanceEndpoints({ addTagTypes: ['Role', 'TeamMember', 'MyTeam', 'Invitation'] }).injectEndpoints({
  endpoints: (build) => ({
    listTeamRoles: build.query<Role[], string>({
      query: (teamId) => request('listTeamRoles', { params: { teamId } }),
      responseSchema: answerOf('listTeamRoles'),
      providesTags: (result) => [...(result ?? []).map((role) => ({ type: 'Role' as const, id: role.id })), { type: 'Role', id: LIST }],
    }),
    listTeamMembers: build.query<TeamMember[], string>({
      query: (teamId) => request('listTeamMembers', { params: { teamId } }),
      responseSchema: answerOf('listTeamMembers'),
      providesTags: (result) => [
        ...(result ?? []).map((member) => ({ type: 'TeamMember' as const, id: member.id })),
        { type: 'TeamMember', id: LIST },
      ],
    }),
    /** Public: the permission strings a custom role can hold. */
    listPermissions: build.query<string[], void>({
      query: () => request('listPermissions'),
      responseSchema: answerOf('listPermissions'),
      keepUnusedDataFor: 3600,
    }),
    createRole: build.mutation<Role, Keyed<CreateRoleBody>>({
      query: (arg) => request('createRole', keyed(arg)),
      responseSchema: answerOf('createRole'),
      invalidatesTags: [{ type: 'Role', id: LIST }],
    }),
    updateRole: build.mutation<Role, { id: string; body: UpdateRoleBody }>({
      query: ({ id, body }) => request('updateRole', { params: { id }, body }),
      responseSchema: answerOf('updateRole'),
      // Members carry their role's name and privileges, the caller's own included.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Role', id },
        { type: 'Role', id: LIST },
        { type: 'TeamMember', id: LIST },
      ],
    }),
    deleteRole: build.mutation<void, string>({
      query: (id) => request('deleteRole', { params: { id } }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Role', id },
        { type: 'Role', id: LIST },
      ],
    }),
    assignRole: build.mutation<TeamMember, Keyed<AssignRoleBody>>({
      query: (arg) => request('assignRole', keyed(arg)),
      responseSchema: answerOf('assignRole'),
      invalidatesTags: [{ type: 'TeamMember', id: LIST }],
    }),
    reassignRole: build.mutation<TeamMember, { memberId: string; body: ReassignRoleBody }>({
      query: ({ memberId, body }) => request('reassignRole', { params: { memberId }, body }),
      responseSchema: answerOf('reassignRole'),
      invalidatesTags: (_result, _error, { memberId }) => [
        { type: 'TeamMember', id: memberId },
        { type: 'TeamMember', id: LIST },
      ],
    }),
    /** The teams the user belongs to, for the team switcher. */
    listMyTeams: build.query<MyTeam[], string>({
      query: (userId) => request('listMyTeams', { params: { userId } }),
      responseSchema: answerOf('listMyTeams'),
      providesTags: [{ type: 'MyTeam', id: LIST }],
    }),
    /** Invitations waiting for the user's answer: nothing of theirs moves until they accept. */
    listMyInvitations: build.query<Invitation[], string>({
      query: (userId) => request('listMyInvitations', { params: { userId } }),
      responseSchema: answerOf('listMyInvitations'),
      providesTags: [{ type: 'Invitation', id: LIST }],
    }),
    acceptInvitation: build.mutation<MyTeam, string>({
      query: (id) => request('acceptInvitation', { params: { id } }),
      responseSchema: answerOf('acceptInvitation'),
      invalidatesTags: [
        { type: 'Invitation', id: LIST },
        { type: 'MyTeam', id: LIST },
      ],
    }),
    declineInvitation: build.mutation<void, string>({
      query: (id) => request('declineInvitation', { params: { id } }),
      invalidatesTags: [{ type: 'Invitation', id: LIST }],
    }),
    leaveTeam: build.mutation<void, string>({
      query: (teamId) => request('leaveTeam', { params: { teamId } }),
      invalidatesTags: [{ type: 'MyTeam', id: LIST }],
    }),
    /** The owner renames the team: the switcher's list and the profile (which names the owned team) reload. */
    renameTeam: build.mutation<RenamedTeam, { teamId: string; body: RenameTeamBody }>({
      query: ({ teamId, body }) => request('renameTeam', { params: { teamId }, body }),
      responseSchema: answerOf('renameTeam'),
      invalidatesTags: [{ type: 'MyTeam', id: LIST }, 'Profile'],
    }),
    removeMember: build.mutation<void, string>({
      query: (memberId) => request('removeMember', { params: { memberId } }),
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
  useListMyTeamsQuery,
  useListMyInvitationsQuery,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useLeaveTeamMutation,
  useRenameTeamMutation,
} = teamApi;
