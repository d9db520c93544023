import * as z from 'zod';
import { PLAN_MESSAGES, SERVICE_KINDS, SERVICE_MESSAGES, toKobo } from '../../domain/subscriptions';

export const PLAN_DURATIONS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;

/** A naira amount on the wire: a number with at most 2 decimals (whole kobo). */
const naira = z.number();

export const PlanService = z.object({
  id: z.string(),
  /** The service's kind (users, farm_area, index, weather, others). */
  service: z.string(),
  name: z.string(),
  /** NGN per unit, 2 decimals. */
  amount_per_unit: naira,
});
export type PlanService = z.infer<typeof PlanService>;

/** Subscription plan, customer view (spec 3 §3). */
export const PublicPlan = z.object({
  id: z.string(),
  name: z.string(),
  unit: z.string(),
  duration: z.enum(PLAN_DURATIONS),
  services: z.array(PlanService),
  min_users_in_team_allocated: z.number().int(),
  max_users_in_team_allocated: z.number().int(),
  min_farm_area_allocated: z.number().int(),
  max_farm_area_allocated: z.number().int(),
});
export type PublicPlan = z.infer<typeof PublicPlan>;

/** Subscription plan, staff view: the customer view, the form's amounts and the last change (spec 3 §3). */
export const AdminPlan = PublicPlan.extend({
  amount: naira,
  subscription_value_per_unit: naira,
  date_updated: z.string(),
  /** Teams' subscriptions on this plan in force or still to start: deleting the plan leaves them to run out. */
  active_subscriptions: z.number().int(),
});
export type AdminPlan = z.infer<typeof AdminPlan>;

export const PlanIdParams = z.object({ id: z.string().min(1) });
export const ServiceIdParams = z.object({ id: z.string().min(1) });

/** A positive naira amount with the messages of spec 3 §5 (Service). */
const amountInput = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? SERVICE_MESSAGES.amountRequired : SERVICE_MESSAGES.amountInvalid) })
  .refine((value) => Number.isFinite(value) && toKobo(value) !== null, SERVICE_MESSAGES.amountInvalid)
  .refine((value) => value > 0, SERVICE_MESSAGES.amountNotZero);

/** An optional naira amount of the plan form, 0 allowed. */
const optionalAmount = z
  .number({ error: SERVICE_MESSAGES.amountInvalid })
  .refine((value) => value >= 0 && toKobo(value) !== null, SERVICE_MESSAGES.amountInvalid)
  .optional();

const tristate = z.boolean().nullable().optional();

/** Service (admin): spec 3 §3. */
export const AdminService = z.object({
  id: z.string(),
  service: z.enum(SERVICE_KINDS),
  name: z.string(),
  amount_per_unit: naira,
  notification: z.boolean().nullable(),
  /** A `messages` service: the SMS segments and WhatsApp messages a month it gives a team; null for other kinds. */
  monthly_messages: z.number().int().nullable(),
  date_updated: z.string(),
});
export type AdminService = z.infer<typeof AdminService>;

const monthlyMessages = z
  .number({ error: SERVICE_MESSAGES.monthlyMessagesRequired })
  .int(SERVICE_MESSAGES.monthlyMessagesRequired)
  .min(1, SERVICE_MESSAGES.monthlyMessagesRequired)
  .max(10_000_000, SERVICE_MESSAGES.monthlyMessagesRequired);

const serviceFields = z.object({
  service: z.enum(SERVICE_KINDS, { error: SERVICE_MESSAGES.kindRequired }),
  name: z.string({ error: SERVICE_MESSAGES.nameRequired }).trim().min(1, SERVICE_MESSAGES.nameRequired),
  amount_per_unit: amountInput,
  notification: tristate,
  /** Required for a `messages` service, ignored for the others. */
  monthly_messages: monthlyMessages.optional(),
});

/** A `messages` service says how many messages a month it gives: the team's SMS and WhatsApp allowance. */
const messagesCounted = (body: { service?: string | undefined; monthly_messages?: number | undefined }, context: z.RefinementCtx) => {
  if (body.service === 'messages' && body.monthly_messages === undefined) {
    context.addIssue({ code: 'custom', path: ['monthly_messages'], message: SERVICE_MESSAGES.monthlyMessagesRequired });
  }
};

export const CreateServiceBody = serviceFields.superRefine(messagesCounted);
export type CreateServiceBody = z.infer<typeof CreateServiceBody>;

/** Any field; a change to kind `messages` must bring its monthly messages unless the service has them (checked on save). */
export const UpdateServiceBody = serviceFields.partial();
export type UpdateServiceBody = z.infer<typeof UpdateServiceBody>;

const allocation = z.number({ error: PLAN_MESSAGES.fieldRequired }).int(PLAN_MESSAGES.fieldRequired).min(0, PLAN_MESSAGES.fieldRequired);

const planFields = {
  name: z.string({ error: PLAN_MESSAGES.nameRequired }).trim().min(1, PLAN_MESSAGES.nameRequired),
  duration: z.enum(PLAN_DURATIONS, { error: PLAN_MESSAGES.durationRequired }),
  /** The ids of the plan's services. */
  services: z.array(z.string().min(1)),
  min_users_in_team_allocated: allocation,
  max_users_in_team_allocated: allocation,
  min_farm_area_allocated: allocation,
  max_farm_area_allocated: allocation,
  amount: optionalAmount,
  unit: z.string().trim().max(40).optional(),
  subscription_value_per_unit: optionalAmount,
};

const minNotAboveMax = (plan: {
  min_users_in_team_allocated?: number | undefined;
  max_users_in_team_allocated?: number | undefined;
  min_farm_area_allocated?: number | undefined;
  max_farm_area_allocated?: number | undefined;
}, context: z.RefinementCtx) => {
  const pairs = [
    ['min_users_in_team_allocated', 'max_users_in_team_allocated'],
    ['min_farm_area_allocated', 'max_farm_area_allocated'],
  ] as const;
  for (const [min, max] of pairs) {
    const low = plan[min];
    const high = plan[max];
    if (low !== undefined && high !== undefined && low > high) {
      context.addIssue({ code: 'custom', path: [min], message: PLAN_MESSAGES.minAboveMax });
    }
  }
};

export const CreatePlanBody = z.object({ ...planFields, services: planFields.services.default([]) }).superRefine(minNotAboveMax);
export type CreatePlanBody = z.infer<typeof CreatePlanBody>;

/** PATCH: any field; when both ends of a range are sent they must be in order (the stored ends are checked too). */
export const UpdatePlanBody = z.object(planFields).partial().superRefine(minNotAboveMax);
export type UpdatePlanBody = z.infer<typeof UpdatePlanBody>;
