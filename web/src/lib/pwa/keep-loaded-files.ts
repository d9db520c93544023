/**
 * The service worker's runtime cache of code (web/vite.config.ts). The page fills it once, when the worker first
 * takes over: the code this visit loaded before it did (the chunks, the language's catalogue) came through the
 * browser's HTTP cache only, and would otherwise wait for its next load to be kept. (Map tiles are not copied: a
 * phone in low-data mode must not ask for them again.)
 */
const CODE_CACHE = 'app-chunks';
const CODE_PATH = /^\/assets\/[^/]+\.(js|css|woff2)$/;

/** Adds this page's own code files to the code cache, each from the HTTP cache where it is. */
export async function keepLoadedFiles(): Promise<void> {
  if (!('caches' in window)) return;
  const urls = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin && CODE_PATH.test(url.pathname))
      .map((url) => url.href),
  );
  if (urls.size === 0) return;
  const cache = await caches.open(CODE_CACHE);
  await Promise.all(
    [...urls].map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetch(url, { cache: 'force-cache' });
      if (response.ok) await cache.put(url, response);
    }),
  );
}
