import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicPlan } from '../../../../../shared/api/schemas/plans';
import {
  chargedKobo,
  CONFIRM_DELAY_MS,
  PAYMENT_MESSAGES,
  REDIRECT_AFTER_PAYMENT_MS,
  toKobo,
} from '../../../../../shared/domain/subscriptions';
import { FormTextField } from '../../../components/form/form-text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { apiErrorMessage, isApiError } from '../../../lib/api';
import { useCreatePaymentMutation, useGetPaymentContextQuery } from '../../../api/subscriptions';
import { useCheckout } from '../hooks/use-checkout';
import { useSettlePayment } from '../hooks/use-settle-payment';
import { displayTotalKobo, orderSchema, sells, type OrderInput } from '../order';
import { INITIAL_PAYMENT, paymentReducer } from '../payment-steps';
import { CHECKOUT_TEXTS, dayOf, useNaira } from '../texts';
import { formatText } from '../../../lib/i18n/format-text';
import { CurrentPlanChoice } from './current-plan-choice';
import { spaced } from './plan-card';

const EMPTY: OrderInput = { users: '0', farms: '0' };
const TOAST = { anchorOrigin: { vertical: 'top', horizontal: 'right' }, autoHideDuration: 4000 } as const;

/**
 * The payment dialog (spec 3 §2, §4): the team billed, what becomes of its current plan, order, confirm, pay in
 * Paystack's checkout, and the server's word on the payment. A payment whose answer was lost is asked about again
 * and is never offered a second time while its fate is unknown. The steps are a reducer (payment-steps.ts); the
 * order is a form of the form kit, checked on leaving a field and on Confirm Request.
 */
export function PaymentDialog({
  plan,
  teamId,
  mayPay,
  onClose,
}: {
  plan: PublicPlan;
  teamId: string | null;
  mayPay: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const naira = useNaira();
  const say = (text: string) => formatText(intl, text);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const context = useGetPaymentContextQuery(teamId && mayPay ? teamId : skipToken);
  const [state, dispatch] = useReducer(paymentReducer, INITIAL_PAYMENT);
  const { step, total, timing, notice, outcome } = state;
  const idempotencyKey = useRef(crypto.randomUUID());
  const pendingReference = useRef<string | null>(null);
  const [createPayment] = useCreatePaymentMutation();
  const settle = useSettlePayment();
  const checkout = useCheckout();

  useEffect(() => {
    if (step !== 'result') return undefined;
    const timer = window.setTimeout(() => navigate('/dashboard'), REDIRECT_AFTER_PAYMENT_MS);
    return () => window.clearTimeout(timer);
  }, [step, navigate]);

  const shown = context.data;
  const current = shown?.current ?? null;
  const creditKobo = current && timing === 'now' ? (toKobo(current.credit) ?? 0) : 0;
  const members = shown?.use.members;
  const farmAreaHa = shown?.use.farm_area;
  const schema = useMemo(
    () => orderSchema(plan, members === undefined || farmAreaHa === undefined ? undefined : { members, farmAreaHa }),
    [plan, members, farmAreaHa],
  );
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const errors = form.formState.errors;
  const blocked = !teamId || !mayPay || !shown || Boolean(shown.scheduled);
  // A limit the plan does not sell (no input to show it under) is said on its own.
  const hiddenErrors = [!sells(plan, 'users') ? errors.users?.message : undefined, !sells(plan, 'farm_area') ? errors.farms?.message : undefined].filter(Boolean);
  const charged = chargedKobo(total ?? 0, creditKobo);
  const ordering = step === 'form' || step === 'confirming';

  /** Checks the whole order and totals it (0 when the total cannot be computed); false while it is not valid. */
  const evaluate = async (): Promise<boolean> => {
    const valid = await form.trigger();
    if (!valid) {
      dispatch({ type: 'totalled', total: null });
      return false;
    }
    const computed = displayTotalKobo(plan, form.getValues());
    dispatch({ type: 'totalled', total: computed ?? 0 });
    if (computed === null) dispatch({ type: 'refused', notice: { severity: 'error', text: CHECKOUT_TEXTS.totalUnknown } });
    return computed !== null;
  };

  const newKey = () => {
    idempotencyKey.current = crypto.randomUUID();
    pendingReference.current = null;
  };

  const reset = () => {
    form.reset(EMPTY);
    dispatch({ type: 'reset' });
    newKey();
  };

  const confirm = async () => {
    if (!(await evaluate())) return;
    if (current && !timing) {
      dispatch({ type: 'timingMissing' });
      return;
    }
    dispatch({ type: 'confirmRequested' });
    window.setTimeout(() => dispatch({ type: 'confirmed' }), CONFIRM_DELAY_MS);
  };

  /** Asks the server what became of the payment; only a payment known not to be charged may be paid again. */
  const ask = async (reference: string) => {
    if (!teamId) return;
    dispatch({ type: 'checking' });
    const settlement = await settle(reference, teamId);
    if (settlement.kind === 'not-charged') newKey();
    if (settlement.kind === 'received') {
      enqueueSnackbar(say(PAYMENT_MESSAGES.success(settlement.outcome.reference)), { variant: 'success', ...TOAST });
    }
    dispatch({ type: 'settled', settlement });
  };

  const pay = async () => {
    if (!teamId) return;
    dispatch({ type: 'payStarted' });
    const input: OrderInput = form.getValues();
    try {
      const init = await createPayment({
        idempotencyKey: idempotencyKey.current,
        body: {
          team: teamId,
          plan: plan.id,
          ...(sells(plan, 'users') ? { no_of_users: Number(input.users) } : {}),
          ...(sells(plan, 'farm_area') ? { farm_area: Number(input.farms) } : {}),
          ...(current && timing ? { timing } : {}),
        },
      }).unwrap();
      // From here the same key resumes the same transaction: a second click cannot open a second charge.
      pendingReference.current = init.reference;
      const result = init.access_code ? await checkout.start(init) : ({ kind: 'success', reference: init.reference } as const);
      if (result.kind === 'cancel') {
        dispatch({ type: 'payStopped' });
        return;
      }
      if (result.kind === 'error') {
        // Spec 3 §8: the provider's message, or 'Something went wrong', as an error toast (and beside the order).
        const text = result.message || PAYMENT_MESSAGES.providerFailed;
        enqueueSnackbar(say(text), { variant: 'error', ...TOAST });
        dispatch({ type: 'payStopped', notice: { severity: 'error', text } });
        return;
      }
      await ask(init.reference);
    } catch (error) {
      // A refusal (4xx) is final for this order; without an answer the same key is sent again.
      if (isApiError(error) && error.status >= 400 && error.status < 500) newKey();
      // Spec 3 §8: the server's detail is the message.
      const text = apiErrorMessage(error, PAYMENT_MESSAGES.providerFailed);
      enqueueSnackbar(say(text), { variant: 'error', ...TOAST });
      dispatch({ type: 'payStopped', notice: { severity: 'error', text } });
    }
  };

  const field = (key: keyof OrderInput, label: string, min: number, max: number) => (
    // Checked and totalled on leaving the field (spec 3 §5), the form kit showing each message under its input.
    <Box onBlur={() => void evaluate()}>
      <FormTextField
        control={form.control}
        keepSpace
        name={key}
        id={`order-${key}`}
        label={label}
        type="number"
        disabled={!ordering}
        slotProps={{ htmlInput: { min, max, step: 1, 'aria-required': true } }}
        fullWidth
      />
    </Box>
  );

  const consequence = current
    ? timing === 'now'
      ? intl.formatMessage({ id: CHECKOUT_TEXTS.consequenceNow }, { plan: plan.name, current: current.plan, credit: naira(creditKobo) })
      : timing === 'after_current'
        ? intl.formatMessage({ id: CHECKOUT_TEXTS.consequenceAfter }, { plan: plan.name, current: current.plan, end: dayOf(current.end_date) })
        : null
    : null;

  return (
    <Dialog open fullWidth maxWidth="sm" sx={{ zIndex: 10000 }} aria-labelledby="payment-title" onClose={() => undefined}>
      <DialogTitle id="payment-title">{intl.formatMessage({ id: 'subscriptions.checkout.title' }, { plan: plan.name })}</DialogTitle>
      {step === 'result' && outcome ? (
        <DialogContent>
          <Stack spacing={1.5} sx={{ textAlign: 'center', py: 2 }}>
            <Typography component="h3" variant="h5" color="success.main">
              <FormattedMessage id="subscriptions.checkout.successful" />
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{say(PAYMENT_MESSAGES.received)}</Typography>
            <Typography>
              <FormattedMessage
                id="subscriptions.checkout.transactionId"
                values={{ reference: outcome.reference, b: (chunks) => <strong>{chunks}</strong> }}
              />
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'center', alignItems: 'center' }}>
              <FormattedMessage id="subscriptions.checkout.transactionStatus" />
              <Chip size="small" color="success" label={intl.formatMessage({ id: `subscriptions.checkout.status.${outcome.status}` })} />
            </Box>
            {outcome.subscription && outcome.subscription.is_active === false && (
              <Typography>{intl.formatMessage({ id: CHECKOUT_TEXTS.startsOn }, { start: dayOf(outcome.subscription.start_date) })}</Typography>
            )}
            <Typography variant="h6">
              <FormattedMessage id="subscriptions.checkout.thanks" />
            </Typography>
            <Typography color="text.secondary">
              <FormattedMessage id="subscriptions.checkout.redirect" values={{ seconds: REDIRECT_AFTER_PAYMENT_MS / 1000 }} />
            </Typography>
          </Stack>
        </DialogContent>
      ) : (
        <>
          {/* Scrollable on a phone once the order is filled in (its fields then disabled): reachable by keyboard. */}
          <DialogContent tabIndex={0}>
            {shown && (
              <Typography component="p" variant="subtitle2" gutterBottom>
                {intl.formatMessage({ id: CHECKOUT_TEXTS.billedTeam }, { team: shown.team.name })}
              </Typography>
            )}
            {context.isError && <Alert severity="error">{intl.formatMessage({ id: CHECKOUT_TEXTS.contextFailed })}</Alert>}
            {teamId && !mayPay && <Alert severity="warning">{say(PAYMENT_MESSAGES.noPermission)}</Alert>}
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} gutterBottom>
              <FormattedMessage id="subscriptions.checkout.completeOrder" />
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, mt: 0 }}>
              {plan.services.map((service) => (
                <li key={service.id}>
                  {intl.formatMessage(
                    { id: 'subscriptions.checkout.servicePrice' },
                    { service: spaced(service.name), price: naira(toKobo(service.amount_per_unit) ?? 0) },
                  )}
                </li>
              ))}
            </Box>
            {sells(plan, 'users') && (
              <Typography variant="body2">
                <FormattedMessage
                  id="subscriptions.checkout.usersRange"
                  values={{ min: plan.min_users_in_team_allocated, max: plan.max_users_in_team_allocated }}
                />
              </Typography>
            )}
            {sells(plan, 'farm_area') && (
              <Typography variant="body2">
                <FormattedMessage
                  id="subscriptions.checkout.areaRange"
                  values={{ min: plan.min_farm_area_allocated, max: plan.max_farm_area_allocated }}
                />
              </Typography>
            )}
            {shown && (
              <Typography variant="body2" color="text.secondary">
                {intl.formatMessage({ id: CHECKOUT_TEXTS.teamUse }, { members: shown.use.members, hectares: shown.use.farm_area })}
              </Typography>
            )}
            {shown && (
              <CurrentPlanChoice
                context={shown}
                timing={timing}
                choosing={step === 'form'}
                onChange={(chosen) => dispatch({ type: 'timingChosen', timing: chosen })}
              />
            )}
            <Stack spacing={1} sx={{ mt: 2 }}>
              {sells(plan, 'users') &&
                field(
                  'users',
                  intl.formatMessage({ id: CHECKOUT_TEXTS.usersField }, { min: plan.min_users_in_team_allocated, max: plan.max_users_in_team_allocated }),
                  plan.min_users_in_team_allocated, plan.max_users_in_team_allocated)}
              {sells(plan, 'farm_area') &&
                field(
                  'farms',
                  intl.formatMessage({ id: CHECKOUT_TEXTS.hectaresField }, { min: plan.min_farm_area_allocated, max: plan.max_farm_area_allocated }),
                  plan.min_farm_area_allocated, plan.max_farm_area_allocated)}
            </Stack>
            {hiddenErrors.map((text) => (
              <Alert key={text} severity="error" sx={{ mt: 1 }}>
                {say(text ?? '')}
              </Alert>
            ))}
            {creditKobo > 0 && total !== null && <Typography variant="body2">{intl.formatMessage({ id: CHECKOUT_TEXTS.credit }, { credit: naira(Math.min(creditKobo, total)) })}</Typography>}
            <Typography variant="h6" sx={{ mt: 1 }} aria-live="polite">
              {intl.formatMessage({ id: 'subscriptions.checkout.total' }, { total: naira(charged) })}
            </Typography>
            {(step === 'confirm' || step === 'paying') && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {intl.formatMessage({ id: 'subscriptions.checkout.aboutTo' }, { plan: plan.name, total: naira(charged) })}
                {consequence && <Box component="span" sx={{ ml: 0.5 }}>{consequence}</Box>}
              </Alert>
            )}
            {step === 'checking' && (
              <Alert severity="info" icon={<CircularProgress size={18} />} sx={{ mt: 2 }}>
                {say(PAYMENT_MESSAGES.checking)}
              </Alert>
            )}
            {notice && (
              <Alert severity={notice.severity} sx={{ mt: 2 }} role="alert">
                {say(notice.text)}
              </Alert>
            )}
            {!teamId && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                <FormattedMessage id="subscriptions.checkout.noTeam" />
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose} disabled={step === 'paying' || step === 'checking'}>
              <FormattedMessage id="subscriptions.checkout.cancel" />
            </Button>
            {total !== null && (step === 'form' || step === 'confirm') && <Button onClick={reset}>{intl.formatMessage({ id: 'subscriptions.checkout.reset' })}</Button>}
            {ordering && (
              <Button variant="contained" onClick={() => void confirm()} disabled={step === 'confirming' || blocked}>
                {intl.formatMessage({ id: step === 'confirming' ? 'subscriptions.checkout.processing' : 'subscriptions.checkout.confirm' })}
              </Button>
            )}
            {(step === 'confirm' || step === 'paying') && (
              <Button variant="contained" color="success" onClick={() => void pay()} disabled={step === 'paying' || blocked}>
                {step === 'paying'
                  ? intl.formatMessage({ id: 'subscriptions.checkout.pleaseWait' })
                  : intl.formatMessage({ id: 'subscriptions.checkout.continue' }, { total: naira(charged) })}
              </Button>
            )}
            {step === 'unknown' && pendingReference.current && (
              <Button variant="contained" onClick={() => void ask(pendingReference.current ?? '')}>
                {say(PAYMENT_MESSAGES.checkAgain)}
              </Button>
            )}
          </DialogActions>
        </>
      )}
      {checkout.element}
    </Dialog>
  );
}
