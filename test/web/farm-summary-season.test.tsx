import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FarmSummaryRow } from '../../shared/api/schemas/farm-summary';
import type { SeasonResponse } from '../../shared/api/schemas/season';
import { farmSummaryCsv } from '../../shared/domain/farm-summary-csv';
import type { FieldStage } from '../../shared/domain/season';
import { dateEntry, monitoringField } from './monitoring-support';
import { mockSession, renderApp, userDetails } from './render';
import { mockApi, reply, type MockedApi, type RouteAnswer } from './support/mock-api';
import { english } from './support/intl';
import { seasonResponse } from './season-support';

const NORTH = { ...monitoringField('f1', 'North plot'), location: 'Zaria' };
const RIVER = { ...monitoringField('f2', 'River plot'), location: 'Ibadan' };
const HILL = { ...monitoringField('f3', 'Hill plot'), location: 'Jos' };

function row(field: typeof NORTH, stage: FieldStage | null): FarmSummaryRow {
  return {
    field,
    index: 'NDMI',
    result: { indexValue: { value: 0.41, dateCaptured: '2026-01-10' }, valueChange: null, previousDate: null, lowConfidence: false },
    pending: false,
    last_crop: null,
    last_sowing_date: null,
    stage,
  };
}

const ROWS = [row(NORTH, 'peak'), row(RIVER, 'harvested'), row(HILL, null)];

/** The farm summary and Field Info as the server answers them; the summary filters its rows by `stage` as the server does. */
function mockBackend(season: RouteAnswer<'getFieldSeason'>): MockedApi {
  return mockApi({
    getProfile: userDetails(),
    listFarmSummary: ({ query }) => ({ index: 'NDMI', rows: ROWS.filter((candidate) => !query.get('stage') || candidate.stage === query.get('stage')), withheld: [] }),
    getSelectedFieldsSummary: [{ field: NORTH, activity: [], weather: [], weather_error: 'no weather', withheld: [] }],
    getIndexDates: ({ query }) => ({ field: query.get('field') ?? '', dates: [dateEntry('2026-01-10', 10)], failures: [], pending: [] }),
    getTileUrl: ({ query: q }) => ({ url: `/tiles/${q.get('field')}/${q.get('index')}/${q.get('date')}/{z}/{x}/{y}?v=1&exp=1&sig=s`, tileSize: 256, minZoom: 8, maxZoom: 20, bounds: [[9.07, 8.67], [9.08, 8.68]], expiresAt: '2030-01-01T00:00:00.000Z' }),
    getFieldSeason: season,
    exportFarmSummary: ({ query }) =>
      new Response(farmSummaryCsv({ rows: ROWS.filter((candidate) => !query.get('stage') || candidate.stage === query.get('stage')) }, english), { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
  });
}

const thisYear = new Date().getUTCFullYear();
const table = () => screen.getByRole('table', { name: 'Farm summary' });

describe('Farm summary: stage column and filter', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it("shows each field's stage (a dash before its first detection) and asks the server for the stage chosen", async () => {
    const api = mockBackend(reply(404, { detail: 'unused' }));
    const user = userEvent.setup();
    renderApp('/dashboard/farmsummary');
    await within(await screen.findByRole('table', { name: 'Farm summary' })).findByRole('row', { name: /North plot/ });
    const headers = within(table()).getAllByRole('columnheader').map((cell) => cell.textContent);
    const stageColumn = headers.indexOf('Stage');
    expect(headers[stageColumn - 1]).toBe('Last Sowing Date');
    const stageOf = (name: string) => within(within(table()).getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[stageColumn - 1]?.textContent;
    expect(stageOf('North plot')).toBe('Peak');
    expect(stageOf('River plot')).toBe('Harvested');
    expect(stageOf('Hill plot')).toBe('-');
    expect(api.calls('listFarmSummary').at(-1)?.query.has('stage')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['All', 'Sown', 'Emerging', 'Peak', 'Senescing', 'Harvested', 'Fallow']);
    await user.click(screen.getByRole('option', { name: 'Harvested' }));
    await waitFor(() => expect(api.calls('listFarmSummary').at(-1)?.query.get('stage')).toBe('harvested'));
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /North plot/ })).toBeNull());
    expect(within(table()).getByRole('row', { name: /River plot/ })).toBeTruthy();

    // A stage no field is at says so; All shows every field again
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Sown' }));
    expect(await within(table()).findByText('No field is at the stage Sown.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    // (the unfiltered list is the one already loaded)
    expect(await within(table()).findByRole('row', { name: /Hill plot/ })).toBeTruthy();
    expect(within(table()).getByRole('row', { name: /North plot/ })).toBeTruthy();
  });
});

describe('Farm summary: CSV download', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  function captureSaves(): string[] {
    const saved: string[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        const reader = new FileReader();
        reader.onload = () => saved.push(String(reader.result));
        reader.readAsText(blob);
        return 'blob:csv';
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return saved;
  }

  it('saves the list as filtered, with its Stage column', async () => {
    const api = mockBackend(reply(404, { detail: 'unused' }));
    const saved = captureSaves();
    const user = userEvent.setup();
    renderApp('/dashboard/farmsummary');
    await within(await screen.findByRole('table', { name: 'Farm summary' })).findByRole('row', { name: /North plot/ });
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Peak' }));
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /River plot/ })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.calls('exportFarmSummary')[0]?.query.get('stage')).toBe('peak');
    expect(api.calls('exportFarmSummary')[0]?.query.get('index')).toBe('NDMI');
    const lines = saved[0]!.trim().split('\r\n');
    expect(lines[0]?.split(',').at(-1)).toBe('Stage');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^North plot,.*,Peak$/);
  });

  it('says so when the CSV cannot be made', async () => {
    const api = mockBackend(reply(404, { detail: 'unused' }));
    api.answer({ exportFarmSummary: reply(500, { detail: 'down' }) });
    const saved = captureSaves();
    const user = userEvent.setup();
    renderApp('/dashboard/farmsummary');
    await within(await screen.findByRole('table', { name: 'Farm summary' })).findByRole('row', { name: /North plot/ });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The farm summary CSV could not be made. Please try again.')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});

describe('Field Info: detected season', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  const section = async () => screen.findByRole('region', { name: 'Detected crop season' });

  it("says this year's events against the plan and the stage, and last year's lack of a season", async () => {
    const api = mockBackend(({ query }) => {
      const year = Number(query.get('year'));
      return year === thisYear ? seasonResponse(year, { stage: 'senescing' }) : seasonResponse(year, { events: [] });
    });
    renderApp('/dashboard/farmsummary/info/f1');
    const current = await within(await section()).findByRole('region', { name: String(thisYear) });
    const events = await within(current).findByRole('list', { name: String(thisYear) });
    expect(within(events).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sown about 12 June (high confidence), 9 days after the planned date',
      'Emerged about 24 June (medium confidence)',
      'Peak about 20 August (high confidence)',
      'Senescence about 25 September (medium confidence)',
      'Harvested about 20 October (low confidence), 5 days before the planned date',
    ]);
    expect(within(current).getByText('Stage today: Senescing')).toBeTruthy();
    expect(within(current).getByText('One crop season')).toBeTruthy();
    const previous = within(await section()).getByRole('region', { name: String(thisYear - 1) });
    expect(await within(previous).findByText(`No crop season detected in ${thisYear - 1}.`)).toBeTruthy();
    // Last year's stage at its end says nothing about today: only this year's is shown.
    expect(within(previous).queryByText(/Stage today/)).toBeNull();
    expect(api.calls('getFieldSeason').map((request) => `${request.query.get('field')}:${request.query.get('year')}`).sort()).toEqual([`f1:${thisYear - 1}`, `f1:${thisYear}`]);
  });

  it("shows the plan's flag and that the dates may change while days are still computed", async () => {
    const flagged = (year: number): SeasonResponse =>
      seasonResponse(year, { pending: [`${year}-11-20`], planned: [{ ...seasonResponse(year).planned[0]!, sowingDifferenceDays: 30, flag: 'disagrees', message: 'The detected season is 30 days away from the plan.' }] });
    mockBackend(({ query }) => flagged(Number(query.get('year'))));
    renderApp('/dashboard/farmsummary/info/f1');
    const current = await within(await section()).findByRole('region', { name: String(thisYear) });
    expect(await within(current).findByText('Sown about 12 June (high confidence), 30 days after the planned date')).toBeTruthy();
    expect(within(current).getByRole('alert').textContent).toBe('The detected season is 30 days away from the plan.');
    expect(within(current).getByText('Some days of this year are still being computed: the dates may change.')).toBeTruthy();
  });

  it('shows a loading state, then a failed year with a retry that loads it', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockBackend(async ({ query }) => {
      await held;
      return fail ? reply(500, { detail: 'down' }) : seasonResponse(Number(query.get('year')));
    });
    const user = userEvent.setup();
    renderApp('/dashboard/farmsummary/info/f1');
    expect(await screen.findByLabelText(`Loading the detected season of ${thisYear}`)).toBeTruthy();
    release();
    const current = within(await section()).getByRole('region', { name: String(thisYear) });
    expect(await within(current).findByText(`The detected season of ${thisYear} could not be loaded.`, {}, { timeout: 8000 })).toBeTruthy();
    expect(within(current).queryByRole('list')).toBeNull();
    fail = false;
    await user.click(within(current).getByRole('button', { name: 'Try again' }));
    expect(await within(current).findByText('Peak about 20 August (high confidence)')).toBeTruthy();
    expect(within(current).queryByText(`The detected season of ${thisYear} could not be loaded.`)).toBeNull();
  });
});
