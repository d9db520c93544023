import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ACTIVITY_MESSAGES, COST_CURRENCY } from '../../../../../shared/domain/activities';
import { PageTitle } from '../../../components/page-title';
import { useGetActivityQuery } from '../../../api/activities';
import { TASK_TEXTS } from '../texts';
import { StatusTag } from './status-tag';
import { SyncMark } from './sync-mark';
import { CloseTaskDialog } from './task-dialogs';
import { usePendingCloses, withPendingCloses } from '../hooks/use-pending-closes';
import { useTeamAccess } from '../../../lib/team-access';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../../shared/i18n/english';
import { ActivityTypeLabel } from './activity-type-label';

/** A task whose field is gone names none. */
const NO_FIELD = '-';

function Detail({ term, children }: { term: MessageId; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="dt">
        <FormattedMessage id={term} />
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** /dashboard/farmactivity/all-activities/{id}: one task with its status, reason and assignees (spec 2 §2.9). */
export default function TaskDetailsPage() {
  const { id = '' } = useParams();
  const task = useGetActivityQuery(id);
  const pending = usePendingCloses();
  const access = useTeamAccess();
  const [closing, setClosing] = useState(false);
  const intl = useIntl();
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: COST_CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const back = (
    <Button component={RouterLink} to="/dashboard/farmactivity/all-activities" startIcon={<ArrowBackIcon />} variant="outlined">
      <FormattedMessage id={TASK_TEXTS.taskList} />
    </Button>
  );
  const content = () => {
    if (task.isError) return <Alert severity="error"><FormattedMessage id={ACTIVITY_MESSAGES.noRecord} values={{ id }} /></Alert>;
    if (!task.data) return <CircularProgress aria-label={intl.formatMessage({ id: TASK_TEXTS.loading })} />;
    const [activity = task.data] = withPendingCloses([task.data], pending);
    const write = pending.get(activity.id);
    return (
      <Card component="article" aria-label={activity.name}>
        <CardContent>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h2">
              {activity.name}
            </Typography>
            <StatusTag status={activity.status} />
            <SyncMark write={write} />
            {activity.status === 'open' && access.can('activity.close_farmactivity') && (
              <Button variant="outlined" size="small" onClick={() => setClosing(true)} sx={{ ml: 'auto' }}>
                <FormattedMessage id={TASK_TEXTS.closeTask} />
              </Button>
            )}
          </Box>
          {write?.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {write.error.message}
            </Alert>
          )}
          {activity.status === 'close' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {activity.comment ? (
                <FormattedMessage id="activities.reasonLine" values={{ reason: activity.comment }} />
              ) : (
                <FormattedMessage id="activities.noReason" />
              )}
            </Alert>
          )}
          <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, m: 0 }}>
            <Detail term="activities.column.description">{activity.description}</Detail>
            <Detail term="activities.chooseField">{activity.field_info?.name ?? NO_FIELD}</Detail>
            <Detail term="activities.column.startDate">{activity.start_date}</Detail>
            <Detail term="activities.column.endDate">{activity.end_date}</Detail>
            <Detail term="activities.column.type">
              <ActivityTypeLabel type={activity.type} />
            </Detail>
            <Detail term="activities.costs">
              <FormattedMessage id="activities.costsLine" values={{ planned: money(activity.planned_cost), actual: money(activity.actual_cost) }} />
            </Detail>
          </Box>
          <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
            <FormattedMessage id={TASK_TEXTS.allAssignees} />
          </Typography>
          <Table size="small" aria-label={intl.formatMessage({ id: TASK_TEXTS.allAssignees })}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="activities.email" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {activity.assignees.length === 0 ? (
                <TableRow>
                  <TableCell sx={{ color: 'text.secondary' }}><FormattedMessage id={TASK_TEXTS.noAssignees} />
                  </TableCell>
                </TableRow>
              ) : (
                activity.assignees.map((assignee) => (
                  <TableRow key={assignee.pk}>
                    <TableCell>{assignee.email || assignee.pk}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    );
  };
  return (
    <>
      <PageTitle title={intl.formatMessage({ id: TASK_TEXTS.detailsTitle })} />
      <Box sx={{ mb: 2 }}>{back}</Box>
      {content()}
      {closing && task.data && <CloseTaskDialog activity={task.data} onClose={() => setClosing(false)} />}
    </>
  );
}
