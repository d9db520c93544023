import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIntl, createIntlCache } from 'react-intl';
import { formatBytes } from '../../../web/src/lib/low-data/format-bytes';
import { transferredBytes } from '../../../web/src/lib/low-data/data-used';
import { LOW_DATA_STORAGE_KEY } from '../../../web/src/lib/low-data/low-data-store';
import { en, WithEnglish } from '../support/intl';

const intl = createIntl({ locale: 'en' }, createIntlCache());

describe('the data counter', () => {
  it('sums the transfer sizes of page loads and requests, and nothing else', () => {
    expect(
      transferredBytes([
        { entryType: 'navigation', transferSize: 3_400 },
        { entryType: 'resource', transferSize: 120_000 },
        // Served by the service worker or the HTTP cache: nothing crossed the network.
        { entryType: 'resource', transferSize: 0 },
        // Another origin without Timing-Allow-Origin, or an old browser: no size.
        { entryType: 'resource' },
        { entryType: 'paint', transferSize: 999 },
        { entryType: 'resource', transferSize: 300 },
      ]),
    ).toBe(123_700);
  });

  it('says the amount as phone plans do, in the language', () => {
    expect(formatBytes(intl, 0)).toBe('0 kB');
    expect(formatBytes(intl, 412_300)).toBe('412 kB');
    expect(formatBytes(intl, 1_340_000)).toBe('1.3 MB');
    // Hausa puts the unit first ("MB 1.3" in today's ICU): the language's own way, not English's.
    const hausa = new Intl.NumberFormat('ha', { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(1.34);
    expect(formatBytes(createIntl({ locale: 'ha' }, createIntlCache()), 1_340_000)).toBe(hausa);
  });
});

/** A PerformanceObserver stand-in that the test feeds, buffered entries first, as the browser does. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  static buffered: { entryType: string; transferSize: number }[] = [];
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {
    FakeObserver.instances.push(this);
  }
  observe({ type, buffered }: { type: string; buffered?: boolean }) {
    if (buffered) this.deliver(FakeObserver.buffered.filter((entry) => entry.entryType === type));
  }
  deliver(entries: unknown[]) {
    this.callback({ getEntries: () => entries });
  }
}

describe('the data saver menu', () => {
  beforeEach(() => {
    vi.resetModules();
    FakeObserver.instances = [];
    FakeObserver.buffered = [
      { entryType: 'navigation', transferSize: 2_000 },
      { entryType: 'resource', transferSize: 150_000 },
    ];
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens from the app bar leaf: the switch, what it does, and this session’s data, which grows as requests finish', async () => {
    const { DataSaver } = await import('../../../web/src/features/offline/components/data-saver');
    render(
      <WithEnglish>
        <DataSaver />
      </WithEnglish>,
    );
    await userEvent.click(screen.getByRole('button', { name: en('field-app.lowData.button') }));
    expect(screen.getByText(en('field-app.lowData.explain'))).toBeTruthy();
    expect(screen.getByText(en('field-app.data.used', { amount: '152 kB' }))).toBeTruthy();
    // The page loads an index tile afterwards.
    act(() => FakeObserver.instances[0]?.deliver([{ entryType: 'resource', transferSize: 48_000 }]));
    expect(screen.getByText(en('field-app.data.used', { amount: '200 kB' }))).toBeTruthy();
    // One observer for the session, however often the menu opens.
    expect(FakeObserver.instances).toHaveLength(1);

    const toggle = screen.getByRole('switch', { name: en('field-app.lowData.switch') });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await userEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(localStorage.getItem(LOW_DATA_STORAGE_KEY)).toBe('on');
    await userEvent.click(toggle);
    expect(localStorage.getItem(LOW_DATA_STORAGE_KEY)).toBe('off');
  });
});
