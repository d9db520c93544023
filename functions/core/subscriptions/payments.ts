import { ulid } from 'ulid';
import type { PaymentInit, PaymentOutcome, PaymentStatus } from '../../../shared/api/schemas/subscriptions';
import {
  chargedKobo,
  CURRENCY,
  orderTotalKobo,
  PAYMENT_LOCATION,
  PAYMENT_MESSAGES,
  subscriptionEnd,
  toNaira,
  type PurchaseTiming,
} from '../../../shared/domain/subscriptions';
import { getProfile } from '../accounts/profiles';
import { bumpCounters } from '../admin/counters';
import { appUrl } from '../config';
import { db } from '../db/service';
import { claimedMeanwhile, claimOf, createdFor } from '../keyed-creates';
import type { PaymentItem } from '../db/subscription-entities';
import { InvalidError, NotFoundError } from '../errors';
import type { Logger } from '../logger';
import { pricedPlan, type PricedPlan } from '../plans/plans';
import { currentSubscription, subscriptionsToRetire, toAccountSubscription, upcomingSubscription } from './account-subscriptions';
import { initializeTransaction, verifyTransaction, type VerifiedTransaction } from './paystack';
import { purchaseTerms } from './purchase';

export interface PaymentOrder {
  teamId: string;
  userId: string;
  planId: string;
  users?: number | undefined;
  farmArea?: number | undefined;
  /** What becomes of the plan in force; required while there is one. */
  timing?: PurchaseTiming | undefined;
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
 * What the card provider keeps with the transaction and shows its staff (spec 3 §3): the payer's name, and custom
 * fields for the first and last name, plan, users, farm area, amount and the fixed location text.
 */
function paymentMetadata(teamId: string, payment: PaymentItem, profile: { firstName: string; lastName: string }) {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const amount = toNaira(payment.amountKobo);
  const field = (display_name: string, variable_name: string, value: string | number) => ({ display_name, variable_name, value: String(value) });
  return {
    name,
    first_name: profile.firstName,
    last_name: profile.lastName,
    team: teamId,
    plan_id: payment.planId,
    no_of_users: payment.users,
    farm_area: payment.farmArea,
    amount,
    location: PAYMENT_LOCATION,
    custom_fields: [
      field('First Name', 'first_name', profile.firstName),
      field('Last Name', 'last_name', profile.lastName),
      field('Plan', 'plan_id', payment.planName),
      field('Number of Users', 'no_of_users', payment.users),
      field('Farm Area', 'farm_area', payment.farmArea),
      field('Amount', 'amount', amount),
      field('Location', 'location', PAYMENT_LOCATION),
    ],
  };
}

/**
 * Prices the order on the server (the browser's total is only shown), records the payment as pending under a
 * reference of ours, and opens the transaction with Paystack; the browser resumes it with the access code.
 * `keyed` names the keyed request that starts it (functions/core/keyed-creates.ts): the payment is claimed by it
 * when recorded, and an attempt of that request answers the transaction an earlier attempt opened (or opens it, if
 * that attempt got no further than recording it) instead of recording and opening a second.
 */
export async function startPayment(order: PaymentOrder, keyed?: string): Promise<PaymentInit> {
  const profile = await getProfile(order.userId);
  if (!profile.email) throw new InvalidError(PAYMENT_MESSAGES.noEmail);
  // A retry of a keyed request answers the payment its earlier attempt recorded, on the terms priced then.
  const earlierReference = await createdFor(keyed);
  const earlier = earlierReference ? (await db().entities.payment.get({ reference: earlierReference }).go({ consistent: true })).data : null;
  if (earlierReference && !earlier) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  const payment = earlier ?? (await recordPayment(order, profile, keyed));
  if (!payment) return startPayment(order, keyed);
  const { reference, amountKobo } = payment;
  const shownTerms = { credit: toNaira(payment.creditKobo ?? 0), start_date: payment.startsAt ?? payment.createdAt ?? new Date().toISOString() };
  if (amountKobo === 0) {
    // A free plan (or one the credit pays in full) has nothing to charge: Paystack cannot open a transaction of 0,
    // so it is fulfilled at once (once).
    const stored = await getPayment(reference);
    if (!stored.fulfilledAt) await fulfil(stored);
    return { reference, access_code: '', authorization_url: '', amount: 0, currency: CURRENCY, ...shownTerms };
  }
  const answer = (opened: { access_code: string; authorization_url: string }): PaymentInit => ({
    reference,
    access_code: opened.access_code,
    authorization_url: opened.authorization_url,
    amount: toNaira(amountKobo),
    currency: CURRENCY,
    ...shownTerms,
  });
  if (earlier?.accessCode && earlier.authorizationUrl) return answer({ access_code: earlier.accessCode, authorization_url: earlier.authorizationUrl });
  const opened = await initializeTransaction({
    email: profile.email,
    amountKobo,
    reference,
    callbackUrl: `${appUrl()}/subscription/plans?reference=${encodeURIComponent(reference)}`,
    metadata: paymentMetadata(order.teamId, payment, profile),
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

/**
 * Prices the order on the server and records it as pending under a reference of ours, claimed by the keyed request
 * in the same transaction. Null when that claim was taken meanwhile by another attempt of the same request (whose
 * payment the caller then answers).
 */
async function recordPayment(order: PaymentOrder, profile: { email: string; firstName: string; lastName: string }, keyed: string | undefined): Promise<PaymentItem | null> {
  const priced = await pricedPlan(order.planId);
  const { users, farmArea, amountKobo: totalKobo } = orderQuantities(priced, order);
  const terms = await purchaseTerms(order.teamId, { users, farmArea }, order.timing);
  const payment = {
    reference: `FW-${ulid()}`,
    teamId: order.teamId,
    userId: order.userId,
    planId: priced.plan.planId,
    planName: priced.plan.name,
    duration: priced.plan.duration,
    users,
    farmArea,
    amountKobo: chargedKobo(totalKobo, terms.creditKobo),
    ...(terms.timing ? { timing: terms.timing } : {}),
    ...(terms.creditKobo > 0 ? { creditKobo: terms.creditKobo } : {}),
    ...(terms.startsAt ? { startsAt: terms.startsAt } : {}),
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
  };
  if (keyed) {
    const result = await db()
      .transaction.write(({ payment: payments, keyedCreate }) => [
        payments.create(payment).commit(),
        keyedCreate.create(claimOf(keyed, payment.reference)).commit(),
      ])
      .go();
    if (result.canceled) {
      // Canceled by the claim: an attempt of the same request that landed meanwhile recorded its payment.
      if (!(await claimedMeanwhile(keyed))) throw new Error(`payment ${payment.reference} was not recorded`);
      return null;
    }
  } else {
    await db().entities.payment.create(payment).go();
  }
  await bumpCounters({ payments: 1 });
  return getPayment(payment.reference);
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
 *
 * A plan that starts now retires the team's earlier plans in that same transaction, so no failure can leave two
 * plans in force; a plan bought to follow the current one is stored `scheduled` from the current plan's end and
 * retires nothing (the lookup counts it from its start, the daily job activates it).
 */
async function fulfil(payment: PaymentItem, log?: Logger): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    const granted = await grant(payment, log);
    if (granted !== 'conflict') return granted;
    // A concurrent transaction on the same items (another return or webhook of this payment, or another grant for
    // the team): settled if that one fulfilled this payment, else tried again with a fresh read.
    if ((await findPayment(payment.reference))?.fulfilledAt) return false;
    if (attempt >= 3) throw new Error(`The grant of ${payment.reference} kept conflicting with other writes.`);
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

/**
 * When the plan granted starts, if not now: at the current plan's end for 'after_current'; and for a payment
 * opened while the team had no plan (two tabs, two payments), after the plan another payment granted since, so
 * that a plan paid for is never retired without its credit.
 */
async function startOfGrant(payment: PaymentItem, now: Date): Promise<string | null> {
  const moment = now.toISOString();
  if (payment.timing === 'after_current') return payment.startsAt !== undefined && payment.startsAt > moment ? payment.startsAt : null;
  if (payment.timing === 'now') return null;
  const [current, upcoming] = await Promise.all([currentSubscription(payment.teamId, now), upcomingSubscription(payment.teamId, now)]);
  const last = upcoming ?? current;
  return last && last.endDate > moment ? last.endDate : null;
}

async function grant(payment: PaymentItem, log?: Logger): Promise<boolean | 'conflict'> {
  const subscriptionId = ulid();
  const now = new Date();
  const startsAt = await startOfGrant(payment, now);
  const later = startsAt !== null;
  const start = startsAt ? new Date(startsAt) : now;
  const retired = later ? [] : await subscriptionsToRetire(payment.teamId, now);
  const result = await db()
    .transaction.write(({ payment: payments, accountSubscription }) => [
      payments
        .patch({ reference: payment.reference })
        .set({ status: 'success', fulfilledAt: now.toISOString(), subscriptionId })
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
          isActive: !later,
          ...(later ? { scheduled: true } : {}),
          paymentReference: payment.reference,
        })
        .commit(),
      ...retired.map((item) =>
        accountSubscription.patch({ teamId: item.teamId, subscriptionId: item.subscriptionId }).set({ isActive: false, scheduled: false }).commit(),
      ),
    ])
    .go();
  if (result.canceled) {
    // Already fulfilled: the payment's condition failed. Anything else is a conflict, never an answer of "not
    // granted", so Paystack's webhook is retried and the browser asks again.
    return result.data[0]?.code === 'ConditionalCheckFailed' ? false : 'conflict';
  }
  await bumpCounters({ subscriptions: 1 }).catch((error: unknown) => log?.warn('subscription counter not bumped', { error }));
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
  const fulfilled = await fulfil(payment, log);
  log.info(fulfilled ? 'payment fulfilled' : 'payment already fulfilled', { reference, teamId: payment.teamId });
  return outcome(await getPayment(reference));
}

/** The browser's return: settles the caller's team's payment. */
export async function settleOwnPayment(reference: string, log: Logger): Promise<PaymentOutcome> {
  const settled = await settlePayment(reference, log);
  if (!settled) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  return settled;
}
