import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useState, type FormEvent } from 'react';
import { SystemConfigurationBody, type SystemConfiguration } from '../../../../../shared/api/schemas/admin';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { useCreateSystemConfigurationMutation, useDeleteSystemConfigurationMutation, useListSystemConfigurationsQuery, useUpdateSystemConfigurationMutation } from '../api';
import { ActionCell } from './action-cell';
import { ConfirmDialog } from './confirm-dialog';
import { ListState } from './list-state';
import { numberOrText, triStateOf, triStateValue, type TriStateText } from './form-helpers';
import { TriStateSelect } from './tri-state-select';
import { useRecordForm } from './use-record-form';
import { TriStateTag, ACTIVE_LABELS } from './tri-state-tag';

const NUMBERS = [
  ['max_users_per_team', 'Max Users Per Team'],
  ['min_no_of_suscription_units', 'Min No. of Subscription Units'],
  ['max_no_of_suscription_units', 'Max No. of Subscription Units'],
  ['subscription_units_available', 'Subscription Units Available'],
  ['suscription_units_used', 'Subscription Units Used'],
] as const;
type NumberField = (typeof NUMBERS)[number][0];
type Draft = Record<NumberField, string> & { notification: TriStateText; subscription: TriStateText };
const EMPTY: Draft = {
  max_users_per_team: '',
  min_no_of_suscription_units: '',
  max_no_of_suscription_units: '',
  subscription_units_available: '',
  suscription_units_used: '',
  notification: '',
  subscription: '',
};

/** Tab 1: the system settings form behind the Show Form? switch, and the records with edit and delete. */
export function SystemSettingsTab() {
  const { data, isLoading, error, refetch } = useListSystemConfigurationsQuery();
  const [create, { isLoading: creating }] = useCreateSystemConfigurationMutation();
  const [update, { isLoading: updating }] = useUpdateSystemConfigurationMutation();
  const [remove, { isLoading: deleting }] = useDeleteSystemConfigurationMutation();
  const [showForm, setShowForm] = useState(false);
  const { draft, setDraft, editing, errors, reset, startEditing, save, doomed, setDoomed, confirmDelete } = useRecordForm(EMPTY, {
    create: (body: SystemConfigurationBody) => create(body).unwrap(),
    update: (id, body) => update({ id, body }).unwrap(),
    remove: (id) => remove(id).unwrap(),
    // Spec 3 §8's success toast of the configuration: the same on create and update.
    created: ADMIN_MESSAGES.serviceConfigured,
    updated: ADMIN_MESSAGES.serviceConfigured,
  });

  const edit = (record: SystemConfiguration) => {
    setShowForm(true);
    startEditing(record.id, {
      ...Object.fromEntries(NUMBERS.map(([name]) => [name, String(record[name])])),
      notification: triStateOf(record.notification),
      subscription: triStateOf(record.subscription),
    } as Draft);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    return save(
      SystemConfigurationBody.safeParse({
        ...Object.fromEntries(NUMBERS.map(([name]) => [name, numberOrText(draft[name])])),
        notification: triStateValue(draft.notification),
        subscription: triStateValue(draft.subscription),
      }),
    );
  };
  const rows = data ?? [];
  return (
    <Stack spacing={2}>
      <FormControlLabel control={<Switch checked={showForm} onChange={(e) => setShowForm(e.target.checked)} />} label="Show Form?" />
      {showForm && (
        <form onSubmit={(event) => void submit(event)} aria-label="System settings form" noValidate>
          <Typography variant="subtitle1" gutterBottom>
            {editing ? 'UPDATE_MODE: editing a system configuration' : 'CREATE_MODE: a new system configuration'}
          </Typography>
          <Grid container spacing={2}>
            {NUMBERS.map(([name, label]) => (
              <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={label}
                  inputMode="numeric"
                  value={draft[name]}
                  onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
                  error={Boolean(errors[name])}
                  helperText={errors[name] }
                />
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <Stack direction="row" spacing={2}>
                <TriStateSelect label="Notification" value={draft.notification} onChange={(notification) => setDraft({ ...draft, notification })} />
                <TriStateSelect label="Subscription" value={draft.subscription} onChange={(subscription) => setDraft({ ...draft, subscription })} />
              </Stack>
            </Grid>
          </Grid>
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={creating || updating}>
              {creating || updating ? 'Saving...' : editing ? 'Update' : 'Submit'}
            </Button>
            {editing && <Button onClick={reset}>Cancel</Button>}
          </Stack>
        </form>
      )}
      {/* A phone scrolls the table, not the page. */}
      <TableContainer>
        <Table size="small" aria-label="System configurations">
          <TableHead>
            <TableRow>
              {NUMBERS.map(([name, label]) => (
                <TableCell key={name} align="right">
                  {label}
                </TableCell>
              ))}
              <TableCell>Notification</TableCell>
              <TableCell>Subscription</TableCell>
              <ActionCell>Action</ActionCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <ListState columns={8} loading={isLoading} error={error} empty={rows.length === 0} emptyText="No system configuration yet: the default limits apply" onRetry={() => void refetch()} />
            {rows.map((record) => (
              <TableRow key={record.id} selected={record.id === editing}>
                {NUMBERS.map(([name]) => (
                  <TableCell key={name} align="right">
                    {record[name]}
                  </TableCell>
                ))}
                <TableCell>
                  <TriStateTag value={record.notification} labels={ACTIVE_LABELS} />
                </TableCell>
                <TableCell>
                  <TriStateTag value={record.subscription} labels={ACTIVE_LABELS} />
                </TableCell>
                <ActionCell>
                  <IconButton aria-label="Edit system configuration" onClick={() => edit(record)}>
                    <EditIcon />
                  </IconButton>
                  <IconButton aria-label="Delete system configuration" onClick={() => setDoomed(record.id)}>
                    <DeleteIcon />
                  </IconButton>
                </ActionCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog open={doomed !== null} question={ADMIN_MESSAGES.confirmDeleteRecord} busy={deleting} busyLabel="Deleting..." onConfirm={() => void confirmDelete()} onClose={() => setDoomed(null)} />
    </Stack>
  );
}
