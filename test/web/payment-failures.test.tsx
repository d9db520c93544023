import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from './support/intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicPlan } from '../../shared/api/schemas/plans';
import type { PaymentContext } from '../../shared/api/schemas/subscriptions';
import { PAYMENT_MESSAGES } from '../../shared/domain/subscriptions';
import { CHECKOUT_TEXTS } from '../../web/src/features/subscriptions/texts';
import { mockSession, renderApp, TEST_CONFIG, userDetails } from './render';
import { mockApi, reply, type Reply } from './support/mock-api';

/** Paystack's inline checkout, as the deployed app loads it: each test says how it ends. */
const paystack = vi.hoisted(() => ({ end: (_callbacks: { onError: (error: { message?: string }) => void }) => undefined as void }));
vi.mock('@paystack/inline-js', () => ({
  default: class {
    resumeTransaction(_code: string, callbacks: { onError: (error: { message?: string }) => void }) {
      paystack.end(callbacks);
    }
  },
}));

const PRO: PublicPlan = {
  id: 'plan-pro',
  name: 'Pro',
  unit: '1',
  duration: 'monthly',
  services: [
    { id: 's-users', service: 'users', name: 'Team_users', amount_per_unit: 1000 },
    { id: 's-farm', service: 'farm_area', name: 'Farm_area', amount_per_unit: 20 },
  ],
  min_users_in_team_allocated: 2,
  max_users_in_team_allocated: 10,
  min_farm_area_allocated: 5,
  max_farm_area_allocated: 800,
};
const NO_PLAN: PaymentContext = { team: { id: 'team-1', name: 'Jane Farms' }, current: null, scheduled: null, use: { members: 1, farm_area: 0 } };

interface Options {
  plan?: PublicPlan;
  /** The answer to GET of the plan's details (the dialog opens only when it succeeds). */
  planDetail?: Reply;
  create?: Reply;
}

function mockBackend(options: Options = {}) {
  const plan = options.plan ?? PRO;
  return mockApi({
    getProfile: userDetails(),
    listPublicPlans: [plan],
    getPublicPlan: ({ params }) => (params.id === plan.id ? (options.planDetail ?? plan) : reply(404, { detail: `Unexpected plan ${params.id}` })),
    getPaymentContext: NO_PLAN,
    createPayment: options.create ?? { reference: 'FW-9', access_code: 'code-9', authorization_url: 'http://x/checkout/code-9', amount: 5100, currency: 'NGN' },
  });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = 'Pro') {
  await user.click(within(await screen.findByRole('article', { name }, { timeout: 5000 })).getByRole('button', { name: 'Get Started' }));
  return screen.findByRole('dialog', { name: `Payment Details for ${name}` }, { timeout: 5000 });
}

async function fillOrder(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, users: string, hectares: string) {
  const usersField = within(dialog).getByLabelText(/Number of Users/);
  const hectaresField = within(dialog).getByLabelText(/Hectares/);
  await user.clear(usersField);
  await user.type(usersField, users);
  await user.clear(hectaresField);
  await user.type(hectaresField, hectares);
  await user.tab();
}

async function confirmAndPay(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
  await user.click(await within(dialog).findByRole('button', { name: /Continue Payment/ }, { timeout: 3000 }));
}

beforeEach(() => {
  vi.unstubAllGlobals();
  mockSession({ sub: 'user-1' });
  paystack.end = () => undefined;
});

describe('the payment dialog order', () => {
  it('refuses 2.5 users and calls the farm input hectares', async () => {
    mockBackend();
    const user = userEvent.setup();
    renderApp('/subscription/plans');
    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Hectares (Between 5 - 800)')).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Number of Farms/)).toBeNull();
    await fillOrder(user, dialog, '2.5', '10');
    expect(within(dialog).getByText(en(PAYMENT_MESSAGES.wholeNumber))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    expect(within(dialog).queryByRole('button', { name: /Continue Payment/ })).toBeNull();
    await fillOrder(user, dialog, '3', '10.5');
    expect(within(dialog).getByText(en(PAYMENT_MESSAGES.wholeNumber))).toBeTruthy();
  });

  it('Reset clears the total and the form; Cancel closes the dialog', async () => {
    const api = mockBackend();
    const user = userEvent.setup();
    renderApp('/subscription/plans');
    let dialog = await openDialog(user);
    await fillOrder(user, dialog, '3', '100');
    expect(within(dialog).getByText('Total Amount: ₦5,000.00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).getByText('Total Amount: ₦0.00')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Number of Users/) as HTMLInputElement).value).toBe('0');
    expect((within(dialog).getByLabelText(/Hectares/) as HTMLInputElement).value).toBe('0');
    expect(within(dialog).queryByRole('button', { name: 'Reset' })).toBeNull();

    // Reset from the confirmation goes back to the order.
    await fillOrder(user, dialog, '3', '100');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    await within(dialog).findByRole('button', { name: /Continue Payment/ }, { timeout: 3000 });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).getByRole('button', { name: 'Confirm Request' })).toBeTruthy();
    expect(within(dialog).getByText('Total Amount: ₦0.00')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('createPayment')).toHaveLength(0);
    // Opened again, it starts empty.
    dialog = await openDialog(user);
    expect(within(dialog).getByText('Total Amount: ₦0.00')).toBeTruthy();
  });

  it('shows a total that is not a number as 0 and does not proceed', async () => {
    // 10.005 naira is not a whole number of kobo: the total cannot be computed.
    const odd: PublicPlan = { ...PRO, services: [{ id: 's-users', service: 'users', name: 'Team_users', amount_per_unit: 10.005 }] };
    const api = mockBackend({ plan: odd });
    const user = userEvent.setup();
    renderApp('/subscription/plans');
    const dialog = await openDialog(user);
    const users = within(dialog).getByLabelText(/Number of Users/);
    await user.clear(users);
    await user.type(users, '3');
    await user.tab();
    expect(within(dialog).getByText('Total Amount: ₦0.00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    expect(await within(dialog).findByText(en(CHECKOUT_TEXTS.totalUnknown))).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(within(dialog).queryByRole('button', { name: /Continue Payment/ })).toBeNull();
    expect(api.calls('createPayment')).toHaveLength(0);
  });
});

describe('payment failures', () => {
  it('does not open the dialog, and says nothing, when the plan details cannot be read', async () => {
    const api = mockBackend({ planDetail: reply(500, { detail: 'Server Error' }) });
    const user = userEvent.setup();
    renderApp('/subscription/plans');
    await user.click(within(await screen.findByRole('article', { name: 'Pro' }, { timeout: 5000 })).getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(api.calls('getPublicPlan').filter((call) => call.params.id === 'plan-pro').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Server Error')).toBeNull();
  });

  it("shows the server's detail when it refuses the payment, in the dialog and as a toast, and lets the order be paid again", async () => {
    const refusal = 'This team is not approved by the platform administrators yet: paid services are paused.';
    mockBackend({ create: reply(403, { detail: refusal }) });
    const user = userEvent.setup();
    renderApp('/subscription/plans');
    const dialog = await openDialog(user);
    await fillOrder(user, dialog, '3', '100');
    await confirmAndPay(user, dialog);
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2));
    expect(within(dialog).getByText(refusal)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Continue Payment ₦5,000.00' })).toHaveProperty('disabled', false);
  });

  it("shows the provider's error message in the dialog and as a toast", async () => {
    paystack.end = ({ onError }) => onError({ message: 'Card declined by issuer' });
    mockBackend();
    const user = userEvent.setup();
    renderApp('/subscription/plans', { config: { ...TEST_CONFIG } });
    const dialog = await openDialog(user);
    await fillOrder(user, dialog, '3', '100');
    await confirmAndPay(user, dialog);
    await waitFor(() => expect(screen.getAllByText('Card declined by issuer')).toHaveLength(2));
    expect(within(dialog).getByText('Card declined by issuer')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Continue Payment ₦5,000.00' })).toBeTruthy();
  });

  it("says 'Something went wrong' when the provider fails without a message", async () => {
    paystack.end = ({ onError }) => onError({});
    mockBackend();
    const user = userEvent.setup();
    renderApp('/subscription/plans');
    const dialog = await openDialog(user);
    await fillOrder(user, dialog, '3', '100');
    await confirmAndPay(user, dialog);
    await waitFor(() => expect(screen.getAllByText(en(PAYMENT_MESSAGES.providerFailed))).toHaveLength(2));
    expect(within(dialog).getByText(en(PAYMENT_MESSAGES.providerFailed))).toBeTruthy();
  });
});
