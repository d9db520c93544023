import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import type { PublicPlan } from '../../../../../shared/api/schemas/plans';
import { cardPriceKobo, toKobo } from '../../../../../shared/domain/subscriptions';
import { useNaira } from '../texts';

export const spaced = (text: string) => text.replace(/_/g, ' ');

/** One plan (spec 3 §2): price as the sum of its per-unit amounts, its services, its allocations. */
export function PlanCard({ plan, busy, onStart }: { plan: PublicPlan; busy: boolean; onStart: () => void }) {
  const intl = useIntl();
  const naira = useNaira();
  const price = cardPriceKobo(plan.services.map((service) => ({ service: service.service, amountKobo: toKobo(service.amount_per_unit) ?? 0 })));
  return (
    <Card component="article" aria-labelledby={`plan-${plan.id}`} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={`plan-${plan.id}`} component="h2" variant="h6" gutterBottom>
          {plan.name}
        </Typography>
        <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
          {naira(price)}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          <FormattedMessage
            id="subscriptions.plans.perUnit"
            values={{ unit: plan.unit, duration: intl.formatMessage({ id: `subscriptions.plans.duration.${plan.duration}` }) }}
          />
        </Typography>
        <Divider sx={{ my: 1.5 }} />
        {plan.services.length === 0 ? (
          <Chip label={intl.formatMessage({ id: 'subscriptions.plans.free' })} color="success" size="small" />
        ) : (
          <List dense disablePadding aria-label={intl.formatMessage({ id: 'subscriptions.plans.features' }, { plan: plan.name })}>
            {plan.services.map((service) => (
              <ListItem key={service.id} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckCircleOutline color="success" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={spaced(service.name)} secondary={intl.formatMessage({ id: 'subscriptions.plans.pricePerUnit' }, { price: naira(toKobo(service.amount_per_unit) ?? 0) })} />
              </ListItem>
            ))}
          </List>
        )}
        <Box sx={{ mt: 1.5, display: 'grid', gap: 0.5 }}>
          <Typography variant="body2">
            <FormattedMessage
              id="subscriptions.plans.usersAllocated"
              values={{ min: plan.min_users_in_team_allocated, max: plan.max_users_in_team_allocated }}
            />
          </Typography>
          <Typography variant="body2">
            <FormattedMessage
              id="subscriptions.plans.areaAllocated"
              values={{ min: plan.min_farm_area_allocated, max: plan.max_farm_area_allocated }}
            />
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button fullWidth variant="contained" onClick={onStart} disabled={busy}>
          {intl.formatMessage({ id: busy ? 'subscriptions.plans.pleaseWait' : 'subscriptions.plans.getStarted' })}
        </Button>
      </CardActions>
    </Card>
  );
}
