import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { Activity, CreateActivityBody } from '../../../../../shared/api/schemas/activities';
import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES } from '../../../../../shared/domain/activities';
import { showApiError } from '../../../components/form/use-zod-form';
import { apiErrorMessage } from '../../../lib/api';
import { FormDialog } from '../../../components/form-dialog';
import { useAssignActivityMutation, useUpdateActivityMutation } from '../../../api/activities';
import { useQueuedWrite } from '../../../lib/offline/sync-hooks';
import { taskValuesOf, useTaskForm } from '../hooks/use-task-form';
import { useTeamMembers } from '../hooks/use-team-members';
import { TASK_TEXTS } from '../texts';
import { AssigneePicker } from './assignee-picker';
import { TaskFields } from './task-fields';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatText } from '../../../lib/i18n/format-text';

/** Modify: the task's fields, its field kept (spec 2 §7.3). Mount with a key per task so the form starts from it. */
export function ModifyTaskDialog({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();
  const { members, loading } = useTeamMembers();
  const form = useTaskForm(taskValuesOf(activity), activity.field);
  const [updateActivity, { isLoading }] = useUpdateActivityMutation();
  const submit = async (body: CreateActivityBody) => {
    try {
      await updateActivity({ id: activity.id, body }).unwrap();
      enqueueSnackbar(intl.formatMessage({ id: ACTIVITY_MESSAGES.updated }), { variant: 'success' });
      onClose();
    } catch (caught) {
      showApiError(form, caught);
      enqueueSnackbar(apiErrorMessage(caught, intl.formatMessage({ id: ACTIVITY_MESSAGES.updateFailed })), { variant: 'error' });
    }
  };
  return (
    <FormDialog open title={intl.formatMessage({ id: TASK_TEXTS.modifyTask })} busy={isLoading} submitLabel={intl.formatMessage({ id: 'activities.update' })} busyLabel={intl.formatMessage({ id: TASK_TEXTS.processing })} onSubmit={(event) => void form.handleSubmit(submit)(event)} onClose={onClose} maxWidth="md">
      <TaskFields form={form} members={members} membersLoading={loading} limitTags={ACTIVITY_LIMITS.updateTags} />
    </FormDialog>
  );
}

/** Re-Assign: the task's assignees become the members picked here. */
export function ReassignDialog({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();
  const { members, loading } = useTeamMembers();
  const [users, setUsers] = useState(activity.assignees.map((assignee) => assignee.pk));
  const [assignActivity, { isLoading }] = useAssignActivityMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await assignActivity({ id: activity.id, body: { users } }).unwrap();
      enqueueSnackbar(intl.formatMessage({ id: ACTIVITY_MESSAGES.reassigned }), { variant: 'success' });
      onClose();
    } catch (caught) {
      enqueueSnackbar(apiErrorMessage(caught), { variant: 'error' });
    }
  };
  return (
    <FormDialog open title={intl.formatMessage({ id: TASK_TEXTS.reassignTask })} busy={isLoading} submitLabel={intl.formatMessage({ id: 'activities.reassign' })} busyLabel={intl.formatMessage({ id: TASK_TEXTS.processing })} onSubmit={(event) => void submit(event)} onClose={onClose}>
      <Typography variant="body2" color="text.secondary">
        {activity.name}
      </Typography>
      <AssigneePicker members={members} value={users} onChange={setUsers} limitTags={ACTIVITY_LIMITS.reassignTags} loading={loading} />
    </FormDialog>
  );
}

/**
 * Close: an optional reason of up to 120 characters (spec 2 §5). Through the phone's queue: online it is sent at
 * once and answered as before; without signal it is kept on the phone and sent when the signal returns.
 */
export function CloseTaskDialog({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();
  const [comment, setComment] = useState('');
  const queued = useQueuedWrite();
  const [isLoading, setLoading] = useState(false);
  const tooLong = comment.length > ACTIVITY_LIMITS.reasonMaxLength;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || isLoading) return;
    setLoading(true);
    const outcome = await queued('closeTask', { id: activity.id, name: activity.name, comment });
    if (outcome.sent) enqueueSnackbar(intl.formatMessage({ id: ACTIVITY_MESSAGES.closed }), { variant: 'success' });
    else if (outcome.saved) enqueueSnackbar(intl.formatMessage({ id: 'field-app.sync.saved' }), { variant: 'info' });
    else {
      enqueueSnackbar(apiErrorMessage(outcome.error), { variant: 'error' });
      setLoading(false);
      return;
    }
    onClose();
  };
  return (
    <FormDialog open title={intl.formatMessage({ id: TASK_TEXTS.closeTask })} busy={isLoading} submitLabel={intl.formatMessage({ id: TASK_TEXTS.closeTask })} busyLabel={intl.formatMessage({ id: TASK_TEXTS.processing })} onSubmit={(event) => void submit(event)} onClose={onClose}>
      <Typography variant="body2" color="text.secondary">
        {activity.name}
      </Typography>
      <TextField
        label={intl.formatMessage({ id: TASK_TEXTS.reason })}
        placeholder={intl.formatMessage({ id: ACTIVITY_MESSAGES.reasonPlaceholder })}
        multiline
        minRows={3}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={tooLong}
        helperText={tooLong ? formatText(intl, ACTIVITY_MESSAGES.reasonTooLong) : intl.formatMessage({ id: 'activities.reasonCount' }, { count: comment.length, max: ACTIVITY_LIMITS.reasonMaxLength })}
        slotProps={{ htmlInput: { maxLength: ACTIVITY_LIMITS.reasonMaxLength } }}
      />
    </FormDialog>
  );
}

/** The 'Assignee Lists' modal: the assignees' e-mail addresses. */
export function AssigneeListDialog({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="assignee-lists-title" fullWidth maxWidth="xs">
      <DialogTitle id="assignee-lists-title">
        <FormattedMessage id={TASK_TEXTS.assigneeLists} />
      </DialogTitle>
      <DialogContent>
        {activity.assignees.length === 0 ? (
          <Typography color="text.secondary">
            <FormattedMessage id={TASK_TEXTS.noAssignees} />
          </Typography>
        ) : (
          <List dense>
            {activity.assignees.map((assignee) => (
              <ListItem key={assignee.pk} disableGutters>
                <ListItemText primary={assignee.email || assignee.pk} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="activities.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
