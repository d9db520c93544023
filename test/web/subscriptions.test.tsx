import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicPlan } from '../../shared/api/schemas/plans';
import { PAYMENT_MESSAGES } from '../../shared/domain/subscriptions';
import { mockSession, renderApp, TEST_CONFIG, userDetails } from './render';

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

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

function mockBackend(plans: PublicPlan[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const text = request.method === 'GET' ? '' : await request.text();
      calls.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined, headers: request.headers });
      const key = `${request.method} ${path}`;
      if (key === '/accounts/user-1/profile/' || key === 'GET /accounts/user-1/profile/') return Response.json(userDetails());
      if (key === 'GET /system_setup/subscription_plan_users/') return Response.json(plans);
      const plan = plans.find((candidate) => key === `GET /system_setup/subscription_plan_users/${candidate.id}`);
      if (plan) return Response.json(plan);
      if (key === 'POST /accounts/payment/create') {
        return Response.json({ reference: 'FW-1', access_code: 'code-1', authorization_url: 'http://x/checkout/code-1', amount: 6101.5, currency: 'NGN' });
      }
      if (key === 'POST /accounts/payment/verify/') return Response.json({ reference: 'FW-1', status: 'success', subscription: null });
      return Response.json({ detail: `Unexpected ${key}` }, { status: 404 });
    }),
  );
  return calls;
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
    const calls = mockBackend([PRO]);
    const user = userEvent.setup();
    renderApp('/subscription/plans', { config: { ...TEST_CONFIG, paystackStandInUrl: 'http://stage/paystack' } });
    await user.click(within(await screen.findByRole('article', { name: 'Pro' })).getByRole('button', { name: 'Get Started' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details for Pro' });
    // The farm range is the farm's, not the users' (the old product's defect).
    expect(within(dialog).getByText('Farm allocated: minimum 5 ha, maximum 800 ha')).toBeTruthy();
    const users = within(dialog).getByLabelText(/Number of Users \(Between 2 - 10\)/);
    const farms = within(dialog).getByLabelText(/Number of Farms \(Between 5 - 800\)/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    expect(within(dialog).getAllByText(PAYMENT_MESSAGES.belowRange)).toHaveLength(2);
    await user.clear(users);
    await user.tab();
    expect(within(dialog).getByText(PAYMENT_MESSAGES.required)).toBeTruthy();
    await user.type(users, '11');
    await user.tab();
    expect(within(dialog).getByText(PAYMENT_MESSAGES.aboveRange)).toBeTruthy();
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
    const create = calls.find((call) => call.path === '/accounts/payment/create');
    expect(create?.body).toEqual({ team: 'team-1', plan: 'plan-pro', no_of_users: 3, farm_area: 155 });
    expect(create?.headers.get('idempotency-key')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { source: 'paystack-stand-in', event: 'success', reference: 'FW-1' } }));
    });
    expect(await within(dialog).findByText('Transaction Successful')).toBeTruthy();
    expect(within(dialog).getByText('FW-1')).toBeTruthy();
    expect(await screen.findByText(PAYMENT_MESSAGES.success('FW-1'))).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === '/accounts/payment/verify/')).toBe(true));
  });
});
