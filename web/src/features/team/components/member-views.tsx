import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Role, TeamMember } from '../../../../../shared/api/schemas/roles';
import { isOwnerMember } from '../hooks/use-team-access';
import { MemberActions, type MemberActionRights } from './member-actions';
import { MemberName } from './member-name';
import { MemberRoleTag } from './member-role-tag';

/** The member list's state: loading, a text instead of the list (no team, refused, empty), or the members. */
export type MemberListState = { kind: 'loading' } | { kind: 'message'; text: string } | { kind: 'members'; members: readonly TeamMember[] };

interface MemberViewProps extends MemberActionRights {
  state: MemberListState;
  roles: Role[] | undefined;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

function BodyMessage({ children }: { children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/** From `sm` up: the members as a table. */
export function MemberTable({ state, roles, labelledBy, ...rights }: MemberViewProps) {
  return (
    <TableContainer>
      <Table aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="team.fullName" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="team.emailAddress" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="team.role" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="team.action" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {state.kind === 'loading' &&
            [0, 1, 2].map((row) => (
              <TableRow key={row} aria-hidden="true">
                <TableCell colSpan={4}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            ))}
          {state.kind === 'message' && <BodyMessage>{state.text}</BodyMessage>}
          {state.kind === 'members' &&
            state.members.map((member) => (
              <TableRow key={member.id} hover>
                <TableCell>
                  <MemberName member={member} />
                </TableCell>
                <TableCell>{member.member.email}</TableCell>
                <TableCell>
                  <MemberRoleTag role={member.role} />
                </TableCell>
                <TableCell align="right">
                  <MemberActions member={member} locked={isOwnerMember(member, roles)} {...rights} />
                </TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Below `sm`: each member a card with the role and the actions in view, instead of a table scrolled sideways. */
export function MemberCards({ state, roles, ...rights }: Omit<MemberViewProps, 'labelledBy'>) {
  const intl = useIntl();
  if (state.kind === 'loading') return [0, 1, 2].map((row) => <Skeleton key={row} variant="rounded" height={88} sx={{ mb: 1.5 }} />);
  if (state.kind === 'message') return <Typography color="text.secondary">{state.text}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={intl.formatMessage({ id: 'team.membersList' })}>
      {state.members.map((member) => (
        <Paper component="li" key={member.id} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="div" sx={{ fontWeight: 600 }}>
            <MemberName member={member} />
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {member.member.email}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1, gap: 1 }}>
            <MemberRoleTag role={member.role} />
            <MemberActions member={member} locked={isOwnerMember(member, roles)} {...rights} />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
