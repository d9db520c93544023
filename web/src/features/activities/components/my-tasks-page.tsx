import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
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
import AddIcon from '@mui/icons-material/Add';
import { ACTIVITY_MESSAGES } from '../../../../../shared/domain/activities';
import { PageTitle } from '../../../components/page-title';
import { apiErrorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/hooks';
import { useListUserActivitiesQuery } from '../../../api/activities';
import { TASK_TEXTS } from '../texts';
import { usePendingCloses, withPendingCloses } from '../hooks/use-pending-closes';
import { FormattedMessage, useIntl } from 'react-intl';
import { LazyPart } from '../../../components/lazy-part';
import { lazyComponent } from '../../../lib/lazy-component';

const CROP_COLUMNS = ['activities.crop.fieldName', 'activities.crop.image', 'activities.crop.details', 'activities.crop.cropName', 'activities.crop.sowingDate'] as const;

const TaskCalendar = lazyComponent(() => import('./task-calendar'));

/** /dashboard/farmactivity/my-tasks: the user's tasks on a month calendar (spec 2 §2.9). */
export default function MyTasksPage() {
  const { userDetails, claims } = useSession();
  const userId = userDetails?.id ?? claims?.userId ?? null;
  const tasks = useListUserActivitiesQuery(userId ?? skipToken);
  const navigate = useNavigate();
  const intl = useIntl();
  const loading = intl.formatMessage({ id: TASK_TEXTS.loading });
  const pending = usePendingCloses();
  // The calendar's code loads while the tasks are read, not after them (offline both come from the phone).
  useEffect(() => {
    TaskCalendar.preload().catch(() => undefined);
  }, []);

  const calendar = () => {
    if (tasks.isError) return <Alert severity="error">{apiErrorMessage(tasks.error)}</Alert>;
    if (!tasks.data) return <CircularProgress aria-label={loading} />;
    if (tasks.data.length === 0) return <Alert severity="info"><FormattedMessage id={ACTIVITY_MESSAGES.noTaskForYou} /></Alert>;
    return (
      <LazyPart fallback={<CircularProgress aria-label={loading} />}>
        <TaskCalendar tasks={withPendingCloses(tasks.data, pending)} pending={pending} onOpen={(id) => navigate(`/dashboard/farmactivity/all-activities/${id}`)} />
      </LazyPart>
    );
  };

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: TASK_TEXTS.myTasksTitle })} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/dashboard/farmactivity/configure">
          <FormattedMessage id={TASK_TEXTS.newTask} />
        </Button>
      </Box>
      <Card component="section" aria-label={intl.formatMessage({ id: 'activities.calendarLabel' })} sx={{ mb: 3 }}>
        <CardContent>{calendar()}</CardContent>
      </Card>
      {/* Spec 2 §2.9: the crop table below the calendar is always empty in the product. */}
      <Card component="section" aria-label={intl.formatMessage({ id: 'activities.fieldCrops' })}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {CROP_COLUMNS.map((column) => (
                <TableCell key={column}>
                  <FormattedMessage id={column} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ color: 'text.secondary' }}>
                <FormattedMessage id="activities.noData" />
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Card>
    </>
  );
}
