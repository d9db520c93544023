import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TeamMember } from '../../../../../shared/api/schemas/roles';
import { ACTIVITY_TYPES, COST_CURRENCY, type ActivityType } from '../../../../../shared/domain/activities';
import type { TaskErrors, TaskValues } from '../hooks/use-task-form';
import { TYPE_LABELS } from '../texts';
import { AssigneePicker } from './assignee-picker';

/** The New Task / Modify Task inputs. The end date cannot be before the start; without a start both stay open. */
export function TaskFields({
  values,
  errors,
  set,
  members,
  membersLoading,
  limitTags,
}: {
  values: TaskValues;
  errors: TaskErrors;
  set: <K extends keyof TaskValues>(key: K, value: TaskValues[K]) => void;
  members: TeamMember[];
  membersLoading?: boolean;
  limitTags: number;
}) {
  const text = (key: 'name' | 'description' | 'start_date' | 'end_date' | 'planned_cost' | 'actual_cost') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: Boolean(errors[key]),
    helperText: errors[key],
  });
  const money = { input: { startAdornment: <InputAdornment position="start">{COST_CURRENCY}</InputAdornment> }, htmlInput: { min: 0, step: '0.01' } };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField label="Task Name" required {...text('name')} sx={{ gridColumn: '1 / -1' }} />
      <TextField label="Description" required multiline minRows={3} {...text('description')} sx={{ gridColumn: '1 / -1' }} />
      <TextField select label="Task Type" value={values.type} onChange={(event) => set('type', event.target.value as ActivityType)}>
        {ACTIVITY_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {TYPE_LABELS[type] ?? type}
          </MenuItem>
        ))}
      </TextField>
      <Box />
      <TextField label="Start Date" type="date" required {...text('start_date')} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField
        label="End Date"
        type="date"
        required
        {...text('end_date')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.start_date || undefined } }}
      />
      <TextField label="Planned Cost" type="number" {...text('planned_cost')} slotProps={money} />
      <TextField label="Actual Cost" type="number" {...text('actual_cost')} slotProps={money} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <AssigneePicker
          members={members}
          value={values.assignees}
          onChange={(ids) => set('assignees', ids)}
          limitTags={limitTags}
          error={errors.assignees}
          loading={membersLoading}
        />
      </Box>
    </Box>
  );
}
