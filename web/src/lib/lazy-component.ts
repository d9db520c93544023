import { createElement, lazy, useState, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A component whose code loads on demand, with a way to load it ahead of its first render. */
export type LazyComponent<P> = ComponentType<P> & { preload: () => Promise<Module<P>> };

/**
 * React's `lazy`, except that a component whose code is already in memory (loaded by `preload`, or by an earlier
 * render) renders at once. React's own lazy suspends on its first render even then, so its fallback shows, and React
 * holds back what replaces a fallback until 300 ms after the fallback appeared (its Suspense throttling): on a phone
 * opening a screen from its own store, those waits were a third of the time to open it.
 */
export function lazyComponent<P extends object>(load: () => Promise<Module<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Missing code (no signal) may come later: the next preload asks again, and a part mounted after it succeeds
        // renders at once. (A part that failed to mount keeps its error: React's lazy holds on to it.)
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(preload) as unknown as ComponentType<P>;
  function Lazy(props: P) {
    // Chosen once per mount: turning from the suspending wrapper to the component itself would mount the part anew.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(Component, props);
  }
  return Object.assign(Lazy, { preload });
}
