import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PublicPlan } from '../../../../../shared/api/schemas/plans';
import type { PaymentOutcome } from '../../../../../shared/api/schemas/subscriptions';
import { CONFIRM_DELAY_MS, formatNaira, PAYMENT_MESSAGES, REDIRECT_AFTER_PAYMENT_MS, toKobo } from '../../../../../shared/domain/subscriptions';
import { apiErrorMessage } from '../../../lib/api';
import { useCreatePaymentMutation, useVerifyPaymentMutation } from '../api';
import { useCheckout } from '../hooks/use-checkout';
import { displayTotalKobo, sells, validateOrder, type OrderErrors, type OrderInput } from '../order';
import { spaced } from './plan-card';

const EMPTY: OrderInput = { users: '0', farms: '0' };
const TOAST = { anchorOrigin: { vertical: 'top', horizontal: 'right' }, autoHideDuration: 4000 } as const;

type Step = 'order' | 'confirmed' | 'done';

/** The payment dialog (spec 3 §2, §4): order, confirm, pay in Paystack's checkout, success, redirect. */
export function PaymentDialog({ plan, teamId, onClose }: { plan: PublicPlan; teamId: string | null; onClose: () => void }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [input, setInput] = useState<OrderInput>(EMPTY);
  const [errors, setErrors] = useState<OrderErrors>({});
  const [total, setTotal] = useState<number | null>(null);
  const [step, setStep] = useState<Step>('order');
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const idempotencyKey = useRef(crypto.randomUUID());
  const [createPayment] = useCreatePaymentMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const checkout = useCheckout();

  useEffect(() => {
    if (step !== 'done') return undefined;
    const timer = window.setTimeout(() => navigate('/dashboard'), REDIRECT_AFTER_PAYMENT_MS);
    return () => window.clearTimeout(timer);
  }, [step, navigate]);

  const evaluate = (next: OrderInput): boolean => {
    const found = validateOrder(plan, next);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setTotal(null);
      return false;
    }
    setTotal(displayTotalKobo(plan, next));
    return true;
  };

  const reset = () => {
    setInput(EMPTY);
    setErrors({});
    setTotal(null);
    setStep('order');
    idempotencyKey.current = crypto.randomUUID();
  };

  const confirm = () => {
    if (!evaluate(input)) return;
    setConfirming(true);
    window.setTimeout(() => {
      setConfirming(false);
      setStep('confirmed');
    }, CONFIRM_DELAY_MS);
  };

  const pay = async () => {
    if (!teamId) return;
    setPaying(true);
    try {
      const init = await createPayment({
        idempotencyKey: idempotencyKey.current,
        body: {
          team: teamId,
          plan: plan.id,
          ...(sells(plan, 'users') ? { no_of_users: Number(input.users) } : {}),
          ...(sells(plan, 'farm_area') ? { farm_area: Number(input.farms) } : {}),
        },
      }).unwrap();
      const result = init.access_code ? await checkout.start(init) : ({ kind: 'success', reference: init.reference } as const);
      if (result.kind === 'cancel') return;
      if (result.kind === 'error') {
        enqueueSnackbar(result.message || PAYMENT_MESSAGES.providerFailed, { variant: 'error', ...TOAST });
        return;
      }
      const settled = await verifyPayment(init.reference).unwrap();
      if (settled.status !== 'success') {
        enqueueSnackbar(PAYMENT_MESSAGES.providerFailed, { variant: 'error', ...TOAST });
        return;
      }
      setOutcome(settled);
      setStep('done');
      enqueueSnackbar(PAYMENT_MESSAGES.success(settled.reference), { variant: 'success', ...TOAST });
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error, PAYMENT_MESSAGES.providerFailed), { variant: 'error', ...TOAST });
    } finally {
      setPaying(false);
      idempotencyKey.current = crypto.randomUUID();
    }
  };

  const field = (key: keyof OrderInput, label: string, min: number, max: number) => (
    <TextField
      label={`${label} (Between ${min} - ${max})`}
      type="number"
      value={input[key]}
      disabled={step !== 'order'}
      onChange={(event) => setInput((current) => ({ ...current, [key]: event.target.value }))}
      onBlur={() => evaluate(input)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      slotProps={{ htmlInput: { min, max, step: 1 } }}
      fullWidth
      required
    />
  );

  return (
    <Dialog open fullWidth maxWidth="sm" sx={{ zIndex: 10000 }} aria-labelledby="payment-title" onClose={() => undefined}>
      <DialogTitle id="payment-title">Payment Details for {plan.name}</DialogTitle>
      {step === 'done' && outcome ? (
        <DialogContent>
          <Stack spacing={1.5} sx={{ textAlign: 'center', py: 2 }}>
            <Typography component="h3" variant="h5" color="success.main">
              Transaction Successful
            </Typography>
            <Typography>
              Transaction ID: <strong>{outcome.reference}</strong>
            </Typography>
            <Box>
              Transaction Status: <Chip size="small" color="success" label={outcome.status} />
            </Box>
            <Typography variant="h6">Thank you</Typography>
            <Typography color="text.secondary">You will be redirected to your dashboard in 8 seconds.</Typography>
          </Stack>
        </DialogContent>
      ) : (
        <>
          <DialogContent>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
              Please, Complete your order.
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, mt: 0 }}>
              {plan.services.map((service) => (
                <li key={service.id}>
                  {spaced(service.name)}: {formatNaira(toKobo(service.amount_per_unit) ?? 0)} per unit
                </li>
              ))}
            </Box>
            {sells(plan, 'users') && (
              <Typography variant="body2">
                Users: minimum {plan.min_users_in_team_allocated}, maximum {plan.max_users_in_team_allocated}
              </Typography>
            )}
            {sells(plan, 'farm_area') && (
              <Typography variant="body2">
                Farm allocated: minimum {plan.min_farm_area_allocated} ha, maximum {plan.max_farm_area_allocated} ha
              </Typography>
            )}
            <Stack spacing={1} sx={{ mt: 2 }}>
              {sells(plan, 'users') && field('users', 'Number of Users', plan.min_users_in_team_allocated, plan.max_users_in_team_allocated)}
              {sells(plan, 'farm_area') && field('farms', 'Number of Farms', plan.min_farm_area_allocated, plan.max_farm_area_allocated)}
            </Stack>
            <Typography variant="h6" sx={{ mt: 1 }} aria-live="polite">
              Total Amount: {formatNaira(total ?? 0)}
            </Typography>
            {step === 'confirmed' && (
              <Alert severity="info" sx={{ mt: 2 }}>
                You are about to subscribe to {plan.name} for {formatNaira(total ?? 0)}.
              </Alert>
            )}
            {!teamId && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                This Account does not have a team yet
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose} disabled={paying}>
              Cancel
            </Button>
            {total !== null && (
              <Button onClick={reset} disabled={paying || confirming}>
                Reset
              </Button>
            )}
            {step === 'order' ? (
              <Button variant="contained" onClick={confirm} disabled={confirming}>
                {confirming ? 'Processing...' : 'Confirm Request'}
              </Button>
            ) : (
              <Button variant="contained" color="success" onClick={() => void pay()} disabled={paying || !teamId}>
                {paying ? 'Please wait...' : `Continue Payment ${formatNaira(total ?? 0)}`}
              </Button>
            )}
          </DialogActions>
        </>
      )}
      {checkout.element}
    </Dialog>
  );
}
