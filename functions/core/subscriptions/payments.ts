import { ulid } from 'ulid';
import type { PaymentInit, PaymentOutcome, PaymentStatus } from '../../../shared/api/schemas/subscriptions';
import { CURRENCY, orderTotalKobo, PAYMENT_MESSAGES, subscriptionEnd, toNaira } from '../../../shared/domain/subscriptions';
import { getProfile } from '../accounts/profiles';
import { bumpCounters } from '../admin/counters';
import { appUrl } from '../config';
import { db } from '../db/service';
import { claimedMeanwhile, claimOf, createdFor } from '../keyed-creates';
import type { PaymentItem } from '../db/subscription-entities';
import { InvalidError, NotFoundError } from '../errors';
import type { Logger } from '../logger';
import { pricedPlan, type PricedPlan } from '../plans/plans';
import { retireOtherSubscriptions, toAccountSubscription } from './account-subscriptions';
import { initializeTransaction, verifyTransaction, type VerifiedTransaction } from './paystack';

export interface PaymentOrder {
  teamId: string;
  userId: string;
  planId: string;
  users?: number | undefined;
  farmArea?: number | undefined;
}

/** A quantity the plan sells must be given and within the plan's allocation (spec 3 §5, Payment dialog). */
function quantity(value: number | undefined, min: number, max: number, field: string): number {
  const problem =
    value === undefined ? PAYMENT_MESSAGES.required : value < min ? PAYMENT_MESSAGES.belowRange : value > max ? PAYMENT_MESSAGES.aboveRange : null;
  if (problem) throw new InvalidError(problem, { [field]: [problem] });
  return value as number;
}

/** The quantities bought: what the customer asked for where the plan sells it, the plan's maximum where it does not. */
export function orderQuantities({ plan, services }: PricedPlan, order: Pick<PaymentOrder, 'users' | 'farmArea'>) {
  const sells = (kind: string) => services.some((service) => service.kind === kind);
  const users = sells('users') ? quantity(order.users, plan.minUsers, plan.maxUsers, 'no_of_users') : plan.maxUsers;
  const farmArea = sells('farm_area') ? quantity(order.farmArea, plan.minFarmArea, plan.maxFarmArea, 'farm_area') : plan.maxFarmArea;
  const amountKobo = orderTotalKobo(
    services.map((service) => ({ service: service.kind, amountKobo: service.amountKobo })),
    { users, farmArea },
  );
  return { users, farmArea, amountKobo };
}

/**
 * Prices the order on the server (the browser's total is only shown), records the payment as pending under a
 * reference of ours, and opens the transaction with Paystack; the browser resumes it with the access code.
 * `keyed` names the keyed request that starts it (functions/core/keyed-creates.ts): the payment is claimed by it
 * when recorded, and an attempt of that request answers the transaction an earlier attempt opened (or opens it, if
 * that attempt got no further than recording it) instead of recording and opening a second.
 */
export async function startPayment(order: PaymentOrder, keyed?: string): Promise<PaymentInit> {
  const priced = await pricedPlan(order.planId);
  const { users, farmArea, amountKobo } = orderQuantities(priced, order);
  const profile = await getProfile(order.userId);
  if (!profile.email) throw new InvalidError(PAYMENT_MESSAGES.noEmail);
  const earlierReference = await createdFor(keyed);
  const earlier = earlierReference ? (await db().entities.payment.get({ reference: earlierReference }).go({ consistent: true })).data : null;
  if (earlierReference && !earlier) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  const reference = earlier?.reference ?? `FW-${ulid()}`;
  if (!earlier) {
    const payment = {
      reference,
      teamId: order.teamId,
      userId: order.userId,
      planId: priced.plan.planId,
      planName: priced.plan.name,
      duration: priced.plan.duration,
      users,
      farmArea,
      amountKobo,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
    };
    if (keyed) {
      const result = await db()
        .transaction.write(({ payment: payments, keyedCreate }) => [
          payments.create(payment).commit(),
          keyedCreate.create(claimOf(keyed, reference)).commit(),
        ])
        .go();
      if (result.canceled) {
        // Canceled by the claim: an attempt of the same request that landed meanwhile recorded its payment.
        if (!(await claimedMeanwhile(keyed))) throw new Error(`payment ${reference} was not recorded`);
        return startPayment(order, keyed);
      }
    } else {
      await db().entities.payment.create(payment).go();
    }
    await bumpCounters({ payments: 1 });
  }
  if (amountKobo === 0) {
    // A free plan has nothing to charge: Paystack cannot open a transaction of 0, so it is fulfilled at once (once).
    const payment = await getPayment(reference);
    if (!payment.fulfilledAt) await fulfil(payment);
    return { reference, access_code: '', authorization_url: '', amount: 0, currency: CURRENCY };
  }
  const answer = (opened: { access_code: string; authorization_url: string }): PaymentInit => ({
    reference,
    access_code: opened.access_code,
    authorization_url: opened.authorization_url,
    amount: toNaira(amountKobo),
    currency: CURRENCY,
  });
  if (earlier?.accessCode && earlier.authorizationUrl) return answer({ access_code: earlier.accessCode, authorization_url: earlier.authorizationUrl });
  const opened = await initializeTransaction({
    email: profile.email,
    amountKobo,
    reference,
    callbackUrl: `${appUrl()}/subscription/plans?reference=${encodeURIComponent(reference)}`,
    metadata: {
      team: order.teamId,
      plan_id: priced.plan.planId,
      no_of_users: users,
      farm_area: farmArea,
      amount: toNaira(amountKobo),
      custom_fields: [
        { display_name: 'Name', variable_name: 'name', value: `${profile.firstName} ${profile.lastName}`.trim() },
        { display_name: 'Plan', variable_name: 'plan_id', value: priced.plan.name },
        { display_name: 'Number of Users', variable_name: 'no_of_users', value: String(users) },
        { display_name: 'Farm Area', variable_name: 'farm_area', value: String(farmArea) },
      ],
    },
  });
  // Kept for a retry of the same keyed request, which Paystack would refuse to open again under this reference. The
  // transaction is open whether or not this lands: the customer gets it to pay rather than an error over a copy.
  await db()
    .entities.payment.patch({ reference })
    .set({ accessCode: opened.access_code, authorizationUrl: opened.authorization_url })
    .go()
    .catch(() => undefined);
  return answer(opened);
}

async function findPayment(reference: string): Promise<PaymentItem | null> {
  const { data } = await db().entities.payment.get({ reference }).go();
  return data;
}

async function getPayment(reference: string): Promise<PaymentItem> {
  const payment = await findPayment(reference);
  if (!payment) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  return payment;
}

/** The team a payment belongs to (null for a reference that is not ours): the verify route's owner check. */
export async function teamOfPayment(reference: string): Promise<string | null> {
  return (await findPayment(reference))?.teamId ?? null;
}

async function outcome(payment: PaymentItem): Promise<PaymentOutcome> {
  const subscription = payment.subscriptionId
    ? (await db().entities.accountSubscription.get({ teamId: payment.teamId, subscriptionId: payment.subscriptionId }).go()).data
    : null;
  return { reference: payment.reference, status: payment.status, subscription: subscription ? toAccountSubscription(subscription) : null };
}

/**
 * Exactly once per reference, however many webhooks, returns and retries race: the payment's `fulfilledAt` is
 * written in the same transaction as the subscription, on the condition that it is not there yet. The loser of a
 * race has its transaction cancelled and creates nothing.
 */
async function fulfil(payment: PaymentItem): Promise<boolean> {
  const subscriptionId = ulid();
  const start = new Date();
  const result = await db()
    .transaction.write(({ payment: payments, accountSubscription }) => [
      payments
        .patch({ reference: payment.reference })
        .set({ status: 'success', fulfilledAt: start.toISOString(), subscriptionId })
        .where(({ fulfilledAt }, { notExists }) => notExists(fulfilledAt))
        .commit(),
      accountSubscription
        .create({
          teamId: payment.teamId,
          subscriptionId,
          planId: payment.planId,
          planName: payment.planName,
          usersLimit: payment.users,
          farmAreaLimitHa: payment.farmArea,
          startDate: start.toISOString(),
          endDate: subscriptionEnd(start, payment.duration).toISOString(),
          isActive: true,
          paymentReference: payment.reference,
        })
        .commit(),
    ])
    .go();
  if (result.canceled) return false;
  await bumpCounters({ subscriptions: 1 });
  await retireOtherSubscriptions(payment.teamId, subscriptionId);
  return true;
}

const FAILED_STATUSES: Record<string, PaymentStatus> = { failed: 'failed', reversed: 'failed', abandoned: 'abandoned' };

/** Why Paystack's record does not match the order we priced (null when it matches). */
function mismatch(payment: PaymentItem, verified: VerifiedTransaction): string | null {
  if (verified.reference !== payment.reference) return 'reference';
  if (verified.currency !== CURRENCY) return 'currency';
  if (verified.amount !== payment.amountKobo) return 'amount';
  return null;
}

/**
 * Settles a payment from Paystack's own record (GET /transaction/verify), whoever asks: the webhook or the browser's
 * return. Only a successful transaction of our reference, in NGN, for the amount we priced, fulfils; a reference
 * that is not ours is null and changes nothing.
 */
export async function settlePayment(reference: string, log: Logger): Promise<PaymentOutcome | null> {
  const payment = await findPayment(reference);
  if (!payment) return null;
  // A declined card may be retried in the same transaction, so only fulfilment is final.
  if (payment.fulfilledAt) return outcome(payment);
  const verified = await verifyTransaction(reference);
  if (!verified) return outcome(payment);
  if (verified.status !== 'success') {
    const status = FAILED_STATUSES[verified.status];
    if (status && status !== payment.status) {
      await db()
        .entities.payment.patch({ reference })
        .set({ status })
        .where(({ fulfilledAt }, { notExists }) => notExists(fulfilledAt))
        .go()
        .catch(() => undefined);
    }
    return outcome(await getPayment(reference));
  }
  const wrong = mismatch(payment, verified);
  if (wrong) {
    log.warn('payment refused: the provider record does not match the order', { reference, wrong, expected: payment.amountKobo, got: verified.amount });
    await db()
      .entities.payment.patch({ reference })
      .set({ status: 'failed' })
      .where(({ fulfilledAt }, { notExists }) => notExists(fulfilledAt))
      .go()
      .catch(() => undefined);
    return outcome(await getPayment(reference));
  }
  const fulfilled = await fulfil(payment);
  log.info(fulfilled ? 'payment fulfilled' : 'payment already fulfilled', { reference, teamId: payment.teamId });
  return outcome(await getPayment(reference));
}

/** The browser's return: settles the caller's team's payment. */
export async function settleOwnPayment(reference: string, log: Logger): Promise<PaymentOutcome> {
  const settled = await settlePayment(reference, log);
  if (!settled) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  return settled;
}
