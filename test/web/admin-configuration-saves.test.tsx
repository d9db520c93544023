import { en } from './support/intl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SystemConfiguration } from '../../shared/api/schemas/admin';
import type { AdminPlan, AdminService } from '../../shared/api/schemas/plans';
import { ADMIN_MESSAGES } from '../../shared/domain/admin';
import { SERVICE_MESSAGES } from '../../shared/domain/subscriptions';
import { mockSession, renderApp, userDetails } from './render';
import { mockApi, reply } from './support/mock-api';

const service: AdminService = { id: 's1', service: 'index', name: 'NDVI scouting', amount_per_unit: 1500, notification: true, monthly_messages: null, date_updated: '2026-01-02T10:00:00.000Z' };
const plan: AdminPlan = {
  id: 'p1',
  name: 'Pro',
  unit: 'hectare',
  duration: 'monthly',
  services: [{ id: 's1', service: 'index', name: 'NDVI scouting', amount_per_unit: 1500 }],
  min_users_in_team_allocated: 1,
  max_users_in_team_allocated: 10,
  min_farm_area_allocated: 1,
  max_farm_area_allocated: 500,
  amount: 0,
  subscription_value_per_unit: 1500,
  date_updated: '2026-01-02T10:00:00.000Z',
  active_subscriptions: 0,
};
const setting: SystemConfiguration = {
  id: 'c1',
  max_users_per_team: 5,
  min_no_of_suscription_units: 1,
  max_no_of_suscription_units: 100,
  notification: true,
  subscription: true,
  subscription_units_available: 50,
  suscription_units_used: 3,
  date_updated: '2026-01-02T10:00:00.000Z',
};

/** The configuration routes, with what each write sent. */
function mockConfigurationBackend() {
  const state = { settings: [] as SystemConfiguration[], services: [service], plans: [plan] };
  const api = mockApi({
    getProfile: (request) => (request.params.userId === 'admin-1' ? userDetails({ id: 'admin-1', is_staff: true, owned_team: null }) : reply(404, { detail: `Unexpected ${request.path}` })),
    listSystemConfigurations: () => state.settings,
    createSystemConfiguration: (request) => {
      state.settings = [{ ...setting, ...(request.body as object) }];
      return reply(201, state.settings[0]);
    },
    updateSystemConfiguration: (request) => {
      if (request.params.id !== 'c1') return reply(404, { detail: `Unexpected ${request.path}` });
      state.settings = [{ ...setting, ...(request.body as object) }];
      return state.settings[0] as SystemConfiguration;
    },
    listServices: () => state.services,
    createService: (request) => {
      const created: AdminService = { ...service, id: 's2', notification: null, monthly_messages: null, ...(request.body as object) };
      state.services = [...state.services, created];
      return reply(201, created);
    },
    deleteService: (request) => {
      if (request.params.id !== 's1') return reply(404, { detail: `Unexpected ${request.path}` });
      state.services = [];
      return reply(204);
    },
    listPlans: () => state.plans,
    deletePlan: (request) => {
      if (request.params.id !== 'p1') return reply(404, { detail: `Unexpected ${request.path}` });
      state.plans = [];
      return reply(204);
    },
  });
  return {
    /** Every write, as `METHOD /path` and the body it sent. */
    get writes() {
      return api.requests.filter((request) => request.method !== 'GET').map((request) => ({ key: `${request.method} ${request.path}`, body: request.body as unknown }));
    },
    state,
  };
}

beforeEach(() => {
  vi.unstubAllGlobals();
  mockSession({ sub: 'admin-1', groups: ['staff'] });
});

describe('the configuration screen', () => {
  it("says 'Service Configured' when the system settings are saved", async () => {
    const backend = mockConfigurationBackend();
    renderApp('/admin/configuration');
    await userEvent.click(await screen.findByLabelText('Show Form?'));
    const values: Array<[string, string]> = [
      ['Max Users Per Team', '5'],
      ['Min No. of Subscription Units', '1'],
      ['Max No. of Subscription Units', '100'],
      ['Subscription Units Available', '50'],
      ['Subscription Units Used', '3'],
    ];
    for (const [label, value] of values) await userEvent.type(screen.getByLabelText(label), value);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(en(ADMIN_MESSAGES.serviceConfigured))).toBeTruthy();
    expect(backend.writes.map((write) => write.key)).toEqual(['POST /system_setup/system_configuration/']);
    expect(backend.writes[0]?.body).toMatchObject({ max_users_per_team: 5, subscription_units_available: 50 });
  });

  it('asks before deleting a service, and deletes it only on Yes', async () => {
    const backend = mockConfigurationBackend();
    renderApp('/admin/configuration');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete NDVI scouting' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(en(ADMIN_MESSAGES.confirmDeleteRecord))).toBeTruthy();
    expect(within(dialog).getByText(en(ADMIN_MESSAGES.proceed))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.writes).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete NDVI scouting' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete NDVI scouting' })).toBeNull());
    expect(backend.writes.map((write) => write.key)).toEqual(['DELETE /system_setup/service/s1/']);
  });

  it('asks a messages service for its monthly messages, and sends them with it', async () => {
    const backend = mockConfigurationBackend();
    renderApp('/admin/configuration');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const form = await screen.findByRole('form', { name: en('admin.service.form') });
    expect(within(form).queryByLabelText(en('admin.col.monthlyMessages'))).toBeNull();
    await userEvent.click(within(form).getByRole('combobox', { name: en('admin.col.service') }));
    await userEvent.click(await screen.findByRole('option', { name: 'messages' }));
    await userEvent.type(within(form).getByLabelText(en('admin.col.name')), 'Alert SMS');
    await userEvent.type(within(form).getByLabelText(en('admin.col.amountPerHectare')), '5');
    await userEvent.click(within(form).getByRole('button', { name: en('admin.service.create') }));
    expect(await within(form).findByText(en(SERVICE_MESSAGES.monthlyMessagesRequired))).toBeTruthy();
    expect(backend.writes).toEqual([]);

    await userEvent.type(within(form).getByLabelText(en('admin.col.monthlyMessages')), '300');
    await userEvent.click(within(form).getByRole('button', { name: en('admin.service.create') }));
    await waitFor(() => expect(backend.writes.map((write) => write.key)).toEqual(['POST /system_setup/service/']));
    expect(backend.writes[0]?.body).toMatchObject({ service: 'messages', name: 'Alert SMS', amount_per_unit: 5, monthly_messages: 300 });
    const table = screen.getByRole('table', { name: en('admin.table.services') });
    expect(await within(table).findByText('300')).toBeTruthy();
  });

  it('asks before deleting a subscription plan, and deletes it only on Yes', async () => {
    const backend = mockConfigurationBackend();
    renderApp('/admin/configuration');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Pro' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(en(ADMIN_MESSAGES.confirmDeleteSubscription))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.writes).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Pro' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Pro' })).toBeNull());
    expect(backend.writes.map((write) => write.key)).toEqual(['DELETE /system_setup/subscription_plan/p1/']);
  });
});
