/** A MediaQueryList stand-in for jsdom, which has no matchMedia: `matches` says whether the query holds. */
function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** A wide screen: every min-width query holds (the tests' default). */
export const wideMatchMedia = (query: string) => mediaQueryList(query, query.includes('min-width'));

/** A phone: every max-width query holds (MUI's `down('sm')`), no min-width one. */
export const phoneMatchMedia = (query: string) => mediaQueryList(query, query.includes('max-width'));
