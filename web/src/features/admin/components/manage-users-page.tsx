import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminUser } from '../../../../../shared/api/schemas/admin';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE } from '../../../../../shared/domain/admin';
import { PageTitle } from '../../../components/page-title';
import { apiErrorMessage } from '../../../lib/api';
import { useDeleteUserMutation, useListUsersQuery } from '../../../api/admin';
import { AdminTable, type AdminColumn } from './admin-table';
import { dayText } from './dates';
import { DeleteUserDialog } from './delete-user-dialog';
import { EMPTY_USER_SEARCH, UserSearchForm, type UserSearch } from './user-search-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';

/** While a deletion runs in the background the list is read again this often, until the user is gone. */
const DELETING_POLL_MS = 3000;

const NONE = '—';

function userColumns(askDelete: (user: AdminUser) => void, intl: IntlShape): AdminColumn<AdminUser>[] {
  return [
    { key: 'name', header: <FormattedMessage id="admin.col.name" />, cell: (user) => `${user.first_name} ${user.last_name}` },
    { key: 'email', header: <FormattedMessage id="admin.col.email" />, cell: (user) => user.email },
    { key: 'type', header: <FormattedMessage id="admin.col.type" />, cell: (user) => intl.formatMessage({ id: user.is_staff ? 'admin.userType.admin' : 'admin.userType.user' }) },
    { key: 'team', header: <FormattedMessage id="admin.col.team" />, cell: (user) => user.owned_team?.name ?? NONE },
    { key: 'joined', header: <FormattedMessage id="admin.col.joined" />, cell: (user) => dayText(user.date_joined), sx: { whiteSpace: 'nowrap' } },
    {
      key: 'action',
      header: <FormattedMessage id="admin.col.action" />,
      action: true,
      cell: (user) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" component={RouterLink} to={`/admin/manage-users/${user.id}`}>
            <FormattedMessage id="admin.view" />
          </Button>
          {user.deleting ? (
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              <FormattedMessage id={ADMIN_MESSAGES.userDeleting} />
            </Typography>
          ) : (
            <Button size="small" color="error" onClick={() => askDelete(user)} aria-label={intl.formatMessage({ id: 'admin.deleteNamed' }, { name: user.email })}>
              <FormattedMessage id="admin.delete" />
            </Button>
          )}
        </Stack>
      ),
    },
  ];
}

/** Spec 3 §2 Manage Users: search on the server, a page at a time; delete after saying what goes with the user. */
export default function ManageUsersPage() {
  const [search, setSearch] = useState<UserSearch>(EMPTY_USER_SEARCH);
  const [page, setPage] = useState(1);
  const [polling, setPolling] = useState(false);
  const { data, isFetching, error, refetch } = useListUsersQuery({ page, page_size: ADMIN_PAGE_SIZE, ...search }, { pollingInterval: polling ? DELETING_POLL_MS : 0 });
  const anyDeleting = Boolean(data?.results.some((user) => user.deleting));
  if (anyDeleting !== polling) setPolling(anyDeleting);
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();
  const [doomed, setDoomed] = useState<AdminUser | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();

  const remove = async () => {
    if (!doomed) return;
    try {
      await deleteUser(doomed.id).unwrap();
      enqueueSnackbar(intl.formatMessage({ id: ADMIN_MESSAGES.userDeleted }), { variant: 'success' });
      setDoomed(null);
    } catch (failure) {
      enqueueSnackbar(apiErrorMessage(failure, intl.formatMessage({ id: ADMIN_MESSAGES.networkError })), { variant: 'info' });
    }
  };

  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title={intl.formatMessage({ id: 'admin.page.users' })} area="admin" />
      <UserSearchForm
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      <AdminTable
        label={intl.formatMessage({ id: 'admin.table.users' })}
        columns={userColumns(setDoomed, intl)}
        rows={data?.results ?? []}
        rowKey={(user) => user.id}
        loading={isFetching && !data}
        error={error}
        emptyText={intl.formatMessage({ id: 'admin.empty.users' })}
        onRetry={() => void refetch()}
        paging={{ count: data?.count ?? 0, page, onPage: setPage }}
      />
      <DeleteUserDialog doomed={doomed} busy={deleting} onConfirm={() => void remove()} onClose={() => setDoomed(null)} />
    </Paper>
  );
}
