import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { DashboardIndexPanel } from '../../web/src/features/monitoring/components/dashboard-index';
import { MONITORING_TEXTS } from '../../web/src/features/monitoring/messages';
import { ConfigProvider } from '../../web/src/lib/config';
import { storeWithSelection } from './monitoring-support';
import { TEST_CONFIG } from './render';

const panel = (status: { loading: number; shown: number; empty: number; failed: number }) => {
  render(
    <ConfigProvider config={TEST_CONFIG}>
      <Provider store={storeWithSelection(undefined, { index: 'NDVI' })}>
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
