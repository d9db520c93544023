import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/page-title';
import { useAdminSummaryQuery } from '../../../api/admin';
import { TrackingTable } from './tracking-table';
import { FormattedMessage, useIntl } from 'react-intl';

const NONE = '—';

/** Spec 3 §2 Administrator dashboard: the four counts and Recent Tracking Activities. */
export default function AdminDashboardPage() {
  const { data, isLoading, error, refetch } = useAdminSummaryQuery();
  const intl = useIntl();
  const cards = [
    { key: 'users', label: intl.formatMessage({ id: 'admin.dashboard.totalUsers' }), value: data?.user_count },
    { key: 'services', label: intl.formatMessage({ id: 'admin.dashboard.totalServices' }), value: data?.service_count },
    { key: 'subscriptions', label: intl.formatMessage({ id: 'admin.dashboard.totalSubscriptions' }), value: data?.subscription_count },
    { key: 'teams', label: intl.formatMessage({ id: 'admin.dashboard.totalTeams' }), value: data?.team_count },
  ];
  return (
    <Box>
      <PageTitle title={intl.formatMessage({ id: 'admin.page.dashboard' })} area="admin" />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {cards.map((card) => (
          <Grid key={card.label} size={{ xs: 12, sm: 6, md: 3 }}>
            {/* Each count is a region named by its label, so it reads as 'Total Users, 12'. */}
            <Card component="section" aria-labelledby={`count-${card.key}`}>
              <CardContent>
                <Typography id={`count-${card.key}`} component="h2" variant="body1" color="text.secondary">
                  {card.label}
                </Typography>
                <Typography variant="h4" component="p">
                  {isLoading ? <Skeleton width={60} /> : (card.value === undefined ? NONE : intl.formatNumber(card.value))}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="admin.dashboard.recentTracking" />
        </Typography>
        <TrackingTable rows={data?.recent_tracking ?? []} loading={isLoading} error={error} onRetry={() => void refetch()} />
      </Paper>
    </Box>
  );
}
