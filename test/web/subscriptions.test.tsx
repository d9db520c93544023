import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en, enRef } from './support/intl-refs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicPlan } from '../../shared/api/schemas/plans';
import type { PaymentContext } from '../../shared/api/schemas/subscriptions';
import { PAYMENT_MESSAGES } from '../../shared/domain/subscriptions';
import { CHECKOUT_TEXTS } from '../../web/src/features/subscriptions/texts';
import { mockSession, renderApp, TEST_CONFIG, userDetails } from './render';
import { mockApi, reply, type RouteAnswer } from './support/mock-api';

const PRO: PublicPlan = {
  id: 'plan-pro',
  name: 'Pro',
  unit: '1',
  duration: 'monthly',
  services: [
    { id: 's-users', service: 'users', name: 'Team_users', amount_per_unit: 1000.5 },
    { id: 's-farm', service: 'farm_area', name: 'Farm_area', amount_per_unit: 20 },
  ],
  min_users_in_team_allocated: 2,
  max_users_in_team_allocated: 10,
  min_farm_area_allocated: 5,
  max_farm_area_allocated: 800,
};
const FREE: PublicPlan = { ...PRO, id: 'plan-free', name: 'Free', services: [] };

/** A team with no plan in force, 1 member (the owner) and no fields. */
const NO_PLAN: PaymentContext = { team: { id: 'team-1', name: 'Jane Farms' }, current: null, scheduled: null, use: { members: 1, farm_area: 0 } };
const SUCCESS = (): Static => ({ reference: 'FW-1', status: 'success', subscription: null });

type Static = Exclude<RouteAnswer<'verifyPayment'>, (...args: never[]) => unknown>;

function mockBackend(
  plans: PublicPlan[],
  options: { context?: PaymentContext; verify?: Array<() => Static>; profile?: ReturnType<typeof userDetails> } = {},
) {
  const verifies = [...(options.verify ?? [])];
  return mockApi({
    getProfile: options.profile ?? userDetails(),
    listPublicPlans: plans,
    getPublicPlan: ({ params }) => plans.find((candidate) => candidate.id === params.id) ?? reply(404, { detail: `Unexpected plan ${params.id}` }),
    createPayment: { reference: 'FW-1', access_code: 'code-1', authorization_url: 'http://x/checkout/code-1', amount: 6101.5, currency: 'NGN' },
    getPaymentContext: options.context ?? NO_PLAN,
    verifyPayment: () => (verifies.shift() ?? SUCCESS)(),
  });
}

beforeEach(() => {
  vi.unstubAllGlobals();
  mockSession({ sub: 'user-1' });
});

describe('the plans page', () => {
  it('shows each plan with its price per unit, services, allocations, and FREE VERSION for a plan without services', async () => {
    mockBackend([PRO, FREE]);
    renderApp('/subscription/plans');
    const pro = await screen.findByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('₦1,020.50')).toBeTruthy();
    expect(within(pro).getByText('per 1 Hectare monthly')).toBeTruthy();
    expect(within(pro).getByText('Team users')).toBeTruthy();
    expect(within(pro).getByText('Farm area allocated: 5 - 800 ha')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Free' })).getByText('FREE VERSION')).toBeTruthy();
  });

  it('says No Plan Configured when there is none', async () => {
    mockBackend([]);
    renderApp('/subscription/plans');
    expect(await screen.findByText('No Plan Configured')).toBeTruthy();
  });

  it('validates the order, totals it, and pays through the checkout before showing the success view', async () => {
    const api = mockBackend([PRO]);
    const user = userEvent.setup();
    renderApp('/subscription/plans', { config: { ...TEST_CONFIG, paystackStandInUrl: 'http://stage/paystack' } });
    await user.click(within(await screen.findByRole('article', { name: 'Pro' })).getByRole('button', { name: 'Get Started' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details for Pro' });
    // The farm range is the farm's, not the users' (the old product's defect).
    expect(within(dialog).getByText('Farm allocated: minimum 5 ha, maximum 800 ha')).toBeTruthy();
    const users = within(dialog).getByLabelText(/Number of Users \(Between 2 - 10\)/);
    const farms = within(dialog).getByLabelText(/Hectares \(Between 5 - 800\)/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    expect(within(dialog).getAllByText(en(PAYMENT_MESSAGES.belowRange))).toHaveLength(2);
    await user.clear(users);
    await user.tab();
    expect(within(dialog).getByText(en(PAYMENT_MESSAGES.required))).toBeTruthy();
    await user.type(users, '11');
    await user.tab();
    expect(within(dialog).getByText(en(PAYMENT_MESSAGES.aboveRange))).toBeTruthy();
    await user.clear(users);
    await user.type(users, '3');
    await user.clear(farms);
    await user.type(farms, '155');
    await user.tab();
    expect(within(dialog).getByText('Total Amount: ₦6,101.50')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);
    const proceed = await within(dialog).findByRole('button', { name: 'Continue Payment ₦6,101.50' }, { timeout: 3000 });
    await user.click(proceed);

    const checkout = await screen.findByTitle('Paystack checkout');
    expect(checkout.getAttribute('src')).toBe('http://stage/paystack/checkout/code-1');
    const create = api.calls('createPayment')[0];
    expect(create?.body).toEqual({ team: 'team-1', plan: 'plan-pro', no_of_users: 3, farm_area: 155 });
    expect(create?.headers.get('idempotency-key')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { source: 'paystack-stand-in', event: 'success', reference: 'FW-1' } }));
    });
    expect(await within(dialog).findByText('Transaction Successful')).toBeTruthy();
    expect(within(dialog).getByText('FW-1')).toBeTruthy();
    expect(await screen.findByText(enRef(PAYMENT_MESSAGES.success('FW-1')))).toBeTruthy();
    await waitFor(() => expect(api.calls('verifyPayment').length > 0).toBe(true));
  });
});

/** Starter in force until 20 December with ₦5,000.00 of unused days; 3 members and 747 ha of fields. */
const ON_STARTER: PaymentContext = {
  team: { id: 'team-1', name: 'Jane Farms' },
  current: {
    plan: 'Starter',
    start_date: '2026-11-20T00:00:00.000Z',
    end_date: '2026-12-20T00:00:00.000Z',
    no_users_limit: 3,
    farm_area_limit: 800,
    credit: 5000,
  },
  scheduled: null,
  use: { members: 3, farm_area: 747 },
};

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await screen.findByRole('article', { name: 'Pro' })).getByRole('button', { name: 'Get Started' }));
  return screen.findByRole('dialog', { name: 'Payment Details for Pro' });
}

async function order(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, users: string, farms: string) {
  const usersField = within(dialog).getByLabelText(/Number of Users/);
  const farmsField = within(dialog).getByLabelText(/Hectares/);
  await user.clear(usersField);
  await user.type(usersField, users);
  await user.clear(farmsField);
  await user.type(farmsField, farms);
  await user.tab();
}

describe('buying a plan while one is in force', () => {
  it('names the team billed, refuses limits below its use and states what happens to the current plan before payment', async () => {
    const api = mockBackend([PRO], { context: ON_STARTER });
    const user = userEvent.setup();
    renderApp('/subscription/plans', { config: { ...TEST_CONFIG, paystackStandInUrl: 'http://stage/paystack' } });
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText(en(CHECKOUT_TEXTS.billedTeam, { team: 'Jane Farms' }))).toBeTruthy();
    expect(within(dialog).getByText(en(CHECKOUT_TEXTS.currentPlan, { plan: 'Starter', end: '2026-12-20' }))).toBeTruthy();
    expect(api.calls('getPaymentContext')[0]?.query.get('team')).toBe('team-1');

    // Below the team's 3 members and 747 ha: refused before anything is asked.
    await order(user, dialog, '2', '10');
    expect(within(dialog).getByText(enRef(PAYMENT_MESSAGES.belowMemberUse(3)))).toBeTruthy();
    expect(within(dialog).getByText(enRef(PAYMENT_MESSAGES.belowAreaUse(747)))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    expect(within(dialog).queryByRole('button', { name: /Continue Payment/ })).toBeNull();

    await order(user, dialog, '3', '800');
    expect(within(dialog).getByText('Total Amount: ₦19,001.50')).toBeTruthy();
    // What becomes of Starter must be chosen first.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    expect(within(dialog).getByText(en(PAYMENT_MESSAGES.timingRequired))).toBeTruthy();
    await user.click(within(dialog).getByLabelText(en(CHECKOUT_TEXTS.upgradeNow, { credit: '₦5,000.00' })));
    expect(within(dialog).getByText('Total Amount: ₦14,001.50')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    const proceed = await within(dialog).findByRole('button', { name: 'Continue Payment ₦14,001.50' }, { timeout: 3000 });
    expect(within(dialog).getByText(new RegExp(en(CHECKOUT_TEXTS.consequenceNow, { plan: 'Pro', current: 'Starter', credit: '₦5,000.00' }).replace(/[.$]/g, '\\$&')))).toBeTruthy();
    await user.click(proceed);
    await screen.findByTitle('Paystack checkout');
    expect(api.calls('createPayment')[0]?.body).toEqual({
      team: 'team-1',
      plan: 'plan-pro',
      no_of_users: 3,
      farm_area: 800,
      timing: 'now',
    });
  });

  it("states that a plan bought 'after_current' starts when the current one ends", async () => {
    const api = mockBackend([PRO], { context: ON_STARTER });
    const user = userEvent.setup();
    renderApp('/subscription/plans', { config: { ...TEST_CONFIG, paystackStandInUrl: 'http://stage/paystack' } });
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByLabelText(en(CHECKOUT_TEXTS.afterCurrent, { end: '2026-12-20' })));
    await order(user, dialog, '3', '800');
    expect(within(dialog).getByText('Total Amount: ₦19,001.50')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    await within(dialog).findByRole('button', { name: 'Continue Payment ₦19,001.50' }, { timeout: 3000 });
    expect(within(dialog).getByText(/Starter stays until 2026-12-20; Pro starts then\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continue Payment ₦19,001.50' }));
    await screen.findByTitle('Paystack checkout');
    expect(api.calls('createPayment')[0]?.body).toMatchObject({ timing: 'after_current' });
  });

  it('after a 503 and a 504 verify asks the server again and says the payment was received, never offering to pay again', async () => {
    const api = mockBackend([PRO], {
      verify: [() => reply(503, { detail: 'Service Unavailable' }), () => new Response('Gateway Timeout', { status: 504 })],
    });
    const user = userEvent.setup();
    renderApp('/subscription/plans', { config: { ...TEST_CONFIG, paystackStandInUrl: 'http://stage/paystack' } });
    const dialog = await openDialog(user);
    await within(dialog).findByText(en(CHECKOUT_TEXTS.billedTeam, { team: 'Jane Farms' }));
    await order(user, dialog, '3', '155');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Continue Payment ₦6,101.50' }, { timeout: 3000 }));
    await screen.findByTitle('Paystack checkout');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { source: 'paystack-stand-in', event: 'success', reference: 'FW-1' } }));
    });
    expect(await within(dialog).findByText(en(PAYMENT_MESSAGES.checking))).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Continue Payment/ })).toBeNull();
    expect(await within(dialog).findByText(en(PAYMENT_MESSAGES.received), {}, { timeout: 8000 })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Continue Payment/ })).toBeNull();
    const verifies = api.calls('verifyPayment');
    expect(verifies.map((call) => [call.body, call.query.get('team')])).toEqual([
      [{ reference: 'FW-1' }, 'team-1'],
      [{ reference: 'FW-1' }, 'team-1'],
      [{ reference: 'FW-1' }, 'team-1'],
    ]);
    expect(api.calls('createPayment')).toHaveLength(1);
  }, 15_000);

  it('when the server still cannot say what became of the payment, offers to check again and never to pay again', async () => {
    const unavailable = () => reply(503, { detail: 'Service Unavailable' });
    const api = mockBackend([PRO], { verify: [unavailable, unavailable, unavailable, unavailable] });
    const user = userEvent.setup();
    renderApp('/subscription/plans', { config: { ...TEST_CONFIG, paystackStandInUrl: 'http://stage/paystack' } });
    const dialog = await openDialog(user);
    await within(dialog).findByText(en(CHECKOUT_TEXTS.billedTeam, { team: 'Jane Farms' }));
    await order(user, dialog, '3', '155');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Continue Payment ₦6,101.50' }, { timeout: 3000 }));
    await screen.findByTitle('Paystack checkout');
    // The waits between the questions pass at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { source: 'paystack-stand-in', event: 'success', reference: 'FW-1' } }));
      });
      for (let tick = 0; tick < 40 && api.calls('verifyPayment').length < 4; tick += 1) {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(1000);
          // A real turn of the event loop (setInterval is not faked) for the answers to arrive.
          await new Promise<void>((resolve) => {
            const id = setInterval(() => {
              clearInterval(id);
              resolve();
            }, 0);
          });
        });
      }
    } finally {
      vi.useRealTimers();
    }
    expect(await within(dialog).findByText(en(PAYMENT_MESSAGES.stillUnknown))).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Continue Payment/ })).toBeNull();
    expect(api.calls('verifyPayment')).toHaveLength(4);
    // Asked again, the server says it was received.
    await user.click(within(dialog).getByRole('button', { name: en(PAYMENT_MESSAGES.checkAgain) }));
    expect(await within(dialog).findByText(en(PAYMENT_MESSAGES.received))).toBeTruthy();
    expect(api.calls('createPayment')).toHaveLength(1);
  });

  it('shows what the server answered to a verify it refused, instead of staying silent', async () => {
    mockBackend([PRO], { verify: [() => reply(404, { detail: en(PAYMENT_MESSAGES.notFound) })] });
    const user = userEvent.setup();
    renderApp('/subscription/plans', { config: { ...TEST_CONFIG, paystackStandInUrl: 'http://stage/paystack' } });
    const dialog = await openDialog(user);
    await within(dialog).findByText(en(CHECKOUT_TEXTS.billedTeam, { team: 'Jane Farms' }));
    await order(user, dialog, '3', '155');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Continue Payment ₦6,101.50' }, { timeout: 3000 }));
    await screen.findByTitle('Paystack checkout');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { source: 'paystack-stand-in', event: 'success', reference: 'FW-1' } }));
    });
    expect(await within(dialog).findByText(en(PAYMENT_MESSAGES.notFound))).toBeTruthy();
  });

  it('bills the team the app bar shows for a member of several teams, and says when the role does not allow it', async () => {
    const member = userDetails({ user_team: 'team-2', permissions: ['payment.add_payment'] });
    const api = mockBackend([PRO], { context: { ...NO_PLAN, team: { id: 'team-2', name: 'Musa Farms' } }, profile: member });
    const user = userEvent.setup();
    const view = renderApp('/subscription/plans');
    let dialog = await openDialog(user);
    expect(await within(dialog).findByText(en(CHECKOUT_TEXTS.billedTeam, { team: 'Musa Farms' }))).toBeTruthy();
    expect(api.calls('getPaymentContext')[0]?.query.get('team')).toBe('team-2');
    view.unmount();

    const viewer = mockBackend([PRO], { profile: userDetails({ user_team: 'team-2', permissions: ['roles.view_role'] }) });
    renderApp('/subscription/plans');
    dialog = await openDialog(user);
    expect(await within(dialog).findByText(en(PAYMENT_MESSAGES.noPermission))).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Confirm Request' })).toHaveProperty('disabled', true);
    expect(viewer.calls('getPaymentContext').length > 0).toBe(false);
  });
});
