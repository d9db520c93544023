import { catalogueIn, en } from './support/intl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminSubscription, AdminSummary, AdminTeam, AdminUser } from '../../shared/api/schemas/admin';
import type { AdminService } from '../../shared/api/schemas/plans';
import { ADMIN_MESSAGES, SYSTEM_SETTINGS_MESSAGES } from '../../shared/domain/admin';
import { mockSession, renderApp, userDetails } from './render';
import { mockApi, reply, type ApiRequest } from './support/mock-api';

const team = (id: string, approved: boolean): AdminTeam => ({
  id,
  name: `Farm ${id}`,
  owner: { first_name: 'Ola', last_name: id, email: `${id}@example.com` },
  admin_approved: approved,
  subscription_approved: false,
  current_subscription: null,
  member_count: 1,
  date_created: '2026-01-02T10:00:00.000Z',
});
const subscription = (id: string, isActive: boolean | null): AdminSubscription => ({
  id,
  no_users_limit: 5,
  farm_area_limit: 100,
  start_date: '2026-01-01T00:00:00.000Z',
  end_date: '2026-02-01T00:00:00.000Z',
  is_active: isActive,
  plan: 'Pro',
  plan_id: 'p1',
  payment: `FW-${id}`,
  date_created: '2026-01-01T00:00:00.000Z',
  team: { id: 't1', name: 'Farm t1' },
});

const service: AdminService = { id: 's1', service: 'index', name: 'NDVI scouting', amount_per_unit: 1500, notification: true, monthly_messages: null, date_updated: '2026-01-02T10:00:00.000Z' };

const farmer: AdminUser = {
  id: 'u1',
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada@example.com',
  is_staff: false,
  owned_team: { id: 't1', name: 'Farm t1' },
  date_joined: '2026-01-02T10:00:00.000Z',
};

interface Backend {
  teams: AdminTeam[];
  users: AdminUser[];
  services: AdminService[];
  /** The answer to the next service deletion when it should fail. */
  deleteRefusal?: string;
  /** What each request sent: its method, path with query, and body. */
  readonly requests: { method: string; path: string; body: unknown }[];
}

function mockAdminBackend(): Backend {
  const api = mockApi();
  const backend: Backend = {
    teams: [team('t1', false), team('t2', true)],
    users: [farmer],
    services: [service],
    get requests() {
      return api.requests.map((request) => ({ method: request.method, path: `${request.path}${request.url.search}`, body: request.body as unknown }));
    },
  };
  const summary: AdminSummary = { user_count: 12, agent_count: 1, service_count: 3, subscription_count: 4, team_count: 11, recent_tracking: [] };
  const missing = (request: ApiRequest) => reply(404, { detail: `Unexpected ${request.method} ${request.path}` });
  api.answer({
    getProfile: (request) => (request.params.userId === 'admin-1' ? userDetails({ id: 'admin-1', is_staff: true, owned_team: null }) : missing(request)),
    getAdminSummary: summary,
    listTeams: (request) => ({ count: 41, page: Number(request.query.get('page')), page_size: 20, results: backend.teams }),
    approveTeam: (request) => {
      const approved = (request.body as { admin_approved: boolean }).admin_approved;
      backend.teams = backend.teams.map((entry) => (entry.id === request.params.id ? { ...entry, admin_approved: approved } : entry));
      return backend.teams.find((entry) => entry.id === request.params.id) ?? missing(request);
    },
    listUsers: () => ({ count: backend.users.length, page: 1, page_size: 20, results: backend.users }),
    deleteUser: (request) => {
      // Accepted: the deletion runs in the background, the user is listed as being deleted until it ends.
      backend.users = backend.users.map((entry) => (entry.id === request.params.id ? { ...entry, deleting: true } : entry));
      return reply(202);
    },
    listAccountSubscriptions: { count: 3, page: 1, page_size: 20, results: [subscription('a', null), subscription('b', false), subscription('c', true)] },
    listSystemConfigurations: [],
    listServices: () => backend.services,
    deleteService: (request) => {
      const refusal = backend.deleteRefusal;
      backend.deleteRefusal = undefined;
      if (refusal) return reply(409, { detail: refusal });
      backend.services = backend.services.filter((entry) => entry.id !== request.params.id);
      return reply(204);
    },
  });
  return backend;
}

beforeEach(() => {
  mockSession({ sub: 'admin-1', groups: ['staff'] });
});

describe('administrator console', () => {
  it('shows the four counts on the dashboard', async () => {
    mockAdminBackend();
    renderApp('/admin/dashboard');
    const count = (name: string) => within(screen.getByRole('region', { name })).getByRole('paragraph').textContent;
    await waitFor(() => expect(count('Total Users')).toBe('12'));
    expect(count('Total Services')).toBe('3');
    expect(count('Total Subscriptions')).toBe('4');
    expect(count('Total Teams')).toBe('11');
    expect(screen.getByText('Recent Tracking Activities')).toBeTruthy();
    expect(screen.getByText('No tracking records yet')).toBeTruthy();
  });

  it('approves a team after the confirmation, says so and reloads the list from page 1 with the total', async () => {
    const backend = mockAdminBackend();
    renderApp('/admin/all-teams');
    const row = (await screen.findByText('Farm t1')).closest('tr')!;
    expect(within(row).getByText('No')).toBeTruthy();
    expect(screen.getByText('1–20 of 41')).toBeTruthy();
    expect(backend.requests.some((entry) => entry.path === '/accounts/team/?page=1&page_size=20')).toBe(true);
    await userEvent.click(within(row).getByRole('button', { name: 'Approve Farm t1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(en(ADMIN_MESSAGES.confirmApprove))).toBeTruthy();
    expect(within(dialog).getByText(en(ADMIN_MESSAGES.proceed))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(en(ADMIN_MESSAGES.teamApproved))).toBeTruthy();
    expect(backend.requests).toContainEqual({ method: 'PATCH', path: '/accounts/team/t1/', body: { admin_approved: true } });
    await waitFor(() => expect(within(screen.getByText('Farm t1').closest('tr')!).getByText('Yes')).toBeTruthy());
  });

  it('deletes a user in the background: accepted, listed as Deleting... without a Delete button, then gone from the list', async () => {
    const backend = mockAdminBackend();
    renderApp('/admin/manage-users');
    const row = (await screen.findByText('ada@example.com')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete ada@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(en(ADMIN_MESSAGES.confirmDeleteUser))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(en(ADMIN_MESSAGES.userDeleted))).toBeTruthy();
    expect(backend.requests).toContainEqual({ method: 'DELETE', path: '/accounts/user/delete/u1', body: undefined });
    const deleting = await screen.findByText(en(ADMIN_MESSAGES.userDeleting));
    expect(within(deleting.closest('tr')!).queryByRole('button', { name: 'Delete ada@example.com' })).toBeNull();
    // The job ends: the list, read again while a deletion runs, no longer has the user.
    backend.users = [];
    await waitFor(() => expect(screen.queryByText('ada@example.com')).toBeNull(), { timeout: 8_000 });
    expect(screen.getByText('No users match')).toBeTruthy();
  });

  it('tags Is Active? as Unknown, No or Yes and shows the end date as DD-MM-YYYY', async () => {
    mockAdminBackend();
    renderApp('/admin/account-subscription');
    const unknown = (await screen.findByText('FW-a')).closest('tr')!;
    expect(within(unknown).getByText('Unknown')).toBeTruthy();
    expect(within(screen.getByText('FW-b').closest('tr')!).getByText('No')).toBeTruthy();
    expect(within(screen.getByText('FW-c').closest('tr')!).getByText('Yes')).toBeTruthy();
    expect(within(unknown).getByText('01-02-2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Subscription Records' })).toBeTruthy();
  });

  it('checks the system settings form with the texts of the specification before sending anything', async () => {
    const backend = mockAdminBackend();
    renderApp('/admin/configuration');
    await userEvent.click(await screen.findByLabelText('Show Form?'));
    expect(screen.getByText('New system configuration')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Max Users Per Team'), 'many');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(en(SYSTEM_SETTINGS_MESSAGES.maxUsersInvalid))).toBeTruthy();
    expect(screen.getAllByText(en(SYSTEM_SETTINGS_MESSAGES.required))).toHaveLength(4);
    expect(backend.requests.filter((entry) => entry.method === 'POST')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('New service')).toBeTruthy();
  });

  it('keeps a refused deletion open with the reason, and a deletion of the record being edited empties the form', async () => {
    const backend = mockAdminBackend();
    backend.deleteRefusal = 'The plan Pro still offers this service.';
    renderApp('/admin/configuration');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit NDVI scouting' }));
    expect(screen.getByText('Editing service')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Delete NDVI scouting' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The plan Pro still offers this service.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(screen.getByText('Editing service')).toBeTruthy();

    // The retry from the same confirmation goes through.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('New service')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit NDVI scouting' })).toBeNull());
    expect(backend.requests.filter((entry) => entry.method === 'DELETE').map((entry) => entry.path)).toEqual(['/system_setup/service/s1/', '/system_setup/service/s1/']);
  });
});

describe('administrator console in Nigerian Pidgin', () => {
  it('shows Team Management, its approval dialog and toast in Pidgin', async () => {
    const pidgin = catalogueIn('pcm');
    const pcm = (id: keyof typeof pidgin.messages) => pidgin.messages[id] as string;
    const backend = mockAdminBackend();
    renderApp('/admin/all-teams', { catalogue: pidgin });
    const row = (await screen.findByText('Farm t1')).closest('tr')!;
    expect(screen.getByRole('heading', { name: pcm('admin.page.teams') })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: pcm('admin.col.approved') })).toBeTruthy();
    expect(within(row).getByText(pcm('admin.no'))).toBeTruthy();
    expect(screen.getByText('1–20 of 41')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Approve Farm t1' }));
    const dialog = await screen.findByRole('dialog', { name: 'You wan approve this team?' });
    expect(within(dialog).getByText(pcm(ADMIN_MESSAGES.proceed))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: pcm('admin.yes') }));
    expect(await screen.findByText(pcm(ADMIN_MESSAGES.teamApproved))).toBeTruthy();
    expect(backend.requests).toContainEqual({ method: 'PATCH', path: '/accounts/team/t1/', body: { admin_approved: true } });
    expect(screen.queryByText(en(ADMIN_MESSAGES.teamApproved))).toBeNull();
  });
});
