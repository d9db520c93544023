import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { CreateActivityBody } from '../../../../../shared/api/schemas/activities';
import { ACTIVITY_LIMITS, ACTIVITY_MESSAGES } from '../../../../../shared/domain/activities';
import { PageTitle } from '../../../components/page-title';
import { PermissionNote } from '../../../components/permission-note';
import { SubmitButton } from '../../../components/form/submit-button';
import { showApiError } from '../../../components/form/use-zod-form';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useListFieldsQuery } from '../../../api/fields';
import { useTeamAccess } from '../../../lib/team-access';
import { useQueuedWrite } from '../../../lib/offline/sync-hooks';
import { useSelectedFieldId } from '../hooks/use-selected-field';
import { EMPTY_TASK, useTaskForm } from '../hooks/use-task-form';
import { useTeamMembers } from '../hooks/use-team-members';
import { TASK_TEXTS } from '../texts';
import { NoFieldSelected } from './no-field-selected';
import { TaskFields } from './task-fields';
import { FormattedMessage, useIntl } from 'react-intl';

/** Spec 2 §9: My Tasks opens 1 s after a task is created. */
const REDIRECT_MS = 1000;

/** /dashboard/farmactivity/configure: the New Task form for the selected field (spec 2 §2.9). */
export default function ConfigurePage() {
  const fieldId = useSelectedFieldId();
  const access = useTeamAccess();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();
  const fields = useListFieldsQuery(undefined, { skip: !fieldId });
  const { members, loading } = useTeamMembers();
  const form = useTaskForm(EMPTY_TASK, fieldId ?? '');
  const queued = useQueuedWrite();
  const [isLoading, setLoading] = useState(false);
  const [done, setDone] = useState(false);
  const field = fields.data?.find((entry) => entry.id === fieldId);

  // Through the phone's queue (its id is the Idempotency-Key): online it is sent at once and answered as before;
  // without signal it is kept and sent when the signal returns.
  const submit = async (body: CreateActivityBody) => {
    if (isLoading) return;
    setLoading(true);
    const outcome = await queued('createTask', body);
    setLoading(false);
    if (!outcome.sent && !outcome.saved) {
      showApiError(form, outcome.error);
      enqueueSnackbar(intl.formatMessage({ id: ACTIVITY_MESSAGES.assignFailed }), { variant: 'error' });
      return;
    }
    enqueueSnackbar(intl.formatMessage({ id: outcome.sent ? ACTIVITY_MESSAGES.assigned : 'field-app.sync.saved' }), { variant: outcome.sent ? 'success' : 'info' });
    setDone(true);
    navigateLater('/dashboard/farmactivity/my-tasks', REDIRECT_MS);
  };

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: TASK_TEXTS.configureTitle })} />
      {access.known && !access.can('activity.add_farmactivity') ? (
        <PermissionNote what={intl.formatMessage({ id: TASK_TEXTS.addTaskAction })} permission="activity.add_farmactivity" />
      ) : !fieldId ? (
        <NoFieldSelected />
      ) : (
        <Card component="section" aria-labelledby="new-task-heading" sx={{ maxWidth: 880 }}>
          <CardHeader
            title={intl.formatMessage({ id: TASK_TEXTS.newTask })}
            subheader={field ? intl.formatMessage({ id: 'activities.fieldName' }, { name: field.name }) : undefined}
            slotProps={{ title: { id: 'new-task-heading', component: 'h2', variant: 'h6' } }}
          />
          <CardContent>
            <Box component="form" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} aria-labelledby="new-task-heading">
              <TaskFields
                form={form}
                members={members}
                membersLoading={loading}
                limitTags={ACTIVITY_LIMITS.createTags}
              />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                <FormattedMessage id="activities.costsInNaira" />
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
                <Button type="button" onClick={() => navigate('/dashboard/farmactivity/all-activities')} disabled={isLoading}>
                  <FormattedMessage id="activities.cancel" />
                </Button>
                <SubmitButton busy={isLoading || done} label={intl.formatMessage({ id: 'activities.save' })} busyLabel={intl.formatMessage({ id: TASK_TEXTS.processing })} fullWidth={false} size="medium" />
              </Box>
            </Box>
          </CardContent>
        </Card>
      )}
    </>
  );
}
