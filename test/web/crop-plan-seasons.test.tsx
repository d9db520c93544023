import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CropSeason } from '../../shared/api/schemas/crops';
import type { PlannedAgainstDetected, SeasonComparisonRow, SeasonRecord, SeasonResponse } from '../../shared/api/schemas/season';
import { SEASON_MESSAGES } from '../../shared/domain/season';
import { SEASON_RECORD_MESSAGES } from '../../shared/domain/season-record';
import { CROP_PLAN_TEXTS } from '../../web/src/features/crop-plan/messages';
import { fieldFixture } from './field-fixture';
import { phoneMatchMedia } from './media-query';
import { mockSession, renderApp, userDetails } from './render';
import { english } from './support/intl';
import { mockApi, reply, type ApiAnswers, type MockedApi } from './support/mock-api';

/** A past year, so detection has run; the page opens on the current year and the tests choose this one. */
const YEAR = 2025;
const MAIZE = { id: 'c-maize', name: 'Maize', description: 'Cereal' };
const COWPEA = { id: 'c-cowpea', name: 'Cowpea', description: 'Legume' };
const YAM = { id: 'c-yam', name: 'Yam', description: 'Tuber' };

const planned = (id: string, crop: typeof MAIZE, sowing: string, harvest: string): CropSeason => ({ id, crop, season: YEAR, sowing_date: sowing, harvest_date: harvest, field: 'f1' });
const SEASONS = [planned('s-maize', MAIZE, '2025-06-01', '2025-09-20'), planned('s-cowpea', COWPEA, '2025-04-01', '2025-06-15'), planned('s-yam', YAM, '2025-03-01', '2025-11-30')];

const against = (season: CropSeason, detected: Partial<PlannedAgainstDetected>): PlannedAgainstDetected => ({
  id: season.id,
  crop: season.crop.name,
  sowing_date: season.sowing_date,
  harvest_date: season.harvest_date,
  detectedSeason: null,
  detectedSowing: null,
  detectedHarvest: null,
  sowingDifferenceDays: null,
  harvestDifferenceDays: null,
  flag: null,
  message: null,
  ...detected,
});

const evidence = { rule: 'smoothed NDVI rose through 20 % of the season amplitude', points: [{ date: '2025-06-08', value: 0.31, source: 'optical' as const }] };

/** Maize detected 9 days after its planned sowing and 5 after its harvest; cowpea's season 30 days off; yam not detected. */
const DETECTED: SeasonResponse = {
  field: { id: 'f1', name: 'North plot' },
  year: YEAR,
  index: 'NDVI',
  landUse: 'double-crop',
  message: null,
  events: [
    { kind: 'sowing', date: '2025-06-10', confidence: 'high', season: 2, evidence },
    { kind: 'peak', date: '2025-08-05', confidence: 'high', season: 2, evidence },
    { kind: 'harvest', date: '2025-09-25', confidence: 'medium', season: 2, evidence },
    { kind: 'sowing', date: '2025-05-01', confidence: 'low', season: 1, evidence },
    { kind: 'harvest', date: '2025-07-10', confidence: 'medium', season: 1, evidence },
  ],
  seasons: [
    { season: 1, start: '2025-05-01', end: '2025-07-10', peakValue: 0.6, amplitude: 0.35, confidence: 'low' },
    { season: 2, start: '2025-06-10', end: '2025-09-25', peakValue: 0.8, amplitude: 0.5, confidence: 'high' },
  ],
  planned: [
    against(SEASONS[0]!, { detectedSeason: 2, detectedSowing: '2025-06-10', detectedHarvest: '2025-09-25', sowingDifferenceDays: 9, harvestDifferenceDays: 5 }),
    against(SEASONS[1]!, {
      detectedSeason: 1,
      detectedSowing: '2025-05-01',
      detectedHarvest: '2025-07-10',
      sowingDifferenceDays: 30,
      harvestDifferenceDays: 25,
      flag: 'disagrees',
      message: english(SEASON_MESSAGES.flagDisagrees(30)),
    }),
    against(SEASONS[2]!, { flag: 'not-detected', message: english(SEASON_MESSAGES.flagNotDetected('Yam')) }),
  ],
  stage: 'harvested',
  detectedAt: '2025-12-31T02:00:00.000Z',
  pending: [],
};

const UNRECORDED: SeasonRecord = {
  season: 's-maize',
  yield_amount: null,
  yield_unit: null,
  bag_kg: null,
  yield_kg: null,
  revenue: null,
  costs: 45_000,
  task_count: 3,
  costs_by_type: [
    { type: 'planting', tasks: 1, costs: 30_000 },
    { type: 'fertilising', tasks: 2, costs: 15_000 },
  ],
  area_ha: 2,
  yield_kg_per_ha: null,
  cost_per_ha: 22_500,
  revenue_per_ha: null,
  margin_per_ha: null,
  updated_at: null,
};

/** What the server answers for a saved body: the yield in kg and the figures per hectare of the 2 ha field. */
function recorded(body: { yield_amount: number; yield_unit: 'kg' | 'bag'; bag_kg?: number | null; revenue?: number | null }): SeasonRecord {
  const kg = body.yield_unit === 'kg' ? body.yield_amount : body.yield_amount * (body.bag_kg ?? 0);
  const revenue = body.revenue ?? null;
  return {
    ...UNRECORDED,
    yield_amount: body.yield_amount,
    yield_unit: body.yield_unit,
    bag_kg: body.bag_kg ?? null,
    yield_kg: kg,
    revenue,
    yield_kg_per_ha: kg / 2,
    revenue_per_ha: revenue === null ? null : revenue / 2,
    margin_per_ha: revenue === null ? null : (revenue - UNRECORDED.costs) / 2,
    updated_at: '2026-11-27T09:00:00.000Z',
  };
}

const row = (overrides: Partial<SeasonComparisonRow>): SeasonComparisonRow => ({
  field: { id: 'f1', name: 'North plot', area_ha: 2 },
  season_id: 's-maize',
  year: YEAR,
  crop: 'Maize',
  planned_sowing: '2025-06-01',
  planned_harvest: '2025-09-20',
  detected_sowing: '2025-06-10',
  detected_harvest: '2025-09-25',
  detection_pending: false,
  record: recorded({ yield_amount: 20, yield_unit: 'bag', bag_kg: 50, revenue: 300_000 }),
  curve: [{ date: '2025-06-10', value: 0.3 }],
  ...overrides,
});

const COMPARISON_ROWS = [row({}), row({ field: { id: 'f2', name: 'River plot', area_ha: 1 }, season_id: 's-river', year: 2024, crop: 'Cowpea', detected_sowing: null, detected_harvest: null, record: UNRECORDED })];

/** The crop screen's routes with the season ones; `more` replaces any of them. */
function mockSeasonBackend(more: ApiAnswers = {}): MockedApi {
  return mockApi({
    getProfile: userDetails(),
    listFields: [fieldFixture('f1', 'North plot', { crop_season: SEASONS }), fieldFixture('f2', 'River plot')],
    listCrops: [MAIZE, COWPEA, YAM],
    listYearSeasons: (request) => SEASONS.filter((season) => season.season === Number(request.params.year)),
    listRotations: [],
    getFieldSeason: (request) =>
      Number(request.query.get('year')) === YEAR ? DETECTED : { ...DETECTED, year: Number(request.query.get('year')), landUse: 'fallow', message: english(SEASON_MESSAGES.noSeason(Number(request.query.get('year')))), events: [], seasons: [], planned: [] },
    getSeasonRecord: UNRECORDED,
    recordSeason: (request) => recorded(request.body as Parameters<typeof recorded>[0]),
    compareSeasons: (request) => {
      const years = (request.query.get('years') ?? '').split(',');
      const fields = request.query.get('fields')?.split(',') ?? null;
      return { rows: COMPARISON_ROWS.filter((entry) => years.includes(String(entry.year)) && (fields === null || fields.includes(entry.field.id))) };
    },
    ...more,
  });
}

async function openYear(year = YEAR) {
  const user = userEvent.setup();
  renderApp('/dashboard/crop-plan/config/farm/f1');
  expect(await screen.findByRole('heading', { name: 'Configure Your Crops', level: 1 }, { timeout: 10_000 })).toBeTruthy();
  await user.click(screen.getByRole('combobox', { name: 'Season' }));
  await user.click(await screen.findByRole('option', { name: String(year) }));
  return user;
}

const plannedPanel = () => screen.getByRole('region', { name: english(CROP_PLAN_TEXTS.plannedAgainstDetected) });
const card = async (crop: string) => within(plannedPanel()).findByRole('article', { name: crop });

/** What the browser was handed: each saved file's name and its bytes. */
function captureDownloads(): Array<{ name: string; bytes: Promise<Uint8Array> }> {
  const saved: Array<{ name: string; bytes: Promise<Uint8Array> }> = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        const url = `blob:comparison-${next++}`;
        blobs.set(url, blob);
        return url;
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    saved.push({ name: this.download, bytes: blob ? blob.arrayBuffer().then((buffer) => new Uint8Array(buffer)) : Promise.resolve(new Uint8Array()) });
  });
  return saved;
}

beforeEach(() => {
  vi.clearAllMocks();
  mockSession({});
});
afterEach(() => {
  vi.restoreAllMocks();
});

// Opening the screen loads its code and the tests type a lot: each may take up to 40 s on a busy machine.
describe('planned against detected', { timeout: 40_000 }, () => {
  it('sets each planned season beside the detected one with the days between, and flags a disagreeing or missing season with icon and words', async () => {
    const api = mockSeasonBackend();
    await openYear();
    const maize = await card('Maize');
    expect(within(maize).getByRole('cell', { name: '1 June' })).toBeTruthy();
    expect(within(maize).getByRole('cell', { name: english(SEASON_MESSAGES.event('sowing', '2025-06-10', 'high', 9)) })).toBeTruthy();
    expect(within(maize).getByRole('cell', { name: 'Sown about 10 June (high confidence), 9 days after the planned date' })).toBeTruthy();
    expect(within(maize).getByRole('cell', { name: 'Harvested about 25 September (medium confidence), 5 days after the planned date' })).toBeTruthy();
    expect(within(maize).getByText(english(CROP_PLAN_TEXTS.agrees))).toBeTruthy();
    expect(within(maize).queryByRole('alert')).toBeNull();

    const cowpea = await card('Cowpea');
    const disagrees = within(cowpea).getByRole('alert');
    expect(disagrees.textContent).toContain(english(CROP_PLAN_TEXTS.flagged));
    expect(disagrees.textContent).toContain(english(SEASON_MESSAGES.flagDisagrees(30)));
    // The warning's icon goes with the words: the flag is not colour alone.
    expect(disagrees.querySelector('svg')).not.toBeNull();
    expect(within(cowpea).getByRole('cell', { name: 'Sown about 1 May (low confidence), 30 days after the planned date' })).toBeTruthy();

    const yam = await card('Yam');
    expect(within(yam).getAllByRole('cell', { name: english(CROP_PLAN_TEXTS.notDetected) })).toHaveLength(2);
    expect(within(yam).getByRole('alert').textContent).toContain(english(SEASON_MESSAGES.flagNotDetected('Yam')));
    expect(within(plannedPanel()).getByText(/Two crop seasons/)).toBeTruthy();

    const asked = api.calls('getFieldSeason').map((request) => Object.fromEntries(request.query));
    expect(asked).toContainEqual(expect.objectContaining({ field: 'f1', year: String(YEAR) }));

    // The year plan outlines the detected seasons under the selected field's planned bars and marks the flagged ones.
    const plan = screen.getByRole('region', { name: english(CROP_PLAN_TEXTS.yearPlan(YEAR)) });
    await waitFor(() => expect(within(plan).getAllByTestId('detected-bar').map((bar) => bar.textContent)).toEqual(['Cowpea detected', 'Maize detected']));
    const flagged = within(plan)
      .getAllByTestId('season-bar')
      .filter((bar) => within(bar).queryByRole('img', { name: english(CROP_PLAN_TEXTS.flaggedBar) }))
      .map((bar) => bar.textContent?.replace(english(CROP_PLAN_TEXTS.flaggedBar), ''));
    expect(flagged).toEqual(['Cowpea', 'Yam']);
  });

  it('says when no crop season was detected, and what a failed or refused detection answered', async () => {
    mockSeasonBackend({
      getFieldSeason: (request) => {
        const year = Number(request.query.get('year'));
        if (year === 2024) return reply(500, { detail: 'boom' });
        if (year === 2023) return reply(400, { detail: english(SEASON_MESSAGES.yearOutOfRange(2017, 2026)) });
        return { ...DETECTED, landUse: 'fallow', message: english(SEASON_MESSAGES.noSeason(year)), events: [], seasons: [], planned: [against(SEASONS[0]!, { flag: 'not-detected', message: english(SEASON_MESSAGES.flagNotDetected('Maize')) })], pending: ['2025-12-30'] };
      },
    });
    const user = await openYear();
    const maize = await card('Maize');
    expect(within(plannedPanel()).getByText(/Fallow \(no crop season\)\. No crop season detected in 2025\./)).toBeTruthy();
    expect(within(plannedPanel()).getByText(english(CROP_PLAN_TEXTS.pendingDays(1)))).toBeTruthy();
    expect(within(maize).getByRole('alert').textContent).toContain(english(SEASON_MESSAGES.flagNotDetected('Maize')));

    await user.click(screen.getByRole('combobox', { name: 'Season' }));
    await user.click(await screen.findByRole('option', { name: '2024' }));
    expect(await within(plannedPanel()).findByText(english(CROP_PLAN_TEXTS.detectionFailed))).toBeTruthy();
    expect(within(plannedPanel()).queryByText('boom')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Season' }));
    await user.click(await screen.findByRole('option', { name: '2023' }));
    expect(await within(plannedPanel()).findByText(english(SEASON_MESSAGES.yearOutOfRange(2017, 2026)))).toBeTruthy();
  });

  it('asks again while days of the year are still being computed, until the detection has them all', async () => {
    let asked = 0;
    const api = mockSeasonBackend({
      getFieldSeason: (request) => {
        if (Number(request.query.get('year')) !== YEAR) return { ...DETECTED, year: Number(request.query.get('year')), planned: [], pending: [] };
        asked++;
        return asked === 1 ? { ...DETECTED, pending: ['2025-12-29', '2025-12-30'] } : DETECTED;
      },
    });
    await openYear();
    expect(await within(plannedPanel()).findByText(english(CROP_PLAN_TEXTS.pendingDays(2)))).toBeTruthy();
    await waitFor(() => expect(within(plannedPanel()).queryByText(english(CROP_PLAN_TEXTS.pendingDays(2)))).toBeNull(), { timeout: 15_000 });
    const after = api.calls('getFieldSeason').length;
    // Nothing pending any more: no further asking.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(api.calls('getFieldSeason')).toHaveLength(after);
  });

  it('does not ask for a year that has not begun, and says why', async () => {
    const api = mockSeasonBackend();
    const next = new Date().getUTCFullYear() + 1;
    await openYear(next);
    expect(await within(plannedPanel()).findByText(english(CROP_PLAN_TEXTS.detectionFutureYear(next)))).toBeTruthy();
    expect(api.calls('getFieldSeason').some((request) => request.query.get('year') === String(next))).toBe(false);
  });

  it('with no crop planned for the year says how to add one', async () => {
    mockSeasonBackend({ getFieldSeason: { ...DETECTED, planned: [] } });
    await openYear();
    expect(await within(plannedPanel()).findByText(english(CROP_PLAN_TEXTS.noPlannedSeasons))).toBeTruthy();
  });
});

describe('the season record', { timeout: 40_000 }, () => {
  it('checks the form as the server does, saves yield in bags with their weight and the revenue, and shows costs and margin per hectare', async () => {
    const api = mockSeasonBackend();
    const user = await openYear();
    await user.click(within(await card('Maize')).getByRole('button', { name: english(CROP_PLAN_TEXTS.seasonRecordOf('Maize')) }));
    const dialog = await screen.findByRole('dialog', { name: english(CROP_PLAN_TEXTS.seasonRecordTitle('Maize', YEAR)) });
    const figures = await within(dialog).findByRole('region', { name: english(CROP_PLAN_TEXTS.seasonRecord) });
    expect(figures.textContent).toContain('₦45,000.00');
    expect(figures.textContent).toContain(english(CROP_PLAN_TEXTS.taskCount(3)));
    // The season's inputs and work by type.
    expect(figures.textContent).toContain(`${english(CROP_PLAN_TEXTS.taskType('fertilising', 2))}₦15,000.00`);
    expect(figures.textContent).toContain(`${english(CROP_PLAN_TEXTS.taskType('planting', 1))}₦30,000.00`);
    expect(figures.textContent).toContain('₦22,500/ha');
    expect(figures.textContent).toContain(english(CROP_PLAN_TEXTS.notRecorded));
    expect(api.calls('getSeasonRecord')[0]?.params).toEqual({ id: 's-maize' });

    // Nothing typed: the amount is missing, not 0.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(english(SEASON_RECORD_MESSAGES.yieldInvalid))).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /harvested yield/i }), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(english(SEASON_RECORD_MESSAGES.yieldInvalid))).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: /harvested yield/i }));
    await user.type(within(dialog).getByRole('textbox', { name: /harvested yield/i }), '20');

    // Bags need their weight.
    await user.click(within(dialog).getByRole('combobox', { name: 'Unit' }));
    await user.click(await screen.findByRole('option', { name: 'Bags' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(english(SEASON_RECORD_MESSAGES.bagWeightRequired))).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /weight of one bag/i }), '50');
    await user.type(within(dialog).getByRole('textbox', { name: /revenue/i }), 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(english(SEASON_RECORD_MESSAGES.revenueInvalid))).toBeTruthy();
    expect(api.calls('recordSeason')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /revenue/i }));
    await user.type(within(dialog).getByRole('textbox', { name: /revenue/i }), '300000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(english(SEASON_RECORD_MESSAGES.saved))).toBeTruthy();
    const put = api.calls('recordSeason')[0];
    expect(put?.params).toEqual({ id: 's-maize' });
    expect(put?.body).toEqual({ yield_amount: 20, yield_unit: 'bag', bag_kg: 50, revenue: 300_000 });
    // 20 bags of 50 kg on 2 ha; (₦300,000 - ₦45,000) / 2 ha.
    await waitFor(() => expect(within(dialog).getByRole('region', { name: english(CROP_PLAN_TEXTS.seasonRecord) }).textContent).toContain('500 kg/ha'));
    const saved = within(dialog).getByRole('region', { name: english(CROP_PLAN_TEXTS.seasonRecord) }).textContent;
    expect(saved).toContain('₦150,000/ha');
    expect(saved).toContain('₦127,500/ha');
    expect(saved).not.toContain(english(CROP_PLAN_TEXTS.notRecorded));
  });

  it('fills in a stored record, leaves out the bag weight for kg, and shows the server’s refusal under its input', async () => {
    const api = mockSeasonBackend({
      getSeasonRecord: recorded({ yield_amount: 900, yield_unit: 'kg', revenue: null }),
      recordSeason: reply(400, { yield_amount: [english(SEASON_RECORD_MESSAGES.yieldInvalid)] }),
    });
    const user = await openYear();
    await user.click(within(await card('Maize')).getByRole('button', { name: english(CROP_PLAN_TEXTS.seasonRecordOf('Maize')) }));
    const dialog = await screen.findByRole('dialog', { name: english(CROP_PLAN_TEXTS.seasonRecordTitle('Maize', YEAR)) });
    await waitFor(() => expect((within(dialog).getByRole('textbox', { name: /harvested yield/i }) as HTMLInputElement).value).toBe('900'));
    expect(within(dialog).queryByRole('textbox', { name: /weight of one bag/i })).toBeNull();
    expect(within(dialog).getByRole('region', { name: english(CROP_PLAN_TEXTS.seasonRecord) }).textContent).toContain('450 kg/ha');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(api.calls('recordSeason')[0]?.body).toEqual({ yield_amount: 900, yield_unit: 'kg', bag_kg: null, revenue: null });
    expect(within(dialog).getAllByText(english(SEASON_RECORD_MESSAGES.yieldInvalid)).length).toBeGreaterThanOrEqual(2);
    expect(within(dialog).getByRole('textbox', { name: /harvested yield/i }).getAttribute('aria-invalid')).toBe('true');
  });

  it('says so when the record cannot be loaded, and a failed save keeps the dialog open with the reason', async () => {
    mockSeasonBackend({ getSeasonRecord: reply(500, { detail: 'down' }), recordSeason: reply(503, { detail: 'Service unavailable' }) });
    const user = await openYear();
    await user.click(within(await card('Maize')).getByRole('button', { name: english(CROP_PLAN_TEXTS.seasonRecordOf('Maize')) }));
    const dialog = await screen.findByRole('dialog', { name: english(CROP_PLAN_TEXTS.seasonRecordTitle('Maize', YEAR)) });
    expect(await within(dialog).findByText(english(CROP_PLAN_TEXTS.recordLoadFailed))).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /harvested yield/i }), '700');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Service unavailable')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('the season comparison', { timeout: 40_000 }, () => {
  it('lists the seasons of the chosen years and fields (all by default) and downloads the report as CSV and PDF with the same query', async () => {
    const csv = 'Field,Year,Crop\nNorth plot,2025,Maize\n';
    const pdf = new TextEncoder().encode('%PDF-1.4 comparison %%EOF');
    const api = mockSeasonBackend({
      compareSeasonsCsv: () => new Response(csv, { headers: { 'content-type': 'text/csv' } }),
      compareSeasonsPdf: () => new Response(pdf, { headers: { 'content-type': 'application/pdf' } }),
    });
    const saved = captureDownloads();
    const user = await openYear();
    const panel = screen.getByRole('region', { name: english(CROP_PLAN_TEXTS.seasonComparison) });
    const table = await within(panel).findByRole('table', { name: english(CROP_PLAN_TEXTS.seasonComparison) });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((entry) => within(entry).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['2025', 'Maize', '1 June → 20 September', '10 June → 25 September', '500 kg/ha', '₦22,500/ha', '₦127,500/ha'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('North plot');

    // A second year: both years in one query.
    await user.click(within(panel).getByRole('combobox', { name: english(CROP_PLAN_TEXTS.comparisonYears) }));
    await user.click(await screen.findByRole('option', { name: '2024' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(3));
    expect(within(panel).getByRole('row', { name: /River plot/ }).textContent).toContain(english(CROP_PLAN_TEXTS.notDetected));
    expect(api.calls('compareSeasons').at(-1)?.query.get('years')).toBe('2024,2025');
    expect(api.calls('compareSeasons').at(-1)?.query.has('fields')).toBe(false);

    // One field chosen: only its seasons, here and in the files.
    const fieldsSelect = within(panel).getByRole('combobox', { name: english(CROP_PLAN_TEXTS.comparisonFields) });
    expect(fieldsSelect.textContent).toBe('All fields');
    await user.click(fieldsSelect);
    await user.click(await screen.findByRole('option', { name: 'North plot' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(2));
    expect(api.calls('compareSeasons').at(-1)?.query.get('fields')).toBe('f1');
    expect(within(panel).getByRole('combobox', { name: english(CROP_PLAN_TEXTS.comparisonFields) }).textContent).toBe('North plot');

    await user.click(within(panel).getByRole('button', { name: english(CROP_PLAN_TEXTS.downloadCsv) }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(within(panel).getByRole('button', { name: english(CROP_PLAN_TEXTS.downloadPdf) }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((file) => file.name)).toEqual(['season-comparison-2024-2025.csv', 'season-comparison-2024-2025.pdf']);
    expect(new TextDecoder().decode(await saved[0]!.bytes)).toBe(csv);
    expect(Array.from(await saved[1]!.bytes)).toEqual(Array.from(pdf));
    expect(api.calls('compareSeasonsCsv')[0]?.query.get('years')).toBe('2024,2025');
    expect(api.calls('compareSeasonsCsv')[0]?.query.get('fields')).toBe('f1');
    expect(api.calls('compareSeasonsPdf')[0]?.query.get('fields')).toBe('f1');
    expect(api.calls('compareSeasonsPdf')[0]?.query.get('years')).toBe('2024,2025');
    // The team the user works in is named, as on every team-scoped call.
    expect(api.calls('compareSeasonsCsv')[0]?.query.get('team')).toBe('team-1');
    expect(api.calls('compareSeasonsPdf')[0]?.query.get('team')).toBe('team-1');
  });

  it('says when there is nothing to compare, asks for a year, and tells a failed report or file apart', async () => {
    const api = mockSeasonBackend({
      compareSeasons: (request) => (request.query.get('years') === '2025' ? { rows: [] } : reply(500, { detail: 'boom' })),
      compareSeasonsCsv: reply(400, { detail: english(SEASON_RECORD_MESSAGES.yearsInvalid) }),
      compareSeasonsPdf: reply(500, { detail: 'boom' }),
    });
    const saved = captureDownloads();
    const user = await openYear();
    const panel = screen.getByRole('region', { name: english(CROP_PLAN_TEXTS.seasonComparison) });
    expect(await within(panel).findByText(english(SEASON_RECORD_MESSAGES.noSeasons))).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: english(CROP_PLAN_TEXTS.downloadCsv) }));
    expect(await within(panel).findByText(english(SEASON_RECORD_MESSAGES.yearsInvalid))).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: english(CROP_PLAN_TEXTS.downloadPdf) }));
    expect(await within(panel).findByText(english(CROP_PLAN_TEXTS.downloadFailed))).toBeTruthy();
    expect(saved).toEqual([]);

    // No year chosen: nothing is asked, and the downloads wait for one.
    const before = api.calls('compareSeasons').length;
    await user.click(within(panel).getByRole('combobox', { name: english(CROP_PLAN_TEXTS.comparisonYears) }));
    await user.click(await screen.findByRole('option', { name: String(YEAR) }));
    await user.keyboard('{Escape}');
    expect(await within(panel).findByText(english(CROP_PLAN_TEXTS.chooseYears))).toBeTruthy();
    expect(within(panel).getByRole('button', { name: english(CROP_PLAN_TEXTS.downloadCsv) }).hasAttribute('disabled')).toBe(true);
    expect(api.calls('compareSeasons')).toHaveLength(before);

    await user.click(within(panel).getByRole('combobox', { name: english(CROP_PLAN_TEXTS.comparisonYears) }));
    await user.click(await screen.findByRole('option', { name: '2024' }));
    await user.keyboard('{Escape}');
    expect(await within(panel).findByText(english(CROP_PLAN_TEXTS.comparisonFailed), {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('says why seasons are missing when the team has more fields than one comparison holds', async () => {
    const capped = english(SEASON_RECORD_MESSAGES.comparisonCapped(50, 64));
    mockSeasonBackend({ compareSeasons: { rows: [row({})], message: capped } });
    await openYear();
    const panel = screen.getByRole('region', { name: english(CROP_PLAN_TEXTS.seasonComparison) });
    expect(await within(panel).findByText(capped)).toBeTruthy();
    expect(within(panel).getByRole('table', { name: english(CROP_PLAN_TEXTS.seasonComparison) })).toBeTruthy();
  });

  it('says a season is not computed yet, rather than not detected, while its year’s satellite days are missing', async () => {
    mockSeasonBackend({ compareSeasons: { rows: [row({ detected_sowing: null, detected_harvest: null, detection_pending: true })] } });
    await openYear();
    const panel = screen.getByRole('region', { name: english(CROP_PLAN_TEXTS.seasonComparison) });
    const table = await within(panel).findByRole('table', { name: english(CROP_PLAN_TEXTS.seasonComparison) });
    const [maize] = within(table).getAllByRole('row').slice(1);
    expect(maize?.textContent).toContain(english(CROP_PLAN_TEXTS.detectionPending));
    expect(maize?.textContent).not.toContain(english(CROP_PLAN_TEXTS.notDetected));
  });

  it('on a phone lists each season as a block with all its figures, instead of a table to scroll sideways', async () => {
    const original = window.matchMedia;
    Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: phoneMatchMedia });
    try {
      mockSeasonBackend({ compareSeasons: { rows: COMPARISON_ROWS } });
      await openYear();
      const panel = screen.getByRole('region', { name: english(CROP_PLAN_TEXTS.seasonComparison) });
      const list = await within(panel).findByRole('list', { name: english(CROP_PLAN_TEXTS.seasonComparison) });
      expect(within(panel).queryByRole('table')).toBeNull();
      const maize = within(list).getByRole('listitem', { name: 'North plot, Maize 2025' });
      expect(maize.textContent).toContain('Planned: 1 June → 20 September');
      expect(maize.textContent).toContain('Detected: 10 June → 25 September');
      expect(maize.textContent).toContain('Margin/ha₦127,500/ha');
      expect(within(list).getByRole('listitem', { name: 'River plot, Cowpea 2024' }).textContent).toContain(`Detected: ${english(CROP_PLAN_TEXTS.notDetected)}`);
    } finally {
      Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: original });
    }
  });
});
