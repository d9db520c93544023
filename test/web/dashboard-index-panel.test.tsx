import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardIndexPanel } from '../../web/src/features/monitoring/components/dashboard-index';
import { catalogueIn, en, WithEnglish } from './support/intl';
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
        <WithEnglish>
          <DashboardIndexPanel status={status} />
        </WithEnglish>
      </Provider>
    </ConfigProvider>,
  );
  return screen.getByRole('status').textContent;
};

describe("the dashboard index layer's status", () => {
  it('says that image dates failed to load, not that the fields have no image', () => {
    expect(panel({ loading: 0, shown: 0, empty: 1, failed: 2 })).toBe(en('monitoring.overlayFailed', { fields: 2 }));
  });

  it('says "no image" only when every lookup answered', () => {
    expect(panel({ loading: 0, shown: 0, empty: 3, failed: 0 })).toBe(en('monitoring.noImageInWindow'));
  });

  it('waits while any lookup runs', () => {
    expect(panel({ loading: 1, shown: 0, empty: 0, failed: 1 })).toBe(en('monitoring.pleaseWait'));
  });
});

describe('the dashboard index panel in Yoruba', () => {
  it('says its status, legend and click hint in Yoruba', () => {
    const yoruba = catalogueIn('yo');
    render(
      <ConfigProvider config={TEST_CONFIG}>
        <Provider store={ownerStore()}>
          <WithEnglish catalogue={yoruba}>
            <DashboardIndexPanel status={{ loading: 0, shown: 0, empty: 1, failed: 2 }} />
          </WithEnglish>
        </Provider>
      </ConfigProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('A kò lè gbé ọjọ́ àwòrán oko 2 wá.');
    expect(screen.getByRole('status').textContent).not.toBe(en('monitoring.overlayFailed', { fields: 2 }));
    expect(screen.getByRole('figure', { name: yoruba.messages['monitoring.legend'] })).toBeTruthy();
    expect(yoruba.messages['monitoring.legend']).toBe('Àlàyé àwọ̀');
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
          <WithEnglish>
          <DashboardIndexPanel status={status} />
        </WithEnglish>
        </Provider>
      </ConfigProvider>,
    );

  it('folds the legend, hint and imagery note into one small button that opens them', async () => {
    phoneWidth();
    renderPanel({ loading: 0, shown: 2, empty: 0, failed: 0 });
    const toggle = screen.getByRole('button', { name: 'Legend: NDVI' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('figure', { name: en('monitoring.legend') })).toBeNull();
    expect(screen.queryByText(en('monitoring.clickToRead'))).toBeNull();
    expect(screen.queryByText(en('monitoring.simulated'))).toBeNull();

    await userEvent.click(toggle);
    expect(screen.getByRole('figure', { name: en('monitoring.legend') })).toBeTruthy();
    expect(screen.getByText(en('monitoring.clickToRead'))).toBeTruthy();
    expect(screen.getByText(en('monitoring.simulated'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: en('monitoring.hideLegend') }));
    expect(screen.queryByRole('figure', { name: en('monitoring.legend') })).toBeNull();
  });

  it('still says a failure while folded', () => {
    phoneWidth();
    renderPanel({ loading: 0, shown: 0, empty: 0, failed: 1 });
    expect(screen.getByRole('status').textContent).toBe(en('monitoring.overlayFailed', { fields: 1 }));
    expect(screen.queryByRole('figure', { name: en('monitoring.legend') })).toBeNull();
  });

  it('shows everything at once on a laptop, without the button', () => {
    renderPanel({ loading: 0, shown: 2, empty: 0, failed: 0 });
    expect(screen.getByRole('figure', { name: en('monitoring.legend') })).toBeTruthy();
    expect(screen.getByText(en('monitoring.clickToRead'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Legend: NDVI' })).toBeNull();
  });
});
