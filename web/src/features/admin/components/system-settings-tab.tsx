import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { SystemConfigurationBody, type SystemConfiguration } from '../../../../../shared/api/schemas/admin';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { useCreateSystemConfigurationMutation, useDeleteSystemConfigurationMutation, useListSystemConfigurationsQuery, useUpdateSystemConfigurationMutation } from '../../../api/admin';
import { ConfirmDialog } from './confirm-dialog';
import { AdminTable, type AdminColumn } from './admin-table';
import { RecordActions } from './record-actions';
import { RecordFormTitle } from './record-form-title';
import { numberOrText, triStateOf, triStateValue, type TriStateText } from './form-helpers';
import { TriStateSelect } from './tri-state-select';
import { useRecordForm } from './use-record-form';
import { TriStateTag, ACTIVE_LABELS } from './tri-state-tag';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { formatText } from '../../../lib/i18n/format-text';

const NUMBERS = [
  ['max_users_per_team', 'admin.settings.maxUsersPerTeam'],
  ['min_no_of_suscription_units', 'admin.settings.minUnits'],
  ['max_no_of_suscription_units', 'admin.settings.maxUnits'],
  ['subscription_units_available', 'admin.settings.unitsAvailable'],
  ['suscription_units_used', 'admin.settings.unitsUsed'],
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

function configurationColumns(edit: (record: SystemConfiguration) => void, askDelete: (id: string) => void, intl: IntlShape): AdminColumn<SystemConfiguration>[] {
  return [
    ...NUMBERS.map(([name, label]): AdminColumn<SystemConfiguration> => ({ key: name, header: <FormattedMessage id={label} />, align: 'right', cell: (record) => record[name] })),
    { key: 'notification', header: <FormattedMessage id="admin.col.notification" />, cell: (record) => <TriStateTag value={record.notification} labels={ACTIVE_LABELS} /> },
    { key: 'subscription', header: <FormattedMessage id="admin.col.subscription" />, cell: (record) => <TriStateTag value={record.subscription} labels={ACTIVE_LABELS} /> },
    { key: 'action', header: <FormattedMessage id="admin.col.action" />, action: true, cell: (record) => <RecordActions name={intl.formatMessage({ id: 'admin.settings.what' })} onEdit={() => edit(record)} onDelete={() => askDelete(record.id)} /> },
  ];
}

/** Tab 1: the system settings form behind the Show Form? switch, and the records with edit and delete. */
export function SystemSettingsTab() {
  const intl = useIntl();
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
  return (
    <Stack spacing={2}>
      <FormControlLabel control={<Switch checked={showForm} onChange={(e) => setShowForm(e.target.checked)} />} label={intl.formatMessage({ id: 'admin.settings.showForm' })} />
      {showForm && (
        <form onSubmit={(event) => void submit(event)} aria-label={intl.formatMessage({ id: 'admin.settings.form' })} noValidate>
          <RecordFormTitle what="admin.settings.what" editing={Boolean(editing)} />
          <Grid container spacing={2}>
            {NUMBERS.map(([name, label]) => (
              <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
                <TextField
                  fullWidth
                  size="small"
                  label={intl.formatMessage({ id: label })}
                  inputMode="numeric"
                  value={draft[name]}
                  onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
                  error={Boolean(errors[name])}
                  helperText={errors[name] && formatText(intl, errors[name])}
                />
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <Stack direction="row" spacing={2}>
                <TriStateSelect label={intl.formatMessage({ id: 'admin.col.notification' })} value={draft.notification} onChange={(notification) => setDraft({ ...draft, notification })} />
                <TriStateSelect label={intl.formatMessage({ id: 'admin.col.subscription' })} value={draft.subscription} onChange={(subscription) => setDraft({ ...draft, subscription })} />
              </Stack>
            </Grid>
          </Grid>
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={creating || updating}>
              {intl.formatMessage({ id: creating || updating ? 'admin.saving' : editing ? 'admin.update' : 'admin.submit' })}
            </Button>
            {editing && (
              <Button onClick={reset}>
                <FormattedMessage id="admin.cancel" />
              </Button>
            )}
          </Stack>
        </form>
      )}
      <AdminTable
        label={intl.formatMessage({ id: 'admin.table.settings' })}
        columns={configurationColumns(edit, setDoomed, intl)}
        rows={data ?? []}
        rowKey={(record) => record.id}
        selected={(record) => record.id === editing}
        loading={isLoading}
        error={error}
        emptyText={intl.formatMessage({ id: 'admin.empty.settings' })}
        onRetry={() => void refetch()}
      />
      <ConfirmDialog open={doomed !== null} question={ADMIN_MESSAGES.confirmDeleteRecord} busy={deleting} busyLabel={intl.formatMessage({ id: ADMIN_MESSAGES.userDeleting })} onConfirm={() => void confirmDelete()} onClose={() => setDoomed(null)} />
    </Stack>
  );
}
