import { catalogueIn, en } from './support/intl';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Activity } from '../../shared/api/schemas/activities';
import type { TeamMember } from '../../shared/api/schemas/roles';
import { ACTIVITY_MESSAGES } from '../../shared/domain/activities';
import { fieldFixture } from './field-fixture';
import { currentPath, mockSession, renderApp, userDetails } from './render';
import { mockApi, reply, type ApiRequest } from './support/mock-api';

const FIELD = fieldFixture('f1', 'North block', { centroid: [8.67, 9.07] });
const MEMBERS: TeamMember[] = [
  { id: 'm1', member: { first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', pk: 'user-1' }, role: null },
  { id: 'm2', member: { first_name: 'Chika', last_name: 'Crew', email: 'chika@example.com', pk: 'user-2' }, role: null },
  // Invited, not accepted yet: never offered as an assignee.
  { id: 'm3', member: { first_name: '', last_name: '', email: 'ivy@example.com', pk: '' }, role: null, pending: true },
];

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
    assignees: [{ pk: 'user-2', email: 'chika@example.com' }],
    status: 'open',
    comment: '',
    team: 'team-1',
    created_by: 'user-1',
    created_at: '2026-05-01T00:00:00Z',
    updated_at: '2026-05-01T00:00:00Z',
    ...overrides,
  };
}

interface Backend {
  tasks: Activity[];
  requests: ApiRequest[];
  override?: (method: string, path: string) => Response | undefined;
}

/** An in-memory stand-in of the activity routes, so lists really reload after each change. */
function mockBackend(initial: Partial<Backend> = {}): Backend {
  const api = mockApi();
  const backend: Backend = { tasks: [task('t1'), task('t2', { status: 'close', comment: 'Rain', name: 'Closed one' })], requests: api.requests, ...initial };
  const overridden = (request: ApiRequest) => backend.override?.(request.method, request.path);
  const missing = (request: ApiRequest) => reply(404, { detail: `Unexpected ${request.method} ${request.path}` });
  const stored = (id: string) => backend.tasks.find((entry) => entry.id === id) as Activity;
  api.answer({
    getProfile: (request) => overridden(request) ?? (request.params.userId === 'user-1' ? userDetails() : missing(request)),
    listTeamMembers: (request) => overridden(request) ?? (request.params.teamId === 'team-1' ? MEMBERS : missing(request)),
    listFields: (request) => overridden(request) ?? [FIELD],
    listFieldActivities: (request) => overridden(request) ?? (request.params.fieldId === 'f1' ? backend.tasks : missing(request)),
    listUserActivities: (request) => overridden(request) ?? (request.params.userId === 'user-1' ? backend.tasks : missing(request)),
    exportActivities: (request) => overridden(request) ?? new Response('name,type\r\nTask t1,weeding\r\n', { headers: { 'content-type': 'text/csv' } }),
    createActivity: (request) => {
      const answer = overridden(request);
      if (answer) return answer;
      const { assignees = [], ...rest } = request.body as Omit<Partial<Activity>, 'assignees'> & { assignees?: string[] };
      const created = task(`t${backend.tasks.length + 1}`, { ...rest, assignees: assignees.map((pk) => ({ pk, email: `${pk}@example.com` })) });
      backend.tasks = [...backend.tasks, created];
      return reply(201, created);
    },
    getActivity: (request) => {
      const answer = overridden(request);
      if (answer) return answer;
      const found = backend.tasks.find((entry) => entry.id === request.params.id);
      return found ?? reply(404, { detail: 'Farm activity not found.' });
    },
    closeActivity: (request) => {
      const answer = overridden(request);
      if (answer) return answer;
      const { comment } = request.body as { comment: string };
      backend.tasks = backend.tasks.map((entry) => (entry.id === request.params.id ? { ...entry, status: 'close', comment } : entry));
      return stored(request.params.id ?? '');
    },
    assignActivity: (request) => {
      const answer = overridden(request);
      if (answer) return answer;
      const { users } = request.body as { users: string[] };
      const assignees = users.map((pk) => ({ pk, email: MEMBERS.find((entry) => entry.member.pk === pk)?.member.email ?? '' }));
      backend.tasks = backend.tasks.map((entry) => (entry.id === request.params.id ? { ...entry, assignees } : entry));
      return stored(request.params.id ?? '');
    },
    updateActivity: (request) => {
      const answer = overridden(request);
      if (answer) return answer;
      backend.tasks = backend.tasks.map((entry) => (entry.id === request.params.id ? { ...entry, ...(request.body as Partial<Activity>), assignees: entry.assignees } : entry));
      return stored(request.params.id ?? '');
    },
    deleteActivity: (request) => {
      const answer = overridden(request);
      if (answer) return answer;
      backend.tasks = backend.tasks.filter((entry) => entry.id !== request.params.id);
      return reply(204);
    },
  });
  return backend;
}

const sent = (backend: Backend, method: string, path: string) => backend.requests.filter((request) => request.method === method && request.path === path);
const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

async function chooseAction(name: string, action: string) {
  await userEvent.click(within(row(name)).getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('New Task (/dashboard/farmactivity/configure)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.localStorage.clear();
    mockSession({});
  });

  it("says 'No Field Selected Yet!' with a way back when no field is selected", async () => {
    mockBackend();
    renderApp('/dashboard/farmactivity/configure');
    expect(await screen.findByText(en(ACTIVITY_MESSAGES.noFieldSelected))).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Assign Farm Activity | GIS'));
    expect(screen.getByRole('link', { name: 'Return To Dashboard/Field' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows the required messages, sends the defaults and opens My Tasks 1 s after success', async () => {
    const backend = mockBackend();
    renderApp('/dashboard/farmactivity/configure?field=f1');
    const form = await screen.findByRole('form', { name: 'New Task' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    for (const text of [ACTIVITY_MESSAGES.nameRequired, ACTIVITY_MESSAGES.descriptionRequired, ACTIVITY_MESSAGES.startRequired, ACTIVITY_MESSAGES.endRequired].map((id) => en(id))) {
      expect(within(form).getByText(text)).toBeTruthy();
    }
    expect(sent(backend, 'POST', '/activity/create/')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/Task Name/), 'Spray maize');
    await userEvent.type(within(form).getByLabelText(/Description/), 'Against armyworm');
    await userEvent.type(within(form).getByLabelText(/Start Date/), '2026-05-10');
    await userEvent.type(within(form).getByLabelText(/End Date/), '2026-05-08');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText(en(ACTIVITY_MESSAGES.endBeforeStart))).toBeTruthy();
    expect((within(form).getByLabelText(/End Date/) as HTMLInputElement).min).toBe('2026-05-10');
    await userEvent.clear(within(form).getByLabelText(/End Date/));
    await userEvent.type(within(form).getByLabelText(/End Date/), '2026-05-12');
    await userEvent.click(within(form).getByLabelText('Assignees'));
    await userEvent.click(await screen.findByRole('option', { name: 'chika@example.com' }));
    expect(screen.queryByRole('option', { name: 'ivy@example.com' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(en(ACTIVITY_MESSAGES.assigned))).toBeTruthy();
    expect(sent(backend, 'POST', '/activity/create/')[0]?.body).toEqual({
      field: 'f1',
      name: 'Spray maize',
      description: 'Against armyworm',
      type: 'planning',
      planned_cost: 0,
      actual_cost: 0,
      start_date: '2026-05-10',
      end_date: '2026-05-12',
      assignees: ['user-2'],
    });
    expect(within(form).getByRole('button', { name: 'Processing...' })).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/dashboard/farmactivity/my-tasks'), { timeout: 3000 });
  });

  it('shows the spec’s failure toast and the server’s field messages', async () => {
    const backend = mockBackend();
    backend.override = (method, path) =>
      method === 'POST' && path === '/activity/create/'
        ? Response.json({ detail: en(ACTIVITY_MESSAGES.assigneeNotInTeam), assignees: [en(ACTIVITY_MESSAGES.assigneeNotInTeam)] }, { status: 400 })
        : undefined;
    renderApp('/dashboard/farmactivity/configure?field=f1');
    const form = await screen.findByRole('form', { name: 'New Task' });
    await userEvent.type(within(form).getByLabelText(/Task Name/), 'Spray');
    await userEvent.type(within(form).getByLabelText(/Description/), 'd');
    await userEvent.type(within(form).getByLabelText(/Start Date/), '2026-05-10');
    await userEvent.type(within(form).getByLabelText(/End Date/), '2026-05-10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en(ACTIVITY_MESSAGES.assignFailed))).toBeTruthy();
    expect(within(form).getByText(en(ACTIVITY_MESSAGES.assigneeNotInTeam))).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/farmactivity/all-activities'));
  });
});

describe('All Farm Activities', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.localStorage.clear();
    mockSession({});
  });

  it('lists the field’s tasks with status tags, filters by status and lists assignees', async () => {
    mockBackend();
    renderApp('/dashboard/farmactivity/all-activities?field=f1');
    await screen.findByRole('link', { name: 'Task t1' });
    await waitFor(() => expect(document.title).toBe('All Farm Activities | GIS'));
    expect(within(row('Task t1')).getByText('Open')).toBeTruthy();
    expect(within(row('Closed one')).getByText('Close')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Task' }).getAttribute('href')).toBe('/dashboard/farmactivity/configure?field=f1');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Task t1' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Closed one' })).toBeTruthy();

    await userEvent.click(within(row('Closed one')).getByRole('button', { name: 'View Assignee' }));
    const list = await screen.findByRole('dialog', { name: 'Assignee Lists' });
    expect(within(list).getByText('chika@example.com')).toBeTruthy();
  });

  it('offers only View and Delete on a closed task', async () => {
    mockBackend();
    renderApp('/dashboard/farmactivity/all-activities?field=f1');
    await screen.findByRole('link', { name: 'Closed one' });
    await userEvent.click(within(row('Closed one')).getByRole('button', { name: 'Actions for Closed one' }));
    const items = await screen.findAllByRole('menuitem');
    const enabled = items.filter((item) => item.getAttribute('aria-disabled') !== 'true').map((item) => item.textContent);
    expect(enabled).toEqual(['View', 'Delete']);
  });

  it('closes a task with a reason and the list reloads', async () => {
    const backend = mockBackend();
    renderApp('/dashboard/farmactivity/all-activities?field=f1');
    await screen.findByRole('link', { name: 'Task t1' });
    await chooseAction('Task t1', 'Close');
    const dialog = await screen.findByRole('dialog', { name: 'Close Task' });
    const reason = within(dialog).getByPlaceholderText('State your reason') as HTMLTextAreaElement;
    expect(reason.maxLength).toBe(120);
    await userEvent.type(reason, 'Finished early');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Task' }));
    expect(await screen.findByText(en(ACTIVITY_MESSAGES.closed))).toBeTruthy();
    expect(sent(backend, 'PUT', '/activity/t1/close/')[0]?.body).toEqual({ status: 'close', comment: 'Finished early' });
    await waitFor(() => expect(within(row('Task t1')).getByText('Close')).toBeTruthy());
  });

  it('re-assigns, modifies and deletes with the spec’s toasts', async () => {
    const backend = mockBackend();
    renderApp('/dashboard/farmactivity/all-activities?field=f1');
    await screen.findByRole('link', { name: 'Task t1' });

    await chooseAction('Task t1', 'Re-Assign');
    const reassign = await screen.findByRole('dialog', { name: 'Re-Assign Task' });
    await userEvent.click(within(reassign).getByLabelText('Assignees'));
    await userEvent.click(await screen.findByRole('option', { name: 'jane@example.com' }));
    await userEvent.click(within(reassign).getByRole('button', { name: 'Re-Assign' }));
    expect(await screen.findByText(en(ACTIVITY_MESSAGES.reassigned))).toBeTruthy();
    expect(sent(backend, 'PATCH', '/activity/t1/assign/')[0]?.body).toEqual({ users: ['user-2', 'user-1'] });

    await chooseAction('Task t1', 'Modify');
    const modify = await screen.findByRole('dialog', { name: 'Modify Task' });
    const name = within(modify).getByLabelText(/Task Name/);
    await userEvent.clear(name);
    await userEvent.click(within(modify).getByRole('button', { name: 'Update' }));
    expect(within(modify).getByText(en(ACTIVITY_MESSAGES.nameRequired))).toBeTruthy();
    await userEvent.type(name, 'Renamed');
    await userEvent.click(within(modify).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(en(ACTIVITY_MESSAGES.updated))).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Renamed' })).toBeTruthy();

    await chooseAction('Renamed', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: en(ACTIVITY_MESSAGES.deleteConfirm) });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(en(ACTIVITY_MESSAGES.deleted))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Renamed' })).toBeNull());
  });

  it('shows the server’s detail when an update is refused', async () => {
    const backend = mockBackend();
    backend.override = (method, path) =>
      method === 'PUT' && path === '/activity/t1/update/' ? Response.json({ detail: en(ACTIVITY_MESSAGES.closedTask) }, { status: 409 }) : undefined;
    renderApp('/dashboard/farmactivity/all-activities?field=f1');
    await screen.findByRole('link', { name: 'Task t1' });
    await chooseAction('Task t1', 'Modify');
    const modify = await screen.findByRole('dialog', { name: 'Modify Task' });
    await userEvent.click(within(modify).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(en(ACTIVITY_MESSAGES.closedTask))).toBeTruthy();
  });

  it('downloads the task report of the field', async () => {
    const backend = mockBackend();
    const createObjectURL = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/dashboard/farmactivity/all-activities?field=f1');
    await screen.findByRole('link', { name: 'Task t1' });
    await userEvent.click(screen.getByRole('button', { name: 'Download Task Report' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(backend.requests.some((request) => request.path === '/activity/report/')).toBe(true);
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('farm_activity_report.csv');
    click.mockRestore();
  });

  it('asks for a field when none is selected', async () => {
    mockBackend();
    renderApp('/dashboard/farmactivity/all-activities');
    expect(await screen.findByText(en(ACTIVITY_MESSAGES.noFieldSelected))).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download Task Report' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Task Details and My Tasks', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.localStorage.clear();
    mockSession({});
  });

  it('shows a closed task with its reason and assignees', async () => {
    mockBackend();
    renderApp('/dashboard/farmactivity/all-activities/t2');
    expect(await screen.findByRole('heading', { name: 'Closed one' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Task Details | GIS'));
    expect(screen.getByText('Close')).toBeTruthy();
    expect(screen.getByText(/Rain/)).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'All Assignees' })).getByText('chika@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Task List' }).getAttribute('href')).toBe('/dashboard/farmactivity/all-activities');
  });

  it('says there is no record of an unknown task', async () => {
    mockBackend();
    renderApp('/dashboard/farmactivity/all-activities/nope');
    expect(await screen.findByText(en(ACTIVITY_MESSAGES.noRecord, { id: 'nope' }))).toBeTruthy();
  });

  it("says 'There is no task for you.' without tasks", async () => {
    mockBackend({ tasks: [] });
    renderApp('/dashboard/farmactivity/my-tasks');
    expect(await screen.findByText(en(ACTIVITY_MESSAGES.noTaskForYou))).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('My Tasks | GIS'));
  });

  it('puts the user’s tasks on the month calendar', async () => {
    mockBackend();
    renderApp('/dashboard/farmactivity/my-tasks');
    expect(await screen.findByText('Task t1')).toBeTruthy();
    expect(screen.getByText('Closed one')).toBeTruthy();
    expect(screen.getByText('May 2026')).toBeTruthy();
    await act(async () => {
      await userEvent.click(screen.getByText('Task t1'));
    });
    await waitFor(() => expect(currentPath()).toBe('/dashboard/farmactivity/all-activities/t1'));
  });
});

describe('farm activities in Hausa', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.localStorage.clear();
    mockSession({});
  });

  it('shows the New Task form, its rule messages and the Close Task dialog in Hausa', async () => {
    const hausa = catalogueIn('ha');
    const ha = (id: keyof typeof hausa.messages) => hausa.messages[id] as string;
    mockBackend();
    renderApp('/dashboard/farmactivity/configure?field=f1', { catalogue: hausa });
    const form = await screen.findByRole('form', { name: ha('activities.newTask') });
    expect(within(form).getByLabelText(new RegExp(ha('activities.column.name')))).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: ha('activities.save') }));
    // The shared schema's messages, in Hausa under their inputs.
    for (const id of [ACTIVITY_MESSAGES.nameRequired, ACTIVITY_MESSAGES.descriptionRequired, ACTIVITY_MESSAGES.startRequired]) {
      expect(within(form).getByText(ha(id))).toBeTruthy();
    }
    expect(within(form).queryByText(en(ACTIVITY_MESSAGES.nameRequired))).toBeNull();
    expect(ha(ACTIVITY_MESSAGES.nameRequired)).toBe('Ana buƙatar sunan aiki');
  });

  it('closes a task through the Hausa dialog and toasts in Hausa', async () => {
    const hausa = catalogueIn('ha');
    const ha = (id: keyof typeof hausa.messages) => hausa.messages[id] as string;
    mockBackend();
    renderApp('/dashboard/farmactivity/all-activities?field=f1', { catalogue: hausa });
    await screen.findByRole('link', { name: 'Task t1' });
    await userEvent.click(within(row('Task t1')).getByRole('button', { name: `Matakai na Task t1` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: ha('activities.action.close') }));
    const dialog = await screen.findByRole('dialog', { name: ha('activities.closeTask') });
    await userEvent.type(within(dialog).getByPlaceholderText(ha(ACTIVITY_MESSAGES.reasonPlaceholder)), 'An gama');
    await userEvent.click(within(dialog).getByRole('button', { name: ha('activities.closeTask') }));
    expect(await screen.findByText(ha(ACTIVITY_MESSAGES.closed))).toBeTruthy();
    await waitFor(() => expect(within(row('Task t1')).getByText(ha('activities.status.close'))).toBeTruthy());
  });
});
