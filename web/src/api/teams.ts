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
} from '../../../shared/api/schemas/roles';
import { api, endpoint, keyed, type Keyed } from '../lib/api';

const LIST = 'LIST' as const;

/** Team roles and members (spec 1 §7): every change invalidates the lists it touches, so they reload. */
export const teamApi = api.enhanceEndpoints({ addTagTypes: ['Role', 'TeamMember', 'MyTeam', 'Invitation'] }).injectEndpoints({
  endpoints: (build) => ({
    listTeamRoles: build.query<Role[], string>({
      ...endpoint('listTeamRoles', (teamId: string) => ({ params: { teamId } })),
      providesTags: (result) => [...(result ?? []).map((role) => ({ type: 'Role' as const, id: role.id })), { type: 'Role', id: LIST }],
    }),
    listTeamMembers: build.query<TeamMember[], string>({
      ...endpoint('listTeamMembers', (teamId: string) => ({ params: { teamId } })),
      providesTags: (result) => [
        ...(result ?? []).map((member) => ({ type: 'TeamMember' as const, id: member.id })),
        { type: 'TeamMember', id: LIST },
      ],
    }),
    /** Public: the permission strings a custom role can hold. */
    listPermissions: build.query<string[], void>({
      ...endpoint('listPermissions'),
      keepUnusedDataFor: 3600,
    }),
    createRole: build.mutation<Role, Keyed<CreateRoleBody>>({
      ...endpoint('createRole', (arg: Keyed<CreateRoleBody>) => keyed(arg)),
      invalidatesTags: [{ type: 'Role', id: LIST }],
    }),
    updateRole: build.mutation<Role, { id: string; body: UpdateRoleBody }>({
      ...endpoint('updateRole', ({ id, body }: { id: string; body: UpdateRoleBody }) => ({ params: { id }, body })),
      // Members carry their role's name and privileges, the caller's own included.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Role', id },
        { type: 'Role', id: LIST },
        { type: 'TeamMember', id: LIST },
      ],
    }),
    deleteRole: build.mutation<void, string>({
      ...endpoint('deleteRole', (id: string) => ({ params: { id } })),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Role', id },
        { type: 'Role', id: LIST },
      ],
    }),
    assignRole: build.mutation<TeamMember, Keyed<AssignRoleBody>>({
      ...endpoint('assignRole', (arg: Keyed<AssignRoleBody>) => keyed(arg)),
      invalidatesTags: [{ type: 'TeamMember', id: LIST }],
    }),
    reassignRole: build.mutation<TeamMember, { memberId: string; body: ReassignRoleBody }>({
      ...endpoint('reassignRole', ({ memberId, body }: { memberId: string; body: ReassignRoleBody }) => ({ params: { memberId }, body })),
      invalidatesTags: (_result, _error, { memberId }) => [
        { type: 'TeamMember', id: memberId },
        { type: 'TeamMember', id: LIST },
      ],
    }),
    /** The teams the user belongs to, for the team switcher. */
    listMyTeams: build.query<MyTeam[], string>({
      ...endpoint('listMyTeams', (userId: string) => ({ params: { userId } })),
      providesTags: [{ type: 'MyTeam', id: LIST }],
    }),
    /** Invitations waiting for the user's answer: nothing of theirs moves until they accept. */
    listMyInvitations: build.query<Invitation[], string>({
      ...endpoint('listMyInvitations', (userId: string) => ({ params: { userId } })),
      providesTags: [{ type: 'Invitation', id: LIST }],
    }),
    acceptInvitation: build.mutation<MyTeam, string>({
      ...endpoint('acceptInvitation', (id: string) => ({ params: { id } })),
      invalidatesTags: [
        { type: 'Invitation', id: LIST },
        { type: 'MyTeam', id: LIST },
      ],
    }),
    declineInvitation: build.mutation<void, string>({
      ...endpoint('declineInvitation', (id: string) => ({ params: { id } })),
      invalidatesTags: [{ type: 'Invitation', id: LIST }],
    }),
    leaveTeam: build.mutation<void, string>({
      ...endpoint('leaveTeam', (teamId: string) => ({ params: { teamId } })),
      invalidatesTags: [{ type: 'MyTeam', id: LIST }],
    }),
    /** The owner renames the team: the switcher's list and the profile (which names the owned team) reload. */
    renameTeam: build.mutation<RenamedTeam, { teamId: string; body: RenameTeamBody }>({
      ...endpoint('renameTeam', ({ teamId, body }: { teamId: string; body: RenameTeamBody }) => ({ params: { teamId }, body })),
      invalidatesTags: [{ type: 'MyTeam', id: LIST }, 'Profile'],
    }),
    removeMember: build.mutation<void, string>({
      ...endpoint('removeMember', (memberId: string) => ({ params: { memberId } })),
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
