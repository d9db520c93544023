import { z } from 'zod';

export const PLAN_DURATIONS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;

export const PlanService = z.object({
  id: z.string(),
  service: z.string(),
  amount_per_unit: z.number(),
});

/** Subscription plan, customer view (spec 3 §3). */
export const PublicPlan = z.object({
  id: z.string(),
  name: z.string(),
  unit: z.string(),
  duration: z.enum(PLAN_DURATIONS),
  services: z.array(PlanService),
  min_users_in_team_allocated: z.number().int(),
  max_users_in_team_allocated: z.number().int(),
  min_farm_area_allocated: z.number(),
  max_farm_area_allocated: z.number(),
});
export type PublicPlan = z.infer<typeof PublicPlan>;

export const PlanIdParams = z.object({ id: z.string().min(1) });
