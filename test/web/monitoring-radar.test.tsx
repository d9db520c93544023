import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RADAR_MESSAGES, radarAttribution, VIEW_STATE_COLOURS } from '../../shared/domain/radar';
import { CONTEXT_STORAGE_KEY } from '../../web/src/lib/context-slice';
import { mockSession, renderApp } from './render';
import { reply } from './support/mock-api';
import { en } from './support/intl';
import { clearView, estimateEntry, fusion, ledger, mockMonitoringBackend, radarPoint, radarSeries, seriesEntry, storeWithSelection } from './monitoring-support';

// The dashboard map is a stand-in (Leaflet needs a laid-out page); the analysis dialog over it is real.
vi.mock('../../web/src/features/fields/components/fields-map', () => ({
  default: () => <div data-testid="fields-map" />,
}));

async function openAnalysis() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open index analysis' }));
  return screen.findByRole('dialog', { name: 'Index Analysis: North Farm' });
}

const seriesAsked = (backend: ReturnType<typeof mockMonitoringBackend>) => backend.calls.filter((url) => url.pathname.endsWith('/monitoring/series/'));

describe('Analysis chart filled with radar', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.sessionStorage.removeItem(CONTEXT_STORAGE_KEY);
    mockSession({});
  });

  it('draws radar estimates as hollow points with their interval, labelled and keyed, with the attribution', async () => {
    const backend = mockMonitoringBackend();
    backend.answer({
      getIndexSeries: ({ query }) => ({
        C0: [seriesEntry('2026-01-10', 0.41), estimateEntry('2026-01-20', 0.62, 0.55, 0.69), seriesEntry('2026-01-28', 0.58)],
        field: { id: query.get('field') ?? '', name: 'North Farm', areaHa: 0.51 },
        index: 'NDVI',
        start: query.get('start') ?? '',
        end: query.get('end') ?? '',
        cloud: 80,
        failures: [],
        pending: [],
        fusion: query.get('fill') === 'radar' ? fusion() : null,
      }),
    });
    renderApp('/dashboard', { store: storeWithSelection(undefined, { index: 'NDVI' }) });
    const dialog = await openAnalysis();
    await within(dialog).findByRole('heading', { name: 'Mean Index Value Chart' });

    const estimate = await within(dialog).findByRole('img', { name: '2025-2026, 2026-01-20: Radar estimate 0.62 (0.55-0.69)' });
    // Hollow: filled with the panel's background, outlined in the series colour; the interval is a vertical whisker.
    const ring = estimate.querySelector('circle');
    expect(ring?.getAttribute('fill')).toBe('#1e272c');
    expect(ring?.getAttribute('stroke')).toBe('#e53935');
    const whisker = estimate.querySelector('[data-part="interval"] line');
    expect(whisker?.getAttribute('x1')).toBe(whisker?.getAttribute('x2'));
    const [top, bottom] = [Number(whisker?.getAttribute('y2')), Number(whisker?.getAttribute('y1'))];
    expect(bottom).toBeGreaterThan(top);
    expect(Number(ring?.getAttribute('cy'))).toBeGreaterThan(top);
    expect(Number(ring?.getAttribute('cy'))).toBeLessThan(bottom);
    // Optical points stay filled dots.
    expect(dialog.querySelectorAll('circle[data-quality="ok"]')).toHaveLength(2);

    expect(within(dialog).getByRole('list', { name: 'Legend' }).textContent).toContain('Radar estimate');
    expect(within(within(dialog).getByRole('list', { name: 'Series' })).getByText('2025-2026: 3 points, 1 radar estimate')).toBeTruthy();
    expect(within(dialog).getByText(radarAttribution(2026))).toBeTruthy();
  });

  it('shows the fit\'s message under the chart instead of estimates when radar cannot fill the gaps', async () => {
    const message = RADAR_MESSAGES.poorFit(0.21, 9);
    const backend = mockMonitoringBackend();
    backend.answer({
      getIndexSeries: ({ query }) => ({
        // An estimate of a year whose fit is poor is never drawn: the message stands in its place.
        C0: [seriesEntry('2026-01-10', 0.41), estimateEntry('2026-01-20', 0.62, 0.3, 0.9), seriesEntry('2026-01-28', 0.58)],
        field: { id: query.get('field') ?? '', name: 'North Farm', areaHa: 0.51 },
        index: 'NDVI',
        start: query.get('start') ?? '',
        end: query.get('end') ?? '',
        cloud: 80,
        failures: [],
        pending: [],
        fusion: fusion({ quality: 'poor', r2: 0.21, pairs: 9, estimates: 0, message }),
      }),
    });
    renderApp('/dashboard', { store: storeWithSelection(undefined, { index: 'NDVI' }) });
    const dialog = await openAnalysis();
    expect(await within(dialog).findByText(en('monitoring.radarPoorFit', { r2: '0.21', pairs: 9 }))).toBeTruthy();
    expect(en('monitoring.radarPoorFit', { r2: '0.21', pairs: 9 })).toBe("Radar does not follow this field's optical index closely enough to fill cloudy days (R² 0.21 from 9 pairs).");
    expect(within(dialog).queryAllByRole('img', { name: /Radar estimate/ })).toHaveLength(0);
    expect(within(dialog).queryByText(/Hollow circles with a bar are estimates/)).toBeNull();
    expect(within(dialog).queryByText(radarAttribution(2026))).toBeNull();
    expect(within(within(dialog).getByRole('list', { name: 'Series' })).getByText('2025-2026: 2 points')).toBeTruthy();
  });

  it('asks with fill=radar by default; the switch asks without it and is remembered for the session', async () => {
    const backend = mockMonitoringBackend();
    const store = storeWithSelection(undefined, { index: 'NDVI' });
    renderApp('/dashboard', { store });
    const dialog = await openAnalysis();
    await within(dialog).findByRole('heading', { name: 'Mean Index Value Chart' });
    expect(seriesAsked(backend).map((url) => url.searchParams.get('fill'))).toEqual(['radar']);

    const toggle = within(dialog).getByRole('switch', { name: 'Fill cloudy days with radar' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await userEvent.click(toggle);
    await waitFor(() => expect(seriesAsked(backend)).toHaveLength(2));
    expect(seriesAsked(backend)[1]?.searchParams.has('fill')).toBe(false);
    expect(store.getState().sessionContext.radarFill).toBe(false);
    expect(JSON.parse(window.sessionStorage.getItem(CONTEXT_STORAGE_KEY) ?? '{}')).toMatchObject({ radarFill: false });
  });

  it('lays the clear-view ledger under the time axis: a tick per view coloured by state, a key and the gap sentence', async () => {
    const backend = mockMonitoringBackend();
    const views = [
      clearView('2025-12-05', 'cloudy', 92),
      clearView('2025-12-10', 'clear', 4),
      clearView('2025-12-12', 'radar'),
      clearView('2025-12-24', 'radar'),
      clearView('2026-01-10', 'partly-cloudy', 35),
      clearView('2026-01-10', 'radar'),
    ];
    backend.answer({
      getClearViews: ({ query }) =>
        ledger(views, {
          start: query.get('start') ?? '',
          end: query.get('end') ?? '',
          longestGap: { days: 22, from: '2026-01-10', to: '2026-02-01' },
          longestOpticalGap: { days: 31, from: '2025-12-10', to: '2026-01-10' },
        }),
    });
    renderApp('/dashboard', { store: storeWithSelection(undefined, { index: 'NDVI' }) });
    const dialog = await openAnalysis();
    const strip = await within(dialog).findByTestId('clear-view-strip');
    const ticks = [...strip.querySelectorAll('rect')];
    expect(ticks.map((tick) => tick.getAttribute('data-state'))).toEqual(['cloudy', 'clear', 'radar', 'radar', 'partly-cloudy', 'radar']);
    expect(ticks.map((tick) => tick.getAttribute('fill'))).toEqual(['cloudy', 'clear', 'radar', 'radar', 'partly-cloudy', 'radar'].map((state) => VIEW_STATE_COLOURS[state as keyof typeof VIEW_STATE_COLOURS]));
    // The chart's x scale: the range runs 2025-12-01..2026-02-01 (62 days); 10 Jan is day 40.
    expect(ticks[4]?.getAttribute('x')).toBe(`${((40 / 62) * 100).toFixed(2)}%`);
    // Radar passes on their own row, under the optical views.
    expect(Number(ticks[5]?.getAttribute('y'))).toBeGreaterThan(Number(ticks[4]?.getAttribute('y')));
    expect(ticks[0]?.querySelector('title')?.textContent).toBe('05 Dec 2025: Cloudy (92% cloud)');

    const key = within(dialog).getByRole('list', { name: 'Views of the field' });
    expect(within(key).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Clear 1', 'Partly cloudy 1', 'Cloudy 1', 'Radar 3']);
    expect(within(dialog).getByText('5 usable views; longest gap 22 days (without radar: 31 days)')).toBeTruthy();
  });

  it('the Radar tab draws one line per orbit over the same range, as RVI or VV / VH in dB', async () => {
    const backend = mockMonitoringBackend();
    backend.answer({
      getRadarSeries: ({ query }) =>
        radarSeries(
          [
            radarPoint('2025-12-04', 0.31, 'ascending', 103, -10, -18.5),
            radarPoint('2025-12-09', 0.36, 'descending', 22, -9.5, -17.2),
            radarPoint('2025-12-16', 0.42, 'ascending', 103, -9.1, -16.4),
            radarPoint('2025-12-21', 0.47, 'descending', 22, -8.8, -15.6),
          ],
          query.get('start') ?? '',
          query.get('end') ?? '',
        ),
    });
    renderApp('/dashboard', { store: storeWithSelection(undefined, { index: 'NDVI' }) });
    const dialog = await openAnalysis();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Radar' }));
    const panel = await within(dialog).findByRole('tabpanel', { name: 'Radar' });
    const orbits = await within(panel).findByRole('list', { name: 'Radar backscatter by orbit' });
    expect(within(orbits).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ascending 103: 2 passes; RVI, 16 Dec 2025: 0.42',
      'descending 22: 2 passes; RVI, 21 Dec 2025: 0.47',
    ]);
    expect(panel.querySelectorAll('.recharts-line')).toHaveLength(2);
    const asked = backend.calls.find((url) => url.pathname.endsWith('/monitoring/radar/'));
    expect([asked?.searchParams.get('field'), asked?.searchParams.get('start'), asked?.searchParams.get('end')]).toEqual(['f1', '2025-12-01', '2026-02-01']);

    fireEvent.change(within(panel).getByLabelText('Radar measure'), { target: { value: 'vh' } });
    expect(within(orbits).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ascending 103: 2 passes; VH (dB), 16 Dec 2025: -16.4 dB',
      'descending 22: 2 passes; VH (dB), 21 Dec 2025: -15.6 dB',
    ]);
    expect(within(panel).getByText(radarAttribution(2026))).toBeTruthy();
  });

  it('the Radar tab says why when the stage has no radar, and the chart says so under the optical points', async () => {
    const backend = mockMonitoringBackend();
    backend.answer({
      getRadarSeries: reply(404, { detail: en(RADAR_MESSAGES.off) }),
      getIndexSeries: ({ query }) => ({
        C0: [seriesEntry('2026-01-10', 0.41)],
        field: { id: query.get('field') ?? '', name: 'North Farm', areaHa: 0.51 },
        index: 'NDVI',
        start: query.get('start') ?? '',
        end: query.get('end') ?? '',
        cloud: 80,
        failures: [],
        pending: [],
        fusion: fusion({ scope: 'none', quality: 'insufficient', pairs: 0, r2: null, rmse: null, slope: null, intercept: null, orbits: [], estimates: 0, message: RADAR_MESSAGES.off }),
      }),
    });
    renderApp('/dashboard', { store: storeWithSelection(undefined, { index: 'NDVI' }) });
    const dialog = await openAnalysis();
    expect(await within(dialog).findByRole('note')).toHaveProperty('textContent', en(RADAR_MESSAGES.off));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Radar' }));
    expect(await within(dialog).findByText(`The radar values could not be loaded. ${en(RADAR_MESSAGES.off)}`)).toBeTruthy();
  });
});
