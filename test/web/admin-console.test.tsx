import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSubscription, AdminSummary, AdminTeam, AdminUser } from '../../shared/api/schemas/admin';
import type { AdminService } from '../../shared/api/schemas/plans';
import { ADMIN_MESSAGES, SYSTEM_SETTINGS_MESSAGES } from '../../shared/domain/admin';
import { mockSession, renderApp, userDetails } from './render';

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

const service: AdminService = { id: 's1', service: 'index', name: 'NDVI scouting', amount_per_unit: 1500, notification: true, date_updated: '2026-01-02T10:00:00.000Z' };

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
  requests: { method: string; path: string; body: unknown }[];
}

function mockAdminBackend(): Backend {
  const backend: Backend = { teams: [team('t1', false), team('t2', true)], users: [farmer], services: [service], requests: [] };
  const summary: AdminSummary = { user_count: 12, agent_count: 1, service_count: 3, subscription_count: 4, team_count: 11, recent_tracking: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api/, '');
      const text = request.method === 'GET' ? '' : await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      backend.requests.push({ method: request.method, path: `${path}${url.search}`, body });
      const key = `${request.method} ${path}`;
      let match: RegExpExecArray | null;
      if (key === 'GET /accounts/admin-1/profile/') return Response.json(userDetails({ id: 'admin-1', is_staff: true, owned_team: null }));
      if (key === 'GET /accounts/admin/summary/') return Response.json(summary);
      if (key === 'GET /accounts/team/') return Response.json({ count: 41, page: Number(url.searchParams.get('page')), page_size: 20, results: backend.teams });
      if ((match = /^PATCH \/accounts\/team\/([^/]+)\/$/.exec(key))) {
        const approved = (body as { admin_approved: boolean }).admin_approved;
        backend.teams = backend.teams.map((entry) => (entry.id === match?.[1] ? { ...entry, admin_approved: approved } : entry));
        return Response.json(backend.teams.find((entry) => entry.id === match?.[1]));
      }
      if (key === 'GET /accounts/user/') return Response.json({ count: backend.users.length, page: 1, page_size: 20, results: backend.users });
      if ((match = /^DELETE \/accounts\/user\/delete\/([^/]+)$/.exec(key))) {
        // Accepted: the deletion runs in the background, the user is listed as being deleted until it ends.
        backend.users = backend.users.map((entry) => (entry.id === match?.[1] ? { ...entry, deleting: true } : entry));
        return new Response(null, { status: 202 });
      }
      if (key === 'GET /accounts/subscriptions/') {
        return Response.json({ count: 3, page: 1, page_size: 20, results: [subscription('a', null), subscription('b', false), subscription('c', true)] });
      }
      if (key === 'GET /system_setup/system_configuration/') return Response.json([]);
      if (key === 'GET /system_setup/service/') return Response.json(backend.services);
      if ((match = /^DELETE \/system_setup\/service\/([^/]+)\/$/.exec(key))) {
        const refusal = backend.deleteRefusal;
        backend.deleteRefusal = undefined;
        if (refusal) return Response.json({ detail: refusal }, { status: 409 });
        backend.services = backend.services.filter((entry) => entry.id !== match?.[1]);
        return new Response(null, { status: 204 });
      }
      return Response.json({ detail: `Unexpected ${key}` }, { status: 404 });
    }),
  );
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
    expect(within(dialog).getByText(ADMIN_MESSAGES.confirmApprove)).toBeTruthy();
    expect(within(dialog).getByText(ADMIN_MESSAGES.proceed)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(ADMIN_MESSAGES.teamApproved)).toBeTruthy();
    expect(backend.requests).toContainEqual({ method: 'PATCH', path: '/accounts/team/t1/', body: { admin_approved: true } });
    await waitFor(() => expect(within(screen.getByText('Farm t1').closest('tr')!).getByText('Yes')).toBeTruthy());
  });

  it('deletes a user in the background: accepted, listed as Deleting... without a Delete button, then gone from the list', async () => {
    const backend = mockAdminBackend();
    renderApp('/admin/manage-users');
    const row = (await screen.findByText('ada@example.com')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete ada@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ADMIN_MESSAGES.confirmDeleteUser)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(ADMIN_MESSAGES.userDeleted)).toBeTruthy();
    expect(backend.requests).toContainEqual({ method: 'DELETE', path: '/accounts/user/delete/u1', body: undefined });
    const deleting = await screen.findByText(ADMIN_MESSAGES.userDeleting);
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
    expect(await screen.findByText(SYSTEM_SETTINGS_MESSAGES.maxUsersInvalid)).toBeTruthy();
    expect(screen.getAllByText(SYSTEM_SETTINGS_MESSAGES.required)).toHaveLength(4);
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
