import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardIndexPanel } from '../../web/src/features/monitoring/components/dashboard-index';
import { MONITORING_TEXTS } from '../../web/src/features/monitoring/messages';
import { ConfigProvider } from '../../web/src/lib/config';
import { userDetailsReceived } from '../../web/src/lib/session-slice';
import { storeWithSelection } from './monitoring-support';
import { TEST_CONFIG, userDetails } from './render';
import { phoneMatchMedia } from './media-query';

/** The team owner's dashboard: the owner may view indices (a member without monitoring.view_index sees no panel). */
function ownerStore() {
  const store = storeWithSelection(undefined, { index: 'NDVI' });
  store.dispatch(userDetailsReceived(userDetails()));
  return store;
}

const panel = (status: { loading: number; shown: number; empty: number; failed: number }) => {
  render(
    <ConfigProvider config={TEST_CONFIG}>
      <Provider store={ownerStore()}>
        <DashboardIndexPanel status={status} />
      </Provider>
    </ConfigProvider>,
  );
  return screen.getByRole('status').textContent;
};

describe("the dashboard index layer's status", () => {
  it('says that image dates failed to load, not that the fields have no image', () => {
    expect(panel({ loading: 0, shown: 0, empty: 1, failed: 2 })).toBe(MONITORING_TEXTS.overlayFailed(2));
  });

  it('says "no image" only when every lookup answered', () => {
    expect(panel({ loading: 0, shown: 0, empty: 3, failed: 0 })).toBe(MONITORING_TEXTS.noImageInWindow);
  });

  it('waits while any lookup runs', () => {
    expect(panel({ loading: 1, shown: 0, empty: 0, failed: 1 })).toBe(MONITORING_TEXTS.pleaseWait);
  });
});

describe('the dashboard index panel on a phone (390x844)', () => {
  const original = window.matchMedia;
  const phoneWidth = () =>
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: phoneMatchMedia,
    });
  afterEach(() => Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: original }));

  const renderPanel = (status: { loading: number; shown: number; empty: number; failed: number }) =>
    render(
      <ConfigProvider config={{ ...TEST_CONFIG, stage: 'local' }}>
        <Provider store={ownerStore()}>
          <DashboardIndexPanel status={status} />
        </Provider>
      </ConfigProvider>,
    );

  it('folds the legend, hint and imagery note into one small button that opens them', async () => {
    phoneWidth();
    renderPanel({ loading: 0, shown: 2, empty: 0, failed: 0 });
    const toggle = screen.getByRole('button', { name: 'Legend: NDVI' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('figure', { name: MONITORING_TEXTS.legend })).toBeNull();
    expect(screen.queryByText(MONITORING_TEXTS.clickToRead)).toBeNull();
    expect(screen.queryByText(MONITORING_TEXTS.simulated)).toBeNull();

    await userEvent.click(toggle);
    expect(screen.getByRole('figure', { name: MONITORING_TEXTS.legend })).toBeTruthy();
    expect(screen.getByText(MONITORING_TEXTS.clickToRead)).toBeTruthy();
    expect(screen.getByText(MONITORING_TEXTS.simulated)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: MONITORING_TEXTS.hideLegend }));
    expect(screen.queryByRole('figure', { name: MONITORING_TEXTS.legend })).toBeNull();
  });

  it('still says a failure while folded', () => {
    phoneWidth();
    renderPanel({ loading: 0, shown: 0, empty: 0, failed: 1 });
    expect(screen.getByRole('status').textContent).toBe(MONITORING_TEXTS.overlayFailed(1));
    expect(screen.queryByRole('figure', { name: MONITORING_TEXTS.legend })).toBeNull();
  });

  it('shows everything at once on a laptop, without the button', () => {
    renderPanel({ loading: 0, shown: 2, empty: 0, failed: 0 });
    expect(screen.getByRole('figure', { name: MONITORING_TEXTS.legend })).toBeTruthy();
    expect(screen.getByText(MONITORING_TEXTS.clickToRead)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Legend: NDVI' })).toBeNull();
  });
});
