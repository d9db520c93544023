import { lazy, Suspense } from 'react';
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

const TaskCalendar = lazy(() => import('./task-calendar'));

/** /dashboard/farmactivity/my-tasks: the user's tasks on a month calendar (spec 2 §2.9). */
export default function MyTasksPage() {
  const { userDetails, claims } = useSession();
  const userId = userDetails?.id ?? claims?.userId ?? null;
  const tasks = useListUserActivitiesQuery(userId ?? skipToken);
  const navigate = useNavigate();

  const calendar = () => {
    if (tasks.isError) return <Alert severity="error">{apiErrorMessage(tasks.error)}</Alert>;
    if (!tasks.data) return <CircularProgress aria-label={TASK_TEXTS.loading} />;
    if (tasks.data.length === 0) return <Alert severity="info">{ACTIVITY_MESSAGES.noTaskForYou}</Alert>;
    return (
      <Suspense fallback={<CircularProgress aria-label={TASK_TEXTS.loading} />}>
        <TaskCalendar tasks={tasks.data} onOpen={(id) => navigate(`/dashboard/farmactivity/all-activities/${id}`)} />
      </Suspense>
    );
  };

  return (
    <>
      <PageTitle title={TASK_TEXTS.myTasksTitle} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/dashboard/farmactivity/configure">
          {TASK_TEXTS.newTask}
        </Button>
      </Box>
      <Card component="section" aria-label="Task calendar" sx={{ mb: 3 }}>
        <CardContent>{calendar()}</CardContent>
      </Card>
      {/* Spec 2 §2.9: the crop table below the calendar is always empty in the product. */}
      <Card component="section" aria-label="Field crops">
        <Table size="small">
          <TableHead>
            <TableRow>
              {['Field Name', 'Image', 'Details', 'Crop Name', 'Sowing Date'].map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ color: 'text.secondary' }}>
                No data
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Card>
    </>
  );
}
