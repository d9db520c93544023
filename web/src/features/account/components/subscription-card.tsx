import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UserDetails } from '../../../../../shared/api/schemas/accounts';
import { teamOf, type CurrentTeam } from '../../../lib/use-current-team';

export const NO_SUBSCRIPTION = 'account.subscription.none';

const NONE = '—';

/** The end day as the specification writes it (DD-MM-YYYY), in every language. */
const dayMonthYear = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

function StatusTag({ active }: { active: boolean }) {
  const intl = useIntl();
  return <Chip size="small" label={intl.formatMessage({ id: active ? 'account.subscription.active' : 'account.subscription.expired' })} color={active ? 'success' : 'error'} />;
}

/** The subscription of the team the user works in (the profile is read for that team), named. */
export function SubscriptionCard({ user, team }: { user: UserDetails | null; team: CurrentTeam | null }) {
  // A team without a plan still answers its approval; the card is about the plan, so it shows none.
  const intl = useIntl();
  const subscription = user?.current_subscription?.current_subscription ? user.current_subscription : null;
  return (
    <Card component="section" aria-labelledby="subscription-title">
      <CardHeader
        title={intl.formatMessage({ id: 'account.subscription.title' })}
        subheader={team?.name ? teamOf(team.name) : undefined}
        slotProps={{ title: { id: 'subscription-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        {subscription ? (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.5, m: 0 }}>
            <Typography component="dt" color="text.secondary">
              <FormattedMessage id="account.subscription.plan" />
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {subscription.current_subscription ?? NONE}
            </Typography>
            {subscription.end_date && (
              <>
                <Typography component="dt" color="text.secondary">
                  <FormattedMessage id="account.subscription.ends" />
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {dayMonthYear(subscription.end_date)}
                </Typography>
              </>
            )}
            {subscription.no_users_limit !== undefined && (
              <>
                <Typography component="dt" color="text.secondary">
                  <FormattedMessage id="account.subscription.limits" />
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  <FormattedMessage
                    id="account.subscription.limitsValue"
                    values={{ users: subscription.no_users_limit, area: intl.formatNumber(subscription.farm_area_limit ?? 0) }}
                  />
                </Typography>
              </>
            )}
            <Typography component="dt" color="text.secondary">
              <FormattedMessage id="account.subscription.status" />
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <StatusTag active={subscription.subscription_approved} />
            </Box>
            <Typography component="dt" color="text.secondary">
              <FormattedMessage id="account.subscription.approvedStatus" />
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <StatusTag active={subscription.admin_approved} />
            </Box>
          </Box>
        ) : (
          <Box sx={{ textAlign: 'center', py: 2 }}>
            <Typography color="text.secondary" gutterBottom>
              <FormattedMessage id={NO_SUBSCRIPTION} />
            </Typography>
            {team?.isOwner && (
              <Button component={RouterLink} to="/subscription/plans" variant="outlined" size="small">
                <FormattedMessage id="account.subscription.viewPlans" />
              </Button>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
