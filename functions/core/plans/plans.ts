import type { PublicPlan } from '../../../shared/api/schemas/plans';
import { db } from '../db/service';
import type { PlanItem } from '../db/entities';
import { NotFoundError } from '../errors';

function toPublic(plan: PlanItem): PublicPlan {
  return {
    id: plan.planId,
    name: plan.name,
    unit: plan.unit,
    duration: plan.duration,
    services: plan.services.map((service) => ({
      id: service.id,
      service: service.service,
      amount_per_unit: service.amountPerUnit,
    })),
    min_users_in_team_allocated: plan.minUsers,
    max_users_in_team_allocated: plan.maxUsers,
    min_farm_area_allocated: plan.minFarmArea,
    max_farm_area_allocated: plan.maxFarmArea,
  };
}

export async function listPlans(): Promise<PublicPlan[]> {
  const { data } = await db().entities.plan.query.all({}).go({ pages: 'all' });
  return data.map(toPublic);
}

export async function getPlan(planId: string): Promise<PublicPlan> {
  const { data } = await db().entities.plan.get({ planId }).go();
  if (!data) throw new NotFoundError('Subscription plan not found.');
  return toPublic(data);
}
