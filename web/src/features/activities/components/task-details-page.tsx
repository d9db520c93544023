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
import { TASK_TEXTS, TYPE_LABELS } from '../texts';
import { StatusTag } from './status-tag';

const money = (value: number) => `${COST_CURRENCY} ${value.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="dt">
        {label}
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
  const back = (
    <Button component={RouterLink} to="/dashboard/farmactivity/all-activities" startIcon={<ArrowBackIcon />} variant="outlined">
      {TASK_TEXTS.taskList}
    </Button>
  );
  const content = () => {
    if (task.isError) return <Alert severity="error">{ACTIVITY_MESSAGES.noRecord(id)}</Alert>;
    if (!task.data) return <CircularProgress aria-label={TASK_TEXTS.loading} />;
    const activity = task.data;
    return (
      <Card component="article" aria-label={activity.name}>
        <CardContent>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h2">
              {activity.name}
            </Typography>
            <StatusTag status={activity.status} />
          </Box>
          {activity.status === 'close' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Reason: {activity.comment || 'No reason given.'}
            </Alert>
          )}
          <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, m: 0 }}>
            <Detail label="Description">{activity.description}</Detail>
            <Detail label="Field">{activity.field_info?.name ?? '-'}</Detail>
            <Detail label="Start Date">{activity.start_date}</Detail>
            <Detail label="End Date">{activity.end_date}</Detail>
            <Detail label="Type">{TYPE_LABELS[activity.type] ?? activity.type}</Detail>
            <Detail label="Costs">
              Planned {money(activity.planned_cost)} · Actual {money(activity.actual_cost)}
            </Detail>
          </Box>
          <Typography variant="h6" component="h3" sx={{ mt: 3 }}>
            {TASK_TEXTS.allAssignees}
          </Typography>
          <Table size="small" aria-label={TASK_TEXTS.allAssignees}>
            <TableHead>
              <TableRow>
                <TableCell>Email</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {activity.assignees.length === 0 ? (
                <TableRow>
                  <TableCell sx={{ color: 'text.secondary' }}>{TASK_TEXTS.noAssignees}</TableCell>
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
      <PageTitle title={TASK_TEXTS.detailsTitle} />
      <Box sx={{ mb: 2 }}>{back}</Box>
      {content()}
    </>
  );
}
