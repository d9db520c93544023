import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminUser } from '../../../../../shared/api/schemas/admin';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE } from '../../../../../shared/domain/admin';
import { PageTitle } from '../../../components/page-title';
import { apiErrorMessage } from '../../../lib/api';
import { useDeleteUserMutation, useListUsersQuery } from '../../../api/admin';
import { ActionCell } from './action-cell';
import { ConfirmDialog } from './confirm-dialog';
import { dayText } from './dates';
import { ListState } from './list-state';

/** While a deletion runs in the background the list is read again this often, until the user is gone. */
const DELETING_POLL_MS = 3000;

const EMPTY_SEARCH = { email: '', first_name: '', last_name: '', team_name: '', user_type: '' };
type Search = typeof EMPTY_SEARCH;

/** Spec 3 §2 Manage Users: search on the server, a page at a time; delete after saying what goes with the user. */
export default function ManageUsersPage() {
  const [draft, setDraft] = useState<Search>(EMPTY_SEARCH);
  const [search, setSearch] = useState<Search>(EMPTY_SEARCH);
  const [page, setPage] = useState(1);
  const [polling, setPolling] = useState(false);
  const { data, isFetching, error, refetch } = useListUsersQuery({ page, page_size: ADMIN_PAGE_SIZE, ...search }, { pollingInterval: polling ? DELETING_POLL_MS : 0 });
  const anyDeleting = Boolean(data?.results.some((user) => user.deleting));
  if (anyDeleting !== polling) setPolling(anyDeleting);
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();
  const [doomed, setDoomed] = useState<AdminUser | null>(null);
  const { enqueueSnackbar } = useSnackbar();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft);
    setPage(1);
  };
  const remove = async () => {
    if (!doomed) return;
    try {
      await deleteUser(doomed.id).unwrap();
      enqueueSnackbar(ADMIN_MESSAGES.userDeleted, { variant: 'success' });
      setDoomed(null);
    } catch (failure) {
      enqueueSnackbar(apiErrorMessage(failure, ADMIN_MESSAGES.networkError), { variant: 'info' });
    }
  };
  const field = (name: keyof Search, label: string) => (
    <TextField size="small" label={label} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
  );
  const rows = data?.results ?? [];

  return (
    <Paper sx={{ p: 2 }}>
      <PageTitle title="Manage Users" area="admin" />
      <Stack component="form" onSubmit={submit} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} aria-label="Search users">
        {field('email', 'Email')}
        {field('first_name', 'First Name')}
        {field('last_name', 'Last Name')}
        {field('team_name', 'Team Name')}
        <TextField select size="small" label="User Type" value={draft.user_type} onChange={(e) => setDraft({ ...draft, user_type: e.target.value })} sx={{ minWidth: 140 }}>
          <MenuItem value="">All</MenuItem>
          <MenuItem value="admin">admin</MenuItem>
          <MenuItem value="user">user</MenuItem>
        </TextField>
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Team</TableCell>
              <TableCell>Joined</TableCell>
              <ActionCell>Action</ActionCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <ListState columns={6} loading={isFetching && !data} error={error} empty={rows.length === 0} emptyText="No users match" onRetry={() => void refetch()} />
            {data &&
              !error &&
              rows.map((user) => (
                <TableRow key={user.id}>
                  <TableCell>{`${user.first_name} ${user.last_name}`}</TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>{user.is_staff ? 'Admin' : 'Portfolio User'}</TableCell>
                  <TableCell>{user.owned_team?.name ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayText(user.date_joined)}</TableCell>
                  <ActionCell>
                    <Stack direction="row" spacing={1}>
                      <Button size="small" component={RouterLink} to={`/admin/manage-users/${user.id}`}>
                        View
                      </Button>
                      {user.deleting ? (
                        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                          {ADMIN_MESSAGES.userDeleting}
                        </Typography>
                      ) : (
                        <Button size="small" color="error" onClick={() => setDoomed(user)} aria-label={`Delete ${user.email}`}>
                          Delete
                        </Button>
                      )}
                    </Stack>
                  </ActionCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination component="div" count={data?.count ?? 0} page={page - 1} rowsPerPage={ADMIN_PAGE_SIZE} rowsPerPageOptions={[ADMIN_PAGE_SIZE]} onPageChange={(_e, next) => setPage(next + 1)} />
      <ConfirmDialog open={doomed !== null} question={ADMIN_MESSAGES.confirmDeleteUser} busy={deleting} busyLabel="Deleting..." onConfirm={() => void remove()} onClose={() => setDoomed(null)}>
        <Typography sx={{ mb: 1 }}>
          {doomed ? `${doomed.first_name} ${doomed.last_name} (${doomed.email}) will no longer be able to sign in.` : ''}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {doomed?.owned_team
            ? `Their team ${doomed.owned_team.name} is deleted with its fields, uploaded files, roles, members' memberships, tasks, crops and stored index values.`
            : 'They own no team; their memberships of other teams are removed.'}{' '}
          Payments and subscriptions are kept for the books, without their name.
        </Typography>
      </ConfirmDialog>
    </Paper>
  );
}
