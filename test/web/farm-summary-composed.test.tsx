import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FarmSummaryRow } from '../../shared/api/schemas/farm-summary';
import { FIELDS_TEXTS } from '../../web/src/features/fields/messages';
import { dateEntry, monitoringField } from './monitoring-support';
import { mockSession, renderApp, userDetails } from './render';
import { mockApi, type MockedApi } from './support/mock-api';
import { en } from './support/intl';

// Leaflet needs a laid-out page: the Edit Field dialog's mini map is a stand-in.
vi.mock('../../web/src/features/fields/components/field-mini-map', () => ({
  FieldMiniMap: (props: { field: { name: string } }) => <div role="img" aria-label={`Mini map of ${props.field.name}`} />,
}));

const FIELD = { ...monitoringField('f1', 'North plot'), location: 'Zaria' };

const ROW: FarmSummaryRow = {
  field: FIELD,
  index: 'NDMI',
  result: { indexValue: { value: 0.41, dateCaptured: '2026-01-10' }, valueChange: null, previousDate: null, lowConfidence: false },
  pending: false,
  last_crop: null,
  last_sowing_date: null,
  stage: null,
};

/** The server as the farm summary screens read it; every request is kept. */
function mockBackend(): MockedApi {
  return mockApi({
    getProfile: userDetails(),
    listFarmSummary: { index: 'NDMI', rows: [ROW], withheld: [] },
    getSelectedFieldsSummary: [{ field: FIELD, activity: [], weather: [], weather_error: 'no weather', withheld: [] }],
    getIndexDates: ({ query }) => ({ field: query.get('field') ?? '', dates: [dateEntry('2026-01-10', 10)], failures: [], pending: [] }),
    getTileUrl: ({ query: q }) => ({
      url: `/tiles/${q.get('field')}/${q.get('index')}/${q.get('date')}/{z}/{x}/{y}?v=1&exp=1&sig=s`,
      tileSize: 256,
      minZoom: 8,
      maxZoom: 20,
      bounds: [
        [9.07, 8.67],
        [9.08, 8.68],
      ],
      expiresAt: '2030-01-01T00:00:00.000Z',
    }),
  });
}

const summaryLoads = (api: MockedApi) => api.calls('listFarmSummary').length;

describe('farm summary pages composed with other features (app/pages)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it("a row's Edit Field opens the fields feature's Edit Field dialog, and closing it reloads the list", async () => {
    const api = mockBackend();
    renderApp('/dashboard/farmsummary');
    const table = await screen.findByRole('table', { name: 'Farm summary' });
    const row = await within(table).findByRole('row', { name: /North plot/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit Field' }));

    const dialog = await screen.findByRole('dialog', { name: en(FIELDS_TEXTS.editField) });
    expect(within(dialog).getByDisplayValue('North plot')).toBeTruthy();
    const loadsBefore = summaryLoads(api);
    await userEvent.click(within(dialog).getByRole('button', { name: en(FIELDS_TEXTS.cancel) }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: en(FIELDS_TEXTS.editField) })).toBeNull());
    await waitFor(() => expect(summaryLoads(api)).toBeGreaterThan(loadsBefore));
  });

  it("Field Info shows the monitoring feature's index map on the period's clearest recent scene", async () => {
    mockBackend();
    renderApp('/dashboard/farmsummary/info/f1');
    expect(await screen.findByRole('heading', { name: 'NDVI on 2026-01-10' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Map of North plot' })).toBeTruthy();
  });
});
