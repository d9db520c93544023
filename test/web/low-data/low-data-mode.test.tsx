import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isSlowConnection } from '../../../web/src/lib/low-data/connection';
import { chooseLowData, LOW_DATA_STORAGE_KEY } from '../../../web/src/lib/low-data/low-data-store';
import { LOW_DATA_PAGE_SIZE, useLowDataPages } from '../../../web/src/lib/low-data/paged-list';
import { useLowData, useLowDataState } from '../../../web/src/lib/low-data/use-low-data';
import { FakeConnection, installConnection, removeConnection } from './connection-stub';

afterEach(() => removeConnection());

describe('low-data mode from the connection', () => {
  it('counts saveData, 2G, slow-2G and an estimate under 0.4 Mb/s as slow, 3G and 4G at a good estimate not', () => {
    expect(isSlowConnection(undefined)).toBe(false);
    expect(isSlowConnection({ ...new EventTarget(), saveData: true, effectiveType: '4g', downlink: 10 } as never)).toBe(true);
    for (const effectiveType of ['slow-2g', '2g']) expect(isSlowConnection(Object.assign(new EventTarget(), { effectiveType, downlink: 1 }))).toBe(true);
    expect(isSlowConnection(Object.assign(new EventTarget(), { effectiveType: '3g', downlink: 0.3 }))).toBe(true);
    expect(isSlowConnection(Object.assign(new EventTarget(), { effectiveType: '3g', downlink: 1.5 }))).toBe(false);
    // 0 is "unknown", not "no bandwidth".
    expect(isSlowConnection(Object.assign(new EventTarget(), { effectiveType: '4g', downlink: 0 }))).toBe(false);
  });

  it('turns on by itself on a 2G connection and off again when the signal improves', () => {
    const connection = new FakeConnection();
    connection.effectiveType = '2g';
    connection.downlink = 0.25;
    installConnection(connection);
    const { result } = renderHook(() => useLowDataState());
    expect(result.current).toEqual({ on: true, choice: null, slow: true });
    act(() => connection.update({ effectiveType: '4g', downlink: 8 }));
    expect(result.current.on).toBe(false);
    act(() => connection.update({ saveData: true }));
    expect(result.current.on).toBe(true);
  });

  it('stays off without the Network Information API until the user switches it on', () => {
    const { result } = renderHook(() => useLowData());
    expect(result.current).toBe(false);
    act(() => chooseLowData(true));
    expect(result.current).toBe(true);
  });
});

describe('the user choice', () => {
  it('is remembered in the browser and wins over a slow connection', () => {
    const connection = new FakeConnection();
    connection.effectiveType = 'slow-2g';
    installConnection(connection);
    const first = renderHook(() => useLowDataState());
    expect(first.result.current.on).toBe(true);
    act(() => chooseLowData(false));
    expect(localStorage.getItem(LOW_DATA_STORAGE_KEY)).toBe('off');
    expect(first.result.current).toEqual({ on: false, choice: 'off', slow: true });
    first.unmount();

    // A later visit (a new mount reads the stored choice): still off on the same slow connection.
    const later = renderHook(() => useLowData());
    expect(later.result.current).toBe(false);
    act(() => connection.update({ effectiveType: '2g' }));
    expect(later.result.current).toBe(false);
  });

  it('switched on stays on when the connection is fast', () => {
    installConnection(new FakeConnection());
    localStorage.setItem(LOW_DATA_STORAGE_KEY, 'on');
    const { result } = renderHook(() => useLowDataState());
    expect(result.current).toEqual({ on: true, choice: 'on', slow: false });
  });
});

describe('paged lists', () => {
  const items = Array.from({ length: 45 }, (_, i) => `field ${i + 1}`);

  it('shows the whole list outside low-data mode', () => {
    const { result } = renderHook(() => useLowDataPages(items));
    expect(result.current.shown).toHaveLength(45);
    expect(result.current.pages).toBe(1);
  });

  it('shows 20 a page in low-data mode, and the last page when the list shrinks under it', () => {
    localStorage.setItem(LOW_DATA_STORAGE_KEY, 'on');
    const { result, rerender } = renderHook(({ list }) => useLowDataPages(list), { initialProps: { list: items } });
    expect(LOW_DATA_PAGE_SIZE).toBe(20);
    expect(result.current.shown).toEqual(items.slice(0, 20));
    expect(result.current.pages).toBe(3);
    act(() => result.current.setPage(3));
    expect(result.current.shown).toEqual(items.slice(40));
    rerender({ list: items.slice(0, 25) });
    expect(result.current.page).toBe(2);
    expect(result.current.shown).toEqual(items.slice(20, 25));
  });
});
