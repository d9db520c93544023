import { beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '../../functions/core/i18n/translate';
import { AdminPlan, AdminService } from '../../shared/api/schemas/plans';
import { PLAN_MESSAGES, SERVICE_MESSAGES } from '../../shared/domain/subscriptions';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { api, signIn, type Session } from '../support/local-client';

/** Staff create, edit and delete services and plans: each answer, and what the table holds after it. */
const stageUrl = inject('stageUrl');

let admin: Session;
const asAdmin = (method: string, path: string, body?: unknown) => api(stageUrl, method, path, { token: admin.idToken, body });

async function entities() {
  const { db } = await import('../../functions/core/db/service');
  return db().entities;
}
const storedService = async (serviceId: string) => (await (await entities()).planService.get({ serviceId }).go()).data;
const storedPlan = async (planId: string) => (await (await entities()).plan.get({ planId }).go()).data;
const storedServiceCount = async () => (await (await entities()).planService.query.all({}).go({ pages: 'all' })).data.length;

beforeAll(async () => {
  admin = await signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
});

describe('services and plans in the admin configuration', () => {
  it('creates, edits and deletes a service, and a plan that sells it', async () => {
    // Create a service: stored in kobo, with its kind and notification.
    const created = await asAdmin('POST', '/system_setup/service/', { service: 'index', name: `NDVI ${Date.now()}`, amount_per_unit: 1500.5, notification: true });
    expect(created.status).toBe(201);
    const service = AdminService.parse(created.body);
    expect(await storedService(service.id)).toMatchObject({ kind: 'index', name: service.name, amountKobo: 150050, notification: true });

    // Edit it: the new name and amount are stored; a notification set to null is removed.
    const edited = await asAdmin('PATCH', `/system_setup/service/${service.id}/`, { name: 'NDVI weekly', amount_per_unit: 2000, notification: null });
    expect(edited.status).toBe(200);
    expect(AdminService.parse(edited.body)).toMatchObject({ id: service.id, name: 'NDVI weekly', amount_per_unit: 2000, notification: null });
    const afterEdit = await storedService(service.id);
    expect(afterEdit).toMatchObject({ kind: 'index', name: 'NDVI weekly', amountKobo: 200000 });
    expect(afterEdit?.notification).toBeUndefined();

    // Create a plan selling it.
    const planName = `Plan ${Date.now()}`;
    const createdPlan = await asAdmin('POST', '/system_setup/subscription_plan/', {
      name: planName,
      duration: 'monthly',
      services: [service.id],
      min_users_in_team_allocated: 1,
      max_users_in_team_allocated: 10,
      min_farm_area_allocated: 0,
      max_farm_area_allocated: 100,
    });
    expect(createdPlan.status).toBe(201);
    const plan = AdminPlan.parse(createdPlan.body);
    expect(await storedPlan(plan.id)).toMatchObject({ name: planName, duration: 'monthly', serviceIds: [service.id], minUsers: 1, maxUsers: 10, maxFarmArea: 100 });

    // Edit the plan.
    const editedPlan = await asAdmin('PATCH', `/system_setup/subscription_plan/${plan.id}/`, { name: `${planName} yearly`, duration: 'yearly', max_users_in_team_allocated: 25 });
    expect(editedPlan.status).toBe(200);
    expect(AdminPlan.parse(editedPlan.body)).toMatchObject({ id: plan.id, name: `${planName} yearly`, duration: 'yearly', max_users_in_team_allocated: 25 });
    expect(await storedPlan(plan.id)).toMatchObject({ name: `${planName} yearly`, duration: 'yearly', maxUsers: 25, minUsers: 1, serviceIds: [service.id] });

    // The service cannot go while the plan sells it.
    const refused = await asAdmin('DELETE', `/system_setup/service/${service.id}/`);
    expect(refused).toMatchObject({ status: 409, body: { detail: translate('en', SERVICE_MESSAGES.inUse) } });
    expect(await storedService(service.id)).not.toBeNull();

    // Delete the plan, then the service.
    expect((await asAdmin('DELETE', `/system_setup/subscription_plan/${plan.id}/`)).status).toBe(204);
    expect(await storedPlan(plan.id)).toBeNull();
    expect((await asAdmin('DELETE', `/system_setup/service/${service.id}/`)).status).toBe(204);
    expect(await storedService(service.id)).toBeNull();

    // Both are gone: editing or deleting again is a 404 with their own text, and nothing comes back.
    expect(await asAdmin('PATCH', `/system_setup/service/${service.id}/`, { name: 'Back' })).toMatchObject({ status: 404, body: { detail: translate('en', SERVICE_MESSAGES.notFound) } });
    expect(await asAdmin('DELETE', `/system_setup/service/${service.id}/`)).toMatchObject({ status: 404, body: { detail: translate('en', SERVICE_MESSAGES.notFound) } });
    expect(await asAdmin('PATCH', `/system_setup/subscription_plan/${plan.id}/`, { name: 'Back' })).toMatchObject({ status: 404, body: { detail: translate('en', PLAN_MESSAGES.notFound) } });
    expect(await asAdmin('DELETE', `/system_setup/subscription_plan/${plan.id}/`)).toMatchObject({ status: 404, body: { detail: translate('en', PLAN_MESSAGES.notFound) } });
    expect(await storedService(service.id)).toBeNull();
    expect(await storedPlan(plan.id)).toBeNull();
  });

  it('refuses a service without amount or kind, and a plan with an unknown service, storing nothing', async () => {
    const before = await storedServiceCount();
    const zero = await asAdmin('POST', '/system_setup/service/', { service: 'index', name: 'Free', amount_per_unit: 0 });
    expect(zero).toMatchObject({ status: 400, body: { amount_per_unit: [translate('en', SERVICE_MESSAGES.amountNotZero)] } });
    const kindless = await asAdmin('POST', '/system_setup/service/', { name: 'No kind', amount_per_unit: 10 });
    expect(kindless).toMatchObject({ status: 400, body: { service: [translate('en', SERVICE_MESSAGES.kindRequired)] } });
    expect(await storedServiceCount()).toBe(before);

    const name = `Ghost plan ${Date.now()}`;
    const ghost = await asAdmin('POST', '/system_setup/subscription_plan/', {
      name,
      duration: 'monthly',
      services: ['no-such-service'],
      min_users_in_team_allocated: 1,
      max_users_in_team_allocated: 10,
      min_farm_area_allocated: 0,
      max_farm_area_allocated: 100,
    });
    expect(ghost.status).toBe(400);
    const { data: plans } = await (await entities()).plan.query.all({}).go({ pages: 'all' });
    expect(plans.map((plan) => plan.name)).not.toContain(name);
  });
});
