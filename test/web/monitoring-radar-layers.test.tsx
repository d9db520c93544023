import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { radarAttribution, RADAR_LAYERS } from '../../shared/domain/radar';
import { DashboardIndexPanel } from '../../web/src/features/monitoring/components/dashboard-index';
import { en, WithEnglish } from './support/intl';
import { ConfigProvider } from '../../web/src/lib/config';
import { CONTEXT_STORAGE_KEY } from '../../web/src/lib/context-slice';
import { userDetailsReceived } from '../../web/src/lib/session-slice';
import { mockSession, renderApp, TEST_CONFIG, userDetails } from './render';
import { mockMonitoringBackend, radarPoint, radarSeries, storeWithSelection } from './monitoring-support';

// Leaflet needs a laid-out page: the maps are stand-ins that show what they were asked to draw.
vi.mock('../../web/src/features/fields/components/fields-map', () => ({
  default: () => <div data-testid="fields-map" />,
}));
vi.mock('../../web/src/features/monitoring/components/field-imagery-map', () => ({
  default: (props: { label: string; date: string | null; index: string | null; showIndex: boolean; indexDate?: string | null }) => (
    <div role="img" aria-label={props.label} data-date={props.date ?? ''} data-index={props.index ?? ''} data-show-index={String(props.showIndex)} data-index-date={props.indexDate ?? ''} />
  ),
}));

const legendText = async () => {
  const legend = await screen.findByRole('figure', { name: en('monitoring.legend') });
  await within(legend).findByTestId('legend-ramp');
  return legend.textContent;
};

describe('Radar map layers', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.sessionStorage.removeItem(CONTEXT_STORAGE_KEY);
    mockSession({});
  });

  it('the dashboard offers RVI and VH, each with its own legend', async () => {
    mockMonitoringBackend();
    const store = storeWithSelection();
    renderApp('/dashboard', { store });
    const controls = await screen.findByRole('group', { name: 'Map controls' });
    const select = within(controls).getByLabelText('Index');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(expect.arrayContaining(['RVI', 'VH']));
    fireEvent.change(select, { target: { value: 'RVI' } });
    expect(store.getState().sessionContext.index).toBe('RVI');
    expect(await legendText()).toBe('RVI00.51');
    expect(screen.getByText(en('monitoring.radarLayerLatest'))).toBeTruthy();
    fireEvent.change(select, { target: { value: 'VH' } });
    await waitFor(async () => expect(await legendText()).toBe(`VH (${RADAR_LAYERS.VH.unit})-28-19-10`));
  });

  it('the dashboard panel names the radar data with the year of the pass shown', () => {
    mockMonitoringBackend();
    const store = storeWithSelection(undefined, { index: 'VH' });
    store.dispatch(userDetailsReceived(userDetails()));
    render(
      <ConfigProvider config={TEST_CONFIG}>
        <Provider store={store}>
          <WithEnglish>
          <DashboardIndexPanel status={{ loading: 0, shown: 2, empty: 0, failed: 0, latestDate: '2025-08-14' }} />
        </WithEnglish>
        </Provider>
      </ConfigProvider>,
    );
    expect(screen.getByRole('note', { name: 'Radar data source' }).textContent).toBe(radarAttribution(2025));
    expect(screen.queryByText(en('monitoring.clickToRead'))).toBeNull();
  });

  it('Satellite View lists the radar passes, draws the chosen one over the true colour, with its legend and attribution', async () => {
    const backend = mockMonitoringBackend();
    backend.answer({
      getRadarSeries: ({ query }) =>
        radarSeries([radarPoint('2025-12-28', 0.33, 'ascending', 103), radarPoint('2026-01-09', 0.41, 'descending', 22), radarPoint('2026-01-21', 0.47, 'ascending', 103)], query.get('start') ?? '', query.get('end') ?? ''),
    });
    renderApp('/dashboard/satellite-view/', { store: storeWithSelection(undefined, { index: 'RVI' }) });
    const passes = await screen.findByRole('list', { name: en('monitoring.radarDates') });
    expect(within(passes).getAllByRole('button').map((button) => button.getAttribute('data-date'))).toEqual(['2026-01-21', '2026-01-09', '2025-12-28']);
    expect(within(passes).getByText('ascending 103 · RVI 0.47')).toBeTruthy();
    // Sentinel-2's image dates are not the radar layer's.
    expect(screen.queryByRole('list', { name: en('monitoring.imageDates') })).toBeNull();

    expect((screen.getByLabelText('Index') as HTMLSelectElement).value).toBe('RVI');
    const map = screen.getByRole('img', { name: 'Satellite map' });
    await waitFor(() => expect(map.getAttribute('data-index-date')).toBe('2026-01-21'));
    expect(map.getAttribute('data-index')).toBe('RVI');
    expect(map.getAttribute('data-show-index')).toBe('true');
    expect(await legendText()).toBe('RVI00.51');
    expect(screen.getByRole('note', { name: 'Radar data source' }).textContent).toBe(radarAttribution(2026));

    // A pass of the year before: the layer moves to it and the notice names its year.
    await userEvent.click(within(passes).getByText('28 Dec 2025'));
    await waitFor(() => expect(map.getAttribute('data-index-date')).toBe('2025-12-28'));
    expect(screen.getByRole('note', { name: 'Radar data source' }).textContent).toBe(radarAttribution(2025));
    const asked = backend.calls.filter((url) => url.pathname.endsWith('/monitoring/radar/'));
    expect(asked.map((url) => `${url.searchParams.get('start')}..${url.searchParams.get('end')}`)).toEqual(['2025-12-01..2026-02-01']);
  });
});
