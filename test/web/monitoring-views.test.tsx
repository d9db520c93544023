import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTEXT_STORAGE_KEY } from '../../web/src/lib/context-slice';
import { currentPath, mockSession, renderApp } from './render';
import { en } from './support/intl';
import { dateEntry, mockMonitoringBackend, storeWithSelection } from './monitoring-support';
import { reply } from './support/mock-api';

// Leaflet needs a laid-out page: the imagery map is a stand-in that shows what it was asked to draw.
vi.mock('../../web/src/features/monitoring/components/field-imagery-map', () => ({
  default: (props: { label: string; date: string | null; index: string | null; showIndex: boolean; zoom?: number; fit?: boolean; height: string | number; scrollWheelZoom?: boolean }) => (
    <div
      role="img"
      aria-label={props.label}
      data-date={props.date ?? ''}
      data-index={props.index ?? ''}
      data-show-index={String(props.showIndex)}
      data-zoom={props.zoom}
      data-fit={String(Boolean(props.fit))}
      data-height={props.height}
      data-wheel={String(props.scrollWheelZoom)}
    />
  ),
}));

const setWidth = (small: boolean) =>
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: small ? query.includes('max-width') : query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

describe('Satellite view', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.sessionStorage.removeItem(CONTEXT_STORAGE_KEY);
    mockSession({});
    setWidth(false);
  });

  it('goes back to /dashboard/ when no field is selected', async () => {
    mockMonitoringBackend();
    renderApp('/dashboard/satellite-view/', { store: storeWithSelection(null) });
    await waitFor(() => expect(currentPath()).toBe('/dashboard/'));
  });

  it('lists the image dates with cloud, flags the cloudy one, shows the info box, and hides the index above the limit', async () => {
    mockMonitoringBackend();
    const store = storeWithSelection(undefined, { index: 'NDVI' });
    renderApp('/dashboard/satellite-view/', { store });
    expect(await screen.findByRole('heading', { name: 'Satellite View: North Farm' })).toBeTruthy();
    expect(document.title).toBe('Satellite View | GIS');
    const list = await screen.findByRole('list', { name: 'Image dates' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.getAttribute('data-date'))).toEqual(['2026-01-15', '2026-01-10', '2026-01-05']);
    expect(within(items[2]!).getByText('Cloud 90%')).toBeTruthy();
    expect(within(items[2]!).getByLabelText(/This date has no cloud/)).toBeTruthy();
    expect(within(items[0]!).getByText('6 px')).toBeTruthy();

    // The latest date within the limit is shown, with its cloud as the cloud value.
    const map = await screen.findByRole('img', { name: 'Satellite map' });
    await waitFor(() => expect(map.getAttribute('data-date')).toBe('2026-01-15'));
    expect(map.getAttribute('data-show-index')).toBe('true');
    const info = screen.getByRole('note', { name: 'Field information' });
    expect(within(info).getByText('Field size: 0.51 ha')).toBeTruthy();
    expect(within(info).getByText('Cloud: 30%')).toBeTruthy();
    expect(within(info).getByText('Low confidence: 6 px')).toBeTruthy();
    expect(await screen.findByTestId('legend-ramp')).toBeTruthy();
    expect(screen.getByText('Click any point to read value')).toBeTruthy();

    // A date above the limit: the cloud value becomes limit+1 and the index layer hides (spec 2 §4); the info box
    // shows the date's own cloud, not the hiding value.
    await userEvent.click(items[2]!);
    await waitFor(() => expect(map.getAttribute('data-date')).toBe('2026-01-05'));
    expect(within(info).getByText('Cloud: 90%')).toBeTruthy();
    expect(screen.getByText('Cloud cover: 81%')).toBeTruthy();
    expect(within(info).getByText(en('monitoring.cloudyDateExplained'))).toBeTruthy();
    expect(map.getAttribute('data-show-index')).toBe('false');
    expect(store.getState().sessionContext.selectedDate).toBe('2026-01-05');

    // A clear date: the cloud becomes its own and the layer shows again.
    await userEvent.click(items[1]!);
    expect(within(info).getByText('Cloud: 12%')).toBeTruthy();
    expect(map.getAttribute('data-show-index')).toBe('true');
  });

  it('a 100 % cloud date says Cloud: 100% in the info box while the index stays hidden', async () => {
    mockMonitoringBackend({ dates: () => [dateEntry('2026-01-05', 100), dateEntry('2026-01-10', 12)] });
    const store = storeWithSelection(undefined, { index: 'NDVI' });
    renderApp('/dashboard/satellite-view/', { store });
    const list = await screen.findByRole('list', { name: 'Image dates' });
    const map = await screen.findByRole('img', { name: 'Satellite map' });
    await userEvent.click(within(list).getAllByRole('button')[1]!);
    await waitFor(() => expect(map.getAttribute('data-date')).toBe('2026-01-05'));
    const info = screen.getByRole('note', { name: 'Field information' });
    expect(within(info).getByText('Cloud: 100%')).toBeTruthy();
    expect(within(info).queryByText('Cloud: 81%')).toBeNull();
    expect(map.getAttribute('data-show-index')).toBe('false');
    expect(store.getState().sessionContext.selectedDate).toBe('2026-01-05');
  });

  it('says that the image dates failed to load, never "No image dates", and loads them again on Try again', async () => {
    let down = true;
    const backend = mockMonitoringBackend();
    const dates = backend.dates;
    backend.dates = (query) => (down ? Response.json({ detail: 'The imagery search is not answering.' }, { status: 500 }) : dates(query));
    renderApp('/dashboard/satellite-view/', { store: storeWithSelection(undefined, { index: 'NDVI' }) });
    const alert = (await screen.findByText(new RegExp(en('monitoring.datesFailed')))).closest<HTMLElement>('[role="alert"]')!;
    expect(alert.textContent).toContain(en('monitoring.datesFailed'));
    expect(alert.textContent).toContain('The imagery search is not answering.');
    expect(screen.queryByText(en('monitoring.noDates'))).toBeNull();
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: en('monitoring.tryAgain') }));
    const list = await screen.findByRole('list', { name: 'Image dates' });
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    expect(screen.queryByText(new RegExp(en('monitoring.datesFailed')))).toBeNull();
  });

  it('says "Please select an Index" without an index and shows the loading text for 3 s after a slider move', async () => {
    mockMonitoringBackend();
    renderApp('/dashboard/satellite-view/', { store: storeWithSelection() });
    expect(await screen.findByText('Please select an Index')).toBeTruthy();
    const map = await screen.findByRole('img', { name: 'Satellite map' });
    await waitFor(() => expect(map.getAttribute('data-date')).toBe('2026-01-15'));
    expect(map.getAttribute('data-show-index')).toBe('false');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(screen.getByRole('slider'), { target: { value: 50 } });
      expect(screen.getByText('Cloud cover: 50%')).toBeTruthy();
      expect(screen.getByText('Please wait while we are loading the map')).toBeTruthy();
      await act(async () => {
        vi.advanceTimersByTime(3100);
      });
      expect(screen.queryByText('Please wait while we are loading the map')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows "Legend Not Found" when the legend cannot be read', async () => {
    const backend = mockMonitoringBackend();
    backend.answer({ getIndexLegend: reply(500, { detail: 'down' }) });
    renderApp('/dashboard/satellite-view/', { store: storeWithSelection(undefined, { index: 'NDMI' }) });
    expect(await screen.findByText('Legend Not Found')).toBeTruthy();
    expect(backend.calls.length).toBeGreaterThan(0);
  });

  it('downloads the index statistics CSV with the messages of spec 2 §8, one request at a time', async () => {
    let release: () => void = () => undefined;
    const backend = mockMonitoringBackend({
      csv: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response('date,min,max,mean,stDev\n2026-01-10,0.3,0.5,0.41,0.05\n', { headers: { 'content-type': 'text/csv' } }));
        }),
    });
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => {
      const reader = new FileReader();
      reader.onload = () => saved.push(String(reader.result));
      reader.readAsText(blob);
      return 'blob:csv';
    }), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const store = storeWithSelection();
    renderApp('/dashboard/satellite-view/', { store });
    const button = await screen.findByRole('button', { name: 'Download index statistics (CSV)' });
    await userEvent.click(button);
    expect(await screen.findByText('Please select a layer and ensure a shape has been selected too.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Index'), { target: { value: 'NDVI' } });
    await userEvent.click(button);
    expect(await screen.findByText('Please wait....')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Please wait....' }).hasAttribute('disabled')).toBe(true);
    release();
    expect(await screen.findByText('CSV generated successfully. Kindly click again to download the file.')).toBeTruthy();
    const csvCall = backend.calls.find((url) => url.pathname.endsWith('/monitoring/series/csv/'));
    expect(csvCall?.searchParams.get('index')).toBe('NDVI');
    expect(csvCall?.searchParams.get('field')).toBe('f1');
    await userEvent.click(await screen.findByRole('button', { name: 'Download the generated CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(saved[0]).toContain('date,min,max,mean,stDev'));
  });

  it('says when there is nothing to download', async () => {
    mockMonitoringBackend({ csv: () => new Response('date,min,max,mean,stDev\n', { headers: { 'content-type': 'text/csv' } }) });
    renderApp('/dashboard/satellite-view/', { store: storeWithSelection(undefined, { index: 'NDVI' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Download index statistics (CSV)' }));
    expect(await screen.findByText('No download data for the options passed')).toBeTruthy();
  });

  it('says when the download fails', async () => {
    mockMonitoringBackend({ csv: () => Response.json({ detail: 'no' }, { status: 500 }) });
    renderApp('/dashboard/satellite-view/', { store: storeWithSelection(undefined, { index: 'NDVI' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Download index statistics (CSV)' }));
    expect(await screen.findByText('No chart data for the index selected within the date range')).toBeTruthy();
  });

  it('goes on to Field Info and Split View', async () => {
    mockMonitoringBackend();
    renderApp('/dashboard/satellite-view/', { store: storeWithSelection() });
    const fieldInfo = (await screen.findByRole('button', { name: 'Field Info' })) as HTMLButtonElement;
    // The button waits for the selected field to load.
    await waitFor(() => expect(fieldInfo.disabled).toBe(false));
    await userEvent.click(fieldInfo);
    await waitFor(() => expect(currentPath()).toBe('/dashboard/farmsummary/info/f1'));
  });
});

describe('Split view', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.sessionStorage.removeItem(CONTEXT_STORAGE_KEY);
    mockSession({});
    setWidth(false);
  });

  it('goes back to /dashboard/ when no field is selected', async () => {
    mockMonitoringBackend();
    renderApp('/dashboard/split-view/', { store: storeWithSelection(null) });
    await waitFor(() => expect(currentPath()).toBe('/dashboard/'));
  });

  it('asks for a bigger screen below md, with a button to Satellite View', async () => {
    setWidth(true);
    mockMonitoringBackend();
    renderApp('/dashboard/split-view/', { store: storeWithSelection() });
    expect(await screen.findByText('Ops! Please use a bigger screen.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Satellite View' }));
    expect(currentPath()).toBe('/dashboard/satellite-view/');
  });

  it('shows two maps fitted to the field (zoom 10 at the widest), 75vh, no wheel zoom; the right starts at cloud 20 and offers no NDWI', async () => {
    mockMonitoringBackend();
    const store = storeWithSelection(undefined, { index: 'NDWI' });
    renderApp('/dashboard/split-view/', { store });
    expect(await screen.findByRole('heading', { name: 'Image Comparison and Processing: North Farm' })).toBeTruthy();
    const left = await screen.findByRole('img', { name: 'Left map map' });
    const right = await screen.findByRole('img', { name: 'Right map map' });
    for (const map of [left, right]) {
      expect(map.getAttribute('data-zoom')).toBe('10');
      expect(map.getAttribute('data-fit')).toBe('true');
      expect(map.getAttribute('data-height')).toBe('75vh');
      expect(map.getAttribute('data-wheel')).toBe('false');
    }
    // Left: the latest date within 80 %; right: the latest within 20 %.
    await waitFor(() => expect(left.getAttribute('data-date')).toBe('2026-01-15'));
    await waitFor(() => expect(right.getAttribute('data-date')).toBe('2026-01-10'));
    const leftSide = screen.getByRole('region', { name: 'Left map' });
    const rightSide = screen.getByRole('region', { name: 'Right map' });
    const options = (side: HTMLElement) => within(side).getAllByRole('option').map((option) => option.textContent);
    expect(options(leftSide)).toEqual(['Choose Index', 'NDVI', 'NDMI', 'NDWI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI']);
    expect(options(rightSide)).toEqual(['Choose Index', 'NDVI', 'NDMI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI']);
    expect(left.getAttribute('data-index')).toBe('NDWI');
    expect(right.getAttribute('data-index')).toBe('');

    // Choosing a date on one side sets that side's split date.
    const rightDates = within(rightSide).getByRole('list');
    await userEvent.click(within(rightDates).getAllByRole('button')[0]!);
    expect(store.getState().sessionContext.splitDates.right).toBe('2026-01-15');
  });

  it("compares the two sides' dates on one map: a swipe divider at 50 %, or the right date faded over the left", async () => {
    mockMonitoringBackend();
    renderApp('/dashboard/split-view/', { store: storeWithSelection(undefined, { index: 'NDVI' }) });
    const map = await screen.findByRole('img', { name: 'Compare on one map map' });
    const compare = map.parentElement as HTMLElement;
    // The left side's date and index below, the right side's over them.
    await waitFor(() => expect(map.getAttribute('data-date')).toBe('2026-01-15'));
    await waitFor(() => expect(compare.getAttribute('data-right-date')).toBe('2026-01-10'));
    expect(map.getAttribute('data-index')).toBe('NDVI');
    expect(compare.getAttribute('data-right-index')).toBe('NDVI');
    expect(screen.getByRole('heading', { name: 'Compare on one map: 2026-01-15 | 2026-01-10' })).toBeTruthy();
    expect(compare.getAttribute('data-compare-mode')).toBe('swipe');
    expect(compare.getAttribute('data-compare-value')).toBe('50');
    const swipe = screen.getByRole('slider', { name: 'Swipe' });
    fireEvent.keyDown(swipe, { key: 'ArrowRight' });
    expect(compare.getAttribute('data-compare-value')).toBe('51');

    await userEvent.click(screen.getByRole('button', { name: 'Right image opacity' }));
    expect(compare.getAttribute('data-compare-mode')).toBe('opacity');
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Right image opacity' }), { key: 'End' });
    expect(compare.getAttribute('data-compare-value')).toBe('100');

    // Another date on the right side is the one compared.
    const rightSide = screen.getByRole('region', { name: 'Right map' });
    await userEvent.click(within(within(rightSide).getByRole('list')).getAllByRole('button')[0]!);
    await waitFor(() => expect(compare.getAttribute('data-right-date')).toBe('2026-01-15'));
  });

  it('keeps each side to its own date range', async () => {
    const backend = mockMonitoringBackend({ dates: () => [dateEntry('2026-01-10', 5)] });
    renderApp('/dashboard/split-view/', { store: storeWithSelection() });
    const rightSide = await screen.findByRole('region', { name: 'Right map' });
    fireEvent.change(within(rightSide).getByLabelText('Start Date'), { target: { value: '2025-12-20' } });
    await waitFor(() => expect(backend.calls.some((url) => url.pathname.endsWith('/monitoring/dates/') && url.searchParams.get('start') === '2025-12-20')).toBe(true));
  });
});
