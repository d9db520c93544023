import type { PaymentOutcome } from '../../../../shared/api/schemas/subscriptions';
import { PAYMENT_MESSAGES, type PurchaseTiming } from '../../../../shared/domain/subscriptions';
import type { Settlement } from './hooks/use-settle-payment';

/**
 * The payment dialog's steps (spec 3 §4): the order form, the short confirming pause, the confirmation with the
 * payment button, paying (the order created, Paystack's checkout open), checking (asking the server what became of the
 * payment), unknown (the server could not say yet: never offered to pay again) and the result.
 */
type PaymentStep = 'form' | 'confirming' | 'confirm' | 'paying' | 'checking' | 'unknown' | 'result';

interface Notice {
  severity: 'error' | 'warning' | 'info';
  text: string;
}

export interface PaymentState {
  step: PaymentStep;
  /** The order's total in kobo once the form is valid; null before. */
  total: number | null;
  /** What becomes of the plan in force, when there is one. */
  timing: PurchaseTiming | null;
  notice: Notice | null;
  outcome: PaymentOutcome | null;
}

export type PaymentAction =
  | { type: 'totalled'; total: number | null }
  | { type: 'timingChosen'; timing: PurchaseTiming }
  | { type: 'timingMissing' }
  /** The order cannot go on (its total is not a number): said, and the form stays. */
  | { type: 'refused'; notice: Notice }
  | { type: 'confirmRequested' }
  | { type: 'confirmed' }
  | { type: 'reset' }
  | { type: 'payStarted' }
  /** The checkout closed without paying, or failed: back to the confirmation, with the reason if any. */
  | { type: 'payStopped'; notice?: Notice }
  | { type: 'checking' }
  | { type: 'settled'; settlement: Settlement };

export const INITIAL_PAYMENT: PaymentState = { step: 'form', total: null, timing: null, notice: null, outcome: null };

const error = (text: string): Notice => ({ severity: 'error', text });

export function paymentReducer(state: PaymentState, action: PaymentAction): PaymentState {
  switch (action.type) {
    case 'totalled':
      return state.step === 'form' ? { ...state, total: action.total } : state;
    case 'timingChosen':
      return state.step === 'form' ? { ...state, timing: action.timing, notice: null } : state;
    case 'timingMissing':
      return { ...state, notice: { severity: 'warning', text: PAYMENT_MESSAGES.timingRequired } };
    case 'refused':
      return { ...state, notice: action.notice };
    case 'confirmRequested':
      return state.step === 'form' ? { ...state, step: 'confirming', notice: null } : state;
    case 'confirmed':
      return state.step === 'confirming' ? { ...state, step: 'confirm' } : state;
    case 'reset':
      return { ...INITIAL_PAYMENT, timing: state.timing };
    case 'payStarted':
      return state.step === 'confirm' ? { ...state, step: 'paying', notice: null } : state;
    case 'payStopped':
      return { ...state, step: 'confirm', notice: action.notice ?? null };
    case 'checking':
      return { ...state, step: 'checking', notice: null };
    case 'settled': {
      const settled = action.settlement;
      if (settled.kind === 'received') return { ...state, step: 'result', outcome: settled.outcome, notice: null };
      if (settled.kind === 'unknown') return { ...state, step: 'unknown', notice: { severity: 'warning', text: PAYMENT_MESSAGES.stillUnknown } };
      if (settled.kind === 'not-charged') return { ...state, step: 'confirm', notice: error(PAYMENT_MESSAGES.notCharged) };
      return { ...state, step: 'confirm', notice: error(settled.message) };
    }
    default:
      return state;
  }
}
