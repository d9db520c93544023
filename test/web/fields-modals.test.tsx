import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerOf } from '../../shared/api/routes';
import type { Field, FieldUpload } from '../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../shared/domain/fields';
import { FIELDS_TEXTS } from '../../web/src/features/fields/messages';
import { CONTEXT_STORAGE_KEY } from '../../web/src/lib/context-slice';
import { mockSession, renderApp, userDetails } from './render';
import { fieldFixture } from './field-fixture';
import { mockApi, reply, type ApiRequest, type MockedApi, type Reply } from './support/mock-api';
import { english, en } from './support/intl';

// Leaflet needs a laid-out page: the maps are stand-ins (the dashboard map lists its fields; mini maps show their zoom).
vi.mock('../../web/src/features/fields/components/fields-map', () => ({
  default: (props: { fields: { id: string; name: string }[] }) => (
    <ul aria-label="Map polygons">
      {props.fields.map((field) => (
        <li key={field.id}>{field.name}</li>
      ))}
    </ul>
  ),
}));
vi.mock('../../web/src/features/fields/components/field-mini-map', () => ({
  FieldMiniMap: (props: { field: { name: string } }) => <div role="img" aria-label={`Map of ${props.field.name}`} />,
}));

const TRIANGLE: Field['coordinates'] = [
  [8.67, 9.07],
  [8.68, 9.07],
  [8.68, 9.08],
  [8.67, 9.07],
];

function field(id: string, name: string, overrides: Partial<Field> = {}): Field {
  return fieldFixture(id, name, { coordinates: TRIANGLE, ...overrides });
}

function fieldUpload(status: FieldUpload['status'], overrides: Partial<FieldUpload> = {}): FieldUpload {
  return {
    id: 'up-1',
    team: 'team-1',
    file_name: 'farms.zip',
    status,
    message: status === 'succeeded' ? english(FIELD_MESSAGES.uploadSucceeded) : english(FIELD_MESSAGES.uploadStarted),
    refused: [],
    skipped: [],
    duplicates: [],
    fields: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

interface Backend {
  fields: Field[];
  api: MockedApi;
  list: () => Promise<Field[]> | Field[];
  update: (id: string, body: ApiRequest<'updateField'>['body']) => Reply | AnswerOf<'updateField'>;
  remove: (id: string) => Reply | undefined;
  /** The answers of GET /field/upload/up-1/ in turn, the last repeated; 'unreachable' answers 503. */
  uploads: (FieldUpload | 'unreachable')[];
}

function mockBackend(fields: Field[]): Backend {
  const backend: Backend = {
    fields,
    api: mockApi({
      getProfile: userDetails(),
      listFields: () => backend.list(),
      updateField: ({ params, body }) => backend.update(params.id ?? '', body),
      deleteField: ({ params }) => backend.remove(params.id ?? ''),
      requestFieldUpload: reply(201, {
        upload: fieldUpload('waiting'),
        url: 'http://s3.local/uploads/team-1/up-1.zip?X-Amz-Signature=abc',
        method: 'PUT',
        headers: { 'content-type': 'application/zip' },
        expires_in: 900,
      }),
      getFieldUpload: ({ params }) => {
        if (params.uploadId !== 'up-1') return reply(404, { detail: `Unexpected upload ${params.uploadId}` });
        const next = backend.uploads.length > 1 ? backend.uploads.shift() : backend.uploads[0];
        return next === 'unreachable' ? reply(503, { detail: 'Service Unavailable' }) : reply(200, next);
      },
    }),
    list: () => backend.fields,
    update: (id, body) => {
      backend.fields = backend.fields.map((item) => (item.id === id ? { ...item, ...body, updated_at: '2026-02-01T00:00:00.000Z' } as Field : item));
      return reply(200, backend.fields.find((item) => item.id === id));
    },
    remove: (id) => {
      backend.fields = backend.fields.filter((item) => item.id !== id);
      return reply(204);
    },
    uploads: [],
  };
  return backend;
}

/** XMLHttpRequest for the presigned PUT: the test reports progress and completes it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  finish(status: number) {
    this.status = status;
    this.onload?.();
  }
}

function fileOf(name: string, size = 2048, type = ''): File {
  const file = new File(['PK'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openFieldList() {
  await userEvent.click(await screen.findByRole('button', { name: 'Field List' }));
  return screen.findByRole('dialog', { name: 'Field List' });
}

async function openAddField() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add field' }));
  return screen.findByRole('dialog', { name: english(FIELD_MESSAGES.addFieldTitle) });
}

describe('Field List modal', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('shows a skeleton while loading, then one card per field with its mini map, group, name, cut coordinates, edit icon and weather link', async () => {
    const backend = mockBackend([field('f1', 'North Farm', { group_name: 'Kaduna' }), field('f2', 'river plot', { centroid: [7.491234, 9.057891] })]);
    let release: () => void = () => undefined;
    backend.list = () => new Promise<Field[]>((resolve) => (release = () => resolve(backend.fields)));
    renderApp('/dashboard');
    const dialog = await openFieldList();
    expect(within(dialog).getByRole('progressbar', { name: 'Loading fields' })).toBeTruthy();
    release();

    const cards = await within(dialog).findByRole('list', { name: 'Fields' });
    const north = within(cards).getByRole('listitem', { name: 'North Farm' });
    expect(within(north).getByText('Kaduna')).toBeTruthy();
    expect(within(north).getByText('Lat: 9.078')).toBeTruthy();
    expect(within(north).getByText('Long: 8.677')).toBeTruthy();
    expect(within(north).getByRole('img', { name: 'Map of North Farm' })).toBeTruthy();
    // The select button is named by what it shows (a different name would not match what a voice user says).
    expect(within(north).getByRole('button', { pressed: false }).textContent).toBe('KadunaNorth FarmLat: 9.078Long: 8.677');
    expect(within(north).getByRole('button', { name: 'Kaduna North Farm Lat: 9.078 Long: 8.677' }).getAttribute('aria-label')).toBeNull();
    expect(within(north).getByRole('button', { name: 'Edit North Farm' })).toBeTruthy();
    expect(within(north).getByRole('link', { name: 'Click to View Weather Info' }).getAttribute('href')).toBe(
      '/dashboard/weather/forecast/8.677512,9.078834',
    );
    const river = within(cards).getByRole('listitem', { name: 'river plot' });
    expect(within(river).getByText('Lat: 9.057')).toBeTruthy();
    expect(within(river).getByText('Long: 7.491')).toBeTruthy();
  });

  it('says on the card and in the Edit Field dialog of a field whose boundary the index planner cannot use why it has no satellite indices', async () => {
    const reason = english(FIELD_MESSAGES.selfIntersecting(8.67, 9.07));
    mockBackend([field('f1', 'North Farm', { imagery_problem: reason }), field('f2', 'river plot')]);
    renderApp('/dashboard');
    const dialog = await openFieldList();
    const cards = await within(dialog).findByRole('list', { name: 'Fields' });
    const north = within(cards).getByRole('listitem', { name: 'North Farm' });
    const note = within(north).getByRole('note', { name: en(FIELDS_TEXTS.imageryProblemReason, { reason }) });
    expect(note.textContent).toBe(en(FIELDS_TEXTS.imageryProblem));
    expect(note.getAttribute('title')).toContain(reason);
    expect(within(within(cards).getByRole('listitem', { name: 'river plot' })).queryByRole('note')).toBeNull();
    // Its Edit Field dialog gives the reason and the way out.
    await userEvent.click(within(north).getByRole('button', { name: 'Edit North Farm' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Field' });
    expect(within(edit).getByRole('alert').textContent).toBe(en('fields.imageryProblemNotice', { reason }));
  });

  it('filters by a case-sensitive name-contains search', async () => {
    mockBackend([field('f1', 'North Farm'), field('f2', 'river plot'), field('f3', 'Northern Ridge')]);
    renderApp('/dashboard');
    const dialog = await openFieldList();
    const search = within(dialog).getByPlaceholderText('Search fields by their name here...');
    expect(search.getAttribute('aria-label')).toBe('Search fields');
    await within(dialog).findByRole('list', { name: 'Fields' });

    await userEvent.type(search, 'North');
    const names = () => within(dialog).queryAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    expect(names()).toEqual(['North Farm', 'Northern Ridge']);
    await userEvent.clear(search);
    await userEvent.type(search, 'north');
    expect(names()).toEqual([]);
    expect(within(dialog).getByText('No field name contains this text.')).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, 'plot');
    expect(names()).toEqual(['river plot']);
  });

  it('clicking a card selects the field in the session context and closes the list', async () => {
    mockBackend([field('f1', 'North Farm'), field('f2', 'River Plot', { centroid: [8.7, 9.1] })]);
    const { store } = renderApp('/dashboard');
    const dialog = await openFieldList();
    await userEvent.click(within(await within(dialog).findByRole('listitem', { name: 'River Plot' })).getByRole('button', { pressed: false }));

    const state = store.getState().sessionContext;
    expect(state.selectedFieldId).toBe('f2');
    expect(state.selectedCentroid).toEqual([8.7, 9.1]);
    expect(state.realCoordinates?.[0]).toEqual([8.67, 9.07]);
    expect(state.selectedCoordinates?.[0]).toEqual([9.07, 8.67]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Field List' })).toBeNull());
    expect(screen.getByText('Selected field: River Plot')).toBeTruthy();
  });

  it('an empty team sees how to add a field', async () => {
    mockBackend([]);
    renderApp('/dashboard');
    const dialog = await openFieldList();
    expect(await within(dialog).findByText('No fields yet. Add one with Add field.')).toBeTruthy();
  });
});

describe('Edit Field modal', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  async function openEdit(name: string) {
    const list = await openFieldList();
    await userEvent.click(await within(list).findByRole('button', { name: `Edit ${name}` }));
    return screen.findByRole('dialog', { name: 'Edit Field' });
  }

  it('shows the map, the fields, the area read-only, the links, and saves with the spec toast', async () => {
    const backend = mockBackend([field('f1', 'North Farm', { group_name: 'Kaduna', size: 12.5 })]);
    renderApp('/dashboard');
    const dialog = await openEdit('North Farm');
    expect(within(dialog).getByRole('img', { name: 'Map of North Farm' })).toBeTruthy();
    const name = within(dialog).getByLabelText('Field Name') as HTMLInputElement;
    const group = within(dialog).getByLabelText('Group Name') as HTMLInputElement;
    const area = within(dialog).getByLabelText('Field Area Size') as HTMLInputElement;
    expect(name.value).toBe('North Farm');
    expect(group.value).toBe('Kaduna');
    expect(area.value).toBe('12.50');
    expect(area.readOnly).toBe(true);
    expect(within(dialog).getByText('ha')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Configure Field Crop' }).getAttribute('href')).toBe('/dashboard/crop-plan/config/farm/f1');
    expect(within(dialog).getByRole('link', { name: 'View Field Info' }).getAttribute('href')).toBe('/dashboard/farmsummary/info/f1');

    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Field Name is required')).toBeTruthy();
    expect(backend.api.calls('updateField')).toHaveLength(0);

    await userEvent.type(name, 'North Farm East');
    await userEvent.clear(group);
    await userEvent.type(group, 'Zaria');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(english(FIELD_MESSAGES.updated))).toBeTruthy();
    const patch = backend.api.calls('updateField')[0];
    expect({ method: patch?.method, path: patch?.path, body: patch?.body }).toEqual({
      method: 'PATCH',
      path: '/field/f1/update/',
      body: { id: 'f1', name: 'North Farm East', group_name: 'Zaria' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Field' })).toBeNull());
    const list = screen.getByRole('dialog', { name: 'Field List' });
    expect(await within(list).findByRole('listitem', { name: 'North Farm East' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Map polygons', hidden: true })).getByText('North Farm East')).toBeTruthy();
  });

  it('a refused update shows the spec toast and the server field message', async () => {
    const backend = mockBackend([field('f1', 'North Farm')]);
    backend.update = () => reply(400, { detail: 'Invalid body: too long', name: ['Too long'] });
    renderApp('/dashboard');
    const dialog = await openEdit('North Farm');
    await userEvent.type(within(dialog).getByLabelText('Field Name'), ' 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(english(FIELD_MESSAGES.updateFailed))).toBeTruthy();
    expect(within(dialog).getByText('Too long')).toBeTruthy();
  });

  it('deletes after "Are You Sure?", toasts "{name} Field successfully deleted!" and clears the selection', async () => {
    const backend = mockBackend([field('f1', 'North Farm'), field('f2', 'River Plot')]);
    window.sessionStorage.setItem(CONTEXT_STORAGE_KEY, JSON.stringify({ selectedFieldId: 'f1', selectedCentroid: [8.677512, 9.078834] }));
    const { store } = renderApp('/dashboard');
    const dialog = await openEdit('North Farm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Field' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are You Sure?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are You Sure?' })).toBeNull());
    expect(backend.api.calls('deleteField')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Field' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are You Sure?' })).getByRole('button', { name: 'Yes, Delete Field' }));
    expect(await screen.findByText('North Farm Field successfully deleted!')).toBeTruthy();
    expect(backend.api.calls('deleteField')[0]?.path).toBe('/field/f1/delete/');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Field' })).toBeNull());
    const list = screen.getByRole('dialog', { name: 'Field List' });
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'North Farm' })).toBeNull());
    expect(within(list).getByRole('listitem', { name: 'River Plot' })).toBeTruthy();
    expect(store.getState().sessionContext.selectedFieldId).toBeNull();
    expect(store.getState().sessionContext.selectedCentroid).toBeNull();
  });

  it('a failed delete toasts "Sorry, an error occurred."', async () => {
    const backend = mockBackend([field('f1', 'North Farm')]);
    backend.remove = () => reply(404, { detail: 'Not found.' });
    renderApp('/dashboard');
    const dialog = await openEdit('North Farm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Field' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are You Sure?' })).getByRole('button', { name: 'Yes, Delete Field' }));
    expect(await screen.findByText(english(FIELD_MESSAGES.deleteFailed))).toBeTruthy();
  });
});

describe('Add field modal', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('refuses a file over 10 MB before any upload request', async () => {
    const backend = mockBackend([]);
    renderApp('/dashboard');
    const dialog = await openAddField();
    expect(within(dialog).getByText(/Accepted: zipped shapefile \(\.zip\), \.shp, \.kml, \.kmz, \.json, \.geojson/)).toBeTruthy();
    const input = within(dialog).getByLabelText('Field file') as HTMLInputElement;
    expect(input.accept).toBe('.zip,.shp,.kml,.kmz,.json,.geojson');
    fireEvent.change(input, { target: { files: [fileOf('huge.zip', 10 * 1024 * 1024 + 1, 'application/zip')] } });
    expect(await within(dialog).findByText(english(FIELD_MESSAGES.tooLarge))).toBeTruthy();
    expect(backend.api.requests.some((call) => call.path.startsWith('/field/upload'))).toBe(false);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses two dropped files and a wrong extension', async () => {
    const backend = mockBackend([]);
    renderApp('/dashboard');
    const dialog = await openAddField();
    const zone = within(dialog).getByTestId('field-dropzone');
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('a.kml'), fileOf('b.kml')] } });
    expect(await within(dialog).findByText(english(FIELD_MESSAGES.oneFile))).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('farms.pdf')] } });
    expect(await within(dialog).findByText(english(FIELD_MESSAGES.wrongExtension))).toBeTruthy();
    expect(backend.api.requests.some((call) => call.path.startsWith('/field/upload'))).toBe(false);
  });

  it('uploads a dropped file with progress, follows the upload and shows the success message and the new fields', async () => {
    const backend = mockBackend([]);
    const created = [field('n1', 'North Farm'), field('n2', 'River Plot')];
    backend.uploads = [fieldUpload('processing'), fieldUpload('succeeded', { fields: ['n1', 'n2'] })];
    renderApp('/dashboard');
    const dialog = await openAddField();
    fireEvent.drop(within(dialog).getByTestId('field-dropzone'), { dataTransfer: { files: [fileOf('farms.zip', 2048, 'application/zip')] } });

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(within(dialog).getAllByText(english(FIELD_MESSAGES.uploadStarted)).length).toBeGreaterThan(0);
    const requested = backend.api.calls('requestFieldUpload')[0];
    expect(requested?.body).toEqual({ file_name: 'farms.zip', file_size: 2048, content_type: 'application/zip', group_name: 'All', name: 'farms' });
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('PUT');
    expect(xhr?.url).toBe('http://s3.local/uploads/team-1/up-1.zip?X-Amz-Signature=abc');
    expect(xhr?.headers).toEqual({ 'content-type': 'application/zip' });
    act(() => xhr?.progress(512, 2048));
    expect(within(dialog).getByText('farms.zip: 25%')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('25');

    backend.fields = created;
    act(() => xhr?.finish(200));
    expect(await within(dialog).findByText(english(FIELD_MESSAGES.uploadSucceeded), {}, { timeout: 6000 })).toBeTruthy();
    const polls = backend.api.calls('getFieldUpload').filter((call) => call.path === '/field/upload/up-1/');
    expect(polls.length).toBeGreaterThanOrEqual(2);
    const map = screen.getByRole('list', { name: 'Map polygons', hidden: true });
    expect(await within(map).findByText('River Plot')).toBeTruthy();
  });

  it('a quick upload leaves no stale "Please wait" toast behind once its outcome is shown', async () => {
    const backend = mockBackend([]);
    backend.uploads = [fieldUpload('succeeded', { fields: ['n1'] })];
    renderApp('/dashboard');
    const dialog = await openAddField();
    fireEvent.drop(within(dialog).getByTestId('field-dropzone'), { dataTransfer: { files: [fileOf('farms.zip', 2048, 'application/zip')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    // While the file is sent, the toast and the dialog both say to wait.
    expect(screen.getAllByText(english(FIELD_MESSAGES.uploadStarted)).length).toBeGreaterThan(1);
    backend.fields = [field('n1', 'North Farm')];
    act(() => FakeXhr.sent[0]?.finish(200));
    expect(await within(dialog).findByText(english(FIELD_MESSAGES.uploadSucceeded), {}, { timeout: 4000 })).toBeTruthy();
    // Well before the toast's own 5 s: it goes with the upload.
    await waitFor(() => expect(screen.queryAllByText(english(FIELD_MESSAGES.uploadStarted))).toHaveLength(0), { timeout: 1500 });
  });

  it('a status check that does not get through is not a failed upload: it says still checking and follows on', async () => {
    const backend = mockBackend([]);
    backend.uploads = ['unreachable', fieldUpload('processing'), fieldUpload('succeeded', { fields: ['n1'] })];
    renderApp('/dashboard');
    const dialog = await openAddField();
    fireEvent.change(within(dialog).getByLabelText('Field file'), { target: { files: [fileOf('farms.zip', 2048, 'application/zip')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    backend.fields = [field('n1', 'North Farm')];
    act(() => FakeXhr.sent[0]?.finish(200));

    expect(await within(dialog).findByText(english(FIELD_MESSAGES.uploadStillChecking))).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(await within(dialog).findByText(english(FIELD_MESSAGES.uploadSucceeded), {}, { timeout: 8000 })).toBeTruthy();
    expect(within(dialog).queryByText(english(FIELD_MESSAGES.uploadStillChecking))).toBeNull();
    expect(backend.api.calls('getFieldUpload').filter((call) => call.path === '/field/upload/up-1/').length).toBeGreaterThanOrEqual(3);
  });

  it('a refused file shows the reason of each refused feature and creates nothing', async () => {
    const backend = mockBackend([]);
    const reason = english(FIELD_MESSAGES.selfIntersecting(8.67, 9.07));
    backend.uploads = [
      fieldUpload('failed', {
        message: english(FIELD_MESSAGES.noneAdded(2)),
        refused: [
          { feature: 1, name: 'Bow Tie', reason },
          { feature: 2, name: null, reason: english(FIELD_MESSAGES.tooSmall(0.004)) },
        ],
      }),
    ];
    renderApp('/dashboard');
    const dialog = await openAddField();
    fireEvent.change(within(dialog).getByLabelText('Field file'), { target: { files: [fileOf('bad.geojson', 300, 'application/geo+json')] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]?.finish(200));

    expect(await within(dialog).findByText(english(FIELD_MESSAGES.noneAdded(2)), {}, { timeout: 6000 })).toBeTruthy();
    const refused = within(dialog).getByRole('list', { name: 'Not added:' });
    expect(within(refused).getByText(`Feature 1 (Bow Tie): ${reason}`)).toBeTruthy();
    expect(within(refused).getByText(`Feature 2: ${english(FIELD_MESSAGES.tooSmall(0.004))}`)).toBeTruthy();
    expect(backend.fields).toEqual([]);
  });

  it('a storage refusal of the PUT is reported', async () => {
    mockBackend([]);
    renderApp('/dashboard');
    const dialog = await openAddField();
    fireEvent.change(within(dialog).getByLabelText('Field file'), { target: { files: [fileOf('farms.kml', 300)] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]?.finish(403));
    expect(await within(dialog).findByText('The file could not be stored (HTTP 403).')).toBeTruthy();
  });
});
