import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTeamId } from '../../../lib/team-access';
import { useListTeamMembersQuery } from '../../../api/teams';

/** The people a task can be given to: the members of the user's team (spec 2 §6), not those only invited. */
export function useTeamMembers() {
  const teamId = useTeamId();
  const members = useListTeamMembersQuery(teamId ?? skipToken);
  const joined = useMemo(() => (members.data ?? []).filter((member) => !member.pending), [members.data]);
  return { members: joined, loading: members.isLoading };
}
