import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { CreateServiceBody, type AdminService } from '../../../../../shared/api/schemas/plans';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { CURRENCY, SERVICE_KINDS, toKobo } from '../../../../../shared/domain/subscriptions';
import { useCreateServiceMutation, useDeleteServiceMutation, useListServicesQuery, useUpdateServiceMutation } from '../../../api/admin';
import { ConfirmDialog } from './confirm-dialog';
import { numberOrText, triStateOf, triStateValue, type TriStateText } from './form-helpers';
import { AdminTable, type AdminColumn } from './admin-table';
import { RecordActions } from './record-actions';
import { RecordFormTitle } from './record-form-title';
import { TriStateSelect } from './tri-state-select';
import { useRecordForm } from './use-record-form';
import { ACTIVE_LABELS, TriStateTag } from './tri-state-tag';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { formatText } from '../../../lib/i18n/format-text';

const EMPTY = { service: '', name: '', amount_per_unit: '', notification: '' as TriStateText, monthly_messages: '' };

function serviceColumns(edit: (service: AdminService) => void, askDelete: (id: string) => void, intl: IntlShape): AdminColumn<AdminService>[] {
  return [
    { key: 'service', header: <FormattedMessage id="admin.col.service" />, cell: (service) => service.service.replace(/_/g, ' ') },
    { key: 'name', header: <FormattedMessage id="admin.col.name" />, cell: (service) => service.name.replace(/_/g, ' ') },
    { key: 'amount', header: <FormattedMessage id="admin.col.amountPerHectare" />, align: 'right', cell: (service) => intl.formatNumber((toKobo(service.amount_per_unit) ?? 0) / 100, { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol' }) },
    {
      key: 'monthlyMessages',
      header: <FormattedMessage id="admin.col.monthlyMessages" />,
      align: 'right',
      cell: (service) => (service.monthly_messages === null ? '' : intl.formatNumber(service.monthly_messages)),
    },
    { key: 'notification', header: <FormattedMessage id="admin.col.notification" />, cell: (service) => <TriStateTag value={service.notification} labels={ACTIVE_LABELS} /> },
    { key: 'action', header: <FormattedMessage id="admin.col.action" />, action: true, cell: (service) => <RecordActions name={service.name} onEdit={() => edit(service)} onDelete={() => askDelete(service.id)} /> },
  ];
}

/** Tab 2: services (kind, name, Amount Per Hectare in NGN, notification) with edit and delete. */
export function ServicesTab() {
  const intl = useIntl();
  const errorText = (message: string | undefined) => message && formatText(intl, message);
  const { data, isLoading, error, refetch } = useListServicesQuery();
  const [create, { isLoading: creating }] = useCreateServiceMutation();
  const [update, { isLoading: updating }] = useUpdateServiceMutation();
  const [remove, { isLoading: deleting }] = useDeleteServiceMutation();
  const { draft, setDraft, editing, errors, reset, startEditing, save, doomed, setDoomed, confirmDelete } = useRecordForm(EMPTY, {
    create: (body: CreateServiceBody) => create(body).unwrap(),
    update: (id, body) => update({ id, body }).unwrap(),
    remove: (id) => remove(id).unwrap(),
    created: ADMIN_MESSAGES.serviceCreated,
    updated: ADMIN_MESSAGES.serviceUpdated,
  });

  const edit = (service: AdminService) =>
    startEditing(service.id, {
      service: service.service,
      name: service.name,
      amount_per_unit: String(service.amount_per_unit),
      notification: triStateOf(service.notification),
      monthly_messages: service.monthly_messages === null ? '' : String(service.monthly_messages),
    });
  // Only a `messages` service gives messages: the field shows, and is sent, for that kind alone.
  const countsMessages = draft.service === 'messages';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    return save(
      CreateServiceBody.safeParse({
        service: draft.service || undefined,
        name: draft.name,
        amount_per_unit: numberOrText(draft.amount_per_unit),
        notification: triStateValue(draft.notification),
        ...(countsMessages ? { monthly_messages: numberOrText(draft.monthly_messages) } : {}),
      }),
    );
  };
  return (
    <Stack spacing={2}>
      <form onSubmit={(event) => void submit(event)} aria-label={intl.formatMessage({ id: 'admin.service.form' })} noValidate>
        <RecordFormTitle what="admin.service.what" editing={Boolean(editing)} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField select size="small" label={intl.formatMessage({ id: 'admin.col.service' })} value={draft.service} onChange={(e) => setDraft({ ...draft, service: e.target.value })} error={Boolean(errors.service)} helperText={errorText(errors.service)} sx={{ minWidth: 160 }}>
            {SERVICE_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {kind.replace(/_/g, ' ')}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" label={intl.formatMessage({ id: 'admin.col.name' })} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} error={Boolean(errors.name)} helperText={errorText(errors.name)} />
          <TextField size="small" label={intl.formatMessage({ id: 'admin.service.currency' })} value={CURRENCY} disabled />
          <TextField size="small" label={intl.formatMessage({ id: 'admin.col.amountPerHectare' })} inputMode="decimal" value={draft.amount_per_unit} onChange={(e) => setDraft({ ...draft, amount_per_unit: e.target.value })} error={Boolean(errors.amount_per_unit)} helperText={errorText(errors.amount_per_unit)} />
          {countsMessages && (
            <TextField
              size="small"
              label={intl.formatMessage({ id: 'admin.col.monthlyMessages' })}
              inputMode="numeric"
              value={draft.monthly_messages}
              onChange={(e) => setDraft({ ...draft, monthly_messages: e.target.value })}
              error={Boolean(errors.monthly_messages)}
              helperText={errorText(errors.monthly_messages) || intl.formatMessage({ id: 'admin.service.monthlyMessagesHelp' })}
            />
          )}
          <TriStateSelect label={intl.formatMessage({ id: 'admin.col.notification' })} value={draft.notification} onChange={(notification) => setDraft({ ...draft, notification })} />
        </Stack>
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={creating || updating}>
            {intl.formatMessage({ id: creating || updating ? 'admin.saving' : editing ? 'admin.service.update' : 'admin.service.create' })}
          </Button>
          {editing && (
            <Button onClick={reset}>
              <FormattedMessage id="admin.cancel" />
            </Button>
          )}
        </Stack>
      </form>
      <AdminTable
        label={intl.formatMessage({ id: 'admin.table.services' })}
        columns={serviceColumns(edit, setDoomed, intl)}
        rows={data ?? []}
        rowKey={(service) => service.id}
        selected={(service) => service.id === editing}
        loading={isLoading}
        error={error}
        emptyText={intl.formatMessage({ id: 'admin.empty.services' })}
        onRetry={() => void refetch()}
      />
      <ConfirmDialog open={doomed !== null} question={ADMIN_MESSAGES.confirmDeleteRecord} busy={deleting} busyLabel={intl.formatMessage({ id: ADMIN_MESSAGES.userDeleting })} onConfirm={() => void confirmDelete()} onClose={() => setDoomed(null)} />
    </Stack>
  );
}
