/**
 * Subscription plans, services and payment (spec 3): the texts the screens and the API share, and the order total.
 * Money is integer kobo wherever it is added up; naira with 2 decimals only at the edges (the wire and the screen).
 */
import type { ApiMessageId } from '../i18n/english';
import { messageRef } from '../i18n/message-ref';

/**
 * What a service sells: members, hectares, a feature such as an index or weather (spec 3 §3), or alert messages
 * (SMS segments and WhatsApp messages a month, the service's `monthly_messages`).
 */
export const SERVICE_KINDS = ['users', 'farm_area', 'index', 'weather', 'others', 'messages'] as const;

export const CURRENCY = 'NGN';
export const CURRENCY_SYMBOL = '₦';
/** The fixed location text of every payment's metadata at the card provider (spec 3 §3). */
export const PAYMENT_LOCATION = 'Nigeria';

export const SERVICE_MESSAGES = {
  amountNotZero: 'subscriptions.service.amountNotZero',
  amountInvalid: 'subscriptions.service.amountInvalid',
  amountRequired: 'subscriptions.service.amountRequired',
  kindRequired: 'subscriptions.service.kindRequired',
  nameRequired: 'subscriptions.service.nameRequired',
  inUse: 'subscriptions.service.inUse',
  notFound: 'subscriptions.service.notFound',
  monthlyMessagesRequired: 'subscriptions.service.monthlyMessagesRequired',
} as const satisfies Record<string, ApiMessageId>;

export const PLAN_MESSAGES = {
  nameRequired: 'subscriptions.plan.nameRequired',
  durationRequired: 'subscriptions.plan.durationRequired',
  fieldRequired: 'subscriptions.plan.fieldRequired',
  minAboveMax: 'subscriptions.plan.minAboveMax',
  unknownService: 'subscriptions.plan.unknownService',
  notFound: 'subscriptions.plan.notFound',
} as const satisfies Record<string, ApiMessageId>;

/**
 * The payment's messages, catalogue keys (the API answers them in the caller's language, the web app formats them);
 * the ones with values are messageRefs.
 */
export const PAYMENT_MESSAGES = {
  required: 'subscriptions.payment.required',
  belowRange: 'subscriptions.payment.belowRange',
  aboveRange: 'subscriptions.payment.aboveRange',
  /** Users and hectares are bought whole: 2.5 users is refused. */
  wholeNumber: 'subscriptions.payment.wholeNumber',
  providerFailed: 'subscriptions.payment.providerFailed',
  notFound: 'subscriptions.payment.notFound',
  noEmail: 'subscriptions.payment.noEmail',
  success: (reference: string) => messageRef('subscriptions.payment.success', { reference }),
  /** A purchase while a plan is in force must say what becomes of it. */
  timingRequired: 'subscriptions.payment.timingRequired',
  alreadyScheduled: (plan: string, start: string) => messageRef('subscriptions.payment.alreadyScheduled', { plan, start: start.slice(0, 10) }),
  belowAreaUse: (usedHa: number) => messageRef('subscriptions.payment.belowAreaUse', { usedHa }),
  belowMemberUse: (members: number) => messageRef('subscriptions.payment.belowMemberUse', { members }),
  /** The verify answer was lost (5xx, timeout): the dialog asks again before anything else. */
  checking: 'subscriptions.payment.checking',
  received: 'subscriptions.payment.received',
  stillUnknown: 'subscriptions.payment.stillUnknown',
  checkAgain: 'subscriptions.payment.checkAgain',
  notCharged: 'subscriptions.payment.notCharged',
  noPermission: 'subscriptions.payment.noPermission',
  teamNotFound: 'subscriptions.payment.teamNotFound',
} as const satisfies Record<string, ApiMessageId | ((...args: never[]) => string)>;

/** What a purchase does to the plan already in force: replace it now (unused days credited) or follow it. */
export const PURCHASE_TIMINGS = ['now', 'after_current'] as const;
export type PurchaseTiming = (typeof PURCHASE_TIMINGS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The unused value of a paid plan at `now`: what was paid, prorated by the whole days left of its term (never
 * below 0, never above what was paid). Whole kobo, rounded down in the customer's disfavour by at most a kobo.
 */
export function unusedCreditKobo(paidKobo: number, start: Date, end: Date, now: Date): number {
  const termDays = Math.max(1, Math.round((end.getTime() - start.getTime()) / DAY_MS));
  const leftDays = Math.min(termDays, Math.max(0, Math.floor((end.getTime() - now.getTime()) / DAY_MS)));
  return Math.max(0, Math.floor((paidKobo * leftDays) / termDays));
}

/** The price after the credit, never below 0. */
export const chargedKobo = (totalKobo: number, creditKobo: number) => Math.max(0, totalKobo - creditKobo);

/** Payment dialog timings (spec 3 §9). */
export const CONFIRM_DELAY_MS = 800;
export const REDIRECT_AFTER_PAYMENT_MS = 8000;

/** Naira (2 decimals at most) -> kobo; null when the amount has more decimals than kobo can hold. */
export function toKobo(naira: number): number | null {
  const kobo = Math.round(naira * 100);
  return Number.isSafeInteger(kobo) && Math.abs(kobo - naira * 100) < 1e-6 ? kobo : null;
}

/** Kobo -> naira on the wire; exact for any 2-decimal amount. */
export const toNaira = (kobo: number): number => kobo / 100;

/** ₦12,500.00 */
export function formatNaira(kobo: number): string {
  const whole = Math.trunc(Math.abs(kobo) / 100).toLocaleString('en-NG');
  const fraction = String(Math.abs(kobo) % 100).padStart(2, '0');
  return `${kobo < 0 ? '-' : ''}${CURRENCY_SYMBOL}${whole}.${fraction}`;
}

export interface PricedService {
  service: string;
  amountKobo: number;
}

export interface OrderQuantities {
  users: number;
  farmArea: number;
}

/**
 * Spec 3 §9: users price per unit x users + farm price per unit x farms + the per-unit amounts of the other
 * services. Whole kobo times whole units, so the sum is exact.
 */
export function orderTotalKobo(services: readonly PricedService[], quantities: OrderQuantities): number {
  return services.reduce((total, { service, amountKobo }) => {
    if (service === 'users') return total + amountKobo * quantities.users;
    if (service === 'farm_area') return total + amountKobo * quantities.farmArea;
    return total + amountKobo;
  }, 0);
}

/** The price on a plan card: the sum of its services' per-unit amounts. */
export const cardPriceKobo = (services: readonly PricedService[]) => services.reduce((sum, { amountKobo }) => sum + amountKobo, 0);

export type PlanDuration = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly';

/** When a subscription bought at `start` for one `duration` ends (calendar months for the monthly kinds). */
export function subscriptionEnd(start: Date, duration: PlanDuration): Date {
  const end = new Date(start.getTime());
  if (duration === 'daily') end.setUTCDate(end.getUTCDate() + 1);
  else if (duration === 'weekly') end.setUTCDate(end.getUTCDate() + 7);
  else end.setUTCMonth(end.getUTCMonth() + ({ monthly: 1, quarterly: 3, yearly: 12 } as const)[duration]);
  return end;
}
