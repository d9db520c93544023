import { en } from '../support/intl';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Activity } from '../../../shared/api/schemas/activities';
import { ACTIVITY_MESSAGES } from '../../../shared/domain/activities';
import { memoryStorage } from '../../../web/src/lib/offline/sync-storage';
import { replaceStorage } from '../../../web/src/lib/offline/write-queue';
import { fieldFixture } from '../field-fixture';
import { mockSession, renderApp, userDetails } from '../render';
import { mockApi, reply, type MockedApi } from '../support/mock-api';

const CLOSED_BY_SOMEONE = 'This task was already closed by someone else.';

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
    assignees: [{ pk: 'user-1', email: 'jane@example.com' }],
    status: 'open',
    comment: '',
    team: 'team-1',
    created_by: 'user-1',
    created_at: '2026-05-01T00:00:00Z',
    updated_at: '2026-05-01T00:00:00Z',
    ...overrides,
  };
}

/** The network as the phone sees it: off (every call fails to reach the API, navigator.onLine false) or on. */
function network() {
  let online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  return {
    off: () => {
      online = false;
    },
    on: () => {
      online = true;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    },
    isOn: () => online,
  };
}

/** The task routes on a phone whose network can be switched off: a call while off never reaches the API. */
function tasksBackend(net: ReturnType<typeof network>, closeAnswer: (id: string) => Activity | ReturnType<typeof reply>) {
  const api: MockedApi = mockApi();
  let tasks = [task('t1'), task('t2')];
  /** The closes that reached the API (not those the phone tried without signal). */
  const received: string[] = [];
  const unreachable = () => {
    if (!net.isOn()) throw new TypeError('Failed to fetch');
  };
  api.answer({
    getProfile: () => userDetails(),
    listTeamMembers: () => [],
    listFields: () => [fieldFixture('f1', 'North block', { centroid: [8.67, 9.07] })],
    listUserActivities: () => {
      unreachable();
      return tasks;
    },
    createActivity: (request) => {
      unreachable();
      const created = task(`t${tasks.length + 1}`, { name: (request.body as { name: string }).name });
      tasks = [...tasks, created];
      return reply(201, created);
    },
    listFieldActivities: () => {
      unreachable();
      return tasks;
    },
    closeActivity: (request) => {
      unreachable();
      const id = request.params.id ?? '';
      received.push(request.headers.get('Idempotency-Key') ?? '');
      const answer = closeAnswer(id);
      if (!('reply' in answer)) tasks = tasks.map((entry) => (entry.id === id ? answer : entry));
      return answer;
    },
  });
  return { tasks: () => tasks, closed: () => api.calls('closeActivity').filter((call) => received.includes(call.headers.get('Idempotency-Key') ?? '')), received };
}

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

async function closeOffline(name: string) {
  await userEvent.click(within(row(name)).getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Close' }));
  const dialog = await screen.findByRole('dialog', { name: en('activities.closeTask') });
  await userEvent.type(within(dialog).getByLabelText(en('activities.reason')), 'Weeded');
  await userEvent.click(within(dialog).getByRole('button', { name: en('activities.closeTask') }));
}

describe('a task closed without signal', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.localStorage.clear();
    replaceStorage(memoryStorage());
    mockSession({});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is kept on the phone, marked waiting, listed in the app bar, and sent once when the signal returns', async () => {
    const net = network();
    const backend = tasksBackend(net, (id) => task(id, { status: 'close', comment: 'Weeded' }));
    renderApp('/dashboard/farmactivity/all-activities?field=f1');
    await screen.findByRole('link', { name: 'Task t1' });
    // Nothing waits: no sync icon.
    expect(screen.queryByRole('button', { name: /waiting to be sent/ })).toBeNull();

    net.off();
    await closeOffline('Task t1');

    expect(await screen.findByText(en('field-app.sync.saved'))).toBeTruthy();
    expect(within(row('Task t1')).getByText(en('field-app.sync.state.waiting'))).toBeTruthy();
    expect(within(row('Task t1')).getByText(en('activities.status.close'))).toBeTruthy();
    const icon = await screen.findByRole('button', { name: '1 change waiting to be sent' });
    await userEvent.click(icon);
    const list = await screen.findByRole('dialog', { name: en('field-app.sync.title') });
    expect(within(list).getByText('Close task: Task t1')).toBeTruthy();
    expect(within(list).getByText(new RegExp(en('field-app.sync.state.waiting')))).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(backend.closed()).toHaveLength(0);

    net.on();

    await waitFor(() => expect(screen.queryByRole('button', { name: /waiting to be sent/ })).toBeNull());
    const sent = backend.closed();
    expect(backend.received).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ status: 'close', comment: 'Weeded' });
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(within(row('Task t1')).queryByText(en('field-app.sync.state.waiting'))).toBeNull());
    expect(within(row('Task t1')).getByText(en('activities.status.close'))).toBeTruthy();
  });

  it('shows the conflict when someone else closed the task meanwhile, and lets it be dismissed', async () => {
    const net = network();
    tasksBackend(net, () => reply(409, { detail: CLOSED_BY_SOMEONE }));
    renderApp('/dashboard/farmactivity/all-activities?field=f1');
    await screen.findByRole('link', { name: 'Task t1' });

    net.off();
    await closeOffline('Task t1');
    await screen.findByText(en('field-app.sync.saved'));
    net.on();

    expect(await within(row('Task t1')).findByText(en('field-app.sync.state.conflict'))).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: '1 change waiting to be sent' }));
    const list = await screen.findByRole('dialog', { name: en('field-app.sync.title') });
    expect(within(list).getByText(CLOSED_BY_SOMEONE)).toBeTruthy();
    expect(within(list).queryByRole('button', { name: en('field-app.sync.retry') })).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: en('field-app.sync.dismiss') }));

    await waitFor(() => expect(screen.queryByRole('button', { name: /waiting to be sent/ })).toBeNull());
    expect(within(row('Task t1')).queryByText(en('field-app.sync.state.conflict'))).toBeNull();
  });

  it('answers as before when online: sent at once, the usual toast, nothing left waiting', async () => {
    const net = network();
    const backend = tasksBackend(net, (id) => task(id, { status: 'close', comment: 'Weeded' }));
    renderApp('/dashboard/farmactivity/all-activities?field=f1');
    await screen.findByRole('link', { name: 'Task t1' });

    await closeOffline('Task t1');

    expect(await screen.findByText(en(ACTIVITY_MESSAGES.closed))).toBeTruthy();
    expect(backend.closed()).toHaveLength(1);
    expect(screen.queryByText(en('field-app.sync.saved'))).toBeNull();
    expect(screen.queryByRole('button', { name: /waiting to be sent/ })).toBeNull();
  });

  it('keeps a new task made without signal and sends it once the signal returns', async () => {
    const net = network();
    const backend = tasksBackend(net, (id) => task(id));
    renderApp('/dashboard/farmactivity/configure?field=f1');
    const form = await screen.findByRole('form', { name: 'New Task' });
    net.off();
    await userEvent.type(within(form).getByLabelText(/Task Name/), 'Spray maize');
    await userEvent.type(within(form).getByLabelText(/Description/), 'Against armyworm');
    await userEvent.type(within(form).getByLabelText(/Start Date/), '2026-05-10');
    await userEvent.type(within(form).getByLabelText(/End Date/), '2026-05-12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(en('field-app.sync.saved'))).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: '1 change waiting to be sent' }));
    expect(within(await screen.findByRole('dialog', { name: en('field-app.sync.title') })).getByText('New task: Spray maize')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(backend.tasks()).toHaveLength(2);

    net.on();

    await waitFor(() => expect(screen.queryByRole('button', { name: /waiting to be sent/ })).toBeNull());
    expect(backend.tasks().filter((entry) => entry.name === 'Spray maize')).toHaveLength(1);
  });
});
