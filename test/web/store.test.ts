import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { makeStore } from '../../web/src/app/store';
import { SeriesQuery } from '../../shared/api/schemas/monitoring';
import { defaultWindowStart, MONITORING_DEFAULTS } from '../../shared/domain/monitoring';
import { CONTEXT_STORAGE_KEY, contextCleared, fieldSelected, indexChanged } from '../../web/src/lib/context-slice';

describe('session context slice', () => {
  it('starts from the defaults: last 3 months to today, cloud cover at the limit', () => {
    const context = makeStore().getState().sessionContext;
    expect(context.end).toBe(dayjs().format('YYYY-MM-DD'));
    expect(context.start).toBe(dayjs().subtract(3, 'month').format('YYYY-MM-DD'));
    expect(context.cloud).toBe(MONITORING_DEFAULTS.cloud);
    expect(context.cloudPresent).toBe(true);
    expect(context.selectedFieldId).toBeNull();
  });

  it('the monitoring API fills a missing window and cloud limit with the same defaults as the dashboard', () => {
    const { end } = makeStore().getState().sessionContext;
    const query = SeriesQuery.parse({ field: 'field-1', index: 'NDVI', end });
    expect(query.start).toBe(defaultWindowStart(end));
    expect(query.cloud).toBe(MONITORING_DEFAULTS.cloud);
    for (const day of ['2025-05-31', '2024-05-31', '2025-03-15', '2025-01-31', '2025-12-31']) {
      expect(defaultWindowStart(day)).toBe(dayjs(day).subtract(MONITORING_DEFAULTS.windowMonths, 'month').format('YYYY-MM-DD'));
    }
  });

  it('keeps the selection in session storage (not local storage) across stores, coordinates swapped for display', () => {
    const store = makeStore();
    store.dispatch(fieldSelected({ id: 'field-1', centroid: [9.08, 8.68], coordinates: [[8.6, 9.0], [8.7, 9.1]] }));
    store.dispatch(indexChanged('NDVI'));
    expect(JSON.parse(window.sessionStorage.getItem(CONTEXT_STORAGE_KEY) ?? '{}').selectedFieldId).toBe('field-1');
    expect(window.localStorage.getItem(CONTEXT_STORAGE_KEY)).toBeNull();

    const next = makeStore().getState().sessionContext;
    expect(next.selectedFieldId).toBe('field-1');
    expect(next.index).toBe('NDVI');
    expect(next.realCoordinates).toEqual([[8.6, 9.0], [8.7, 9.1]]);
    expect(next.selectedCoordinates).toEqual([[9.0, 8.6], [9.1, 8.7]]);
  });

  it('clearing resets the defaults', () => {
    const store = makeStore();
    store.dispatch(fieldSelected({ id: 'field-1', centroid: null, coordinates: [] }));
    store.dispatch(contextCleared());
    expect(makeStore().getState().sessionContext.selectedFieldId).toBeNull();
  });

  it('starts signed out until the session is read', () => {
    expect(makeStore().getState().session).toMatchObject({ status: 'unknown', loggedIn: false, userDetails: null });
  });
});
