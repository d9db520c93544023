import { ulid } from 'ulid';
import type { AdminPlan, CreatePlanBody, PublicPlan, UpdatePlanBody } from '../../../shared/api/schemas/plans';
import { PLAN_MESSAGES, toKobo, toNaira } from '../../../shared/domain/subscriptions';
import { db } from '../db/service';
import type { PlanItem, ServiceItem } from '../db/subscription-entities';
import { InvalidError, NotFoundError } from '../errors';
import { heldSubscriptionsByPlan } from './plan-subscriptions';
import { allServices } from './services';

/** A plan with its services resolved: what the screens show and what an order is priced from. */
export interface PricedPlan {
  plan: PlanItem;
  services: ServiceItem[];
}

function toPublic({ plan, services }: PricedPlan): PublicPlan {
  return {
    id: plan.planId,
    name: plan.name,
    unit: plan.unit,
    duration: plan.duration,
    services: services.map((service) => ({
      id: service.serviceId,
      service: service.kind,
      name: service.name,
      amount_per_unit: toNaira(service.amountKobo),
    })),
    min_users_in_team_allocated: plan.minUsers,
    max_users_in_team_allocated: plan.maxUsers,
    min_farm_area_allocated: plan.minFarmArea,
    max_farm_area_allocated: plan.maxFarmArea,
  };
}

function toAdmin(priced: PricedPlan, held: ReadonlyMap<string, number>): AdminPlan {
  return {
    ...toPublic(priced),
    amount: toNaira(priced.plan.amountKobo),
    subscription_value_per_unit: toNaira(priced.plan.valuePerUnitKobo),
    date_updated: priced.plan.updatedAt,
    active_subscriptions: held.get(priced.plan.planId) ?? 0,
  };
}

function resolve(plan: PlanItem, byId: Map<string, ServiceItem>): PricedPlan {
  // A service deleted since (deleteService refuses while a plan holds it) simply drops out.
  const services = plan.serviceIds.flatMap((id) => {
    const service = byId.get(id);
    return service ? [service] : [];
  });
  return { plan, services };
}

async function pricedPlans(): Promise<PricedPlan[]> {
  const [{ data }, services] = await Promise.all([db().entities.plan.query.all({}).go({ pages: 'all' }), allServices()]);
  const byId = new Map(services.map((service) => [service.serviceId, service]));
  return data.map((plan) => resolve(plan, byId));
}

export async function pricedPlan(planId: string): Promise<PricedPlan> {
  const [{ data }, services] = await Promise.all([db().entities.plan.get({ planId }).go(), allServices()]);
  if (!data) throw new NotFoundError(PLAN_MESSAGES.notFound);
  return resolve(data, new Map(services.map((service) => [service.serviceId, service])));
}

export const listPlans = async (): Promise<PublicPlan[]> => (await pricedPlans()).map(toPublic);
export const getPlan = async (planId: string): Promise<PublicPlan> => toPublic(await pricedPlan(planId));
export async function listAdminPlans(): Promise<AdminPlan[]> {
  const [plans, held] = await Promise.all([pricedPlans(), heldSubscriptionsByPlan()]);
  return plans.map((plan) => toAdmin(plan, held));
}
export async function getAdminPlan(planId: string): Promise<AdminPlan> {
  const [plan, held] = await Promise.all([pricedPlan(planId), heldSubscriptionsByPlan()]);
  return toAdmin(plan, held);
}

async function knownServiceIds(ids: readonly string[]): Promise<string[]> {
  const known = new Set((await allServices()).map((service) => service.serviceId));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new InvalidError(PLAN_MESSAGES.unknownService, { services: [PLAN_MESSAGES.unknownService] });
  return [...new Set(ids)];
}

const koboOf = (naira: number | undefined) => (naira === undefined ? undefined : (toKobo(naira) ?? 0));

export async function createPlan(body: CreatePlanBody): Promise<AdminPlan> {
  const { data } = await db()
    .entities.plan.create({
      planId: ulid(),
      name: body.name,
      duration: body.duration,
      unit: body.unit || '1',
      serviceIds: await knownServiceIds(body.services),
      minUsers: body.min_users_in_team_allocated,
      maxUsers: body.max_users_in_team_allocated,
      minFarmArea: body.min_farm_area_allocated,
      maxFarmArea: body.max_farm_area_allocated,
      amountKobo: koboOf(body.amount) ?? 0,
      valuePerUnitKobo: koboOf(body.subscription_value_per_unit) ?? 0,
    })
    .go();
  return getAdminPlan(data.planId);
}

export async function updatePlan(planId: string, body: UpdatePlanBody): Promise<AdminPlan> {
  const { plan } = await pricedPlan(planId);
  const next = {
    minUsers: body.min_users_in_team_allocated ?? plan.minUsers,
    maxUsers: body.max_users_in_team_allocated ?? plan.maxUsers,
    minFarmArea: body.min_farm_area_allocated ?? plan.minFarmArea,
    maxFarmArea: body.max_farm_area_allocated ?? plan.maxFarmArea,
  };
  if (next.minUsers > next.maxUsers) throw new InvalidError(PLAN_MESSAGES.minAboveMax, { min_users_in_team_allocated: [PLAN_MESSAGES.minAboveMax] });
  if (next.minFarmArea > next.maxFarmArea) {
    throw new InvalidError(PLAN_MESSAGES.minAboveMax, { min_farm_area_allocated: [PLAN_MESSAGES.minAboveMax] });
  }
  const amountKobo = koboOf(body.amount);
  const valuePerUnitKobo = koboOf(body.subscription_value_per_unit);
  await db()
    .entities.plan.patch({ planId })
    .set({
      ...next,
      ...(body.name ? { name: body.name } : {}),
      ...(body.duration ? { duration: body.duration } : {}),
      ...(body.unit ? { unit: body.unit } : {}),
      ...(body.services ? { serviceIds: await knownServiceIds(body.services) } : {}),
      ...(amountKobo !== undefined ? { amountKobo } : {}),
      ...(valuePerUnitKobo !== undefined ? { valuePerUnitKobo } : {}),
    })
    .go();
  return getAdminPlan(planId);
}

export async function deletePlan(planId: string): Promise<void> {
  await pricedPlan(planId);
  await db().entities.plan.delete({ planId }).go();
}
