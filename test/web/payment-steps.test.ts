import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../shared/domain/subscriptions';
import { INITIAL_PAYMENT, paymentReducer, type PaymentAction, type PaymentState } from '../../web/src/features/subscriptions/payment-steps';

const run = (actions: PaymentAction[], from: PaymentState = INITIAL_PAYMENT) => actions.reduce(paymentReducer, from);
const outcome = { reference: 'FW-1', status: 'success', subscription: null } as const;

describe('the payment dialog steps', () => {
  it('goes form -> confirming -> confirm -> paying -> checking -> result', () => {
    const steps: string[] = [];
    let state = INITIAL_PAYMENT;
    for (const action of [
      { type: 'totalled', total: 500000 },
      { type: 'confirmRequested' },
      { type: 'confirmed' },
      { type: 'payStarted' },
      { type: 'checking' },
      { type: 'settled', settlement: { kind: 'received', outcome, recovered: false } },
    ] as PaymentAction[]) {
      state = paymentReducer(state, action);
      steps.push(state.step);
    }
    expect(steps).toEqual(['form', 'confirming', 'confirm', 'paying', 'checking', 'result']);
    expect(state.outcome).toEqual(outcome);
  });

  it('ignores what a step does not allow: no payment before the confirmation, no new total once confirmed', () => {
    expect(run([{ type: 'payStarted' }]).step).toBe('form');
    const confirmed = run([{ type: 'totalled', total: 100 }, { type: 'confirmRequested' }, { type: 'confirmed' }]);
    expect(run([{ type: 'totalled', total: 999 }], confirmed).total).toBe(100);
    expect(run([{ type: 'timingChosen', timing: 'now' }], confirmed).timing).toBeNull();
  });

  it('goes back to the confirmation with the reason after a cancel, an error or a payment not charged', () => {
    const paying = run([{ type: 'totalled', total: 100 }, { type: 'confirmRequested' }, { type: 'confirmed' }, { type: 'payStarted' }]);
    expect(run([{ type: 'payStopped' }], paying)).toMatchObject({ step: 'confirm', notice: null });
    expect(run([{ type: 'payStopped', notice: { severity: 'error', text: 'Declined' } }], paying)).toMatchObject({ step: 'confirm', notice: { text: 'Declined' } });
    expect(run([{ type: 'settled', settlement: { kind: 'not-charged', outcome: { ...outcome, status: 'failed' } } }], paying)).toMatchObject({
      step: 'confirm',
      notice: { severity: 'error', text: PAYMENT_MESSAGES.notCharged },
    });
    expect(run([{ type: 'settled', settlement: { kind: 'unknown' } }], paying)).toMatchObject({ step: 'unknown', notice: { text: PAYMENT_MESSAGES.stillUnknown } });
  });

  it('Reset empties the total and the notice and goes back to the form, keeping the timing chosen', () => {
    const state = run([{ type: 'timingChosen', timing: 'after_current' }, { type: 'totalled', total: 100 }, { type: 'confirmRequested' }, { type: 'confirmed' }, { type: 'reset' }]);
    expect(state).toEqual({ ...INITIAL_PAYMENT, timing: 'after_current' });
  });
});
