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
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';

const NONE = '—';

function OwnerCell({ owner }: { owner: AdminTeam['owner'] }) {
  if (!owner) return NONE;
  return (
    <>
      <Typography variant="body2"><FormattedMessage id="admin.personName" values={{ first: owner.first_name, last: owner.last_name }} /></Typography>
      <Typography variant="caption" color="text.secondary">
        {owner.email}
      </Typography>
    </>
  );
}

function teamColumns(ask: (pending: PendingApproval) => void, intl: IntlShape): AdminColumn<AdminTeam>[] {
  return [
    { key: 'team', header: <FormattedMessage id="admin.col.team" />, cell: (team) => team.name },
    { key: 'owner', header: <FormattedMessage id="admin.col.owner" />, cell: (team) => <OwnerCell owner={team.owner} /> },
    { key: 'members', header: <FormattedMessage id="admin.col.members" />, align: 'right', cell: (team) => intl.formatNumber(team.member_count) },
    { key: 'subscription', header: <FormattedMessage id="admin.col.subscription" />, cell: (team) => team.current_subscription ?? intl.formatMessage({ id: 'admin.none' }) },
    { key: 'approved', header: <FormattedMessage id="admin.col.approved" />, cell: (team) => <TriStateTag value={team.admin_approved} /> },
    { key: 'created', header: <FormattedMessage id="admin.col.dateCreated" />, cell: (team) => dayText(team.date_created), sx: { whiteSpace: 'nowrap' } },
    {
      key: 'action',
      header: <FormattedMessage id="admin.col.action" />,
      action: true,
      cell: (team) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="contained" color="success" disabled={team.admin_approved} onClick={() => ask({ team, approve: true })} aria-label={intl.formatMessage({ id: 'admin.approveNamed' }, { name: team.name })}>
            <FormattedMessage id="admin.approve" />
          </Button>
          <Button size="small" variant="outlined" color="error" disabled={!team.admin_approved} onClick={() => ask({ team, approve: false })} aria-label={intl.formatMessage({ id: 'admin.revokeNamed' }, { name: team.name })}>
            <FormattedMessage id="admin.revoke" />
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
  const intl = useIntl();

  const confirm = async () => {
    if (!pending) return;
    try {
      await approveTeam({ id: pending.team.id, approved: pending.approve }).unwrap();
      enqueueSnackbar(intl.formatMessage({ id: pending.approve ? ADMIN_MESSAGES.teamApproved : ADMIN_MESSAGES.teamRevoked }), { variant: 'success' });
      setPending(null);
    } catch {
      enqueueSnackbar(intl.formatMessage({ id: ADMIN_MESSAGES.approveFailed }), { variant: 'error' });
    }
  };

  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title={intl.formatMessage({ id: 'admin.page.teams' })} area="admin" />
      <AdminTable
        label={intl.formatMessage({ id: 'admin.table.teams' })}
        columns={teamColumns(setPending, intl)}
        rows={data?.results ?? []}
        rowKey={(team) => team.id}
        loading={isFetching && !data}
        error={error}
        emptyText={intl.formatMessage({ id: 'admin.empty.teams' })}
        onRetry={() => void refetch()}
        paging={{ count: data?.count ?? 0, page, onPage: setPage }}
      />
      <TeamApprovalDialog pending={pending} busy={saving} onConfirm={() => void confirm()} onClose={() => setPending(null)} />
    </Paper>
  );
}
