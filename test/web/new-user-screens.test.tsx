import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Activity } from '../../shared/api/schemas/activities';
import type { UserDetails } from '../../shared/api/schemas/accounts';
import type { FarmSummaryRow } from '../../shared/api/schemas/farm-summary';
import type { Field } from '../../shared/api/schemas/fields';
import { permissionLabel, type Permission } from '../../shared/domain/permissions';
import { accountBanner } from '../../web/src/features/account/banners';
import { TASK_TEXTS } from '../../web/src/features/activities/texts';
import { english, en, WithEnglish } from './support/intl';
import { FARM_SUMMARY_TEXTS } from '../../web/src/features/farm-summary/texts';
import { DateList } from '../../web/src/features/monitoring/components/date-list';
import { DateRangeFields } from '../../web/src/features/monitoring/components/date-range-fields';
import { SnackbarProvider } from 'notistack';
import { fieldFixture } from './field-fixture';
import { dateEntry } from './monitoring-support';
import { mockSession, renderApp, userDetails } from './render';
import { mockApi, reply, type MockedApi } from './support/mock-api';
import { DATE_SHORTCUT_TEXTS } from '../../web/src/components/date-shortcuts';
import { FIELDS_TEXTS } from '../../web/src/features/fields/messages';
import dayjs from 'dayjs';
import { phoneMatchMedia } from './media-query';

// Leaflet needs a laid-out page: the dashboard map is a stand-in.
vi.mock('../../web/src/features/fields/components/fields-map', () => ({ default: () => <div data-testid="fields-map" /> }));

const FIELD: Field = fieldFixture('f1', 'North block');

function task(id: string, overrides: Partial<Activity> = {}): Activity {
  return {
    id,
    name: `Task ${id}`,
    description: 'Weed the rows',
    type: 'weeding',
    planned_cost: 0,
    actual_cost: 0,
    start_date: '2026-05-04',
    end_date: '2026-05-06',
    field: 'f1',
    field_info: { id: 'f1', name: 'North block', group_name: 'All' },
    assignees: [],
    status: 'open',
    comment: '',
    team: 'team-1',
    created_by: 'user-1',
    created_at: '2026-05-01T00:00:00Z',
    updated_at: '2026-05-01T00:00:00Z',
    ...overrides,
  };
}

function summaryRow(field: Field): FarmSummaryRow {
  return {
    field,
    index: 'NDMI',
    result: { indexValue: { value: 0.41, dateCaptured: '2026-01-10' }, valueChange: null, previousDate: null, lowConfidence: false },
    pending: false,
    last_crop: null,
    last_sowing_date: null,
    stage: null,
  };
}

/** A member of team-1 (not its owner) whose role holds `permissions`. */
const member = (permissions: Permission[]): UserDetails => userDetails({ owned_team: null, user_team: 'team-1', permissions });

const notFound = () => reply(404, { detail: 'Not found.' });

/** The routes these screens read; records every request. */
function mockBackend(profile: UserDetails): MockedApi {
  return mockApi({
    getProfile: ({ params }) => (params.userId === 'user-1' ? profile : notFound()),
    listTeamMembers: ({ params }) => (params.teamId === 'team-1' ? [] : notFound()),
    listTeamRoles: ({ params }) => (params.teamId === 'team-1' ? [] : notFound()),
    listFields: [FIELD],
    listFieldActivities: ({ params }) => (params.fieldId === 'f1' ? [task('t1')] : notFound()),
    listFarmSummary: { index: 'NDMI', rows: [summaryRow(FIELD), summaryRow(fieldFixture('f2', 'River plot'))], withheld: [] },
  });
}

describe('a member sees what their role allows, and why the rest is missing', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    mockSession({ sub: 'user-1' });
  });

  it('without activity.add_farmactivity: no New Task, a note naming the permission, and only View in the row menu', async () => {
    mockBackend(member(['activity.view_farmactivity']));
    renderApp('/dashboard/farmactivity/all-activities?field=f1');
    const note = await screen.findByTestId('permission-note', {}, { timeout: 15_000 });
    expect(note.textContent).toContain(permissionLabel('activity.add_farmactivity'));
    expect(note.textContent).toContain('team owner');
    expect(screen.queryByRole('link', { name: en(TASK_TEXTS.newTask) })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Task t1' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View']);
  });

  it('with activity.add_farmactivity and the change rights: New Task and every row action, no note', async () => {
    mockBackend(member(['activity.view_farmactivity', 'activity.add_farmactivity', 'activity.change_farmactivity', 'activity.delete_farmactivity']));
    renderApp('/dashboard/farmactivity/all-activities?field=f1');
    expect(await screen.findByRole('link', { name: en(TASK_TEXTS.newTask) }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByTestId('permission-note')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Task t1' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Modify', 'Delete']);
  });

  it('opening New Task directly without the right says why instead of a form that fails at Save', async () => {
    const api = mockBackend(member(['activity.view_farmactivity']));
    renderApp('/dashboard/farmactivity/configure?field=f1');
    const note = await screen.findByTestId('permission-note', {}, { timeout: 15_000 });
    expect(note.textContent).toContain(permissionLabel('activity.add_farmactivity'));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(api.requests.some((request) => request.method === 'POST' && request.path.startsWith('/activity/'))).toBe(false);
  });

  it('without activity.view_farmactivity the task list is not asked for and the page says so', async () => {
    const api = mockBackend(member(['field.view_field']));
    renderApp('/dashboard/farmactivity/all-activities?field=f1');
    expect(await screen.findByText(en(TASK_TEXTS.cannotView), {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId('permission-note').textContent).toContain(permissionLabel('activity.view_farmactivity'));
    expect(api.calls('listFieldActivities').map((request) => request.path)).not.toContain('/activity/field/f1/');
  });

  it('a member with no permissions gets a dashboard that says what is missing, and asks for no index', async () => {
    const api = mockBackend(member([]));
    renderApp('/dashboard');
    const notes = await screen.findAllByTestId('permission-note', {}, { timeout: 15_000 });
    const texts = notes.map((note) => note.textContent ?? '');
    expect(texts.some((text) => text.includes(permissionLabel('field.view_field')))).toBe(true);
    expect(texts.some((text) => text.includes(permissionLabel('monitoring.view_index')))).toBe(true);
    expect((screen.getByRole('combobox', { name: en(FIELDS_TEXTS.index) }) as HTMLSelectElement).disabled).toBe(true);
    expect(api.requests.some((request) => request.method === 'GET' && request.path.startsWith('/monitoring/'))).toBe(false);
  });

  it('the owner sees no permission note on the dashboard', async () => {
    mockBackend(userDetails());
    renderApp('/dashboard');
    await screen.findByRole('button', { name: en(FIELDS_TEXTS.addField) }, { timeout: 15_000 });
    expect(screen.queryByTestId('permission-note')).toBeNull();
  });

  it('plan banners are for who can pay: a member in another team without payment.add_payment gets none', () => {
    const gold = { admin_approved: true, current_subscription: { id: 's1' } } as unknown as UserDetails['current_subscription'];
    const ownTeam = { id: 'own', name: 'Own', current_subscription: null };
    // Works in team-1 as a member, owns a team of their own without a plan: team-1's banner, not their own team's.
    expect(accountBanner(userDetails({ owned_team: ownTeam, user_team: 'team-1', current_subscription: gold, permissions: ['field.view_field'] }))).toBeNull();
    expect(accountBanner(userDetails({ owned_team: ownTeam, user_team: 'team-1', current_subscription: gold, permissions: ['payment.add_payment'] }))).toBe('upgrade');
    // In their own team they are its owner: subscribe.
    expect(accountBanner(userDetails({ owned_team: ownTeam, user_team: null }))).toBe('subscribe');
  });
});

describe('date-picker shortcuts', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    mockSession({ sub: 'user-1' });
  });

  it('the dashboard\'s This Month and Today set the range in one click, in the pickers\' display format', async () => {
    mockBackend(userDetails());
    const { store } = renderApp('/dashboard');
    const shortcuts = await screen.findByRole('group', { name: en(DATE_SHORTCUT_TEXTS.group) }, { timeout: 15_000 });
    const today = dayjs().format('YYYY-MM-DD');
    await userEvent.click(within(shortcuts).getByRole('button', { name: en(DATE_SHORTCUT_TEXTS.thisMonth) }));
    await waitFor(() => expect(store.getState().sessionContext).toMatchObject({ start: dayjs().startOf('month').format('YYYY-MM-DD'), end: today }));
    expect((screen.getByLabelText(en(FIELDS_TEXTS.startDate)) as HTMLInputElement).value).toBe(dayjs().startOf('month').format('YYYY-MM-DD'));
    // Spec 2 §5: the pickers read YYYY/MM/DD.
    expect(screen.getAllByText(today.replace(/-/g, '/')).length).toBeGreaterThan(0);
    expect(within(shortcuts).getByRole('button', { name: en(DATE_SHORTCUT_TEXTS.thisMonth) }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(shortcuts).getByRole('button', { name: en(DATE_SHORTCUT_TEXTS.today) }));
    await waitFor(() => expect(store.getState().sessionContext).toMatchObject({ start: today, end: today }));
  });

  it('the monitoring pickers (Satellite View, Split View, analysis) offer the same shortcuts', async () => {
    const ranges: { start: string; end: string }[] = [];
    render(
      <WithEnglish>
        <SnackbarProvider>
          <DateRangeFields id="satellite" start="2025-01-01" end="2025-03-01" onChange={(range) => ranges.push(range)} />
        </SnackbarProvider>
      </WithEnglish>,
    );
    await userEvent.click(screen.getByRole('button', { name: en(DATE_SHORTCUT_TEXTS.thisMonth) }));
    await userEvent.click(screen.getByRole('button', { name: en(DATE_SHORTCUT_TEXTS.today) }));
    const today = dayjs().format('YYYY-MM-DD');
    expect(ranges).toEqual([
      { start: dayjs().startOf('month').format('YYYY-MM-DD'), end: today },
      { start: today, end: today },
    ]);
    // The pickers' display format (spec 2 §5).
    expect(screen.getByText('2025/01/01')).toBeTruthy();
  });
});

describe('layout, empty states and keyboard reach', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    mockSession({ sub: 'user-1' });
  });

  it('Farm Summary says when a search matches no field, and its wide table is a named scroll region in the tab order', async () => {
    mockBackend(userDetails());
    renderApp('/dashboard/farmsummary');
    const region = await screen.findByRole('region', { name: english(FARM_SUMMARY_TEXTS.scrollLabel) }, { timeout: 15_000 });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(await within(region).findByText('River plot')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'zzz');
    expect(await within(region).findByText(english(FARM_SUMMARY_TEXTS.noMatch('zzz')))).toBeTruthy();
    expect(within(region).queryByText('River plot')).toBeNull();
  });

  it('All Farm Activities scrolls sideways in a named region reachable by Tab', async () => {
    mockBackend(userDetails());
    renderApp('/dashboard/farmactivity/all-activities?field=f1');
    const region = await screen.findByRole('region', { name: en(TASK_TEXTS.scrollLabel) }, { timeout: 15_000 });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getByRole('table', { name: en(TASK_TEXTS.allTitle) })).toBeTruthy();
  });

  it('All Farm Activities says why a status filter shows nothing instead of an empty table', async () => {
    mockBackend(userDetails());
    renderApp('/dashboard/farmactivity/all-activities?field=f1');
    const region = await screen.findByRole('region', { name: en(TASK_TEXTS.scrollLabel) }, { timeout: 15_000 });
    expect(await within(region).findByText('Task t1')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: en(TASK_TEXTS.statusFilter) }));
    await userEvent.click(await screen.findByRole('option', { name: 'Close' }));
    expect(await within(region).findByText(en(TASK_TEXTS.noClosedTasks))).toBeTruthy();
  });

  it('on a phone All Farm Activities lists each task as a card with its dates, status and actions', async () => {
    const original = window.matchMedia;
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: phoneMatchMedia,
    });
    try {
      mockBackend(userDetails());
      renderApp('/dashboard/farmactivity/all-activities?field=f1');
      const list = await screen.findByRole('list', { name: en(TASK_TEXTS.allTitle) }, { timeout: 15_000 });
      const [card] = await within(list).findAllByRole('listitem');
      expect(within(card as HTMLElement).getByRole('link', { name: 'Task t1' })).toBeTruthy();
      expect(card?.textContent).toContain('2026-05-04 – 2026-05-06');
      expect(within(card as HTMLElement).getByText('Open')).toBeTruthy();
      expect(within(card as HTMLElement).getByRole('button', { name: 'Actions for Task t1' })).toBeTruthy();
      expect(screen.queryByRole('table', { name: en(TASK_TEXTS.allTitle) })).toBeNull();
    } finally {
      Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: original });
    }
  });

  it('the image-date list is a list of items, each holding its date button', async () => {
    const chosen: string[] = [];
    render(<DateList label="Image dates" dates={[dateEntry('2026-01-05', 10), dateEntry('2026-01-10', 90)]} loading={false} selected={null} onSelect={(entry) => chosen.push(entry.date)} />, { wrapper: WithEnglish });
    const list = screen.getByRole('list', { name: 'Image dates' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
    await userEvent.click(within(items[0] as HTMLElement).getByRole('button'));
    expect(chosen).toEqual(['2026-01-10']);
  });
});
