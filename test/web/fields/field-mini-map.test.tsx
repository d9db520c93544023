import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldMiniMap } from '../../../web/src/features/fields/components/field-mini-map';
import { LOW_DATA_STORAGE_KEY } from '../../../web/src/lib/low-data/low-data-store';
import { fieldFixture } from '../field-fixture';
import { WithEnglish } from '../support/intl';

/** An IntersectionObserver the test drives: `show()` tells every observer its element came into view. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[]; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, elements: [], options };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
      }
      disconnect() {
        this.entry.elements = [];
      }
    },
  );
  return {
    observers,
    show: () =>
      act(() => {
        for (const { callback, elements } of observers)
          callback(elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("a field card's mini map", () => {
  it('is built only when the card comes near the screen, and stays built', () => {
    const observer = stubObserver();
    render(
      <WithEnglish>
        <FieldMiniMap field={fieldFixture('f1', 'North Farm')} />
      </WithEnglish>,
    );
    // The card's picture is there for assistive technology at once; its map is not yet.
    const picture = screen.getByRole('img', { name: 'Map of North Farm' });
    expect(picture.querySelector('.leaflet-container')).toBeNull();
    expect(observer.observers[0]?.elements).toEqual([picture]);
    expect(observer.observers[0]?.options?.rootMargin).toBe('200px');

    observer.show();
    expect(picture.querySelector('.leaflet-container')).not.toBeNull();
    expect(picture.querySelector('path.leaflet-interactive, path')).not.toBeNull();
    // Once built it no longer watches.
    expect(observer.observers.every(({ elements }) => elements.length === 0)).toBe(true);
  });

  it('is built at once where the browser cannot tell what is on screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WithEnglish>
        <FieldMiniMap field={fieldFixture('f1', 'North Farm')} />
      </WithEnglish>,
    );
    expect(screen.getByRole('img', { name: 'Map of North Farm' }).querySelector('.leaflet-container')).not.toBeNull();
  });

  it("credits Esri's imagery on one line, in full on a tap, and not at all in low-data mode (no imagery)", async () => {
    const { unmount } = render(
      <WithEnglish>
        <FieldMiniMap field={fieldFixture('f1', 'North Farm')} />
      </WithEnglish>,
    );
    const credit = screen.getByText(/Source: Esri, i-cubed/).closest('small') as HTMLElement;
    expect(credit.getAttribute('title')).toMatch(/^Powered by Esri — Source: Esri, i-cubed/);
    expect(screen.getByRole('link', { name: 'Esri' }).getAttribute('href')).toBe('https://www.esri.com');
    expect(getComputedStyle(credit).whiteSpace).toBe('nowrap');
    await userEvent.click(credit);
    expect(getComputedStyle(credit).whiteSpace).not.toBe('nowrap');
    unmount();

    localStorage.setItem(LOW_DATA_STORAGE_KEY, 'on');
    render(
      <WithEnglish>
        <FieldMiniMap field={fieldFixture('f1', 'North Farm')} />
      </WithEnglish>,
    );
    expect(screen.getByRole('img', { name: 'Map of North Farm' })).toBeTruthy();
    expect(screen.queryByText(/Source: Esri/)).toBeNull();
  });
});
