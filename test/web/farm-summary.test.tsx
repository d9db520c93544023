import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FarmSummaryRow, FieldReport } from '../../shared/api/schemas/farm-summary';
import type { Field } from '../../shared/api/schemas/fields';
import { FARM_SUMMARY_MESSAGES } from '../../shared/domain/farm-summary';
import { dateEntry, monitoringField, seriesEntry } from './monitoring-support';
import { english, catalogueIn } from './support/intl';
import { messageRef } from '../../shared/i18n/message-ref';
import { currentPath, mockSession, renderApp, userDetails } from './render';
import { mockApi, reply, type MockedApi } from './support/mock-api';

const field = (id: string, name: string, extra: Partial<Field> = {}): Field => ({ ...monitoringField(id, name), ...extra });

function row(subject: Field, index: FarmSummaryRow['index'], value: { value: number; date: string; change: number | null } | null): FarmSummaryRow {
  return {
    field: subject,
    index,
    result: {
      indexValue: value ? { value: value.value, dateCaptured: value.date } : null,
      valueChange: value?.change ?? null,
      previousDate: value?.change === null || !value ? null : '2026-01-05',
      lowConfidence: false,
    },
    pending: !value,
    last_crop: null,
    last_sowing_date: null,
    stage: null,
  };
}

const STORED = field('f1', 'North plot', { location: 'Zaria', group_name: 'Kaduna farms' });
const COMPUTED = field('f2', 'River plot', { location: 'Ibadan', group_name: 'Oyo farms' });
const UNSEEN = field('f3', 'Hill plot', { location: 'Jos', group_name: 'Plateau farms' });

interface Backend {
  /** The URLs of the API requests so far. */
  readonly calls: URL[];
  /** Answers the series of a pending field when called (lets a test hold a row's spinner). */
  releaseSeries: () => void;
  /** Answers the list (held only with `holdSummary`, to see the loading state). */
  releaseSummary: () => void;
  /** Replaces the answers of some routes. */
  answer: MockedApi['answer'];
}

/** The farm summary routes as the server answers them; `summary` may fail with a status. */
function mockSummaryBackend(options: { summaryStatus?: number; selectedStatus?: number; reportStatus?: number; holdSummary?: boolean } = {}): Backend {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let releaseList: () => void = () => undefined;
  const listHeld = options.holdSummary ? new Promise<void>((resolve) => (releaseList = resolve)) : Promise.resolve();
  const api = mockApi({
    getProfile: userDetails(),
    listFarmSummary: async ({ query: q }) => {
      await listHeld;
      if (options.summaryStatus) return reply(options.summaryStatus, { detail: 'down' });
      const index = (q.get('index') ?? 'NDMI') as FarmSummaryRow['index'];
      // As the server does: a stored value newer than the Date is not the value of that day, so the row is pending.
      const storedValue = (q.get('date') ?? '9999') >= '2026-01-10' ? { value: 0.412_37, date: '2026-01-10', change: -0.012_34 } : null;
      return { index, rows: [row(STORED, index, storedValue), row(COMPUTED, index, null), row(UNSEEN, index, null)], withheld: [] };
    },
    getIndexSeries: async ({ query: q }) => {
      await held;
      const entries = q.get('field') === COMPUTED.id ? [seriesEntry('2026-01-10', 0.3), seriesEntry('2026-01-15', 0.356_78)] : [];
      return reply(200, { C0: entries, field: { id: q.get('field'), name: 'x', areaHa: 0.5 }, index: q.get('index'), start: q.get('start'), end: q.get('end'), cloud: Number(q.get('cloud')), failures: [], pending: [], fusion: null });
    },
    getIndexDates: ({ query: q }) => ({ field: q.get('field') ?? '', dates: [dateEntry('2026-01-05', 10), dateEntry('2026-01-10', 90)], failures: [], pending: [] }),
    getTileUrl: ({ query: q }) => ({ url: `/tiles/${q.get('field')}/${q.get('index')}/${q.get('date')}/{z}/{x}/{y}?v=1&exp=1&sig=s`, tileSize: 256, minZoom: 8, maxZoom: 20, bounds: [[9.07, 8.67], [9.08, 8.68]], expiresAt: '2030-01-01T00:00:00.000Z' }),
    getSelectedFieldsSummary: () => (options.selectedStatus ? reply(options.selectedStatus, { detail: 'down' }) : [{ field: STORED, activity: [], weather: [], weather_error: 'no weather', withheld: [] }]),
    getFieldReport: () => (options.reportStatus === 200 ? [report(STORED)] : reply(options.reportStatus ?? 500, { detail: 'down' })),
    getIndexLegend: ({ query: q }) => (q.get('format') === 'png' ? new Response(new Uint8Array(PNG_SIGNATURE), { headers: { 'content-type': 'image/png' } }) : reply(404, { detail: 'Unexpected legend' })),
  });
  return {
    get calls() {
      return api.requests.map((request) => request.url);
    },
    releaseSeries: () => release(),
    releaseSummary: () => releaseList(),
    answer: api.answer,
  };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A report of the period 2026-01-01..2026-01-31 whose last clear scene is 2026-01-20 (2026-01-25 is cloudy), with
 * three scene days still being computed and the same period of 2025 not refreshed (the imagery search failed).
 */
function report(subject: Field): FieldReport {
  const scene = (date: string, fraction: number) => ({ date, ndvi: 0.5, ndmi: 0.2, index: 0.5, valid_fraction: fraction });
  return {
    field: subject,
    index: 'NDVI',
    start_date: '2026-01-01',
    end_date: '2026-01-31',
    farm_index_number: 0.5,
    ndvi_average: 0.5,
    performance: { percentage: 104, period_mean: 0.5, baseline_mean: 0.48, years: [2024, 2025] },
    pending_days: 3,
    unrefreshed: [{ from: '2025-01-01', to: '2025-01-31' }],
    rainfall: { period_mm: null, normal_mm: null, years: [] },
    scenes: [scene('2026-01-05', 0.9), scene('2026-01-20', 0.8), scene('2026-01-25', 0.1)],
    causes: [],
    table: [],
    method: ['Percentage Performance: the period’s mean NDVI against previous years.'],
  };
}

const table = () => screen.getByRole('table', { name: 'Farm summary' });
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });

describe('Farm summary list (spec 2 §2.6)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('loads in one request with NDMI by default, 4 decimals, spinners on pending rows that fill in or read No Value Found', async () => {
    const backend = mockSummaryBackend({ holdSummary: true });
    renderApp('/dashboard/farmsummary');
    expect(await screen.findByLabelText('Loading the farm summary')).toBeTruthy();
    backend.releaseSummary();
    await within(await screen.findByRole('table', { name: 'Farm summary' })).findByText('North plot');
    const summaryCalls = backend.calls.filter((url) => url.pathname.endsWith('/field/summary/'));
    expect(summaryCalls).toHaveLength(1);
    expect(summaryCalls[0]?.searchParams.get('index')).toBe('NDMI');

    // The stored row: value, change and date at once, with 4 decimals, and its thumbnail.
    const stored = rowOf('North plot');
    expect(within(stored).getByText('0.4124')).toBeTruthy();
    expect(within(stored).getByText('-0.0123')).toBeTruthy();
    expect(within(stored).getByText('2026-01-10')).toBeTruthy();
    expect(within(stored).getByRole('img', { name: 'NDMI of North plot on 2026-01-10' })).toBeTruthy();

    // Pending rows spin, and Compute waits for them.
    expect(within(rowOf('River plot')).getAllByLabelText('Computing NDMI of River plot').length).toBeGreaterThan(0);
    const compute = screen.getByRole('button', { name: english(FARM_SUMMARY_MESSAGES.computing) });
    expect((compute as HTMLButtonElement).disabled).toBe(true);

    backend.releaseSeries();
    // The computed row shows the last clear scene and the change from the one before.
    await waitFor(() => expect(within(rowOf('River plot')).getByText('0.3568')).toBeTruthy());
    expect(within(rowOf('River plot')).getByText('0.0568')).toBeTruthy();
    expect(within(rowOf('River plot')).getByText('2026-01-15')).toBeTruthy();
    // A field the engine has no clear scene for reads 'No Value Found' for value, change and date.
    await waitFor(() => expect(within(rowOf('Hill plot')).getAllByText(english(FARM_SUMMARY_MESSAGES.noValue))).toHaveLength(3));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Compute Index Details' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('filters: Index Type gives its indices, Compute asks for the chosen one, search matches name, group or location', async () => {
    const backend = mockSummaryBackend();
    backend.releaseSeries();
    const user = userEvent.setup();
    renderApp('/dashboard/farmsummary');
    await within(await screen.findByRole('table', { name: 'Farm summary' })).findByText('North plot');

    await user.click(screen.getByRole('combobox', { name: 'Index' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['NDMI', 'NDWI']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Index Type' }));
    await user.click(await screen.findByRole('option', { name: 'Vegetative' }));
    await user.click(screen.getByRole('combobox', { name: 'Index' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['NDVI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI']);
    await user.click(screen.getByRole('option', { name: 'LAI' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Compute Index Details' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Compute Index Details' }));
    await waitFor(() => expect(backend.calls.some((url) => url.pathname.endsWith('/field/summary/') && url.searchParams.get('index') === 'LAI')).toBe(true));
    await waitFor(() => expect(within(rowOf('North plot')).getByText('LAI')).toBeTruthy());

    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.type(search, 'oyo');
    expect(within(table()).queryByText('North plot')).toBeNull();
    expect(within(table()).getByText('River plot')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'JOS');
    expect(within(table()).getByText('Hill plot')).toBeTruthy();
    expect(within(table()).queryByText('River plot')).toBeNull();
    await user.clear(search);
    await user.type(search, 'north');
    expect(within(table()).getByText('North plot')).toBeTruthy();
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
  }, 60_000);

  it('Date: a past day asks for the values as they stood then and computes a newer row up to that day; a future day is refused', async () => {
    const backend = mockSummaryBackend();
    backend.releaseSeries();
    const user = userEvent.setup();
    renderApp('/dashboard/farmsummary');
    await within(await screen.findByRole('table', { name: 'Farm summary' })).findByText('0.4124');
    const date = screen.getByLabelText('Date');
    // Today by default: the latest values, asked for without a date.
    expect((date as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(backend.calls.find((url) => url.pathname.endsWith('/field/summary/'))?.searchParams.has('date')).toBe(false);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Compute Index Details' }) as HTMLButtonElement).disabled).toBe(false));

    fireEvent.change(date, { target: { value: '2999-01-01' } });
    expect(await screen.findByText(english(FARM_SUMMARY_MESSAGES.dateInFuture))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Compute Index Details' }));
    await waitFor(() => expect(screen.getAllByText(english(FARM_SUMMARY_MESSAGES.dateInFuture))).toHaveLength(2));
    expect(backend.calls.some((url) => url.searchParams.get('date') === '2999-01-01')).toBe(false);

    fireEvent.change(date, { target: { value: '2026-01-08' } });
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('false'));
    await user.click(screen.getByRole('button', { name: 'Compute Index Details' }));
    await waitFor(() => expect(backend.calls.some((url) => url.pathname.endsWith('/field/summary/') && url.searchParams.get('date') === '2026-01-08')).toBe(true));
    // North plot's stored 2026-01-10 value came after that day: its value up to 2026-01-08 is computed.
    await waitFor(() => expect(backend.calls.some((url) => url.pathname.endsWith('/monitoring/series/') && url.searchParams.get('field') === STORED.id && url.searchParams.get('end') === '2026-01-08')).toBe(true));
    await waitFor(() => expect(within(rowOf('North plot')).queryByText('0.4124')).toBeNull());
  }, 60_000);

  it('a failed list shows the error page and the toast', async () => {
    mockSummaryBackend({ summaryStatus: 500 });
    renderApp('/dashboard/farmsummary');
    expect(await screen.findByText(english(FARM_SUMMARY_MESSAGES.listFailedPage))).toBeTruthy();
    expect(await screen.findByText(english(FARM_SUMMARY_MESSAGES.listFailedToast))).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Farm summary' })).toBeNull();
  });
});

describe('Field Info (spec 2 §2.7)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it("says 'No Crop Added Yet!', offers BASE among the indices, and refuses a reversed or over-a-year date range before asking", async () => {
    const backend = mockSummaryBackend();
    const user = userEvent.setup();
    renderApp('/dashboard/farmsummary/info/f1');
    expect(await screen.findByText(english(FARM_SUMMARY_MESSAGES.noCrop))).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Index' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['BASE', 'NDMI', 'NDWI', 'NDVI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI']);
    await user.keyboard('{Escape}');

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-01-01' } });
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    expect(await screen.findByText(english(FARM_SUMMARY_MESSAGES.dateRangeRequired))).toBeTruthy();
    expect(backend.calls.some((url) => url.pathname.endsWith('/field/report/'))).toBe(false);

    // More than a year is refused before asking too.
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-01-02' } });
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    expect(await screen.findByText(english(FARM_SUMMARY_MESSAGES.reportPeriodTooLong))).toBeTruthy();
    expect(backend.calls.some((url) => url.pathname.endsWith('/field/report/'))).toBe(false);

    // An empty date is no range either.
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    expect(backend.calls.some((url) => url.pathname.endsWith('/field/report/'))).toBe(false);
  });

  it('a report the server cannot make says so', async () => {
    mockSummaryBackend({ reportStatus: 500 });
    const user = userEvent.setup();
    renderApp('/dashboard/farmsummary/info/f1');
    await screen.findByText(english(FARM_SUMMARY_MESSAGES.noCrop));
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    expect(await screen.findByText(english(FARM_SUMMARY_MESSAGES.reportFailed))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: english(FARM_SUMMARY_MESSAGES.previewTitle) })).toBeNull();
  });

  it('the report preview shows the field in true colour and the index with its legend, as images, on the last clear scene', async () => {
    mockSummaryBackend({ reportStatus: 200 });
    const user = userEvent.setup();
    renderApp('/dashboard/farmsummary/info/f1');
    await screen.findByText(english(FARM_SUMMARY_MESSAGES.noCrop));
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    const preview = await screen.findByRole('dialog', { name: english(FARM_SUMMARY_MESSAGES.previewTitle) });
    const trueColour = await within(preview).findByRole('img', { name: 'True colour of North plot on 2026-01-20' });
    const index = within(preview).getByRole('img', { name: 'NDVI of North plot on 2026-01-20' });
    expect(trueColour.getAttribute('src')).toMatch(/^\/tiles\/f1\/TRUE_COLOR\/2026-01-20\/\d+\/\d+\/\d+/);
    expect(index.getAttribute('src')).toMatch(/^\/tiles\/f1\/NDVI\/2026-01-20\//);
    // Loaded before the print, not when scrolled to.
    expect(trueColour.getAttribute('loading')).toBe('eager');
    const legend = await within(preview).findByRole('img', { name: 'NDVI legend' });
    expect(legend.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // Days not computed within the request's time are said, not hidden.
    expect(within(preview).getByText(english(FARM_SUMMARY_MESSAGES.reportPending(3)))).toBeTruthy();
    expect(within(preview).getByText(FARM_SUMMARY_MESSAGES.reportUnrefreshed([{ from: '2025-01-01', to: '2025-01-31' }], english))).toBeTruthy();
  });

  it('shows the report preview in Yoruba: its title, figures, causes with their evidence and method, in the language on screen', async () => {
    const worded: FieldReport = {
      ...report(STORED),
      causes: [
        {
          cause: 'farm-summary.cause.waterStress',
          evidence: messageRef('farm-summary.evidence.waterStress', {
            first: '0.3100',
            firstDate: '2026-01-05',
            last: '0.2200',
            lastDate: '2026-01-20',
            delta: '-0.0900',
            rain: '12.5',
            normal: '40',
            share: '31',
            dryShare: '80',
          }),
        },
      ],
      method: ['farm-summary.method.average'],
    };
    mockSummaryBackend({ reportStatus: 200 }).answer({ getFieldReport: [worded] });
    const user = userEvent.setup();
    renderApp('/dashboard/farmsummary/info/f1', { catalogue: catalogueIn('yo') });
    await screen.findByText('A kò tíì fi irè oko kún un!', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    const preview = await screen.findByRole('dialog', { name: 'ÀYẸ̀WÒ FÁÌLÌ TÍ A ṢẸ̀DÁ' });
    expect(within(preview).getByText('Àìtó omi')).toBeTruthy();
    expect(
      within(preview).getByText(
        ': NDMI dínkù láti 0.3100 (2026-01-05) sí 0.2200 (2026-01-20), -0.0900; òjò 12.5 mm dípò 40 mm tó máa ń rọ̀ (31 %, ó kéré sí 80 %).',
        { exact: false },
      ),
    ).toBeTruthy();
    expect(within(preview).getByText('Àròpín: bákan náà fún NDVI.')).toBeTruthy();
    expect(within(preview).getByRole('heading', { name: 'Ìsọfúnni nípa ọ̀gbìn' })).toBeTruthy();
    expect(within(preview).getByRole('heading', { name: 'Bí a ṣe ṣírò àwọn nọ́mbà' })).toBeTruthy();
    expect(within(preview).getByText(/^Ọjọ́ sátẹ́láìtì 3 ni a ṣì ń ṣírò/)).toBeTruthy();
    expect(within(preview).getByText('2025-01-01 sí 2025-01-31', { exact: false })).toBeTruthy();
    for (const name of ['Fagilé', 'Tẹ̀ ẹ́ jáde', 'Ṣe ìgbàsílẹ̀ fáìlì']) expect(within(preview).getByRole('button', { name })).toBeTruthy();
    // Nothing of the English wording is left.
    expect(within(preview).queryByText(english(FARM_SUMMARY_MESSAGES.previewTitle))).toBeNull();
    expect(within(preview).queryByText(/Overall performance|Possible causes|Water stress/)).toBeNull();
  });

  it('lists crop seasons and opens one in its detail', async () => {
    const seasoned = field('f1', 'North plot', {
      crop_season: [{ id: 's1', crop: { id: 'c1', name: 'Maize', description: 'SAMMAZ 15' }, season: 2025, sowing_date: '2025-05-01', harvest_date: '2025-09-01', field: 'f1' }],
    });
    mockSummaryBackend().answer({ getSelectedFieldsSummary: [{ field: seasoned, activity: [], weather: [], weather_error: null, withheld: [] }] });
    const user = userEvent.setup();
    renderApp('/dashboard/farmsummary/info/f1');
    await user.click(await screen.findByText('2025 · Maize'));
    const detail = screen.getByRole('dialog', { name: 'Crop season' });
    for (const text of ['Crop name: Maize', 'Variety: SAMMAZ 15', 'Season: 2025', 'Sowing date: 2025-05-01', 'Harvest date: 2025-09-01']) {
      expect(within(detail).getByText(text)).toBeTruthy();
    }
    expect(screen.queryByText(english(FARM_SUMMARY_MESSAGES.noCrop))).toBeNull();
  });
});

describe('Selected-fields summary (spec 2 §2.8)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('shows the failure text when the summary cannot be fetched', async () => {
    mockSummaryBackend({ selectedStatus: 500 });
    renderApp('/dashboard/farmsummary/fields/f1,f2');
    expect(await screen.findByText(english(FARM_SUMMARY_MESSAGES.summaryFailedTitle))).toBeTruthy();
    expect(screen.getByText(english(FARM_SUMMARY_MESSAGES.summaryFailed))).toBeTruthy();
  });

  it("shows the field with 'No Tasks Yet!' and its links", async () => {
    mockSummaryBackend();
    renderApp('/dashboard/farmsummary/fields/f1');
    expect(await screen.findByRole('heading', { name: 'North plot' })).toBeTruthy();
    expect(screen.getByText(english(FARM_SUMMARY_MESSAGES.noTasks))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'MANAGE CROPS' }).getAttribute('href')).toBe('/dashboard/crop-plan/config/farm/f1');
    // The field's task list, not Task Details (whose path takes a task id).
    expect(screen.getByRole('link', { name: 'VIEW ALL TASKS' }).getAttribute('href')).toBe('/dashboard/farmactivity/all-activities?field=f1');
    // The true-colour preview is the latest clear scene (the cloudy 2026-01-10 is passed over).
    expect(await screen.findByRole('img', { name: 'True colour of North plot on 2026-01-05' })).toBeTruthy();
  });

  it('is reached from the farm summary by ticking fields, and VIEW FULL SATELLITE selects the field first', async () => {
    const backend = mockSummaryBackend();
    const { store } = renderApp('/dashboard/farmsummary');
    await screen.findByRole('table', { name: 'Farm summary' });
    const view = await screen.findByRole('button', { name: 'View Summary of Selected Fields' });
    expect((view as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(rowOf('Hill plot')).getByRole('checkbox', { name: 'Select Hill plot' }));
    await userEvent.click(within(rowOf('North plot')).getByRole('checkbox', { name: 'Select North plot' }));
    await userEvent.click(screen.getByRole('button', { name: 'View Summary of Selected Fields (2)' }));
    // The table's order, comma-separated (spec 2 §2.8); the page asks the server for both.
    await waitFor(() => expect(currentPath()).toBe('/dashboard/farmsummary/fields/f1,f3'));
    await screen.findByRole('heading', { name: 'North plot' });
    expect(backend.calls.some((url) => decodeURIComponent(url.pathname).includes('/field/summary/fields/f1,f3'))).toBe(true);

    expect(store.getState().sessionContext.selectedFieldId).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'VIEW FULL SATELLITE' }));
    expect(store.getState().sessionContext.selectedFieldId).toBe('f1');
    expect(store.getState().sessionContext.realCoordinates).toEqual(STORED.coordinates);
    expect(backend.calls.length).toBeGreaterThan(0);
  });

  it('says why tasks and weather are missing when the answer withholds them', async () => {
    mockSummaryBackend().answer({ getSelectedFieldsSummary: [{ field: STORED, activity: [], weather: [], weather_error: null, withheld: ['tasks', 'weather'] }] });
    renderApp('/dashboard/farmsummary/fields/f1');
    expect(await screen.findByText(english(FARM_SUMMARY_MESSAGES.withheld(['tasks', 'weather'])))).toBeTruthy();
    expect(screen.getByText(english(FARM_SUMMARY_MESSAGES.withheld(['tasks'])))).toBeTruthy();
    expect(screen.getByText(english(FARM_SUMMARY_MESSAGES.withheld(['weather'])))).toBeTruthy();
    // Not the texts of a field that has no tasks or whose weather failed.
    expect(screen.queryByText(english(FARM_SUMMARY_MESSAGES.noTasks))).toBeNull();
    expect(screen.queryByText('The weather could not be fetched.')).toBeNull();
  });
});

describe('Farm summary list with index values withheld', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('says why the values are missing and computes none', async () => {
    const backend = mockSummaryBackend();
    backend.answer({ listFarmSummary: { index: 'NDMI', rows: [{ ...row(STORED, 'NDMI', null), pending: false }], withheld: ['index_values'] } });
    renderApp('/dashboard/farmsummary');
    expect(await screen.findByText(english(FARM_SUMMARY_MESSAGES.withheld(['index_values'])))).toBeTruthy();
    expect(backend.calls.some((url) => url.pathname.includes('/monitoring/series/'))).toBe(false);
  });
});
