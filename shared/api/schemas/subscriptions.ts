import * as z from 'zod';
import { PURCHASE_TIMINGS } from '../../domain/subscriptions';

/** POST /accounts/payment/create: the plan and the quantities; the server prices the order itself. */
export const CreatePaymentBody = z.object({
  /** The team that subscribes (the caller must hold payment.add_payment in it). */
  team: z.string().min(1),
  plan: z.string().min(1),
  /** Members bought; required when the plan sells users. */
  no_of_users: z.number().int().min(0).optional(),
  /** Hectares bought; required when the plan sells farm area. */
  farm_area: z.number().int().min(0).optional(),
  /**
   * What becomes of the plan in force (required while there is one): 'now' replaces it at once with its unused
   * days credited against the price; 'after_current' starts the new plan when the current one ends.
   */
  timing: z.enum(PURCHASE_TIMINGS).optional(),
});
export type CreatePaymentBody = z.infer<typeof CreatePaymentBody>;

/** The transaction Paystack opened for the order; the browser resumes it with the access code. */
export const PaymentInit = z.object({
  reference: z.string(),
  access_code: z.string(),
  authorization_url: z.string(),
  /** NGN, 2 decimals: what the server charges. */
  amount: z.number(),
  currency: z.literal('NGN'),
  /** NGN: the unused value of the replaced plan taken off the price ('now'); 0 otherwise. */
  credit: z.number().optional(),
  /** When the plan bought starts: now, or the current plan's end ('after_current'). */
  start_date: z.string().optional(),
});
export type PaymentInit = z.infer<typeof PaymentInit>;

export const VerifyPaymentBody = z.object({ reference: z.string().min(1).max(100) });
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBody>;

/** Account subscription record (spec 3 §3); is_active is tri-state (null: unknown). */
export const AccountSubscription = z.object({
  id: z.string(),
  no_users_limit: z.number().int(),
  farm_area_limit: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  is_active: z.boolean().nullable(),
  /** The plan's name. */
  plan: z.string(),
  plan_id: z.string(),
  /** The payment's reference. */
  payment: z.string(),
  date_created: z.string(),
});
export type AccountSubscription = z.infer<typeof AccountSubscription>;

export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'abandoned'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The outcome of a payment after the server checked it with Paystack. */
export const PaymentOutcome = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  subscription: AccountSubscription.nullable(),
});
export type PaymentOutcome = z.infer<typeof PaymentOutcome>;

export const SubscriptionTeamParams = z.object({ id: z.string().min(1) });

export const AccountSubscriptions = z.object({ results: z.array(AccountSubscription) });
export type AccountSubscriptions = z.infer<typeof AccountSubscriptions>;

export const WebhookAnswer = z.object({ received: z.boolean() });

/** The plan in force when a team buys another: what the dialog states before payment. */
export const PaymentContextPlan = z.object({
  plan: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  no_users_limit: z.number().int(),
  farm_area_limit: z.number(),
  /** NGN: its unused value today, credited against a plan bought 'now'. */
  credit: z.number(),
});

/**
 * GET /accounts/payment/context/ (ours): the team a purchase bills, its plan in force (and one bought to follow
 * it), and what it uses today, below which no plan is sold.
 */
export const PaymentContext = z.object({
  team: z.object({ id: z.string(), name: z.string() }),
  current: PaymentContextPlan.nullable(),
  scheduled: z.object({ plan: z.string(), start_date: z.string(), end_date: z.string() }).nullable(),
  use: z.object({ members: z.number().int(), farm_area: z.number() }),
});
export type PaymentContext = z.infer<typeof PaymentContext>;

export const PaymentContextQuery = z.object({ team: z.string().min(1).optional() });
