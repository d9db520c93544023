import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeriesEntry } from '../../shared/api/schemas/monitoring';
import { CONTEXT_STORAGE_KEY } from '../../web/src/lib/context-slice';
import { mockSession, renderApp } from './render';
import { mockMonitoringBackend, seriesEntry, storeWithSelection } from './monitoring-support';

vi.mock('../../web/src/features/fields/components/fields-map', () => ({
  default: () => <div data-testid="fields-map" />,
}));

describe('Five-year analysis drawn year by year', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.sessionStorage.removeItem(CONTEXT_STORAGE_KEY);
    mockSession({});
  });

  it('draws the years that arrived, marks the pending one, and never replaces them by the failure of another', async () => {
    let release: (entries: SeriesEntry[]) => void = () => undefined;
    const slow = new Promise<SeriesEntry[]>((resolve) => {
      release = resolve;
    });
    let timeouts = 0;
    const backend = mockMonitoringBackend({
      series: (query) => {
        const year = query.get('start')?.slice(0, 4);
        if (year === '2025') return [seriesEntry('2026-01-10', 0.41), seriesEntry('2026-01-15', 0.52)];
        if (year === '2024') return [seriesEntry('2025-01-12', 0.38)];
        if (year === '2023') {
          timeouts += 1;
          // The first asks time out at the gateway (30 s); the third is answered.
          return timeouts <= 2 ? Response.json({ message: 'Endpoint request timed out' }, { status: 504 }) : [seriesEntry('2024-01-09', 0.35)];
        }
        if (year === '2022') return slow;
        return [];
      },
    });
    renderApp('/dashboard', { store: storeWithSelection(undefined, { index: 'NDVI' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Open index analysis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Index Analysis: North Farm' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 years' }));

    const list = await within(dialog).findByRole('list', { name: 'Series' });
    await waitFor(() => expect(within(list).getByText('2023-2024: could not be loaded')).toBeTruthy());
    expect(within(list).getByText('2025-2026: 2 points')).toBeTruthy();
    expect(within(list).getByText('2024-2025: 1 point')).toBeTruthy();
    expect(within(list).getByText('2022-2023: loading…')).toBeTruthy();
    expect(within(list).getByText('2021-2022: 0 points')).toBeTruthy();
    expect(within(dialog).getByText('The index values of 2023-2024 could not be loaded; the other years are shown.')).toBeTruthy();
    expect(within(dialog).getByText('3 of 5 years loaded; the others are drawn as they arrive.')).toBeTruthy();
    expect(within(dialog).queryByText(/No chart date/)).toBeNull();

    // The slow year arrives: drawn beside the others.
    release([seriesEntry('2023-01-20', 0.33)]);
    await waitFor(() => expect(within(list).getByText('2022-2023: 1 point')).toBeTruthy());

    // Asking the failed year again and failing again keeps every year already drawn.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(timeouts).toBe(2));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy());
    expect(within(list).getByText('2025-2026: 2 points')).toBeTruthy();
    expect(within(list).getByText('2022-2023: 1 point')).toBeTruthy();

    // The third ask is answered: every year drawn, no error left.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(list).getByText('2023-2024: 1 point')).toBeTruthy());
    expect(within(dialog).queryByText(/could not be loaded/)).toBeNull();
    const asked = backend.calls.filter((url) => url.pathname.endsWith('/monitoring/series/') && url.searchParams.get('start')?.startsWith('2023'));
    expect(asked).toHaveLength(3);
  });

  it('a year answered with dates still computing shows its points, says so, and is asked again until complete', async () => {
    let asks = 0;
    const backend = mockMonitoringBackend({
      series: (query) => {
        asks += 1;
        const complete = asks > 1;
        const entries = complete ? [seriesEntry('2026-01-10', 0.41), seriesEntry('2026-01-20', 0.47)] : [seriesEntry('2026-01-10', 0.41)];
        return Response.json({
          C0: entries,
          field: { id: query.get('field'), name: 'North Farm', areaHa: 0.51 },
          index: query.get('index'),
          start: query.get('start'),
          end: query.get('end'),
          cloud: Number(query.get('cloud')),
          failures: [],
          pending: complete ? [] : ['2026-01-20'],
          fusion: null,
        });
      },
    });
    renderApp('/dashboard', { store: storeWithSelection(undefined, { index: 'NDVI' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Open index analysis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Index Analysis: North Farm' });
    const list = await within(dialog).findByRole('list', { name: 'Series' });
    await waitFor(() => expect(within(list).getByText('2025-2026: 1 point (loading…)')).toBeTruthy());
    expect(within(dialog).getByRole('heading', { name: 'Mean Index Value Chart' })).toBeTruthy();
    await waitFor(() => expect(within(list).getByText('2025-2026: 2 points')).toBeTruthy(), { timeout: 8000 });
    expect(backend.calls.filter((url) => url.pathname.endsWith('/monitoring/series/'))).toHaveLength(2);
    expect(within(dialog).queryByLabelText('Please wait...')).toBeNull();
  }, 15_000);
});
