import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { translate, translateText } from '../../functions/core/i18n/translate';
import { UserDetails } from '../../shared/api/schemas/accounts';
import { AdminPlan, AdminService, PublicPlan } from '../../shared/api/schemas/plans';
import { Role, TeamMember } from '../../shared/api/schemas/roles';
import { AccountSubscriptions, PaymentContext, PaymentInit, PaymentOutcome } from '../../shared/api/schemas/subscriptions';
import { API_PREFIX } from '../../shared/api/routes';
import { DEFAULT_FARM_AREA_LIMIT_HA, DEFAULT_MAX_USERS_PER_TEAM } from '../../shared/domain/limits';
import { PAYMENT_LOCATION, PAYMENT_MESSAGES, SERVICE_MESSAGES } from '../../shared/domain/subscriptions';
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
      service: [translate('en', SERVICE_MESSAGES.kindRequired)],
      name: [translate('en', SERVICE_MESSAGES.nameRequired)],
      amount_per_unit: [translate('en', SERVICE_MESSAGES.amountNotZero)],
    });
    const noAmount = await api(stageUrl, 'POST', '/system_setup/service/', { token: admin.idToken, body: { service: 'index', name: 'NDVI' } });
    expect(noAmount.body).toMatchObject({ amount_per_unit: [translate('en', SERVICE_MESSAGES.amountRequired)] });
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
    expect((await pay(owner, { no_of_users: 0, farm_area: 10 })).body).toMatchObject({ no_of_users: [translate('en', PAYMENT_MESSAGES.belowRange)] });
    expect((await pay(owner, { no_of_users: 11, farm_area: 10 })).body).toMatchObject({ no_of_users: [translate('en', PAYMENT_MESSAGES.aboveRange)] });
    expect((await pay(owner, { no_of_users: 2 })).body).toMatchObject({ farm_area: [translate('en', PAYMENT_MESSAGES.required)] });
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

  it("sends the card provider the payer's names, the order and the location text as metadata", async () => {
    const init = await open(owner, 3, 50);
    const held = (await (await fetch(`${paystack}/transaction/verify/${init.reference}`, { headers: { authorization: `Bearer ${inject('paystackSecret')}` } })).json()) as {
      data: { metadata: Record<string, unknown> & { custom_fields: { variable_name: string; value: string }[] } };
    };
    const { metadata } = held.data;
    expect(metadata).toMatchObject({ name: 'Team payer', first_name: 'Team', last_name: 'payer', plan_id: plan.id, no_of_users: 3, farm_area: 50, amount: init.amount, location: PAYMENT_LOCATION });
    expect(Object.fromEntries(metadata.custom_fields.map((field) => [field.variable_name, field.value]))).toEqual({
      first_name: 'Team',
      last_name: 'payer',
      plan_id: plan.name,
      no_of_users: '3',
      farm_area: '50',
      amount: String(init.amount),
      location: PAYMENT_LOCATION,
    });
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

describe('buying a plan while one is in force', () => {
  const day = 24 * 60 * 60 * 1000;
  const buy = async (owner: Owner, users: number, farmArea: number, timing?: 'now' | 'after_current') => {
    const response = await pay(owner, { no_of_users: users, farm_area: farmArea, ...(timing ? { timing } : {}) });
    expect(response.status).toBe(200);
    const init = PaymentInit.parse(response.body);
    await checkout(init, 'pay', false);
    return init;
  };
  const stored = async (teamId: string) => {
    const { db } = await import('../../functions/core/db/service');
    return (await db().entities.accountSubscription.query.byTeam({ teamId }).go({ pages: 'all' })).data;
  };
  const storedPayments = async (teamId: string) => {
    const { db } = await import('../../functions/core/db/service');
    return (await db().entities.payment.query.all({}).go({ pages: 'all' })).data.filter((payment) => payment.teamId === teamId);
  };
  const context = async (owner: Owner, token = owner.session.idToken, teamId = owner.teamId) => {
    const response = await api(stageUrl, 'GET', `/accounts/payment/context/?team=${teamId}`, { token });
    expect(response.status).toBe(200);
    return PaymentContext.parse(response.body);
  };

  it('grants the plan and retires the old one in one transaction: an injected failure leaves exactly one plan in force', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'inject');
    const first = await buy(owner, 2, 50);
    expect((await verify(owner, first.reference)).status).toBe('success');
    const second = await buy(owner, 3, 100, 'now');

    const { ddb } = await import('../../functions/core/db/client');
    const { settlePayment } = await import('../../functions/core/subscriptions/payments');
    const { quietLogger } = await import('../../functions/core/logger');
    const send = ddb.send.bind(ddb);
    const failing = (names: string[]) =>
      vi.spyOn(ddb, 'send').mockImplementation(((command: { constructor: { name: string } }) => {
        if (names.includes(command.constructor.name)) return Promise.reject(new Error(`injected failure of ${command.constructor.name}`));
        return (send as (input: unknown) => Promise<unknown>)(command);
      }) as never);

    // The grant fails: nothing changes, the old plan stays in force, the payment is not marked fulfilled.
    const grantFails = failing(['TransactWriteCommand']);
    await expect(settlePayment(second.reference, quietLogger)).rejects.toThrow(/injected/);
    grantFails.mockRestore();
    let records = await stored(owner.teamId);
    expect(records.filter((record) => record.isActive === true).map((record) => record.paymentReference)).toEqual([first.reference]);
    expect((await storedPayments(owner.teamId)).find((payment) => payment.reference === second.reference)?.fulfilledAt).toBeUndefined();

    // Every write after the grant fails (where the retirement used to be): the grant already retired the old plan.
    const afterGrantFails = failing(['UpdateCommand', 'PutCommand']);
    await settlePayment(second.reference, quietLogger).finally(() => afterGrantFails.mockRestore());
    records = await stored(owner.teamId);
    expect(records.filter((record) => record.isActive === true).map((record) => record.paymentReference)).toEqual([second.reference]);

    // Later verifies and webhooks change nothing.
    const kobo = Math.round(second.amount * 100);
    expect((await verify(owner, second.reference)).status).toBe('success');
    expect((await webhook(second.reference, kobo)).status).toBe(200);
    expect((await webhook(first.reference, Math.round(first.amount * 100))).status).toBe(200);
    records = await stored(owner.teamId);
    expect(records).toHaveLength(2);
    expect(records.filter((record) => record.isActive === true).map((record) => record.paymentReference)).toEqual([second.reference]);
  });

  it('tries a grant that conflicted with another write again, and answers an error rather than "not granted" when it keeps conflicting', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'conflict');
    const first = await buy(owner, 2, 50);
    expect((await verify(owner, first.reference)).status).toBe('success');
    const second = await buy(owner, 3, 100, 'now');

    const { ddb } = await import('../../functions/core/db/client');
    const { settlePayment } = await import('../../functions/core/subscriptions/payments');
    const { quietLogger } = await import('../../functions/core/logger');
    const send = ddb.send.bind(ddb);
    let conflicts = 0;
    const conflicting = (times: number) =>
      vi.spyOn(ddb, 'send').mockImplementation(((command: { constructor: { name: string } }) => {
        if (command.constructor.name === 'TransactWriteCommand' && conflicts < times) {
          conflicts += 1;
          const reasons = [{ Code: 'TransactionConflict' }, { Code: 'None' }, { Code: 'None' }];
          return Promise.reject(Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: reasons }));
        }
        return (send as (input: unknown) => Promise<unknown>)(command);
      }) as never);

    // Every attempt conflicts: an error (Paystack retries its webhook, the browser asks again), nothing changed.
    const always = conflicting(Number.POSITIVE_INFINITY);
    await expect(settlePayment(second.reference, quietLogger)).rejects.toThrow(/kept conflicting/);
    always.mockRestore();
    expect(conflicts).toBe(3);
    let records = await stored(owner.teamId);
    expect(records.filter((record) => record.isActive === true).map((record) => record.paymentReference)).toEqual([first.reference]);

    // One conflict: the second attempt grants it, with the old plan retired.
    conflicts = 0;
    const once = conflicting(1);
    const settled = await settlePayment(second.reference, quietLogger).finally(() => once.mockRestore());
    expect(settled?.status).toBe('success');
    records = await stored(owner.teamId);
    expect(records.filter((record) => record.isActive === true).map((record) => record.paymentReference)).toEqual([second.reference]);
  });

  it("upgrades 'now' with the unused days of the current plan credited, and retires it with the grant", async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'upgrade');
    const first = await buy(owner, 2, 50);
    expect(first.amount).toBe(3001);
    await verify(owner, first.reference);
    const [current] = await stored(owner.teamId);
    const { unusedCreditKobo } = await import('../../shared/domain/subscriptions');
    const credit = unusedCreditKobo(300100, new Date(current?.startDate ?? ''), new Date(current?.endDate ?? ''), new Date());
    expect(credit).toBeGreaterThan(250000);
    const shown = await context(owner);
    expect(shown.team).toEqual({ id: owner.teamId, name: expect.any(String) as string });
    expect(shown.current).toMatchObject({ plan: plan.name, end_date: current?.endDate, no_users_limit: 2, farm_area_limit: 50, credit: credit / 100 });

    // While a plan is in force, a purchase must say what becomes of it.
    const undecided = await pay(owner, { no_of_users: 3, farm_area: 100 });
    expect(undecided.status).toBe(400);
    expect(undecided.body).toMatchObject({ timing: [translate('en', PAYMENT_MESSAGES.timingRequired)] });
    expect(await storedPayments(owner.teamId)).toHaveLength(1);

    const upgrade = await buy(owner, 3, 100, 'now');
    // 3 users at 1,000.50 and 100 ha at 20.00 = 5,001.50, less the credit.
    expect(upgrade.credit).toBe(credit / 100);
    expect(upgrade.amount).toBe((500150 - credit) / 100);
    const payment = (await storedPayments(owner.teamId)).find((item) => item.reference === upgrade.reference);
    expect(payment).toMatchObject({ amountKobo: 500150 - credit, creditKobo: credit, timing: 'now' });
    // Returns and webhooks race over the same grant, which also retires the old plan: granted exactly once.
    const kobo = 500150 - credit;
    const answers = await Promise.all([
      verify(owner, upgrade.reference).then((outcome) => outcome.status),
      ...Array.from({ length: 4 }, () => webhook(upgrade.reference, kobo).then((response) => response.status)),
      verify(owner, upgrade.reference).then((outcome) => outcome.status),
    ]);
    expect(answers).toEqual(['success', 200, 200, 200, 200, 'success']);
    expect(await stored(owner.teamId)).toHaveLength(2);

    const records = await stored(owner.teamId);
    expect(records.find((record) => record.paymentReference === first.reference)?.isActive).toBe(false);
    const now = records.find((record) => record.paymentReference === upgrade.reference);
    expect(now).toMatchObject({ isActive: true, usersLimit: 3, farmAreaLimitHa: 100 });
    expect(Date.now() - Date.parse(now?.startDate ?? '')).toBeLessThan(60_000);
    const profile = UserDetails.parse((await api(stageUrl, 'GET', `/accounts/${owner.session.sub}/profile/`, { token: owner.session.idToken })).body);
    expect(profile.current_subscription).toMatchObject({ no_users_limit: 3, farm_area_limit: 100 });
  });

  it("buys a plan 'after_current' that starts when the current one ends, which the lookup and the daily job then activate", async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'follow');
    const first = await buy(owner, 2, 50);
    await verify(owner, first.reference);
    const [current] = await stored(owner.teamId);
    const next = await buy(owner, 4, 200, 'after_current');
    expect(next).toMatchObject({ amount: 4 * 1000.5 + 200 * 20, credit: 0, start_date: current?.endDate });
    expect((await verify(owner, next.reference)).status).toBe('success');

    let records = await stored(owner.teamId);
    const following = records.find((record) => record.paymentReference === next.reference);
    expect(following).toMatchObject({ isActive: false, scheduled: true, startDate: current?.endDate, usersLimit: 4, farmAreaLimitHa: 200 });
    expect(records.find((record) => record.paymentReference === first.reference)?.isActive).toBe(true);
    expect((await context(owner)).scheduled).toMatchObject({ plan: plan.name, start_date: current?.endDate });
    // A third purchase waits until the plan bought to follow has started.
    const third = await pay(owner, { no_of_users: 4, farm_area: 200, timing: 'now' });
    expect(third.status).toBe(409);
    expect(await storedPayments(owner.teamId)).toHaveLength(2);

    // A month passes: the first plan ended a minute ago, the second started then.
    const { db } = await import('../../functions/core/db/service');
    const { runScheduledJob } = await import('../../infra/local/stage');
    const turn = new Date(Date.now() - 60_000).toISOString();
    await db().entities.accountSubscription.patch({ teamId: owner.teamId, subscriptionId: current?.subscriptionId ?? '' })
      .set({ startDate: new Date(Date.now() - 31 * day).toISOString(), endDate: turn })
      .go();
    await db().entities.accountSubscription.patch({ teamId: owner.teamId, subscriptionId: following?.subscriptionId ?? '' })
      .set({ startDate: turn })
      .go();
    // The lookup counts it before the daily job has run.
    const profile = UserDetails.parse((await api(stageUrl, 'GET', `/accounts/${owner.session.sub}/profile/`, { token: owner.session.idToken })).body);
    expect(profile.current_subscription).toMatchObject({ no_users_limit: 4, farm_area_limit: 200 });
    await runScheduledJob('subscriptionExpiry');
    records = await stored(owner.teamId);
    expect(records.find((record) => record.paymentReference === next.reference)).toMatchObject({ isActive: true, scheduled: false });
    expect(records.find((record) => record.paymentReference === first.reference)?.isActive).toBe(false);
  });

  it('never retires a paid plan for another payment opened while the team had none: the later grant follows it', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'twotabs');
    const [first, second] = [await open(owner, 2, 50), await open(owner, 3, 60)];
    await checkout(first, 'pay', false);
    await checkout(second, 'pay', false);
    expect((await verify(owner, first.reference)).status).toBe('success');
    expect((await verify(owner, second.reference)).status).toBe('success');
    const records = await stored(owner.teamId);
    const granted = records.find((record) => record.paymentReference === first.reference);
    expect(granted).toMatchObject({ isActive: true });
    expect(records.find((record) => record.paymentReference === second.reference)).toMatchObject({
      isActive: false,
      scheduled: true,
      startDate: granted?.endDate,
    });
  });

  it("refuses limits below the team's members and hectares (400 with the message) and stores nothing", async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'use');
    const role = Role.parse(
      (await api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Crew', description: 'c', privileges: [] } })).body,
    );
    for (const index of [1, 2]) {
      const invited = await api(stageUrl, 'POST', '/roles/assign/', {
        token: owner.session.idToken,
        body: { first_name: 'Crew', last_name: `No${index}`, email: uniqueEmail(`use${index}`), role: role.id, team: owner.teamId },
      });
      expect(invited.status).toBe(201);
    }
    const field = { team: owner.teamId, name: 'Use farm', coordinates: lonLatSquare(7.4, 10.2, 0.01) };
    expect((await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: field })).status).toBe(201);
    const use = (await context(owner)).use;
    expect(use.members).toBe(3);
    expect(use.farm_area).toBeGreaterThan(100);

    const fewMembers = await pay(owner, { no_of_users: 2, farm_area: 500 });
    expect(fewMembers.status).toBe(400);
    expect(fewMembers.body).toMatchObject({ detail: translateText('en', PAYMENT_MESSAGES.belowMemberUse(3)), no_of_users: [translateText('en', PAYMENT_MESSAGES.belowMemberUse(3))] });
    const fewHectares = await pay(owner, { no_of_users: 3, farm_area: 10 });
    expect(fewHectares.status).toBe(400);
    expect(fewHectares.body).toMatchObject({ farm_area: [translateText('en', PAYMENT_MESSAGES.belowAreaUse(Math.ceil(use.farm_area)))] });
    expect(await storedPayments(owner.teamId)).toEqual([]);
    expect(await stored(owner.teamId)).toEqual([]);
  });

  it('bills the current team of a member of two teams, and the verify answers it', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'billed');
    const member = await newOwner(stageUrl, sesEndpoint, 'twoteams');
    const role = Role.parse(
      (
        await api(stageUrl, 'POST', '/roles/create/', {
          token: owner.session.idToken,
          body: { team: owner.teamId, name: 'Buyer', description: 'Pays', privileges: ['payment.add_payment'] },
        })
      ).body,
    );
    const joined = await api(stageUrl, 'POST', '/roles/assign/', {
      token: owner.session.idToken,
      body: { first_name: 'Team', last_name: 'twoteams', email: member.email, role: role.id, team: owner.teamId },
    });
    expect(joined.status).toBe(201);
    const invitation = TeamMember.parse(joined.body).id;
    expect((await api(stageUrl, 'POST', `/roles/invitations/${invitation}/accept/`, { token: member.session.idToken })).status).toBe(200);

    // The member works in the owner's team (the web app names it on every team-scoped call).
    const shown = await context(owner, member.session.idToken, owner.teamId);
    expect(shown.team.id).toBe(owner.teamId);
    const opened = await api(stageUrl, 'POST', '/accounts/payment/create', {
      token: member.session.idToken,
      body: { team: owner.teamId, plan: plan.id, no_of_users: 2, farm_area: 20 },
    });
    expect(opened.status).toBe(200);
    const init = PaymentInit.parse(opened.body);
    await checkout(init, 'pay', false);
    const verified = await api(stageUrl, 'POST', `/accounts/payment/verify/?team=${owner.teamId}`, {
      token: member.session.idToken,
      body: { reference: init.reference },
    });
    expect(verified.status).toBe(200);
    expect(PaymentOutcome.parse(verified.body).status).toBe('success');
    expect((await stored(owner.teamId)).map((record) => [record.paymentReference, record.isActive])).toEqual([[init.reference, true]]);
    expect(await stored(member.teamId)).toEqual([]);
    // Asked in the member's own team, the reference is not there.
    const elsewhere = await api(stageUrl, 'POST', `/accounts/payment/verify/?team=${member.teamId}`, {
      token: member.session.idToken,
      body: { reference: init.reference },
    });
    expect(elsewhere.status).toBe(404);
  });
});
