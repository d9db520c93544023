import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTEXT_STORAGE_KEY } from '../../web/src/lib/context-slice';
import { curveValueOn, seasonMarkers } from '../../web/src/features/monitoring/season-markers';
import { eventSentence, seasonYearsOf } from '../../web/src/lib/season-words';
import { mockSession, renderApp } from './render';
import { mockMonitoringBackend, seriesEntry, storeWithSelection } from './monitoring-support';
import { reply } from './support/mock-api';
import { maizeEvents, seasonResponse } from './season-support';

vi.mock('../../web/src/features/fields/components/fields-map', () => ({
  default: () => <div data-testid="fields-map" />,
}));

/** A maize curve of a year: bare until June, greening to a peak in August, bare again after October. */
const maizeCurve = (year: number) =>
  [
    ['05-10', 0.22],
    ['06-05', 0.24],
    ['06-20', 0.3],
    ['07-15', 0.55],
    ['08-20', 0.8],
    ['09-20', 0.6],
    ['10-25', 0.3],
    ['12-01', 0.24],
  ].map(([day, value]) => seriesEntry(`${year}-${day as string}`, value as number));

async function openSeasonChart(backend = mockMonitoringBackend({ series: (query) => maizeCurve(Number(query.get('start')?.slice(0, 4))) })) {
  renderApp('/dashboard', { store: storeWithSelection(undefined, { index: 'NDVI', start: '2025-05-01', end: '2025-12-31' }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Open index analysis' }));
  const dialog = await screen.findByRole('dialog', { name: 'Index Analysis: North Farm' });
  await within(dialog).findByRole('heading', { name: 'Mean Index Value Chart' });
  return { dialog, backend };
}

describe('Analysis chart: detected season events', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.sessionStorage.removeItem(CONTEXT_STORAGE_KEY);
    mockSession({});
  });

  it('marks each detected event on the curve with its confidence and says it in words under the chart', async () => {
    const backend = mockMonitoringBackend({ series: (query) => maizeCurve(Number(query.get('start')?.slice(0, 4))) });
    backend.answer({ getFieldSeason: ({ query }) => seasonResponse(Number(query.get('year'))) });
    const { dialog } = await openSeasonChart(backend);

    const sown = await within(dialog).findByRole('img', { name: 'Season event: Sown about 12 June (high confidence), 9 days after the planned date' });
    expect(sown.getAttribute('data-confidence')).toBe('high');
    expect(within(sown).getByText('Sown')).toBeTruthy();
    const markers = within(dialog).getAllByRole('img', { name: /^Season event:/ });
    expect(markers.map((marker) => marker.getAttribute('data-event'))).toEqual(['sowing', 'emergence', 'peak', 'senescence', 'harvest']);
    expect(within(dialog).getByRole('img', { name: 'Season event: Harvested about 20 October (low confidence), 5 days before the planned date' })).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Season event: Peak about 20 August (high confidence)' })).toBeTruthy();

    const list = within(dialog).getByRole('list', { name: 'Detected crop season' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sown about 12 June (high confidence), 9 days after the planned date',
      'Emerged about 24 June (medium confidence)',
      'Peak about 20 August (high confidence)',
      'Senescence about 25 September (medium confidence)',
      'Harvested about 20 October (low confidence), 5 days before the planned date',
    ]);
    // The range lies within 2025: that year's detection alone is asked.
    expect(backend.calls.filter((url) => url.pathname.endsWith('/monitoring/season/')).map((url) => `${url.searchParams.get('field')}:${url.searchParams.get('year')}`)).toEqual(['f1:2025']);
  });

  it('says when a year has no season, with no marker, and marks an earlier year on its own curve', async () => {
    const backend = mockMonitoringBackend({ series: (query) => maizeCurve(Number(query.get('start')?.slice(0, 4))) });
    backend.answer({ getFieldSeason: ({ query }) => (query.get('year') === '2025' ? seasonResponse(2025, { events: [] }) : seasonResponse(2024, { planned: [] })) });
    const { dialog } = await openSeasonChart(backend);

    expect(await within(dialog).findByText('No crop season detected in 2025.')).toBeTruthy();
    expect(within(dialog).queryAllByRole('img', { name: /^Season event:/ })).toHaveLength(0);
    expect(within(dialog).queryByRole('list', { name: 'Detected crop season' })).toBeNull();

    await userEvent.click(within(dialog).getByRole('radio', { name: '2 years' }));
    const list = await within(dialog).findByRole('list', { name: 'Detected crop season' });
    // Several years: each event says which year it belongs to; 2024 had no plan, so no difference is given.
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toBe('2024: Sown about 12 June (high confidence)');
    expect(within(dialog).getAllByRole('img', { name: /^Season event:/ })).toHaveLength(5);
    expect(within(dialog).getByText('No crop season detected in 2025.')).toBeTruthy();
  });

  it('draws the chart as before when detection fails: no marker and no error', async () => {
    const backend = mockMonitoringBackend({ series: (query) => maizeCurve(Number(query.get('start')?.slice(0, 4))) });
    backend.answer({ getFieldSeason: reply(500, { detail: 'Detection failed' }) });
    const { dialog } = await openSeasonChart(backend);
    await waitFor(() => expect(backend.calls.some((url) => url.pathname.endsWith('/monitoring/season/'))).toBe(true));
    expect(within(within(dialog).getByRole('list', { name: 'Series' })).getByText('2025: 8 points')).toBeTruthy();
    expect(within(dialog).queryAllByRole('img', { name: /^Season event:/ })).toHaveLength(0);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByText(/Detection failed|could not be loaded/)).toBeNull();
  });
});

describe('season marker placement', () => {
  const entries = [seriesEntry('2025-06-01', 0.2), seriesEntry('2025-06-11', 0.4), seriesEntry('2025-07-01', 0.8)];

  it('reads the curve between its points, and its nearest end outside them', () => {
    expect(curveValueOn(entries, '2025-06-06')).toBeCloseTo(0.3, 10);
    expect(curveValueOn(entries, '2025-06-21')).toBeCloseTo(0.6, 10);
    expect(curveValueOn(entries, '2025-05-01')).toBe(0.2);
    expect(curveValueOn(entries, '2025-08-01')).toBe(0.8);
    expect(curveValueOn([], '2025-06-06')).toBeNull();
  });

  it('puts an event on the year range its date falls in, once, and leaves out events outside every range', () => {
    const series = [
      { range: { offset: 0, start: '2025-05-01', end: '2025-12-31', label: '2025' }, entries },
      { range: { offset: 1, start: '2024-05-01', end: '2024-12-31', label: '2024' }, entries: [] },
    ];
    const response = seasonResponse(2025, { events: [...maizeEvents(2025), ...maizeEvents(2025).slice(0, 1)] });
    const outside = seasonResponse(2026);
    const markers = seasonMarkers(series, [response, outside, seasonResponse(2024)], eventSentence);
    // 2024's events fall in a year with no point: no marker; 2026's fall outside every range; the repeated sowing once.
    expect(markers.map((marker) => `${marker.offset}:${marker.event.kind}:${marker.day}`)).toEqual(['0:sowing:42', '0:emergence:54', '0:peak:111', '0:senescence:147', '0:harvest:172']);
  });

  it('asks the calendar years the ranges touch, newest first, none before Sentinel-2 nor after this year', () => {
    expect(seasonYearsOf([{ start: '2025-12-01', end: '2026-02-01' }, { start: '2024-12-01', end: '2025-02-01' }], new Date('2026-03-01'))).toEqual([2026, 2025, 2024]);
    expect(seasonYearsOf([{ start: '2016-06-01', end: '2017-02-01' }], new Date('2026-03-01'))).toEqual([2017]);
    expect(seasonYearsOf([{ start: '2026-06-01', end: '2027-02-01' }], new Date('2026-03-01'))).toEqual([2026]);
  });
});
