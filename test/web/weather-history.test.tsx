import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryDownloadResponse, HistoryResponse, WeatherDay } from '../../shared/api/schemas/weather';
import {
  addDays,
  compareRanges,
  dayMonth,
  eachDay,
  historyFileName,
  INVALID_DATE,
  toCsv,
  WEATHER_MESSAGES,
  type DayRange,
} from '../../shared/domain/weather';
import { historyCharts } from '../../web/src/features/weather/history-series';
import { CONTEXT_STORAGE_KEY, fieldSelected } from '../../web/src/lib/context-slice';
import { makeStore } from '../../web/src/app/store';
import { menuGroups } from '../../web/src/app/dashboard-shell';
import { mockSession, renderApp, userDetails } from './render';
import { mockApi } from './support/mock-api';
import { en } from './support/intl';
import type { MessageId } from '../../shared/i18n/english';

/** The history charts' words in English, as the screen formats them. */
const englishSay = (text: string, values?: Record<string, string | number>) => en(text as MessageId, values);

const TODAY = dayjs().format('YYYY-MM-DD');
const YESTERDAY = addDays(TODAY, -1);
const PATH = '/dashboard/weather/history/9.0788,8.6775';
const DEMO = [{ source: 'demo' as const, label: 'Demo weather (simulated)', url: null }];

function historyDay(date: string, seed = 0): WeatherDay {
  const n = Number(date.slice(8, 10)) + seed;
  return {
    Humidity: 50 + (n % 30),
    areaName: '',
    cloud_over: 40,
    country: '',
    date,
    indicator: 'Partly cloudy',
    max_temperature: 30 + (n % 5),
    min_temperature: 20 + (n % 3),
    precipitation: n % 4,
    windspeed: 2 + (n % 3),
    dayMonth: dayMonth(date),
    weather_code: 2,
    source: 'demo',
  };
}

interface Backend {
  readonly requests: URL[];
  history: (range: DayRange) => Response;
  download: (range: DayRange) => Response;
}

function rangeOf(url: URL): DayRange {
  return { start: url.searchParams.get('startdate') ?? '', end: url.searchParams.get('enddate') ?? '' };
}

function historyAnswer(range: DayRange): HistoryResponse {
  return { data: eachDay(range.start, range.end).map((date) => historyDay(date)), attribution: DEMO };
}

const DOWNLOAD_HEADER = ['Date', 'Area', 'Country', 'Weather', 'Max Temperature (°C)', 'Source'];

function downloadAnswer(range: DayRange): HistoryDownloadResponse {
  return {
    filename: historyFileName(range),
    header: DOWNLOAD_HEADER,
    rows: eachDay(range.start, range.end).map((date) => [date, 'Kuje, "North"', '', 'Partly cloudy', 31.5, 'Demo weather (simulated)']),
    attribution: DEMO,
  };
}

function mockWeatherBackend(overrides: Partial<Omit<Backend, 'requests'>> = {}): Backend {
  const api = mockApi({
    getProfile: userDetails(),
    getHistory: ({ url }) => backend.history(rangeOf(url)),
    downloadHistory: ({ url }) => backend.download(rangeOf(url)),
    getAverageRainfall: { data: [{ month: 'Jan', avgRainfall: 0.12 }], attribution: DEMO },
  });
  const backend: Backend = {
    get requests() {
      return api.requests.map((request) => request.url);
    },
    history: (range) => Response.json(historyAnswer(range)),
    download: (range) => Response.json(downloadAnswer(range)),
    ...overrides,
  };
  return backend;
}

function calls(backend: Backend, suffix: string): URL[] {
  return backend.requests.filter((url) => url.pathname.endsWith(suffix));
}

const historyCalls = (backend: Backend) => calls(backend, '/weather/weather/history/');

async function openHistory(backend: Backend) {
  renderApp(PATH);
  await screen.findByRole('heading', { name: 'Weather History', level: 1 });
  // The default range loads on arrival.
  await screen.findByRole('figure', { name: 'Humidity (%)' });
  await waitFor(() => expect(historyCalls(backend)).toHaveLength(1));
}

function setDates(start: string, end: string) {
  fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('End Date'), { target: { value: end } });
}

/** The helper text under a date field (its accessible description). */
function helperOf(label: string): string {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return (document.getElementById(id)?.textContent ?? '').replace(/\u200b/g, '').trim();
}

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function chooseCompare(label: 'None' | '5 Years' | 'Average') {
  await userEvent.selectOptions(screen.getByLabelText('Compare'), label);
}

describe('Weather history screen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('without a selected field (the menu after a reload in a new tab) shows the guidance, not an empty form', async () => {
    const backend = mockWeatherBackend();
    renderApp('/dashboard/weather/history/');
    expect(await screen.findByRole('heading', { name: 'Choose a field first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return To Dashboard' }).getAttribute('href')).toBe('/dashboard/');
    expect(screen.queryByText(/Latitude/)).toBeNull();
    expect(screen.queryByRole('form', { name: 'History options' })).toBeNull();
    expect(backend.requests.filter((url) => url.pathname.includes('weather'))).toHaveLength(0);
  });

  it('keeps the selected field across a reload: the menu link still leads to its history', () => {
    makeStore().dispatch(fieldSelected({ id: 'f1', centroid: [9.0788, 8.6775], coordinates: [[9.07, 8.67]] }));
    // A reload is a new store over the same tab's session storage.
    const { selectedFieldId, selectedCentroid } = makeStore().getState().sessionContext;
    const weather = menuGroups(selectedFieldId, selectedCentroid).find((group) => group.id === 'weather');
    expect(weather?.items.find((item) => item.label === 'app.menu.weatherHistory')?.to).toBe(PATH);
    expect(window.sessionStorage.getItem(CONTEXT_STORAGE_KEY)).toContain('f1');
  });

  it('loads yesterday to today on arrival, with the charts, the attribution and the links', async () => {
    const backend = mockWeatherBackend();
    await openHistory(backend);
    expect(document.title).toBe('Weather History | GIS');
    expect((screen.getByLabelText('Start Date') as HTMLInputElement).value).toBe(YESTERDAY);
    expect((screen.getByLabelText('End Date') as HTMLInputElement).value).toBe(TODAY);
    const compare = screen.getByLabelText('Compare') as HTMLSelectElement;
    expect([...compare.options].map((option) => option.text)).toEqual(['None', '5 Years', 'Average']);
    expect(compare.value).toBe('none');

    const [call] = historyCalls(backend);
    // The spec's upper-case LOCATION, swapped and cut from the path.
    expect(call?.searchParams.get('LOCATION')).toBe('8.677,9.078');
    expect(rangeOf(call as URL)).toEqual({ start: YESTERDAY, end: TODAY });
    await waitFor(() => expect(calls(backend, '/weather/average/rainfall/')[0]?.searchParams.get('location')).toBe('8.677,9.078'));

    for (const name of ['Humidity (%)', 'Precipitation (mm)', 'Temperature (°C)', 'Wind (m/s)', 'Average Rainfall by Month (mm/h)']) {
      expect(screen.getByRole('figure', { name })).toBeTruthy();
    }
    expect(screen.getByText(`Showing ${YESTERDAY.replace(/-/g, '/')} to ${TODAY.replace(/-/g, '/')}`)).toBeTruthy();
    expect(screen.getByRole('note', { name: 'Weather data source' }).textContent).toBe('Demo weather (simulated)');
    expect(screen.getByRole('link', { name: 'GO TO WEATHER FORECAST' }).getAttribute('href')).toBe('/dashboard/weather/forecast/9.0788,8.6775');
    expect(screen.getByRole('button', { name: 'Load History' })).toBeTruthy();
    expect(screen.getByRole('button', { name: en(WEATHER_MESSAGES.generateButton) })).toBeTruthy();
  });

  it('keeps the start on or before the end and the end on or before today, and needs both dates', async () => {
    const backend = mockWeatherBackend();
    await openHistory(backend);

    setDates(TODAY, YESTERDAY);
    expect(helperOf('Start Date')).toBe('The start date cannot be after the end date.');
    expect(helperOf('End Date')).toBe('');
    expect(screen.getByLabelText('Start Date').getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Load History' }));
    expect(await screen.findAllByText('The start date cannot be after the end date.')).toHaveLength(2);

    const tomorrow = addDays(TODAY, 1);
    setDates(YESTERDAY, tomorrow);
    expect(helperOf('Start Date')).toBe('');
    expect(helperOf('End Date')).toBe('The end date cannot be after today.');
    expect(screen.getByLabelText('End Date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('End Date').getAttribute('max')).toBe(TODAY);
    expect(screen.getByLabelText('End Date').getAttribute('min')).toBe(YESTERDAY);
    expect(screen.getByLabelText('Start Date').getAttribute('max')).toBe(tomorrow);

    setDates('', TODAY);
    await userEvent.click(screen.getByRole('button', { name: 'Load History' }));
    expect(await screen.findByText(en(WEATHER_MESSAGES.historyRangeRequired))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: en(WEATHER_MESSAGES.generateButton) }));
    expect(await screen.findByText(en(WEATHER_MESSAGES.downloadRangeRequired))).toBeTruthy();

    expect(historyCalls(backend)).toHaveLength(1);
    expect(calls(backend, '/weather/weather/history/download/')).toHaveLength(0);
  });

  it('refuses 5 Years and Average compare beyond 365 days, and loads such a range with None', async () => {
    const backend = mockWeatherBackend();
    await openHistory(backend);
    const start = addDays(TODAY, -366);

    setDates(start, TODAY);
    await chooseCompare('5 Years');
    await userEvent.click(screen.getByRole('button', { name: 'Load History' }));
    expect(await screen.findByText(en(WEATHER_MESSAGES.fiveYearsBeyondYear))).toBeTruthy();
    await chooseCompare('Average');
    await userEvent.click(screen.getByRole('button', { name: 'Load History' }));
    expect(await screen.findByText(en(WEATHER_MESSAGES.averageBeyondYear))).toBeTruthy();
    expect(historyCalls(backend)).toHaveLength(1);

    // 365 days apart is still a year.
    setDates(addDays(TODAY, -365), TODAY);
    await userEvent.click(screen.getByRole('button', { name: 'Load History' }));
    await waitFor(() => expect(historyCalls(backend)).toHaveLength(6));

    setDates(start, TODAY);
    await chooseCompare('None');
    await userEvent.click(screen.getByRole('button', { name: 'Load History' }));
    await waitFor(() => expect(historyCalls(backend)).toHaveLength(7));
    expect(rangeOf(historyCalls(backend)[6] as URL)).toEqual({ start, end: TODAY });
  });

  it('5 Years compare asks for the chosen range and the 4 years before it, one history call each', async () => {
    const backend = mockWeatherBackend();
    await openHistory(backend);
    const range = { start: addDays(TODAY, -10), end: addDays(TODAY, -3) };
    setDates(range.start, range.end);
    await chooseCompare('5 Years');
    await userEvent.click(screen.getByRole('button', { name: 'Load History' }));
    await waitFor(() => expect(historyCalls(backend)).toHaveLength(6));
    expect(historyCalls(backend).slice(1).map(rangeOf)).toEqual(compareRanges(range));
    expect(await screen.findByText(/\(5 Years compare\)$/)).toBeTruthy();
  });

  it('draws 5 Years in red, blue, yellow, white and light blue, and Average as the sum by day position over 5', () => {
    const ranges = compareRanges({ start: '2025-06-01', end: '2025-06-03' });
    const series = ranges.map((range, year) => ({
      range,
      days: eachDay(range.start, range.end).map((date) => ({ ...historyDay(date), Humidity: 10 * (year + 1) })),
    }));
    const [humidity, , temperature] = historyCharts('fiveYears', series, englishSay);
    expect(humidity?.lines.map((line) => [line.name, line.colour])).toEqual([
      ['2025', 'red'],
      ['2024', 'blue'],
      ['2023', 'yellow'],
      ['2022', 'white'],
      ['2021', 'lightblue'],
    ]);
    expect(humidity?.rows[0]).toEqual({ label: '01 Jun', Humidity_0: 10, Humidity_1: 20, Humidity_2: 30, Humidity_3: 40, Humidity_4: 50 });
    expect(temperature?.lines.filter((line) => line.dashed).map((line) => line.name)).toEqual([
      '2025 min',
      '2024 min',
      '2023 min',
      '2022 min',
      '2021 min',
    ]);

    // Two years missing: still divided by 5 (as the product does).
    const average = historyCharts('average', series.slice(0, 3), englishSay);
    expect(average[0]?.rows.map((row) => row.Humidity)).toEqual([12, 12, 12]);
    expect(average[0]?.lines).toEqual([{ key: 'Humidity', name: 'Average humidity', colour: expect.any(String) }]);
  });

  it("toasts 'Invalid Date' and shows no data when the server answers it", async () => {
    const backend = mockWeatherBackend();
    await openHistory(backend);
    backend.history = () => Response.json({ data: INVALID_DATE, attribution: DEMO });
    setDates(addDays(TODAY, -5), TODAY);
    await userEvent.click(screen.getByRole('button', { name: 'Load History' }));
    expect(await screen.findByText(INVALID_DATE)).toBeTruthy();
    expect(await screen.findByText('No weather history loaded for this date range.')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it("toasts the history failure text when the weather can't be provided, for None and for compare", async () => {
    const backend = mockWeatherBackend({
      history: () => Response.json({ detail: en(WEATHER_MESSAGES.historyFailed) }, { status: 502 }),
    });
    renderApp(PATH);
    expect(await screen.findByText(en(WEATHER_MESSAGES.historyFailed))).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load History' })).toHaveProperty('disabled', false));

    // Compare: every year empty is an error too.
    backend.history = () => Response.json({ data: [], attribution: DEMO });
    await chooseCompare('Average');
    await userEvent.click(screen.getByRole('button', { name: 'Load History' }));
    await waitFor(() => expect(historyCalls(backend)).toHaveLength(6));
    await waitFor(() => expect(screen.getAllByText(en(WEATHER_MESSAGES.historyFailed)).length).toBeGreaterThan(0));
    expect(screen.queryByRole('figure')).toBeNull();
  });

  describe('download', () => {
    let saved: { name: string; href: string }[];
    let blobs: Blob[];

    beforeEach(() => {
      saved = [];
      blobs = [];
      Object.defineProperty(URL, 'createObjectURL', {
        configurable: true,
        value: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return `blob:weather-${blobs.length}`;
        }),
      });
      Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
        saved.push({ name: this.download, href: this.href });
      });
    });

    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('generates the file on the first click and saves the CSV named after the range on the second', async () => {
      const backend = mockWeatherBackend();
      await openHistory(backend);
      const range = { start: addDays(TODAY, -3), end: TODAY };
      setDates(range.start, range.end);

      await userEvent.click(screen.getByRole('button', { name: en(WEATHER_MESSAGES.generateButton) }));
      expect(await screen.findByText(en(WEATHER_MESSAGES.downloadGenerating))).toBeTruthy();
      expect(await screen.findByText(en(WEATHER_MESSAGES.downloadGenerated))).toBeTruthy();
      const [call] = calls(backend, '/weather/weather/history/download/');
      expect(call?.searchParams.get('location')).toBe('8.677,9.078');
      expect(rangeOf(call as URL)).toEqual(range);
      expect(saved).toHaveLength(0);

      await userEvent.click(await screen.findByRole('button', { name: en(WEATHER_MESSAGES.downloadButton) }));
      expect(await screen.findByText(en(WEATHER_MESSAGES.downloadStarted))).toBeTruthy();
      expect(saved).toEqual([{ name: `weather_history_${range.start}_to_${range.end}.csv`, href: 'blob:weather-1' }]);
      const answer = downloadAnswer(range);
      const text = await readText(blobs[0] as Blob);
      expect(text.replace(/^\uFEFF/, '')).toBe(toCsv([answer.header, ...answer.rows]));
      expect(text).toContain('"Kuje, ""North"""');
      expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');

      // Saved: the next click generates again.
      expect(await screen.findByRole('button', { name: en(WEATHER_MESSAGES.generateButton) })).toBeTruthy();
      expect(calls(backend, '/weather/weather/history/download/')).toHaveLength(1);
    });

    it('asks for a new file when the dates change after generating', async () => {
      const backend = mockWeatherBackend();
      await openHistory(backend);
      await userEvent.click(screen.getByRole('button', { name: en(WEATHER_MESSAGES.generateButton) }));
      await screen.findByRole('button', { name: en(WEATHER_MESSAGES.downloadButton) });
      setDates(addDays(TODAY, -7), TODAY);
      expect(screen.getByRole('button', { name: en(WEATHER_MESSAGES.generateButton) })).toBeTruthy();
      expect(calls(backend, '/weather/weather/history/download/')).toHaveLength(1);
      expect(saved).toHaveLength(0);
    });

    it('toasts the download failure and stays on Generate History File', async () => {
      mockWeatherBackend({ download: () => Response.json({ detail: en(WEATHER_MESSAGES.downloadFailed) }, { status: 502 }) });
      renderApp(PATH);
      await screen.findByRole('figure', { name: 'Humidity (%)' });
      await userEvent.click(screen.getByRole('button', { name: en(WEATHER_MESSAGES.generateButton) }));
      expect(await screen.findByText(en(WEATHER_MESSAGES.downloadFailed))).toBeTruthy();
      expect(screen.getByRole('button', { name: en(WEATHER_MESSAGES.generateButton) })).toBeTruthy();
      expect(saved).toHaveLength(0);
    });
  });
});

