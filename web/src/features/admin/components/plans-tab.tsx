import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { CreatePlanBody, PLAN_DURATIONS, type AdminPlan } from '../../../../../shared/api/schemas/plans';
import { ADMIN_MESSAGES } from '../../../../../shared/domain/admin';
import { useCreatePlanMutation, useDeletePlanMutation, useListPlansQuery, useListServicesQuery, useUpdatePlanMutation } from '../../../api/admin';
import { ADMIN_TEXTS } from '../texts';
import { ConfirmDialog } from './confirm-dialog';
import { dayText } from './dates';
import { numberOrText } from './form-helpers';
import { AdminTable, type AdminColumn } from './admin-table';
import { RecordActions } from './record-actions';
import { RecordFormTitle } from './record-form-title';
import { useRecordForm } from './use-record-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { formatText } from '../../../lib/i18n/format-text';

const RANGES = [
  ['min_users_in_team_allocated', 'admin.plan.minUsers'],
  ['max_users_in_team_allocated', 'admin.plan.maxUsers'],
  ['min_farm_area_allocated', 'admin.plan.minFarmArea'],
  ['max_farm_area_allocated', 'admin.plan.maxFarmArea'],
  ['amount', 'admin.col.amount'],
  ['subscription_value_per_unit', 'admin.plan.valuePerUnit'],
] as const;
type RangeField = (typeof RANGES)[number][0];
type Draft = Record<RangeField, string> & { name: string; duration: string; unit: string; services: string[] };
const EMPTY: Draft = {
  name: '',
  duration: '',
  unit: '1',
  services: [],
  min_users_in_team_allocated: '',
  max_users_in_team_allocated: '',
  min_farm_area_allocated: '',
  max_farm_area_allocated: '',
  amount: '',
  subscription_value_per_unit: '',
};

function planColumns(edit: (plan: AdminPlan) => void, askDelete: (id: string) => void, intl: IntlShape): AdminColumn<AdminPlan>[] {
  return [
    { key: 'name', header: <FormattedMessage id="admin.col.name" />, cell: (plan) => plan.name },
    { key: 'duration', header: <FormattedMessage id="admin.col.duration" />, cell: (plan) => plan.duration },
    {
      key: 'services',
      header: <FormattedMessage id="admin.col.services" />,
      cell: (plan) => (plan.services.length ? plan.services.map((service) => service.name.replace(/_/g, ' ')).join(', ') : intl.formatMessage({ id: 'admin.plan.freeVersion' })),
    },
    { key: 'users', header: <FormattedMessage id="admin.col.users" />, cell: (plan) => `${plan.min_users_in_team_allocated} - ${plan.max_users_in_team_allocated}` },
    { key: 'area', header: <FormattedMessage id="admin.col.farmArea" />, cell: (plan) => `${plan.min_farm_area_allocated} - ${plan.max_farm_area_allocated}` },
    { key: 'updated', header: <FormattedMessage id="admin.col.updated" />, cell: (plan) => dayText(plan.date_updated), sx: { whiteSpace: 'nowrap' } },
    { key: 'action', header: <FormattedMessage id="admin.col.action" />, action: true, cell: (plan) => <RecordActions name={plan.name} onEdit={() => edit(plan)} onDelete={() => askDelete(plan.id)} /> },
  ];
}

/** The delete confirmation: a plan teams still hold says how many keep it until it ends. */
function deleteQuestion(plan: AdminPlan | undefined, intl: IntlShape): string {
  const held = plan?.active_subscriptions ?? 0;
  return held > 0
    ? intl.formatMessage({ id: ADMIN_TEXTS.confirmDeletePlanWithSubscriptions }, { count: held })
    : intl.formatMessage({ id: ADMIN_MESSAGES.confirmDeleteSubscription });
}

/** Tab 3: subscription plans with their services and allocations, edit and delete. */
export function PlansTab() {
  const intl = useIntl();
  const errorText = (message: string | undefined) => message && formatText(intl, message);
  const { data, isLoading, error, refetch } = useListPlansQuery();
  const { data: services = [] } = useListServicesQuery();
  const [create, { isLoading: creating }] = useCreatePlanMutation();
  const [update, { isLoading: updating }] = useUpdatePlanMutation();
  const [remove, { isLoading: deleting }] = useDeletePlanMutation();
  const { draft, setDraft, editing, errors, reset, startEditing, save, doomed, setDoomed, confirmDelete } = useRecordForm(EMPTY, {
    create: (body: CreatePlanBody) => create(body).unwrap(),
    update: (id, body) => update({ id, body }).unwrap(),
    remove: (id) => remove(id).unwrap(),
    created: ADMIN_MESSAGES.subscriptionCreated,
    updated: ADMIN_MESSAGES.subscriptionUpdated,
  });

  const edit = (plan: AdminPlan) =>
    startEditing(plan.id, {
      ...(Object.fromEntries(RANGES.map(([name]) => [name, String(plan[name])])) as Record<RangeField, string>),
      name: plan.name,
      duration: plan.duration,
      unit: plan.unit,
      services: plan.services.map((service) => service.id),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    return save(
      CreatePlanBody.safeParse({
        ...Object.fromEntries(RANGES.map(([name]) => [name, numberOrText(draft[name])])),
        name: draft.name,
        duration: draft.duration || undefined,
        unit: draft.unit,
        services: draft.services,
      }),
    );
  };
  const toggle = (id: string) =>
    setDraft({ ...draft, services: draft.services.includes(id) ? draft.services.filter((item) => item !== id) : [...draft.services, id] });
  const rows = data ?? [];
  return (
    <Stack spacing={2}>
      <form onSubmit={(event) => void submit(event)} aria-label={intl.formatMessage({ id: 'admin.plan.form' })} noValidate>
        <RecordFormTitle what="admin.plan.what" editing={Boolean(editing)} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField fullWidth size="small" label={intl.formatMessage({ id: 'admin.plan.name' })} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} error={Boolean(errors.name)} helperText={errorText(errors.name)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField fullWidth select size="small" label={intl.formatMessage({ id: 'admin.col.duration' })} value={draft.duration} onChange={(e) => setDraft({ ...draft, duration: e.target.value })} error={Boolean(errors.duration)} helperText={errorText(errors.duration)}>
              {PLAN_DURATIONS.map((duration) => (
                <MenuItem key={duration} value={duration}>
                  {duration}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField fullWidth size="small" label={intl.formatMessage({ id: 'admin.plan.unit' })} value={draft.unit} onChange={(e) => setDraft({ ...draft, unit: e.target.value })} helperText={errorText(errors.unit)} />
          </Grid>
          {RANGES.map(([name, label]) => (
            <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
              <TextField fullWidth size="small" label={intl.formatMessage({ id: label })} inputMode="numeric" value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} error={Boolean(errors[name])} helperText={errorText(errors[name])} />
            </Grid>
          ))}
        </Grid>
        <Typography variant="subtitle2">
          <FormattedMessage id="admin.col.services" />
        </Typography>
        <FormGroup row aria-label={intl.formatMessage({ id: 'admin.plan.services' })}>
          {services.map((service) => (
            <FormControlLabel key={service.id} control={<Checkbox checked={draft.services.includes(service.id)} onChange={() => toggle(service.id)} />} label={intl.formatMessage({ id: 'admin.serviceLabel' }, { name: service.name.replace(/_/g, ' '), kind: service.service })} />
          ))}
        </FormGroup>
        <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
          <Button type="submit" variant="contained" disabled={creating || updating}>
            {intl.formatMessage({ id: creating || updating ? 'admin.saving' : editing ? 'admin.plan.update' : 'admin.plan.create' })}
          </Button>
          {editing && (
            <Button onClick={reset}>
              <FormattedMessage id="admin.cancel" />
            </Button>
          )}
        </Stack>
      </form>
      <AdminTable
        label={intl.formatMessage({ id: 'admin.table.plans' })}
        columns={planColumns(edit, setDoomed, intl)}
        rows={rows}
        rowKey={(plan) => plan.id}
        selected={(plan) => plan.id === editing}
        loading={isLoading}
        error={error}
        emptyText={intl.formatMessage({ id: 'admin.empty.plans' })}
        onRetry={() => void refetch()}
      />
      <ConfirmDialog open={doomed !== null} question={deleteQuestion(rows.find((plan) => plan.id === doomed), intl)} busy={deleting} busyLabel={intl.formatMessage({ id: ADMIN_MESSAGES.userDeleting })} onConfirm={() => void confirmDelete()} onClose={() => setDoomed(null)} />
    </Stack>
  );
}
