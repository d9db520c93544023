import { useEffect, useState } from 'react';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicPlan } from '../../../../../shared/api/schemas/plans';
import { apiErrorMessage } from '../../../lib/api';
import { useUserDetails } from '../../../lib/use-user-details';
import { useCan, useTeamId } from '../../../lib/team-access';
import { useLazyGetPublicPlanQuery, useListPublicPlansQuery } from '../../../api/subscriptions';
import { PaymentDialog } from './payment-dialog';
import { PlanCard } from './plan-card';

/** /subscription/plans (spec 3 §2): the plans, Get Started -> the plan's details -> the payment dialog. */
export default function PlansPage() {
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();
  const plans = useListPublicPlansQuery();
  const [fetchPlan] = useLazyGetPublicPlanQuery();
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<PublicPlan | null>(null);
  useUserDetails();
  // The team the user works in (the app bar's), billed when their role there allows buying a plan.
  const teamId = useTeamId();
  const mayPay = useCan()('payment.add_payment');

  useEffect(() => {
    if (plans.isError) enqueueSnackbar(apiErrorMessage(plans.error), { variant: 'error' });
  }, [plans.isError, plans.error, enqueueSnackbar]);

  const start = async (planId: string) => {
    setLoadingId(planId);
    try {
      // Spec 3 §4: when the plan's details cannot be fetched the dialog simply does not open.
      const plan = await fetchPlan(planId).unwrap().catch(() => null);
      if (plan) setChosen(plan);
    } finally {
      setLoadingId(null);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Box sx={{ textAlign: 'center', mb: 4 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          <FormattedMessage id="subscriptions.plans.title" />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="subscriptions.plans.subtitle" />
        </Typography>
      </Box>
      {plans.isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={intl.formatMessage({ id: 'subscriptions.plans.loading' })} />
        </Box>
      ) : (plans.data ?? []).length === 0 ? (
        <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
          <Typography variant="h6">
            <FormattedMessage id="subscriptions.plans.none" />
          </Typography>
        </Paper>
      ) : (
        <Grid container spacing={3} sx={{ justifyContent: "center" }}>
          {(plans.data ?? []).map((plan) => (
            <Grid key={plan.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <PlanCard plan={plan} busy={loadingId === plan.id} onStart={() => void start(plan.id)} />
            </Grid>
          ))}
        </Grid>
      )}
      {chosen && <PaymentDialog plan={chosen} teamId={teamId} mayPay={mayPay} onClose={() => setChosen(null)} />}
    </Box>
  );
}
