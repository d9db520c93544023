import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { AdminTeam } from '../../../../../shared/api/schemas/admin';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE } from '../../../../../shared/domain/admin';
import { PageTitle } from '../../../components/page-title';
import { useApproveTeamMutation, useListTeamsQuery } from '../../../api/admin';
import { ActionCell } from './action-cell';
import { ConfirmDialog } from './confirm-dialog';
import { dayText } from './dates';
import { ListState } from './list-state';
import { TriStateTag } from './tri-state-tag';

/** Spec 3 §2 Team Management: 20 teams a page from page 1, Approve / Revoke confirmed in a dialog. */
export default function AllTeamsPage() {
  const [page, setPage] = useState(1);
  const { data, isFetching, error, refetch } = useListTeamsQuery({ page, page_size: ADMIN_PAGE_SIZE });
  const [approveTeam, { isLoading: saving }] = useApproveTeamMutation();
  const [pending, setPending] = useState<{ team: AdminTeam; approve: boolean } | null>(null);
  const { enqueueSnackbar } = useSnackbar();

  const confirm = async () => {
    if (!pending) return;
    try {
      await approveTeam({ id: pending.team.id, approved: pending.approve }).unwrap();
      enqueueSnackbar(pending.approve ? ADMIN_MESSAGES.teamApproved : ADMIN_MESSAGES.teamRevoked, { variant: 'success' });
      setPending(null);
    } catch {
      enqueueSnackbar(ADMIN_MESSAGES.approveFailed, { variant: 'error' });
    }
  };

  const rows = data?.results ?? [];
  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title="Team Management" area="admin" />
      <TableContainer>
        <Table size="small" aria-label="Teams">
          <TableHead>
            <TableRow>
              <TableCell>Team</TableCell>
              <TableCell>Owner</TableCell>
              <TableCell align="right">Members</TableCell>
              <TableCell>Subscription</TableCell>
              <TableCell>Approved?</TableCell>
              <TableCell>Date Created</TableCell>
              <ActionCell>Action</ActionCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <ListState columns={7} loading={isFetching && !data} error={error} empty={rows.length === 0} emptyText="No teams yet" onRetry={() => void refetch()} />
            {data &&
              !error &&
              rows.map((team) => (
                <TableRow key={team.id}>
                  <TableCell>{team.name}</TableCell>
                  <TableCell>
                    {team.owner ? (
                      <>
                        <Typography variant="body2">{`${team.owner.first_name} ${team.owner.last_name}`}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {team.owner.email}
                        </Typography>
                      </>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell align="right">{team.member_count}</TableCell>
                  <TableCell>{team.current_subscription ?? 'None'}</TableCell>
                  <TableCell>
                    <TriStateTag value={team.admin_approved} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayText(team.date_created)}</TableCell>
                  <ActionCell>
                    <Stack direction="row" spacing={1}>
                      <Button size="small" variant="contained" color="success" disabled={team.admin_approved} onClick={() => setPending({ team, approve: true })} aria-label={`Approve ${team.name}`}>
                        Approve
                      </Button>
                      <Button size="small" variant="outlined" color="error" disabled={!team.admin_approved} onClick={() => setPending({ team, approve: false })} aria-label={`Revoke ${team.name}`}>
                        Revoke
                      </Button>
                    </Stack>
                  </ActionCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data?.count ?? 0}
        page={page - 1}
        rowsPerPage={ADMIN_PAGE_SIZE}
        rowsPerPageOptions={[ADMIN_PAGE_SIZE]}
        onPageChange={(_event, next) => setPage(next + 1)}
      />
      <ConfirmDialog
        open={pending !== null}
        question={pending?.approve ? ADMIN_MESSAGES.confirmApprove : ADMIN_MESSAGES.confirmRevoke}
        busy={saving}
        busyLabel={pending?.approve ? 'Approving...' : 'Revoking...'}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        <Typography sx={{ mb: 1 }}>
          {pending?.approve
            ? `${pending.team.name} gets its scheduled index computation and paid services back.`
            : `${pending?.team.name ?? ''}'s members can still sign in, but its scheduled index computation and paid services stop.`}
        </Typography>
      </ConfirmDialog>
    </Paper>
  );
}
