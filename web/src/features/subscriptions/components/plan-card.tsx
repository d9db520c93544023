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
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import type { PublicPlan } from '../../../../../shared/api/schemas/plans';
import { cardPriceKobo, formatNaira, toKobo } from '../../../../../shared/domain/subscriptions';

export const spaced = (text: string) => text.replace(/_/g, ' ');

/** One plan (spec 3 §2): price as the sum of its per-unit amounts, its services, its allocations. */
export function PlanCard({ plan, busy, onStart }: { plan: PublicPlan; busy: boolean; onStart: () => void }) {
  const price = cardPriceKobo(plan.services.map((service) => ({ service: service.service, amountKobo: toKobo(service.amount_per_unit) ?? 0 })));
  return (
    <Card component="article" aria-labelledby={`plan-${plan.id}`} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={`plan-${plan.id}`} component="h2" variant="h6" gutterBottom>
          {plan.name}
        </Typography>
        <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
          {formatNaira(price)}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          per {plan.unit} Hectare {plan.duration}
        </Typography>
        <Divider sx={{ my: 1.5 }} />
        {plan.services.length === 0 ? (
          <Chip label="FREE VERSION" color="success" size="small" />
        ) : (
          <List dense disablePadding aria-label={`${plan.name} features`}>
            {plan.services.map((service) => (
              <ListItem key={service.id} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckCircleOutline color="success" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={spaced(service.name)} secondary={`${formatNaira(toKobo(service.amount_per_unit) ?? 0)} per unit`} />
              </ListItem>
            ))}
          </List>
        )}
        <Box sx={{ mt: 1.5, display: 'grid', gap: 0.5 }}>
          <Typography variant="body2">
            Users allocated: {plan.min_users_in_team_allocated} - {plan.max_users_in_team_allocated}
          </Typography>
          <Typography variant="body2">
            Farm area allocated: {plan.min_farm_area_allocated} - {plan.max_farm_area_allocated} ha
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button fullWidth variant="contained" onClick={onStart} disabled={busy}>
          {busy ? 'Please wait...' : 'Get Started'}
        </Button>
      </CardActions>
    </Card>
  );
}
