import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TeamMember } from '../../../../../shared/api/schemas/roles';
import { ACTIVITY_TYPE_LABELS, ACTIVITY_TYPES, COST_CURRENCY, type ActivityType } from '../../../../../shared/domain/activities';
import { Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import type { TaskForm } from '../hooks/use-task-form';
import { AssigneePicker } from './assignee-picker';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../../shared/i18n/english';

/** The New Task / Modify Task inputs. The end date cannot be before the start; without a start both stay open. */
export function TaskFields({
  form,
  members,
  membersLoading,
  limitTags,
}: {
  form: TaskForm;
  members: TeamMember[];
  membersLoading?: boolean;
  limitTags: number;
}) {
  const { control } = form;
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const startDate = useWatch({ control, name: 'start_date' });
  const money = { input: { startAdornment: <InputAdornment position="start">{COST_CURRENCY}</InputAdornment> }, htmlInput: { min: 0, step: '0.01' } };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField control={control} name="name" label={say('activities.column.name')} required sx={{ gridColumn: '1 / -1' }} />
      <FormTextField control={control} name="description" label={say('activities.column.description')} required multiline minRows={3} sx={{ gridColumn: '1 / -1' }} />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <TextField select label={say('activities.taskType')} value={field.value} onChange={(event) => field.onChange(event.target.value as ActivityType)}>
            {ACTIVITY_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                <FormattedMessage id={ACTIVITY_TYPE_LABELS[type]} />
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Box />
      <FormTextField control={control} name="start_date" label={say('activities.column.startDate')} type="date" required slotProps={{ inputLabel: { shrink: true } }} />
      <FormTextField
        control={control}
        name="end_date"
        label={say('activities.column.endDate')}
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startDate || undefined } }}
      />
      <FormTextField control={control} name="planned_cost" label={say('activities.plannedCost')} type="number" slotProps={money} />
      <FormTextField control={control} name="actual_cost" label={say('activities.actualCost')} type="number" slotProps={money} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          control={control}
          name="assignees"
          render={({ field, fieldState }) => (
            <AssigneePicker
              members={members}
              value={field.value}
              onChange={field.onChange}
              limitTags={limitTags}
              error={fieldState.error?.message}
              loading={membersLoading}
            />
          )}
        />
      </Box>
    </Box>
  );
}
