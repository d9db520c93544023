import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The message catalogues as the browser needs them: each entry's message, without its review flag (the flags stay
 * in the repository, summed up in shared/i18n/review-state.ts). Runs before Vite turns the JSON into a module.
 */
function catalogueMessages(): Plugin {
  return {
    name: 'catalogue-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/shared\/i18n\/(web|api)\/[^/]+\/[a-z]+\.json$/.test(id.split('?')[0] ?? '')) return null;
      const file = JSON.parse(code) as Record<string, string | { message: string }>;
      const messages = Object.fromEntries(Object.entries(file).map(([key, entry]) => [key, typeof entry === 'string' ? entry : entry.message]));
      return { code: JSON.stringify(messages), map: null };
    },
  };
}

/**
 * What the precache follows past the entry's static imports: the screens a farmer opens without signal (the shell,
 * the dashboard, the field list, My Tasks, a field's page). Not the language catalogues: a reader needs one language
 * of five, which the page keeps as it loads it (web/src/lib/pwa/keep-loaded-files.ts). Any other chunk is kept by the
 * runtime cache below the first time it loads, so a screen visited online opens offline too, without a first visit
 * on 2G downloading the whole app in the background.
 */
const RUNTIME_LAYERS = /\/web\/src\/app\/(runtime|guards)\.tsx$/;
const FIELD_SCREENS =
  /\/web\/src\/(app\/(dashboard-shell|dashboard-route|pages\/(farm-summary-page|field-info-page))\.tsx|features\/activities\/components\/my-tasks-page\.tsx)$/;
const isOfflineScreen = (id: string) => RUNTIME_LAYERS.test(id) || FIELD_SCREENS.test(id);

/**
 * How those screens' modules (outside the entry's own chunks) are bundled: by which of these routes use them, one chunk
 * per set of routes. Left to itself the bundler made one chunk per set of lazy screens (one per route, 45 of them)
 * sharing modules: about 130 files on a dashboard's way, half under 2 KB, which the service worker served one by one,
 * screen after nested screen, so an offline opening waited 2-4 s on a 2G phone's CPU. Grouped by these few routes, a
 * page still loads only the modules its route uses, in a few files.
 */
const OFFLINE_ROUTES: ReadonlyArray<{ name: string; screens: RegExp }> = [
  // The runtime (sign-in, the store) of every signed-in page and of the sign-in pages.
  { name: 'runtime', screens: RUNTIME_LAYERS },
  { name: 'sign-in', screens: /\/web\/src\/features\/auth\/components\/[a-z-]+-page\.tsx$/ },
  // The public page a share link opens: no runtime.
  { name: 'share', screens: /\/web\/src\/features\/sharing\/components\/shared-page\.tsx$/ },
  { name: 'admin', screens: /\/web\/src\/(app\/admin-shell|features\/admin\/components\/[a-z-]+-page)\.tsx$/ },
  { name: 'screens', screens: FIELD_SCREENS },
];

/**
 * Names the files of those screens: every chunk reachable from the entry through static imports and through lazy
 * imports of those screens, with the CSS and assets (fonts) those chunks import. Filled while the bundle is
 * generated, read by the service worker's precache filter, which runs once the bundle is written. Before that, once
 * the module graph is known, it places the screens' modules by OFFLINE_ROUTES (`chunkOf`, read by the bundler).
 */
function offlineShell(): { plugin: Plugin; files: Set<string>; chunkOf: Map<string, string> } {
  const files = new Set<string>();
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'offline-shell',
    apply: 'build',
    enforce: 'post',
    buildEnd() {
      chunkOf.clear();
      const ids = [...this.getModuleIds()];
      /** Every module the given ones import statically, themselves included. */
      const reach = (from: string[]): Set<string> => {
        const seen = new Set<string>();
        const waiting = [...from];
        while (waiting.length > 0) {
          const id = waiting.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          waiting.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const initial = reach(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const offline = reach(ids.filter(isOfflineScreen));
      // What the entry imports, in its own chunk: the bundler had split 19 files out of it, all fetched at start.
      for (const id of initial) chunkOf.set(id, 'shell');
      const routes = OFFLINE_ROUTES.map(({ name, screens }) => ({ name, modules: reach(ids.filter((id) => screens.test(id))) }));
      for (const id of offline) {
        if (initial.has(id)) continue;
        chunkOf.set(id, routes.flatMap(({ name, modules }) => (modules.has(id) ? [name] : [])).join('-'));
      }
    },
    generateBundle(_options, bundle) {
      files.clear();
      const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
      const waiting = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      while (waiting.length > 0) {
        const chunk = chunks.get(waiting.pop()!);
        if (!chunk || files.has(chunk.fileName)) continue;
        files.add(chunk.fileName);
        for (const file of [...(chunk.viteMetadata?.importedCss ?? []), ...(chunk.viteMetadata?.importedAssets ?? [])]) files.add(file);
        waiting.push(...chunk.imports);
        // A lazy chunk may hold several modules: followed when one is a screen.
        for (const lazy of chunk.dynamicImports) if (chunks.get(lazy)?.moduleIds.some(isOfflineScreen)) waiting.push(lazy);
      }
    },
  };
  return { plugin, files, chunkOf };
}

const DAY_S = 24 * 60 * 60;

/** The theme's colours (web/src/theme/theme.ts): the installed app's title bar and splash. */
const THEME_COLOUR = '#2e7d32';
const BACKGROUND_COLOUR = '#f5f7f4';

const shell = offlineShell();

/**
 * The installable field app: a Workbox service worker (generateSW) that precaches the app shell a farmer uses
 * (index.html, the chunks of the screens used without signal, fonts, icons; no source maps, no admin console, no
 * language catalogues; other chunks are kept as they load), answers
 * every client route with index.html, and keeps map tiles. Authenticated API answers are never cached here: the
 * user's last data lives in IndexedDB, per user (web/src/lib/offline/read-cache.ts). Registered by main.tsx.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // main.tsx registers it with workbox-window (web/src/lib/offline/offline-worker.ts).
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'FieldWatch',
    short_name: 'FieldWatch',
    description: 'Satellite crop and field monitoring for farm teams, in the field, with or without signal.',
    id: '/dashboard',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['index.html', 'assets/*.{js,css,woff2}', 'favicon.svg', 'weather-icons/*.svg'],
    manifestTransforms: [
      (entries) => ({
        manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.files.has(entry.url)),
        warnings: [],
      }),
    ],
    // The main chunk is over Workbox's 2 MiB default only with source maps, which are not precached; room to grow.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    navigateFallback: '/index.html',
    // Not the app's pages: the API, tiles, sign-in, and the local stage's stand-ins on the same origin (the Paystack
    // checkout opens in a frame, the STAC API is read by the workers).
    navigateFallbackDenylist: [/^\/api\//, /^\/tiles\//, /^\/cognito\//, /^\/basemap\//, /^\/config\.json$/, /^\/paystack\//, /^\/stac\//],
    runtimeCaching: [
      {
        // Every other chunk of the app, kept the first time it loads: hashed names, so a kept file is never stale.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && !url.pathname.endsWith('.map'),
        handler: 'CacheFirst',
        options: { cacheName: 'app-chunks', expiration: { maxEntries: 400, purgeOnQuotaError: true }, cacheableResponse: { statuses: [200] } },
      },
      {
        // main.tsx asks for it with `cache: 'no-store'`; offline, the copy of the last start lets the app boot.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'config', networkTimeoutSeconds: 4, cacheableResponse: { statuses: [200] } },
      },
      {
        // Basemap tiles (Esri imagery, OpenStreetMap, the local stage's demo imagery): fixed per address.
        urlPattern: ({ url }) =>
          url.hostname === 'server.arcgisonline.com' || url.hostname === 'tile.openstreetmap.org' || url.pathname.startsWith('/basemap/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'basemap-tiles',
          expiration: { maxEntries: 600, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
      {
        // Index-map tiles and thumbnails: signed addresses of one field, index and day, whose picture never changes.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/tiles/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'index-tiles',
          expiration: { maxEntries: 800, maxAgeSeconds: 14 * DAY_S, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

export default defineConfig({
  root,
  plugins: [catalogueMessages(), react(), shell.plugin, pwa],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets the bench and the lead measure what /home loads (entry + its static imports).
    manifest: true,
    sourcemap: true,
    // The entry's chunk is about 730 KB minified (185 KB brotli): its budget is the landing page's, in `npm run bench -- web`.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Only the modules placed: a module's imports are used by every route that uses it, so they sit in the entry
        // or in a chunk of as many routes or more, and no two chunks import each other.
        codeSplitting: {
          groups: [{ name: (id) => shell.chunkOf.get(id) ?? null, debugName: 'offline-routes', includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
