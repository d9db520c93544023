/**
 * Subscription plans, services and payment (spec 3): the texts the screens and the API share, and the order total.
 * Money is integer kobo wherever it is added up; naira with 2 decimals only at the edges (the wire and the screen).
 */

/** What a service sells: members, hectares, or a feature such as an index or weather (spec 3 §3). */
export const SERVICE_KINDS = ['users', 'farm_area', 'index', 'weather', 'others'] as const;

export const CURRENCY = 'NGN';
export const CURRENCY_SYMBOL = '₦';
/** The fixed location text of every payment's metadata at the card provider (spec 3 §3). */
export const PAYMENT_LOCATION = 'Nigeria';

export const SERVICE_MESSAGES = {
  amountNotZero: 'Amount must be greater than zero',
  amountInvalid: 'Amount contain invalid values',
  amountRequired: 'Amount is required',
  kindRequired: 'Service cannot be empty',
  nameRequired: 'Name is required',
  inUse: 'This service is part of a subscription plan; remove it from the plan first.',
  notFound: 'Service not found.',
} as const;

export const PLAN_MESSAGES = {
  nameRequired: 'Name is required',
  durationRequired: 'Duration is required',
  fieldRequired: 'Field is required',
  minAboveMax: 'The minimum cannot be above the maximum.',
  unknownService: 'Unknown service.',
  notFound: 'Subscription plan not found.',
} as const;

export const PAYMENT_MESSAGES = {
  required: 'Required',
  belowRange: 'Lower than range',
  aboveRange: 'Value out of range',
  /** Users and hectares are bought whole: 2.5 users is refused. */
  wholeNumber: 'Enter a whole number.',
  providerFailed: 'Something went wrong',
  notFound: 'Payment not found.',
  noEmail: 'Your account has no e-mail address to send the receipt to.',
  success: (reference: string) => `Transaction Successful: ${reference} Thanks for doing business with us! Come back soon!!.`,
  /** A purchase while a plan is in force must say what becomes of it. */
  timingRequired: 'Choose whether the new plan replaces your current plan now or starts when it ends.',
  alreadyScheduled: (plan: string, start: string) =>
    `${plan} is already bought to start on ${start.slice(0, 10)}; buy again once it has started.`,
  belowAreaUse: (usedHa: number) => `Your team's fields already cover ${usedHa} ha: buy at least that many hectares.`,
  belowMemberUse: (members: number) => `Your team already has ${members} members (the owner included): buy at least that many users.`,
  /** The verify answer was lost (5xx, timeout): the dialog asks again before anything else. */
  checking: 'Checking what became of your payment...',
  received: 'Payment received',
  stillUnknown: 'We could not confirm your payment yet. It has not been lost: check again in a moment, and do not pay a second time.',
  checkAgain: 'Check again',
  notCharged: 'Your payment was not completed. You have not been charged for this plan.',
  noPermission: 'Your role in this team does not allow buying a plan. Ask the team owner.',
} as const;

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
