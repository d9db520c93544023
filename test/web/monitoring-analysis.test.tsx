import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTEXT_STORAGE_KEY } from '../../web/src/lib/context-slice';
import { mockSession, renderApp } from './render';
import { mockMonitoringBackend, seriesEntry, storeWithSelection } from './monitoring-support';

// The dashboard map is a stand-in (Leaflet needs a laid-out page); the monitoring panel over it is real.
vi.mock('../../web/src/features/fields/components/fields-map', () => ({
  default: () => <div data-testid="fields-map" />,
}));

async function openAnalysis() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open index analysis' }));
  return screen.findByRole('dialog', { name: 'Index Analysis: North Farm' });
}

describe('Dashboard index controls', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.sessionStorage.removeItem(CONTEXT_STORAGE_KEY);
    mockSession({});
  });

  it('choosing an index shows its legend and the click hint over the map', async () => {
    mockMonitoringBackend();
    const store = storeWithSelection();
    renderApp('/dashboard', { store });
    const controls = await screen.findByRole('group', { name: 'Map controls' });
    expect(screen.queryByRole('figure', { name: 'Legend' })).toBeNull();
    fireEvent.change(within(controls).getByLabelText('Index'), { target: { value: 'NDVI' } });
    expect(store.getState().sessionContext.index).toBe('NDVI');
    const legend = await screen.findByRole('figure', { name: 'Legend' });
    expect(await within(legend).findByTestId('legend-ramp')).toBeTruthy();
    expect(within(legend).getByText('NDVI')).toBeTruthy();
    expect(screen.getByText('Click any point to read value')).toBeTruthy();
  });
});

describe('Analysis modal', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.sessionStorage.removeItem(CONTEXT_STORAGE_KEY);
    mockSession({});
  });

  it('asks for an index first, then charts one series per year with its data quality', async () => {
    const backend = mockMonitoringBackend({
      series: (query) =>
        query.get('start')?.startsWith('2024')
          ? [seriesEntry('2024-12-20', 0.3)]
          : [seriesEntry('2026-01-10', 0.41), seriesEntry('2026-01-15', 0.52, { lowConfidence: true, validPixelCount: 6, validFraction: 0.12 })],
    });
    renderApp('/dashboard', { store: storeWithSelection() });
    const dialog = await openAnalysis();
    expect(within(dialog).getByText('Please select an index and/or a valid date range.')).toBeTruthy();

    // Index Type narrows the index list (spec 2 §2.1).
    const options = () => within(within(dialog).getByLabelText('Index') as HTMLElement).getAllByRole('option').map((option) => option.textContent);
    expect(options()).toEqual(['Choose Index', 'NDVI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI']);
    fireEvent.change(within(dialog).getByLabelText('Index Type'), { target: { value: 'moisture' } });
    expect(options()).toEqual(['Choose Index', 'NDMI', 'NDWI']);
    fireEvent.change(within(dialog).getByLabelText('Index Type'), { target: { value: 'vegetative' } });
    fireEvent.change(within(dialog).getByLabelText('Index'), { target: { value: 'NDVI' } });

    expect(await within(dialog).findByRole('heading', { name: 'Mean Index Value Chart' })).toBeTruthy();
    const series = within(dialog).getByRole('list', { name: 'Series' });
    expect(within(series).getByText('2025-2026: 2 points, 1 low confidence')).toBeTruthy();

    // Two years: the same range a year earlier is asked too.
    await userEvent.click(within(dialog).getByRole('radio', { name: '2 years' }));
    await waitFor(() => expect(within(series).getAllByRole('listitem')).toHaveLength(2));
    expect(within(series).getByText('2024-2025: 1 point')).toBeTruthy();
    const asked = backend.calls.filter((url) => url.pathname.endsWith('/monitoring/series/')).map((url) => `${url.searchParams.get('start')}..${url.searchParams.get('end')}`);
    expect(asked).toEqual(expect.arrayContaining(['2025-12-01..2026-02-01', '2024-12-01..2025-02-01']));
    expect(within(dialog).getByText(/Dashed rings rest on fewer than 10 clear pixels/)).toBeTruthy();
  });

  it('saves what the chart shows as CSV, with each point\'s data quality', async () => {
    mockMonitoringBackend();
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
    renderApp('/dashboard', { store: storeWithSelection(undefined, { index: 'NDVI' }) });
    const dialog = await openAnalysis();
    await within(dialog).findByRole('heading', { name: 'Mean Index Value Chart' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const lines = saved[0]!.trim().split('\n');
    expect(lines[0]).toBe('series,date,index,mean,min,max,stDev,valid_fraction,valid_pixels,low_confidence,source,interval_low,interval_high');
    expect(lines[2]).toBe('2025-2026,2026-01-15,NDVI,0.52,0.42000000000000004,0.62,0.05,0.12,6,true,optical,,');
  });

  it('says when there is nothing to chart, and moves the window a year back in one edit', async () => {
    mockMonitoringBackend({ series: () => [] });
    renderApp('/dashboard', { store: storeWithSelection(undefined, { index: 'NDMI' }) });
    const dialog = await openAnalysis();
    expect(await within(dialog).findByText('No chart date for the index selected within the date range and cloud cover.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('No chart data for the index selected within the date range')).toBeTruthy();
    // A start over a year before the end moves the whole window (its length kept) instead of being refused.
    fireEvent.change(within(dialog).getByLabelText('Start Date'), { target: { value: '2024-12-01' } });
    fireEvent.blur(within(dialog).getByLabelText('Start Date'));
    await waitFor(() => expect((within(dialog).getByLabelText('End Date') as HTMLInputElement).value).toBe('2025-02-01'));
    expect((within(dialog).getByLabelText('Start Date') as HTMLInputElement).value).toBe('2024-12-01');
    expect(screen.queryByText('The date range exceeds a year.')).toBeNull();
  });
});
