import { useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LoadError } from '../../../components/load-error';
import { apiErrorMessage } from '../../../lib/api';
// The member list is the team feature's endpoint (GET /accounts/team/{teamId}/members/); one cache entry serves both.
import { useListTeamMembersQuery } from '../../../api/teams';
import { teamOf, type CurrentTeam } from '../../../lib/use-current-team';
import { MemberName } from './member-name';

export const NO_TEAM_MEMBERS = 'team.noMembers';
export const ROLE_NOT_FOUND = 'team.notFound';

export const TEAM_MEMBERS_LOAD_FAILED = 'team.membersLoadFailed';

/**
 * The members of the team the user works in (the one whose subscription the page shows), named: skeleton rows while
 * loading, an error with Retry when the fetch fails.
 */
export function TeamMembersCard({ team }: { team: CurrentTeam | null }) {
  const intl = useIntl();
  const teamId = team?.id ?? null;
  const { data, isLoading, isError, error, isFetching, refetch } = useListTeamMembersQuery(teamId ?? skipToken);
  const members = data ?? [];

  const body = () => {
    if (isLoading) {
      return [0, 1, 2].map((row) => (
        <TableRow key={row} aria-hidden="true">
          <TableCell colSpan={3}>
            <Skeleton />
          </TableCell>
        </TableRow>
      ));
    }
    if (members.length === 0) {
      return (
        <TableRow>
          <TableCell colSpan={3} align="center" sx={{ py: 4, color: 'text.secondary' }}>
            {intl.formatMessage({ id: NO_TEAM_MEMBERS })}
          </TableCell>
        </TableRow>
      );
    }
    return members.map((entry) => (
      <TableRow key={entry.id}>
        <TableCell>
          <MemberName member={entry} />
        </TableCell>
        <TableCell sx={{ wordBreak: 'break-word' }}>{entry.member.email}</TableCell>
        <TableCell>{entry.role ? entry.role.name : <Chip size="small" color="warning" variant="outlined" label={intl.formatMessage({ id: ROLE_NOT_FOUND })} />}</TableCell>
      </TableRow>
    ));
  };

  return (
    <Card component="section" aria-labelledby="team-members-title">
      <CardHeader
        title={intl.formatMessage({ id: 'team.myMembersTitle' })}
        subheader={team?.name ? teamOf(team.name) : undefined}
        slotProps={{ title: { id: 'team-members-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent aria-busy={isLoading}>
        {isError && !data ? (
          <LoadError message={`${intl.formatMessage({ id: TEAM_MEMBERS_LOAD_FAILED })} ${apiErrorMessage(error, '')}`.trim()} onRetry={() => void refetch()} retrying={isFetching} />
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="team-members-title">
              <TableHead>
                <TableRow>
                  <TableCell>{intl.formatMessage({ id: 'team.fullName' })}</TableCell>
                  <TableCell>{intl.formatMessage({ id: 'team.emailAddress' })}</TableCell>
                  <TableCell>{intl.formatMessage({ id: 'team.role' })}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>{body()}</TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
