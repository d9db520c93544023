import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { AdminTeam } from '../../../../../shared/api/schemas/admin';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE } from '../../../../../shared/domain/admin';
import { PageTitle } from '../../../components/page-title';
import { useApproveTeamMutation, useListTeamsQuery } from '../../../api/admin';
import { AdminTable, type AdminColumn } from './admin-table';
import { dayText } from './dates';
import { TeamApprovalDialog, type PendingApproval } from './team-approval-dialog';
import { TriStateTag } from './tri-state-tag';

function OwnerCell({ owner }: { owner: AdminTeam['owner'] }) {
  if (!owner) return '—';
  return (
    <>
      <Typography variant="body2">{`${owner.first_name} ${owner.last_name}`}</Typography>
      <Typography variant="caption" color="text.secondary">
        {owner.email}
      </Typography>
    </>
  );
}

function teamColumns(ask: (pending: PendingApproval) => void): AdminColumn<AdminTeam>[] {
  return [
    { key: 'team', header: 'Team', cell: (team) => team.name },
    { key: 'owner', header: 'Owner', cell: (team) => <OwnerCell owner={team.owner} /> },
    { key: 'members', header: 'Members', align: 'right', cell: (team) => team.member_count },
    { key: 'subscription', header: 'Subscription', cell: (team) => team.current_subscription ?? 'None' },
    { key: 'approved', header: 'Approved?', cell: (team) => <TriStateTag value={team.admin_approved} /> },
    { key: 'created', header: 'Date Created', cell: (team) => dayText(team.date_created), sx: { whiteSpace: 'nowrap' } },
    {
      key: 'action',
      header: 'Action',
      action: true,
      cell: (team) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="contained" color="success" disabled={team.admin_approved} onClick={() => ask({ team, approve: true })} aria-label={`Approve ${team.name}`}>
            Approve
          </Button>
          <Button size="small" variant="outlined" color="error" disabled={!team.admin_approved} onClick={() => ask({ team, approve: false })} aria-label={`Revoke ${team.name}`}>
            Revoke
          </Button>
        </Stack>
      ),
    },
  ];
}

/** Spec 3 §2 Team Management: 20 teams a page from page 1, Approve / Revoke confirmed in a dialog. */
export default function AllTeamsPage() {
  const [page, setPage] = useState(1);
  const { data, isFetching, error, refetch } = useListTeamsQuery({ page, page_size: ADMIN_PAGE_SIZE });
  const [approveTeam, { isLoading: saving }] = useApproveTeamMutation();
  const [pending, setPending] = useState<PendingApproval | null>(null);
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

  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title="Team Management" area="admin" />
      <AdminTable
        label="Teams"
        columns={teamColumns(setPending)}
        rows={data?.results ?? []}
        rowKey={(team) => team.id}
        loading={isFetching && !data}
        error={error}
        emptyText="No teams yet"
        onRetry={() => void refetch()}
        paging={{ count: data?.count ?? 0, page, onPage: setPage }}
      />
      <TeamApprovalDialog pending={pending} busy={saving} onConfirm={() => void confirm()} onClose={() => setPending(null)} />
    </Paper>
  );
}
