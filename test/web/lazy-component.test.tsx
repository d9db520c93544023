import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../web/src/lib/lazy-component';

function Part({ name }: { name: string }) {
  return <p>Part {name}</p>;
}

/** A fallback that counts how often it was drawn. */
function countedFallback() {
  const drawn = { count: 0 };
  function Fallback() {
    drawn.count += 1;
    return <p>Loading</p>;
  }
  return { drawn, Fallback };
}

describe('a lazily loaded component', () => {
  it('renders at once, never its fallback, once its code was loaded ahead', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Part }));
    const Lazy = lazyComponent(load);
    await Lazy.preload();
    const { drawn, Fallback } = countedFallback();

    render(
      <Suspense fallback={<Fallback />}>
        <Lazy name="calendar" />
      </Suspense>,
    );

    expect(screen.getByText('Part calendar')).toBeTruthy();
    expect(drawn.count).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows its fallback while its code loads on first use, then the part, loading the code once', async () => {
    let arrive: (module: { default: typeof Part }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: typeof Part }>((resolve) => (arrive = resolve)));
    const Lazy = lazyComponent(load);
    const { drawn, Fallback } = countedFallback();

    render(
      <Suspense fallback={<Fallback />}>
        <Lazy name="map" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive({ default: Part }));

    expect(await screen.findByText('Part map')).toBeTruthy();
    expect(drawn.count).toBeGreaterThan(0);
    void Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for code that failed to load again on the next preload (the signal came back)', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Part });
    const Lazy = lazyComponent(load);

    await expect(Lazy.preload()).rejects.toThrow('dynamically imported module');
    await Lazy.preload();
    render(<Lazy name="notes" />);

    expect(screen.getByText('Part notes')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
