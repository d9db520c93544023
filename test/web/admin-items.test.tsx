import { en, WithEnglish } from './support/intl';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '../../shared/api/schemas/admin';
import type { AdminPlan } from '../../shared/api/schemas/plans';
import { ADMIN_MESSAGES } from '../../shared/domain/admin';
import { AdminTable } from '../../web/src/features/admin/components/admin-table';
import { ADMIN_TEXTS } from '../../web/src/features/admin/texts';
import { mockSession, renderApp, userDetails } from './render';
import { mockApi, reply } from './support/mock-api';

/** The component alone, in the English catalogue. */

const audit = (id: string, action: string, detail: unknown, target: string | null, targetName: string | null): AuditEvent => ({
  id,
  actor: { id: 'admin-1', email: 'admin@example.com' },
  action,
  target,
  target_name: targetName,
  detail: detail === undefined ? '' : JSON.stringify(detail),
  date_created: '2026-11-20T10:00:00.000Z',
});

const plan = (id: string, name: string, held: number): AdminPlan => ({
  id,
  name,
  unit: '1',
  duration: 'monthly',
  services: [],
  min_users_in_team_allocated: 1,
  max_users_in_team_allocated: 5,
  min_farm_area_allocated: 0,
  max_farm_area_allocated: 50,
  amount: 0,
  subscription_value_per_unit: 0,
  date_updated: '2026-11-01T00:00:00.000Z',
  active_subscriptions: held,
});

/** The admin API the pages read; every request's method, path and query kept, as `GET /path?query`. */
function mockBackend() {
  const api = mockApi({
    getProfile: (request) => (request.params.userId === 'admin-1' ? userDetails({ id: 'admin-1', is_staff: true, owned_team: null }) : reply(404, { detail: `Unexpected ${request.path}` })),
    listAuditEvents: {
      count: 3,
      page: 1,
      page_size: 20,
      results: [
        audit('a1', 'approveTeam', { admin_approved: false }, 'team-01J', 'Green Acres'),
        audit('a2', 'createPlan', { name: 'Gold', duration: 'monthly' }, null, null),
        audit('a3', 'deletePlan', undefined, 'plan-01J', null),
      ],
    },
    listSystemConfigurations: [],
    listServices: [],
    listPlans: [plan('p1', 'Gold', 3), plan('p2', 'Basic', 0)],
    listPayments: { count: 0, page: 1, page_size: 20, results: [] },
  });
  return {
    get requests() {
      return api.requests.map((request) => `${request.method} ${request.path}${request.url.search}`);
    },
  };
}

beforeEach(() => {
  vi.unstubAllGlobals();
  mockSession({ sub: 'admin-1', groups: ['staff'] });
});

describe('AdminTable', () => {
  const columns = [{ key: 'name', header: 'Name', cell: (row: { name: string }) => row.name }];

  it('on a phone, scrolls in an area the keyboard reaches, named after the table', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn(), addListener: vi.fn(), removeListener: vi.fn(), onchange: null, dispatchEvent: vi.fn() }));
    render(<AdminTable label="Things" columns={columns} rows={[]} rowKey={(row) => row.name} loading={false} error={null} emptyText="No things yet" onRetry={vi.fn()} />, { wrapper: WithEnglish });
    const area = screen.getByRole('region', { name: en(ADMIN_TEXTS.scrollArea, { table: 'Things' }) });
    expect(area.getAttribute('tabindex')).toBe('0');
    expect(within(area).getByRole('table', { name: 'Things' })).toBeTruthy();
  });

  it('shows the empty text in one row across the columns', () => {
    render(<AdminTable label="Things" columns={columns} rows={[]} rowKey={(row) => row.name} loading={false} error={null} emptyText="No things yet" onRetry={vi.fn()} />, { wrapper: WithEnglish });
    const table = screen.getByRole('table', { name: 'Things' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('No things yet')).toBeTruthy();
  });

  it('shows a failed load with Retry instead of rows, and Retry asks again', async () => {
    const onRetry = vi.fn();
    const error = { status: 500, data: { detail: 'Server error' } };
    render(<AdminTable label="Things" columns={columns} rows={[{ name: 'kept' }]} rowKey={(row) => row.name} loading={false} error={error} emptyText="No things yet" onRetry={onRetry} />, { wrapper: WithEnglish });
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).queryByText('kept')).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: /retry/i }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('pages the list from page 1 and names its rows', async () => {
    const onPage = vi.fn();
    render(
      <AdminTable
        label="Things"
        columns={columns}
        rows={[{ name: 'one' }]}
        rowKey={(row) => row.name}
        loading={false}
        error={null}
        emptyText="No things yet"
        onRetry={vi.fn()}
        paging={{ count: 41, page: 1, onPage }}
      />,
      { wrapper: WithEnglish },
    );
    expect(screen.getByText('one')).toBeTruthy();
    expect(screen.getByText('1–20 of 41')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});

describe('admin console items', () => {
  it('the audit trail reads as sentences with names, not route names and JSON', async () => {
    mockBackend();
    renderApp('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    expect(await within(table).findByText('Revoked approval of team Green Acres')).toBeTruthy();
    expect(within(table).getByText('Created plan Gold')).toBeTruthy();
    expect(within(table).getByText('Deleted plan plan-01J')).toBeTruthy();
    expect(within(table).getByText('duration: monthly')).toBeTruthy();
    expect(within(table).queryByText(/approveTeam|admin_approved|\{/)).toBeNull();
  });

  it('deleting a plan teams hold says how many in the confirmation; one nobody holds asks the usual question', async () => {
    mockBackend();
    renderApp('/admin/configuration');
    await userEvent.click(await screen.findByRole('tab', { name: /Subscription Plans/i }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Gold' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(en(ADMIN_TEXTS.confirmDeletePlanWithSubscriptions, { count: 3 }))).toBeTruthy();
    expect(within(dialog).getByText(/3 teams have an active subscription/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Delete Basic' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(en(ADMIN_MESSAGES.confirmDeleteSubscription))).toBeTruthy();
  });

  it('no configuration form shows a CREATE_MODE or UPDATE_MODE label', async () => {
    mockBackend();
    renderApp('/admin/configuration');
    await screen.findByRole('tab', { name: /Subscription Plans/i });
    await userEvent.click(screen.getByRole('tab', { name: /Subscription Plans/i }));
    await screen.findByRole('form', { name: 'Subscription plan form' });
    expect(screen.getByText(en(ADMIN_TEXTS.newRecord, { what: en('admin.plan.what') }))).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/CREATE_MODE|UPDATE_MODE/);
  });

  it('refuses From after To with a message under From, and asks the server without that range', async () => {
    const backend = mockBackend();
    renderApp('/admin/all-payments');
    await screen.findByRole('table', { name: 'Payments' });
    await userEvent.type(screen.getByLabelText('From'), '2026-11-20');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-10');
    expect(await screen.findByText(en(ADMIN_TEXTS.fromAfterTo))).toBeTruthy();
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(backend.requests.filter((line) => line.startsWith('GET /accounts/payment/')).some((line) => line.includes('from=') || line.includes('to='))).toBe(false);

    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-11-25');
    await waitFor(() => expect(backend.requests).toContain('GET /accounts/payment/?page=1&page_size=20&from=2026-11-20&to=2026-11-25'));
    expect(screen.queryByText(en(ADMIN_TEXTS.fromAfterTo))).toBeNull();
  });
});
