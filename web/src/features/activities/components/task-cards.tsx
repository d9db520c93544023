import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Activity } from '../../../../../shared/api/schemas/activities';
import type { Permission } from '../../../../../shared/domain/permissions';
import { TASK_TEXTS } from '../texts';
import type { QueuedWrite } from '../../../lib/offline/queued-write';
import { StatusTag } from './status-tag';
import { SyncMark } from './sync-mark';
import { TaskRowMenu, type TaskAction } from './task-row-menu';
import { FormattedMessage, useIntl } from 'react-intl';
import { ActivityTypeLabel } from './activity-type-label';

/** All Farm Activities on a phone: one card per task with what the table's row says, stacked instead of squeezed. */
export function TaskCards({
  tasks,
  pending,
  onAssignees,
  onAction,
  can,
}: {
  tasks: readonly Activity[];
  /** Closes made on this phone, not yet on the server, by task id. */
  pending: ReadonlyMap<string, QueuedWrite>;
  onAssignees: (task: Activity) => void;
  onAction: (task: Activity) => (action: TaskAction) => void;
  can: (permission: Permission) => boolean;
}) {
  const intl = useIntl();
  return (
    <Box component="ul" aria-label={intl.formatMessage({ id: TASK_TEXTS.allTitle })} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {tasks.map((task) => (
        <Card component="li" key={task.id} sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Link component={RouterLink} to={`/dashboard/farmactivity/all-activities/${task.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {task.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="activities.cardLine" values={{ type: <ActivityTypeLabel type={task.type} />, start: task.start_date, end: task.end_date }} />
              </Typography>
            </Box>
            <TaskRowMenu activity={task} onAction={onAction(task)} can={can} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, columnGap: 2, mt: 1, flexWrap: 'wrap' }}>
            <StatusTag status={task.status} />
            <SyncMark write={pending.get(task.id)} />
            <Link component="button" type="button" onClick={() => onAssignees(task)}>
              <FormattedMessage id={TASK_TEXTS.viewAssignee} />
            </Link>
          </Box>
        </Card>
      ))}
    </Box>
  );
}
