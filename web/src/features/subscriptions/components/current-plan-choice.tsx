import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { PaymentContext } from '../../../../../shared/api/schemas/subscriptions';
import { toKobo, type PurchaseTiming } from '../../../../../shared/domain/subscriptions';
import { CHECKOUT_TEXTS, dayOf, useNaira } from '../texts';

/**
 * The plan the team already pays for, and what the purchase does to it, chosen before anything is charged:
 * replace it now with its unused days credited, or start when it ends.
 */
export function CurrentPlanChoice({
  context,
  timing,
  choosing,
  onChange,
}: {
  context: PaymentContext;
  timing: PurchaseTiming | null;
  /** While the order is open; once confirmed, the choice made is stated with the total instead. */
  choosing: boolean;
  onChange: (timing: PurchaseTiming) => void;
}) {
  const intl = useIntl();
  const naira = useNaira();
  const { current, scheduled } = context;
  if (scheduled) return <Alert severity="info">{intl.formatMessage({ id: CHECKOUT_TEXTS.scheduled }, { plan: scheduled.plan, start: dayOf(scheduled.start_date) })}</Alert>;
  if (!current) return null;
  const summary = (
    <Typography variant="body2" sx={{ mb: 1 }}>
      {intl.formatMessage({ id: CHECKOUT_TEXTS.currentPlan }, { plan: current.plan, end: dayOf(current.end_date) })}
    </Typography>
  );
  if (!choosing) return summary;
  return (
    <FormControl component="fieldset" sx={{ mt: 1 }}>
      {summary}
      <FormLabel component="legend">{intl.formatMessage({ id: CHECKOUT_TEXTS.chooseTiming })}</FormLabel>
      <RadioGroup value={timing ?? ''} onChange={(event) => onChange(event.target.value as PurchaseTiming)}>
        <FormControlLabel value="now" control={<Radio />} label={intl.formatMessage({ id: CHECKOUT_TEXTS.upgradeNow }, { credit: naira(toKobo(current.credit) ?? 0) })} />
        <FormControlLabel value="after_current" control={<Radio />} label={intl.formatMessage({ id: CHECKOUT_TEXTS.afterCurrent }, { end: dayOf(current.end_date) })} />
      </RadioGroup>
    </FormControl>
  );
}
