import * as z from 'zod';
import type { PublicPlan } from '../../../../shared/api/schemas/plans';
import { orderTotalKobo, PAYMENT_MESSAGES, toKobo } from '../../../../shared/domain/subscriptions';

export interface OrderInput {
  users: string;
  farms: string;
}

export type OrderErrors = Partial<Record<keyof OrderInput, string>>;

export const sells = (plan: PublicPlan, kind: string) => plan.services.some((service) => service.service === kind);

/** Spec 3 §5: required, not below the plan's minimum, not above its maximum. */
function check(text: string, min: number, max: number): string | null {
  if (text.trim() === '') return PAYMENT_MESSAGES.required;
  const value = Number(text);
  if (!Number.isFinite(value)) return PAYMENT_MESSAGES.required;
  if (!Number.isInteger(value)) return PAYMENT_MESSAGES.wholeNumber;
  if (value < min) return PAYMENT_MESSAGES.belowRange;
  if (value > max) return PAYMENT_MESSAGES.aboveRange;
  return null;
}

/** What the team uses today; no plan is sold below it (the server refuses it too). */
export interface TeamUseLimits {
  members: number;
  farmAreaHa: number;
}

/** The whole hectares a plan must sell to hold the team's fields. */
export const hectaresNeeded = (farmAreaHa: number) => Math.ceil(farmAreaHa);

/**
 * Spec 3 §5 (required, within the plan's range), and not below what the team uses: a plan that would take away
 * members or fields the team has is refused before anything is asked.
 */
export function validateOrder(plan: PublicPlan, input: OrderInput, use?: TeamUseLimits): OrderErrors {
  const errors: OrderErrors = {};
  if (sells(plan, 'users')) {
    const problem = check(input.users, plan.min_users_in_team_allocated, plan.max_users_in_team_allocated);
    if (problem) errors.users = problem;
    else if (use && Number(input.users) < use.members) errors.users = PAYMENT_MESSAGES.belowMemberUse(use.members);
  } else if (use && plan.max_users_in_team_allocated < use.members) {
    errors.users = PAYMENT_MESSAGES.belowMemberUse(use.members);
  }
  if (sells(plan, 'farm_area')) {
    const problem = check(input.farms, plan.min_farm_area_allocated, plan.max_farm_area_allocated);
    if (problem) errors.farms = problem;
    else if (use && Number(input.farms) < use.farmAreaHa) errors.farms = PAYMENT_MESSAGES.belowAreaUse(hectaresNeeded(use.farmAreaHa));
  } else if (use && plan.max_farm_area_allocated < use.farmAreaHa) {
    errors.farms = PAYMENT_MESSAGES.belowAreaUse(hectaresNeeded(use.farmAreaHa));
  }
  return errors;
}

/** The order form's schema for the form kit: the rules of validateOrder, each message under its input. */
export function orderSchema(plan: PublicPlan, use?: TeamUseLimits) {
  return z.object({ users: z.string(), farms: z.string() }).superRefine((input, context) => {
    for (const [path, message] of Object.entries(validateOrder(plan, input, use))) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
  });
}

/**
 * The total shown (the server prices the order itself), or null when it is not a number: a service amount that is not
 * whole kobo, or a product too large (spec 3 §4: the total is then shown as 0 and nothing proceeds).
 */
export function displayTotalKobo(plan: PublicPlan, input: OrderInput): number | null {
  const prices = plan.services.map((service) => ({ service: service.service, amountKobo: toKobo(service.amount_per_unit) }));
  if (prices.some((price) => price.amountKobo === null)) return null;
  const total = orderTotalKobo(
    prices.map((price) => ({ service: price.service, amountKobo: price.amountKobo ?? 0 })),
    { users: Number(input.users), farmArea: Number(input.farms) },
  );
  return Number.isSafeInteger(total) ? total : null;
}
