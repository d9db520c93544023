import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AlertItem } from '../../../../../shared/api/schemas/alerts';
import { useText } from '../../../lib/i18n/use-text';
import { ALERT_TEXTS, channelLabel, DELIVERY_STATUS_TEXTS } from '../texts';

type Delivery = AlertItem['deliveries'][number];

/** What became of the alert on a channel, in words: nothing is dropped without the user being told why. */
function useDeliveryText() {
  const { t } = useText();
  return (delivery: Delivery): string => {
    const channel = t(channelLabel(delivery.channel));
    if (delivery.status === 'skipped' && delivery.reason) return t(ALERT_TEXTS.skipReason, { reason: delivery.reason, channel });
    if (delivery.status === 'queued' && delivery.reason === 'quiet_hours') return t(ALERT_TEXTS.held, { channel });
    return t(DELIVERY_STATUS_TEXTS[delivery.status], { channel });
  };
}

/** The alert's deliveries by e-mail, SMS and WhatsApp (in the app it always shows: that one goes without saying). */
export function AlertDeliveries({ alert }: { alert: AlertItem }) {
  const { t } = useText();
  const say = useDeliveryText();
  const deliveries = alert.deliveries.filter((delivery) => delivery.channel !== 'in_app');
  if (deliveries.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        {t(ALERT_TEXTS.deliveriesTitle)}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {deliveries.map((delivery) => (
          <Typography key={delivery.channel} component="li" variant="body2" color={delivery.status === 'skipped' || delivery.status === 'failed' ? 'text.secondary' : 'text.primary'}>
            {say(delivery)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
