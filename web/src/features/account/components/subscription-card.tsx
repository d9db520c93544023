import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { UserDetails } from '../../../../../shared/api/schemas/accounts';
import { teamOf, type CurrentTeam } from '../../../lib/use-current-team';

export const NO_SUBSCRIPTION = 'No active subscription';

function StatusTag({ active }: { active: boolean }) {
  return <Chip size="small" label={active ? 'Active' : 'Expired'} color={active ? 'success' : 'error'} />;
}

/** The subscription of the team the user works in (the profile is read for that team), named. */
export function SubscriptionCard({ user, team }: { user: UserDetails | null; team: CurrentTeam | null }) {
  // A team without a plan still answers its approval; the card is about the plan, so it shows none.
  const subscription = user?.current_subscription?.current_subscription ? user.current_subscription : null;
  return (
    <Card component="section" aria-labelledby="subscription-title">
      <CardHeader
        title="My Current Subscription"
        subheader={team?.name ? teamOf(team.name) : undefined}
        slotProps={{ title: { id: 'subscription-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        {subscription ? (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.5, m: 0 }}>
            <Typography component="dt" color="text.secondary">
              Plan
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {subscription.current_subscription ?? '—'}
            </Typography>
            {subscription.end_date && (
              <>
                <Typography component="dt" color="text.secondary">
                  Ends
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {subscription.end_date.slice(8, 10)}-{subscription.end_date.slice(5, 7)}-{subscription.end_date.slice(0, 4)}
                </Typography>
              </>
            )}
            {subscription.no_users_limit !== undefined && (
              <>
                <Typography component="dt" color="text.secondary">
                  Limits
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {subscription.no_users_limit} users, {subscription.farm_area_limit ?? 0} ha
                </Typography>
              </>
            )}
            <Typography component="dt" color="text.secondary">
              Status
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <StatusTag active={subscription.subscription_approved} />
            </Box>
            <Typography component="dt" color="text.secondary">
              Approved Status
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <StatusTag active={subscription.admin_approved} />
            </Box>
          </Box>
        ) : (
          <Box sx={{ textAlign: 'center', py: 2 }}>
            <Typography color="text.secondary" gutterBottom>
              {NO_SUBSCRIPTION}
            </Typography>
            {team?.isOwner && (
              <Button component={RouterLink} to="/subscription/plans" variant="outlined" size="small">
                View plans
              </Button>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
