import type { Ref } from 'react';
import dayjs from 'dayjs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_LINK_CONTENT_TYPE } from '../../shared/domain/exports';
import type { AnswerOf } from '../../shared/api/routes';
import type { Field } from '../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../shared/domain/fields';
import { MONITORING_DEFAULTS } from '../../shared/domain/monitoring';
import { CONTEXT_STORAGE_KEY } from '../../web/src/lib/context-slice';
import { FIELDS_TEXTS } from '../../web/src/features/fields/messages';
import { currentPath, mockSession, renderApp, userDetails } from './render';
import { fieldFixture } from './field-fixture';
import { mockApi, reply, type ApiRequest, type MockedApi, type Reply } from './support/mock-api';
import { english, en } from './support/intl';

// Leaflet needs a laid-out page: the map is a stand-in that lists the fields as buttons and draws on demand.
vi.mock('../../web/src/features/fields/components/fields-map', async () => {
  const { useImperativeHandle } = await import('react');
  const square = {
    type: 'Polygon' as const,
    coordinates: [
      [
        [8.6, 9.0],
        [8.61, 9.0],
        [8.61, 9.01],
        [8.6, 9.01],
        [8.6, 9.0],
      ],
    ],
  };
  function MockFieldsMap(props: {
    fields: { id: string; name: string }[];
    selectedId: string | null;
    onSelect: (field: unknown) => void;
    drawing: boolean;
    drawRef: Ref<unknown>;
    onDrawn: (geometry: unknown) => void;
  }) {
    useImperativeHandle(props.drawRef, () => ({
      finish: () => {
        props.onDrawn(square);
        return true;
      },
      geometry: () => square,
    }));
    return (
      <div data-testid="fields-map" data-drawing={props.drawing}>
        {props.fields.map((field) => (
          <button key={field.id} type="button" aria-pressed={field.id === props.selectedId} onClick={() => props.onSelect(field)}>
            Polygon {field.name}
          </button>
        ))}
      </div>
    );
  }
  return { default: MockFieldsMap };
});

const field = fieldFixture;

type DrawAnswer = Reply | AnswerOf<'drawField'>;

interface Backend {
  fields: Field[];
  api: MockedApi;
  draw: (body: ApiRequest<'drawField'>['body']) => DrawAnswer;
  searchPlace: () => Reply | AnswerOf<'searchPlace'>;
  /** The export is too large to answer: the API answers a link to the stored file. */
  exportAsLink?: boolean;
}

function mockBackend(fields: Field[]): Backend {
  const backend: Backend = {
    fields,
    api: mockApi({
      getProfile: userDetails(),
      listFields: () => backend.fields,
      drawField: ({ body }) => {
        const answer = backend.draw(body);
        if (!('reply' in answer) || (answer.status >= 200 && answer.status < 300)) backend.fields = [...backend.fields, field('drawn-1', body.name)];
        return answer;
      },
      exportFields: ({ query }) => {
        if (backend.exportAsLink) {
          const link = { url: 'https://exports.s3.amazonaws.com/exports/t1/01J/fields.geojson?X-Amz-Signature=abc', file_name: 'fields.geojson', size_bytes: 6_000_000, expires_at: '2026-11-27T00:15:00.000Z' };
          return new Response(JSON.stringify(link), { headers: { 'content-type': EXPORT_LINK_CONTENT_TYPE } });
        }
        return query.get('format') === 'csv'
          ? new Response('name,group_name\nNorth Farm,All\n', { headers: { 'content-type': 'text/csv' } })
          : new Response('{"type":"FeatureCollection","features":[]}', { headers: { 'content-type': 'application/geo+json' } });
      },
      searchPlace: () => backend.searchPlace(),
    }),
    draw: (body) => reply(201, field('drawn-1', body.name)),
    searchPlace: () => reply(503, { detail: english(FIELD_MESSAGES.placeSearchOffline) }),
  };
  return backend;
}

const context = (store: ReturnType<typeof renderApp>['store']) => store.getState().sessionContext;

describe('Dashboard', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('shows the title, the fields menu, the map with the fields, the controls bar and the analysis button', async () => {
    mockBackend([field('f1', 'North Farm'), field('f2', 'River Plot')]);
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    expect(document.title).toBe('Dashboard | GIS');
    const menu = screen.getByRole('toolbar', { name: 'Fields' });
    for (const name of ['Add field', 'Field List', 'Export GeoJSON', 'Export CSV']) {
      expect(within(menu).getByRole('button', { name })).toBeTruthy();
    }
    const map = screen.getByRole('region', { name: 'Fields map' });
    expect(await within(map).findByRole('button', { name: 'Polygon North Farm' })).toBeTruthy();
    expect(within(map).getByRole('button', { name: 'Polygon River Plot' })).toBeTruthy();
    expect(within(map).getByRole('button', { name: 'Open index analysis' })).toBeTruthy();

    const controls = screen.getByRole('group', { name: 'Map controls' });
    const index = within(controls).getByLabelText('Index') as HTMLSelectElement;
    expect(Array.from(index.options).map((option) => option.textContent)).toEqual(['Choose Index', 'NDMI', 'NDWI', 'NDVI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI', 'RVI', 'VH']);
    expect(within(controls).getByLabelText('Start Date')).toBeTruthy();
    expect(within(controls).getByLabelText('End Date')).toBeTruthy();
    expect(within(controls).getByRole('slider', { name: 'Cloud cover' })).toBeTruthy();
    expect(within(controls).getByText('Only a year Date Range is accepted.')).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Place search' })).toBeTruthy();
  });

  it('selecting a polygon sets the session context: id, centroid, swapped and real coordinates', async () => {
    mockBackend([field('f1', 'North Farm'), field('f2', 'River Plot', { centroid: [8.7, 9.1] })]);
    const { store } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Polygon River Plot' }));

    const state = context(store);
    expect(state.selectedFieldId).toBe('f2');
    expect(state.selectedCentroid).toEqual([8.7, 9.1]);
    expect(state.realCoordinates?.[1]).toEqual([8.68, 9.07]);
    expect(state.selectedCoordinates?.[1]).toEqual([9.07, 8.68]);
    expect(screen.getByText('Selected field: River Plot')).toBeTruthy();
    expect(JSON.parse(window.sessionStorage.getItem(CONTEXT_STORAGE_KEY) ?? '{}').selectedFieldId).toBe('f2');
  });

  it('keeps index, dates and cloud cover in the session context, refusing a window that cannot be', async () => {
    mockBackend([]);
    const { store } = renderApp('/dashboard');
    const controls = await screen.findByRole('group', { name: 'Map controls' });
    const { start, end, cloud } = context(store);
    expect(cloud).toBe(MONITORING_DEFAULTS.cloud);

    fireEvent.change(within(controls).getByLabelText('Index'), { target: { value: 'NDVI' } });
    expect(context(store).index).toBe('NDVI');
    fireEvent.change(within(controls).getByLabelText('Index'), { target: { value: '' } });
    expect(context(store).index).toBeNull();

    // A start after today cannot move the window (its end would be in the future): ignored, with the message.
    fireEvent.change(within(controls).getByLabelText('Start Date'), { target: { value: '2099-01-01' } });
    expect(context(store).start).toBe(start);
    fireEvent.blur(within(controls).getByLabelText('Start Date'));
    expect(await screen.findByText('The start date cannot be after the end date.')).toBeTruthy();
    expect(context(store).start).toBe(start);
    expect((within(controls).getByLabelText('Start Date') as HTMLInputElement).value).toBe(start);

    const newStart = dayjs(end).subtract(30, 'day').format('YYYY-MM-DD');
    fireEvent.change(within(controls).getByLabelText('Start Date'), { target: { value: newStart } });
    expect(context(store).start).toBe(newStart);
    expect(within(controls).getByText(newStart.replace(/-/g, '/'))).toBeTruthy();

    fireEvent.change(within(controls).getByRole('slider', { name: 'Cloud cover' }), { target: { value: 30 } });
    expect(context(store).cloud).toBe(30);
    expect(within(controls).getByText('Cloud cover: 30%')).toBeTruthy();
  });

  it('the analysis button warns without a selected field and opens the analysis modal with one', async () => {
    mockBackend([field('f1', 'North Farm')]);
    renderApp('/dashboard');
    const analysis = await screen.findByRole('button', { name: 'Open index analysis' });
    await userEvent.click(analysis);
    expect(await screen.findByText('Please ensure a field has been selected first.')).toBeTruthy();
    expect(currentPath()).toBe('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Polygon North Farm' }));
    await userEvent.click(analysis);
    expect(await screen.findByRole('dialog', { name: 'Index Analysis: North Farm' })).toBeTruthy();
    expect(currentPath()).toBe('/dashboard');
  });

  it('exports the fields as CSV and GeoJSON downloads', async () => {
    const backend = mockBackend([field('f1', 'North Farm')]);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:fields');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderApp('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['fields.csv']));
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/csv');
    expect(blob?.size).toBe('name,group_name\nNorth Farm,All\n'.length);
    await userEvent.click(screen.getByRole('button', { name: 'Export GeoJSON' }));
    await waitFor(() => expect(downloads).toEqual(['fields.csv', 'fields.geojson']));
    const formats = backend.api.calls('exportFields').map((call) => call.query.get('format'));
    expect(formats).toEqual(['csv', 'geojson']);
    click.mockRestore();
  });

  it('follows the link of an export too large to answer, to the stored file, without making a file of the answer', async () => {
    const backend = mockBackend([field('f1', 'North Farm')]);
    backend.exportAsLink = true;
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:fields');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const followed: Array<{ href: string; download: string }> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push({ href: this.href, download: this.download });
    });
    renderApp('/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Export GeoJSON' }));
    await waitFor(() =>
      expect(followed).toEqual([{ href: 'https://exports.s3.amazonaws.com/exports/t1/01J/fields.geojson?X-Amz-Signature=abc', download: 'fields.geojson' }]),
    );
    expect(createObjectURL).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('place search goes through the server on submit and shows its offline message', async () => {
    const backend = mockBackend([]);
    renderApp('/dashboard');
    const search = await screen.findByRole('search', { name: 'Place search' });
    await userEvent.type(within(search).getByLabelText('Search a place'), 'Abuja');
    expect(backend.api.calls('searchPlace').length > 0).toBe(false);
    await userEvent.click(within(search).getByRole('button', { name: 'Search place' }));
    expect(await screen.findByText(english(FIELD_MESSAGES.placeSearchOffline))).toBeTruthy();
    expect(backend.api.calls('searchPlace')[0]?.query.get('q')).toBe('Abuja');
  });

  it('place search lists the places found with the OSM attribution', async () => {
    const backend = mockBackend([]);
    backend.searchPlace = () => ({
      results: [{ name: 'Abuja, Federal Capital Territory, Nigeria', lat: 9.06, lon: 7.49, bbox: [7.3, 8.9, 7.6, 9.2], type: 'city', category: 'place' }],
      attribution: 'Data © OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright)',
    });
    renderApp('/dashboard');
    const search = await screen.findByRole('search', { name: 'Place search' });
    await userEvent.type(within(search).getByLabelText('Search a place'), 'Abuja{Enter}');
    const places = await screen.findByRole('menu', { name: 'Places found' });
    expect(within(places).getByText(/OpenStreetMap contributors/)).toBeTruthy();
    await userEvent.click(within(places).getByRole('menuitem', { name: /Abuja, Federal Capital Territory/ }));
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Places found' })).toBeNull());
  });

  it('draws a field: Add field offers drawing, the name is required, the server refusal shows, then it saves', async () => {
    const backend = mockBackend([field('f1', 'North Farm')]);
    backend.draw = () =>
      reply(400, { detail: english(FIELD_MESSAGES.drawRefused(FIELD_MESSAGES.tooSmall(0.004))), coordinates: [english(FIELD_MESSAGES.drawRefused(FIELD_MESSAGES.tooSmall(0.004)))] });
    const { store } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Add field' }));
    const add = await screen.findByRole('dialog', { name: english(FIELD_MESSAGES.addFieldTitle) });
    await userEvent.click(within(add).getByRole('button', { name: 'Draw a field' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: english(FIELD_MESSAGES.addFieldTitle) })).toBeNull());
    expect(screen.getByTestId('fields-map').dataset.drawing).toBe('true');
    expect(screen.getByRole('button', { name: 'Add field' })).toHaveProperty('disabled', true);

    const hint = screen.getByRole('region', { name: 'Draw a field' });
    await userEvent.click(within(hint).getByRole('button', { name: 'Finish drawing' }));
    const form = await screen.findByRole('form', { name: 'Save the drawn field' });
    expect((within(form).getByLabelText('Group Name') as HTMLInputElement).value).toBe('All');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Field Name is required')).toBeTruthy();
    expect(backend.api.calls('drawField').length > 0).toBe(false);

    await userEvent.type(within(form).getByLabelText('Name'), 'Tiny Plot');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const refusal = english(FIELD_MESSAGES.drawRefused(FIELD_MESSAGES.tooSmall(0.004)));
    expect(await within(form).findByText(refusal)).toBeTruthy();

    backend.draw = (body) => reply(201, field('drawn-1', body.name));
    await userEvent.clear(within(form).getByLabelText('Name'));
    await userEvent.type(within(form).getByLabelText('Name'), 'East Paddock');
    await userEvent.clear(within(form).getByLabelText('Group Name'));
    await userEvent.type(within(form).getByLabelText('Group Name'), 'North');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field successfully added')).toBeTruthy();
    const posted = backend.api.calls('drawField').at(-1);
    expect(posted?.body).toEqual({
      name: 'East Paddock',
      group_name: 'North',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [8.6, 9.0],
            [8.61, 9.0],
            [8.61, 9.01],
            [8.6, 9.01],
            [8.6, 9.0],
          ],
        ],
      },
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Save the drawn field' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Polygon East Paddock' })).toBeTruthy();
    expect(context(store).selectedFieldId).toBe('drawn-1');
    expect(en(FIELDS_TEXTS.drawSaved)).toBe('Field successfully added');
  });

  it('a save answered 504 (the server may have made the field) is retried with the same Idempotency-Key', async () => {
    const backend = mockBackend([field('f1', 'North Farm')]);
    backend.draw = () => reply(504, { message: 'Endpoint request timed out' });
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Add field' }));
    const add = await screen.findByRole('dialog', { name: english(FIELD_MESSAGES.addFieldTitle) });
    await userEvent.click(within(add).getByRole('button', { name: 'Draw a field' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: english(FIELD_MESSAGES.addFieldTitle) })).toBeNull());
    await userEvent.click(within(screen.getByRole('region', { name: 'Draw a field' })).getByRole('button', { name: 'Finish drawing' }));
    const form = await screen.findByRole('form', { name: 'Save the drawn field' });
    await userEvent.type(within(form).getByLabelText('Name'), 'East Paddock');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const drawCalls = () => backend.api.calls('drawField');
    await waitFor(() => expect(drawCalls()).toHaveLength(1));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));

    backend.draw = (body) => reply(201, field('drawn-1', body.name));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field successfully added')).toBeTruthy();
    const [first, retry] = drawCalls().map((call) => call.headers.get('Idempotency-Key'));
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
  });

  it('asks before saving a drawn field the team already has, and saves it on confirmation', async () => {
    const backend = mockBackend([field('f1', 'North Farm')]);
    const warning = english(FIELD_MESSAGES.drawDuplicate('North Farm'));
    backend.draw = (body) =>
      body.allow_duplicate ? reply(201, field('drawn-1', body.name)) : reply(400, { detail: warning, coordinates: [warning], duplicate_of: ['f1'] });
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Add field' }));
    const add = await screen.findByRole('dialog', { name: english(FIELD_MESSAGES.addFieldTitle) });
    await userEvent.click(within(add).getByRole('button', { name: 'Draw a field' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: english(FIELD_MESSAGES.addFieldTitle) })).toBeNull());
    await userEvent.click(within(await screen.findByRole('region', { name: 'Draw a field' })).getByRole('button', { name: 'Finish drawing' }));
    const form = await screen.findByRole('form', { name: 'Save the drawn field' });
    await userEvent.type(within(form).getByLabelText('Name'), 'North Again');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(warning)).toBeTruthy();
    // Nothing saved yet: the first answer was the question.
    expect(backend.fields.map((entry) => entry.id)).toEqual(['f1']);
    await userEvent.click(within(form).getByRole('button', { name: en(FIELDS_TEXTS.saveDuplicateAnyway) }));
    expect(await screen.findByText('Field successfully added')).toBeTruthy();
    const posted = backend.api.calls('drawField');
    expect(posted.map((call) => call.body.allow_duplicate)).toEqual([undefined, true]);
  });

  it('cancelling a drawing leaves the map as it was', async () => {
    mockBackend([]);
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Add field' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Draw a field' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel drawing' }));
    expect(screen.getByTestId('fields-map').dataset.drawing).toBe('false');
    expect(screen.queryByRole('region', { name: 'Draw a field' })).toBeNull();
  });
});
