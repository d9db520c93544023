import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { useSnackbar } from 'notistack';
import type { Activity } from '../../../../../shared/api/schemas/activities';
import { ACTIVITY_MESSAGES, ACTIVITY_REPORT_FILE, ACTIVITY_STATUS_LABELS, type ActivityStatus } from '../../../../../shared/domain/activities';
import type { MessageId } from '../../../../../shared/i18n/english';
import { PageTitle } from '../../../components/page-title';
import { PermissionNote } from '../../../components/permission-note';
import { ScrollTable } from '../../../components/scroll-table';
import { apiErrorMessage } from '../../../lib/api';
import { useAppDispatch } from '../../../lib/hooks';
import { fieldSelected } from '../../../lib/context-slice';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useListFieldsQuery } from '../../../api/fields';
import { useDeleteActivityMutation, useExportActivitiesMutation, useListFieldActivitiesQuery } from '../../../api/activities';
import { useTeamAccess } from '../../../lib/team-access';
import { saveExport } from '../../../lib/export-download';
import { useSelectedFieldId } from '../hooks/use-selected-field';
import { TASK_TEXTS } from '../texts';
import { StatusTag } from './status-tag';
import { AssigneeListDialog, CloseTaskDialog, ModifyTaskDialog, ReassignDialog } from './task-dialogs';
import { TaskCards } from './task-cards';
import { SyncMark } from './sync-mark';
import { usePendingCloses, withPendingCloses } from '../hooks/use-pending-closes';
import { TaskRowMenu, type TaskAction } from './task-row-menu';
import { FormattedMessage, useIntl } from 'react-intl';
import { ActivityTypeLabel } from './activity-type-label';

type Open = { action: Exclude<TaskAction, 'view'> | 'assignees'; activity: Activity } | null;
const COLUMNS: readonly MessageId[] = [
  'activities.column.name',
  'activities.column.type',
  'activities.column.startDate',
  'activities.column.endDate',
  'activities.column.status',
  'activities.column.assignees',
  'activities.column.action',
];

function BodyMessage({ children }: { children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/** /dashboard/farmactivity/all-activities: the selected field's tasks (spec 2 §2.9). */
export default function AllActivitiesPage() {
  const fieldId = useSelectedFieldId();
  const access = useTeamAccess();
  // A phone lists the tasks as stacked cards: the 1000 px table would show one column at a time.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const mayView = access.can('activity.view_farmactivity');
  const mayAdd = access.can('activity.add_farmactivity');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const fields = useListFieldsQuery(undefined);
  const tasks = useListFieldActivitiesQuery(fieldId && mayView ? fieldId : skipToken);
  const [deleteActivity, { isLoading: deleting }] = useDeleteActivityMutation();
  const [exportActivities, { isLoading: exporting }] = useExportActivitiesMutation();
  const [status, setStatus] = useState<'all' | ActivityStatus>('all');
  const [open, setOpen] = useState<Open>(null);

  const pending = usePendingCloses();
  const shown = withPendingCloses(tasks.data ?? [], pending).filter((task) => status === 'all' || task.status === status);
  const close = () => setOpen(null);

  const chooseField = (id: string) => {
    const field = fields.data?.find((entry) => entry.id === id);
    if (field) dispatch(fieldSelected({ id: field.id, centroid: field.centroid, coordinates: field.coordinates }));
    navigate('/dashboard/farmactivity/all-activities', { replace: true });
  };

  const act = (activity: Activity) => (action: TaskAction) => {
    if (action === 'view') navigate(`/dashboard/farmactivity/all-activities/${activity.id}`);
    else setOpen({ action, activity });
  };

  const confirmDelete = async () => {
    if (open?.action !== 'delete') return;
    try {
      await deleteActivity(open.activity.id).unwrap();
      enqueueSnackbar(say(ACTIVITY_MESSAGES.deleted), { variant: 'success' });
    } catch (caught) {
      enqueueSnackbar(apiErrorMessage(caught), { variant: 'error' });
    }
    close();
  };

  const download = async () => {
    if (!fieldId) return;
    try {
      saveExport(await exportActivities({ field: fieldId }).unwrap(), ACTIVITY_REPORT_FILE);
    } catch (caught) {
      enqueueSnackbar(apiErrorMessage(caught), { variant: 'error' });
    }
  };

  /** What the list says instead of tasks (no field, no right, failure, loading, none), or null with tasks to show. */
  const message = (): ReactNode => {
    if (!fieldId) return say(ACTIVITY_MESSAGES.noFieldSelected);
    if (access.known && !mayView) return say(TASK_TEXTS.cannotView);
    if (tasks.isError) return apiErrorMessage(tasks.error);
    if (!tasks.data) return <CircularProgress size={24} aria-label={say(TASK_TEXTS.loading)} />;
    if (tasks.data.length === 0) return say(TASK_TEXTS.noTasks);
    if (shown.length === 0) return say(status === 'close' ? TASK_TEXTS.noClosedTasks : TASK_TEXTS.noOpenTasks);
    return null;
  };
  const said = message();

  const body = () => {
    if (said !== null) return <BodyMessage>{said}</BodyMessage>;
    return shown.map((task) => (
      <TableRow key={task.id} hover>
        <TableCell>
          <Link component={RouterLink} to={`/dashboard/farmactivity/all-activities/${task.id}`}>
            {task.name}
          </Link>
        </TableCell>
        <TableCell>
          <ActivityTypeLabel type={task.type} />
        </TableCell>
        <TableCell>{task.start_date}</TableCell>
        <TableCell>{task.end_date}</TableCell>
        <TableCell>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <StatusTag status={task.status} />
            <SyncMark write={pending.get(task.id)} />
          </Box>
        </TableCell>
        <TableCell>
          <Link component="button" type="button" onClick={() => setOpen({ action: 'assignees', activity: task })}>
            <FormattedMessage id={TASK_TEXTS.viewAssignee} />
          </Link>
        </TableCell>
        <TableCell align="right">
          <TaskRowMenu activity={task} onAction={act(task)} can={access.can} />
        </TableCell>
      </TableRow>
    ));
  };

  return (
    <>
      <PageTitle title={say(TASK_TEXTS.allTitle)} />
      {access.known && !mayView && <PermissionNote what={say(TASK_TEXTS.viewTasksAction)} permission="activity.view_farmactivity" />}
      {access.known && mayView && !mayAdd && <PermissionNote what={say(TASK_TEXTS.addTaskAction)} permission="activity.add_farmactivity" />}
      <Card component="section" aria-label={say(TASK_TEXTS.allTitle)}>
        <CardContent>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
            <TextField
              select
              size="small"
              label={say(TASK_TEXTS.chooseField)}
              value={fields.data?.some((field) => field.id === fieldId) ? fieldId : ''}
              onChange={(event) => chooseField(event.target.value)}
              sx={{ minWidth: 220 }}
            >
              {(fields.data ?? []).map((field) => (
                <MenuItem key={field.id} value={field.id}>
                  {field.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={say(TASK_TEXTS.statusFilter)}
              value={status}
              onChange={(event) => setStatus(event.target.value as 'all' | ActivityStatus)}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="all">
                <FormattedMessage id="activities.filter.all" />
              </MenuItem>
              <MenuItem value="open">
                <FormattedMessage id={ACTIVITY_STATUS_LABELS.open} />
              </MenuItem>
              <MenuItem value="close">
                <FormattedMessage id={ACTIVITY_STATUS_LABELS.close} />
              </MenuItem>
            </TextField>
            <Box sx={{ flexGrow: 1 }} />
            <Button
              variant="outlined"
              startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
              onClick={() => void download()}
              disabled={!fieldId || exporting || !mayView}
            >
              {say(exporting ? TASK_TEXTS.pleaseWait : TASK_TEXTS.download)}
            </Button>
            {mayAdd && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                component={RouterLink}
                to={fieldId ? `/dashboard/farmactivity/configure?field=${encodeURIComponent(fieldId)}` : '/dashboard/farmactivity/configure'}
              >
                <FormattedMessage id={TASK_TEXTS.newTask} />
              </Button>
            )}
          </Box>
          {phone ? (
            said !== null ? (
              <Typography sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>{said}</Typography>
            ) : (
              <TaskCards tasks={shown} pending={pending} onAssignees={(task) => setOpen({ action: 'assignees', activity: task })} onAction={act} can={access.can} />
            )
          ) : (
            <ScrollTable label={say(TASK_TEXTS.scrollLabel)}>
              <Table aria-label={say(TASK_TEXTS.allTitle)} sx={{ minWidth: 1000 }}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableCell key={column} align={column === 'activities.column.action' ? 'right' : 'left'}>
                        <FormattedMessage id={column} />
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>{body()}</TableBody>
              </Table>
            </ScrollTable>
          )}
          {!fieldId && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              <FormattedMessage
                id="activities.chooseFieldHint"
                values={{
                  link: (chunks) => (
                    <Link component={RouterLink} to="/dashboard">
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </Typography>
          )}
        </CardContent>
      </Card>

      {open?.action === 'modify' && <ModifyTaskDialog key={open.activity.id} activity={open.activity} onClose={close} />}
      {open?.action === 'reassign' && <ReassignDialog key={open.activity.id} activity={open.activity} onClose={close} />}
      {open?.action === 'close' && <CloseTaskDialog key={open.activity.id} activity={open.activity} onClose={close} />}
      {open?.action === 'assignees' && <AssigneeListDialog activity={open.activity} onClose={close} />}
      <ConfirmDialog
        open={open?.action === 'delete'}
        title={say(ACTIVITY_MESSAGES.deleteConfirm)}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={close}
      >
        {open?.action === 'delete' && <Typography>{open.activity.name}</Typography>}
      </ConfirmDialog>
    </>
  );
}
