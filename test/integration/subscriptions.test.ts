import { beforeAll, describe, expect, inject, it } from 'vitest';
import { UserDetails } from '../../shared/api/schemas/accounts';
import { AdminPlan, AdminService, PublicPlan } from '../../shared/api/schemas/plans';
import { Role } from '../../shared/api/schemas/roles';
import { AccountSubscriptions, PaymentInit, PaymentOutcome } from '../../shared/api/schemas/subscriptions';
import { API_PREFIX } from '../../shared/api/routes';
import { DEFAULT_FARM_AREA_LIMIT_HA, DEFAULT_MAX_USERS_PER_TEAM } from '../../shared/domain/limits';
import { PAYMENT_MESSAGES, SERVICE_MESSAGES } from '../../shared/domain/subscriptions';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { paystackSignature } from '../../infra/local/paystack';
import { lonLatSquare } from '../fixtures/field-files';
import { api, latestMail, signIn, uniqueEmail, type Session } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/** Plans, Paystack payments through the local stand-in, exactly-once fulfilment and the limits a plan sets. */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const paystack = `${stageUrl}/paystack`;

let admin: Session;
let plan: AdminPlan;

const pay = (owner: Owner, body: Record<string, unknown>) =>
  api(stageUrl, 'POST', '/accounts/payment/create', { token: owner.session.idToken, body: { team: owner.teamId, plan: plan.id, ...body } });
const open = async (owner: Owner, users: number, farmArea: number) => {
  const response = await pay(owner, { no_of_users: users, farm_area: farmArea });
  expect(response.status).toBe(200);
  return PaymentInit.parse(response.body);
};
const verify = async (owner: Owner, reference: string) => {
  const response = await api(stageUrl, 'POST', '/accounts/payment/verify/', { token: owner.session.idToken, body: { reference } });
  expect(response.status).toBe(200);
  return PaymentOutcome.parse(response.body);
};
const subscriptions = async (owner: Owner) =>
  AccountSubscriptions.parse((await api(stageUrl, 'GET', `/accounts/subscriptions/${owner.teamId}/`, { token: owner.session.idToken })).body).results;
const checkout = async (init: PaymentInit, action: 'pay' | 'decline', webhook = true) =>
  (await (await fetch(`${paystack}/checkout/${init.access_code}/${action}${webhook ? '' : '?webhook=off'}`, { method: 'POST' })).json()) as {
    status: string;
  };
/** Paystack's charge.success for a reference, as its webhook sends it; signed with the local key unless told. */
const webhook = (reference: string, amount: number, signature?: string) => {
  const raw = JSON.stringify({ event: 'charge.success', data: { reference, amount, currency: 'NGN', status: 'success' } });
  return fetch(`${stageUrl}${API_PREFIX}/accounts/payment/webhook/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature ?? paystackSignature(raw, inject('paystackSecret')) },
    body: raw,
  });
};

beforeAll(async () => {
  admin = await signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  const service = async (body: Record<string, unknown>) => {
    const response = await api(stageUrl, 'POST', '/system_setup/service/', { token: admin.idToken, body });
    expect(response.status).toBe(201);
    return AdminService.parse(response.body);
  };
  const users = await service({ service: 'users', name: 'Team_users', amount_per_unit: 1000.5, notification: true });
  const farm = await service({ service: 'farm_area', name: 'Farm_area', amount_per_unit: 20 });
  const created = await api(stageUrl, 'POST', '/system_setup/subscription_plan/', {
    token: admin.idToken,
    body: {
      name: `Pro ${Date.now()}`,
      duration: 'monthly',
      services: [users.id, farm.id],
      min_users_in_team_allocated: 1,
      max_users_in_team_allocated: 10,
      min_farm_area_allocated: 1,
      max_farm_area_allocated: 2000,
    },
  });
  expect(created.status).toBe(201);
  plan = AdminPlan.parse(created.body);
});

describe('services and plans', () => {
  it('refuses a service without a kind, a name or a positive amount, with the messages of the form', async () => {
    const refused = await api(stageUrl, 'POST', '/system_setup/service/', { token: admin.idToken, body: { amount_per_unit: 0 } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      service: [SERVICE_MESSAGES.kindRequired],
      name: [SERVICE_MESSAGES.nameRequired],
      amount_per_unit: [SERVICE_MESSAGES.amountNotZero],
    });
    const noAmount = await api(stageUrl, 'POST', '/system_setup/service/', { token: admin.idToken, body: { service: 'index', name: 'NDVI' } });
    expect(noAmount.body).toMatchObject({ amount_per_unit: [SERVICE_MESSAGES.amountRequired] });
  });

  it('shows the plan publicly with its services priced in naira to the kobo', async () => {
    const { status, body } = await api(stageUrl, 'GET', `/system_setup/subscription_plan_users/${plan.id}`);
    expect(status).toBe(200);
    const shown = PublicPlan.parse(body);
    expect(shown.services.map((service) => [service.service, service.amount_per_unit])).toEqual([
      ['users', 1000.5],
      ['farm_area', 20],
    ]);
    const list = PublicPlan.array().parse((await api(stageUrl, 'GET', '/system_setup/subscription_plan_users/')).body);
    expect(list.map((item) => item.id)).toContain(plan.id);
  });
});

describe('paying for a plan', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'payer');
  });

  it('checks the quantities against the plan before anything is charged', async () => {
    expect((await pay(owner, { no_of_users: 0, farm_area: 10 })).body).toMatchObject({ no_of_users: [PAYMENT_MESSAGES.belowRange] });
    expect((await pay(owner, { no_of_users: 11, farm_area: 10 })).body).toMatchObject({ no_of_users: [PAYMENT_MESSAGES.aboveRange] });
    expect((await pay(owner, { no_of_users: 2 })).body).toMatchObject({ farm_area: [PAYMENT_MESSAGES.required] });
    expect(await subscriptions(owner)).toEqual([]);
  });

  it('leaves nothing behind for a declined card or an abandoned checkout', async () => {
    const declined = await open(owner, 2, 10);
    expect((await checkout(declined, 'decline')).status).toBe('failed');
    expect(await verify(owner, declined.reference)).toMatchObject({ status: 'failed', subscription: null });
    const abandoned = await open(owner, 2, 10);
    expect(await verify(owner, abandoned.reference)).toMatchObject({ status: 'abandoned', subscription: null });
    expect(await subscriptions(owner)).toEqual([]);
  });

  it('refuses a webhook with a wrong signature (401) and a payment whose verified amount differs', async () => {
    const init = await open(owner, 3, 50);
    await checkout(init, 'pay', false);
    const forged = await webhook(init.reference, Math.round(init.amount * 100), 'ab'.repeat(64));
    expect(forged.status).toBe(401);
    expect(await subscriptions(owner)).toEqual([]);

    await fetch(`${paystack}/__control/report-amount`, { method: 'POST', headers: { authorization: `Bearer ${inject('paystackSecret')}` }, body: JSON.stringify({ reference: init.reference, amount: 100 }) });
    expect((await webhook(init.reference, 100)).status).toBe(200);
    expect(await verify(owner, init.reference)).toMatchObject({ status: 'failed', subscription: null });
    expect((await webhook('FW-NOT-OURS', 100)).status).toBe(200);
    expect(await subscriptions(owner)).toEqual([]);
  });

  it('creates exactly one subscription however many webhooks and returns race, with the limits bought', async () => {
    const init = await open(owner, 6, 600);
    // 6 users at 1,000.50 and 600 ha at 20.00, priced by the server.
    expect(init.amount).toBe(18003);
    const kobo = Math.round(init.amount * 100);
    expect((await checkout(init, 'pay')).status).toBe('success');
    const answers = await Promise.all([
      verify(owner, init.reference),
      ...Array.from({ length: 5 }, () => webhook(init.reference, kobo).then((response) => response.status)),
      verify(owner, init.reference),
    ]);
    expect(answers.slice(1, 6)).toEqual([200, 200, 200, 200, 200]);
    for (let replay = 0; replay < 5; replay += 1) expect((await webhook(init.reference, kobo)).status).toBe(200);
    const records = await subscriptions(owner);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ no_users_limit: 6, farm_area_limit: 600, is_active: true, plan: plan.name, payment: init.reference });
    const first = answers[0] as PaymentOutcome;
    expect(first).toMatchObject({ status: 'success', subscription: { id: records[0]?.id } });
    const profile = UserDetails.parse((await api(stageUrl, 'GET', `/accounts/${owner.session.sub}/profile/`, { token: owner.session.idToken })).body);
    expect(profile.owned_team?.current_subscription).toMatchObject({ current_subscription: plan.name, subscription_approved: true, no_users_limit: 6 });
  });

  it('keeps another team out of the payment and the subscription records', async () => {
    const other = await newOwner(stageUrl, sesEndpoint, 'nosy');
    const [record] = await subscriptions(owner);
    const theirs = await api(stageUrl, 'POST', '/accounts/payment/verify/', { token: other.session.idToken, body: { reference: record?.payment } });
    expect(theirs.status).toBe(404);
    expect((await api(stageUrl, 'GET', `/accounts/subscriptions/${owner.teamId}/`, { token: other.session.idToken })).status).toBe(404);
  });
});

describe('the limits a subscription sets', () => {
  it('lets a 6th member in and fields past 500 ha only once the plan is paid for', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'limits');
    const role = Role.parse(
      (await api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Crew', description: 'c', privileges: [] } })).body,
    );
    const invite = (index: number) =>
      api(stageUrl, 'POST', '/roles/assign/', {
        token: owner.session.idToken,
        body: { first_name: 'Crew', last_name: `No${index}`, email: uniqueEmail(`crew${index}`), role: role.id, team: owner.teamId },
      });
    for (let index = 1; index < DEFAULT_MAX_USERS_PER_TEAM; index += 1) expect((await invite(index)).status).toBe(201);
    expect((await invite(5)).status).toBe(409);
    // About 560 ha: above the default allowance, within the 600 ha bought below.
    const big = { team: owner.teamId, name: 'Big farm', coordinates: lonLatSquare(8.6, 9.0, 0.0215) };
    const refused = await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: big });
    expect(refused.status).toBe(409);
    expect(DEFAULT_FARM_AREA_LIMIT_HA).toBe(500);

    const init = await open(owner, 6, 600);
    await checkout(init, 'pay', false);
    expect((await verify(owner, init.reference)).status).toBe('success');

    expect((await invite(5)).status).toBe(201);
    expect((await invite(6)).status).toBe(409);
    const accepted = await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: big });
    expect(accepted.status).toBe(201);
  });
});

describe('the daily expiry', () => {
  it('ends subscriptions past their end and mails the owner 7 days before the end, once', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'expiry');
    const { db } = await import('../../functions/core/db/service');
    const { runScheduledJob } = await import('../../infra/local/stage');
    const day = 24 * 60 * 60 * 1000;
    const item = (subscriptionId: string, endsInMs: number) => ({
      teamId: owner.teamId,
      subscriptionId,
      planId: plan.id,
      planName: plan.name,
      usersLimit: 8,
      farmAreaLimitHa: 900,
      startDate: new Date(Date.now() - 30 * day).toISOString(),
      endDate: new Date(Date.now() + endsInMs).toISOString(),
      isActive: true,
      paymentReference: `FW-TEST-${subscriptionId}`,
    });
    await db().entities.accountSubscription.create(item(`ended-${Date.now()}`, -60_000)).go();
    await db().entities.accountSubscription.create(item(`soon-${Date.now()}`, 6.5 * day)).go();
    await runScheduledJob('subscriptionExpiry');
    await runScheduledJob('subscriptionExpiry');
    const records = await subscriptions(owner);
    expect(records.map((record) => record.is_active).sort()).toEqual([false, true]);
    const mail = await latestMail(sesEndpoint, owner.email, 'ends in 7 days');
    expect(mail.subject).toContain(plan.name);
    const { data } = await db().entities.accountSubscription.query.byTeam({ teamId: owner.teamId }).go();
    expect(data.find((record) => record.isActive)?.remindersSent).toEqual(['7d']);
  });
});
