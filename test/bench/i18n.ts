/**
 * `npm run bench -- i18n`, after `npx vite build --config web/vite.config.ts`: what the languages cost the browser.
 * - Each language's catalogue chunks, gzip (budget: < 30 KB per language for the farmer's screens: the shell's
 *   chunk and the signed-in screens'), with the public pages' and the admin console's chunks beside.
 * - The landing page's whole transfer, gzip (budget: < 250 KB): /home loaded in Chromium from web/dist in each
 *   language, summing the HTML, JS, CSS and fonts it requests (images listed apart), each file as gzip would send it.
 * Prints figures; asserts nothing.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { WebConfig } from '../../shared/api/web-config';
import { LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '../../shared/i18n/languages';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

const I18N = path.join(ROOT, 'shared/i18n');
/** Longer than the landing splash (TIMINGS.splash, 2 s), after which the page's images and fonts load. */
const QUIET_MS = 3000;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipOf = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

if (!existsSync(path.join(DIST, '.vite/manifest.json'))) throw new Error('No web/dist/.vite/manifest.json: run `npx vite build --config web/vite.config.ts` first');
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** A catalogue chunk's gzip size (web/src/lib/i18n/catalogues/<name>.ts), or null when the build has none. */
function chunkGzip(name: string): number | null {
  const entry = Object.entries(manifest).find(([key]) => key.endsWith(`lib/i18n/catalogues/${name}.ts`));
  return entry ? gzipOf(path.join(DIST, entry[1].file)) : null;
}

console.log("Language catalogue chunks, gzip (budget: < 30 KB per language for the farmer's screens: the shell's + theirs)");
for (const language of LANGUAGES) {
  const [app, main, publicPages, admin] = [`app-${language}`, language, `public-${language}`, `admin-${language}`].map(chunkGzip);
  if (app == null || main == null) {
    console.log(`  ${language.padEnd(4)} no chunks of its own in the manifest`);
    continue;
  }
  const farmer = app + main;
  console.log(
    `  ${language.padEnd(4)} farmer's screens ${kb(farmer).padStart(8)} (shell ${kb(app)} + screens ${kb(main)}): ${farmer < 30 * 1024 ? 'within budget' : 'OVER budget'}; public pages +${kb(publicPages ?? 0)}, admin console +${kb(admin ?? 0)}`,
  );
}

/** web/dist over HTTP as the CDN serves it: files by path, anything else the app's index.html. */
const CONFIG: WebConfig = { stage: 'bench', region: 'eu-west-1', userPoolId: 'eu-west-1_bench', userPoolClientId: 'bench', googleEnabled: false };
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  // The app's start-up configuration (the CDK web stack writes it in a stage): public identifiers only.
  if (url.pathname === '/config.json') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(CONFIG));
    return;
  }
  let file = path.join(DIST, decodeURIComponent(url.pathname));
  if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(DIST, 'index.html');
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.woff': 'font/woff', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.json': 'application/json' };
  response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
console.log('Landing page /home, whole transfer (budget: < 250 KB gzip: HTML, JS, CSS and fonts)');
try {
  for (const language of LANGUAGES) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, language] as const);
    const page = await context.newPage();
    const requested = new Set<string>();
    let lastActivity = Date.now();
    page.on('request', (request) => {
      lastActivity = Date.now();
      const url = new URL(request.url());
      if (url.origin === base) requested.add(url.pathname);
    });
    page.on('requestfinished', () => (lastActivity = Date.now()));
    await page.goto(`${base}/home`, { waitUntil: 'networkidle' });
    // Playwright's networkidle can come before the language's chunks, the splash's end and the fonts its letters
    // need: counted once the page shows its last section, its fonts are loaded and the network has been quiet 3 s.
    await page.locator('#contact-heading').waitFor({ state: 'attached', timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    while (Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(250);
    if (process.env.BENCH_VERBOSE) console.log([...requested].join(' '));
    const sums = { html: 0, js: 0, css: 0, fonts: 0, images: 0, other: 0 };
    for (const pathname of requested) {
      let file = path.join(DIST, decodeURIComponent(pathname));
      if (pathname === '/config.json') continue;
      if (!existsSync(file) || statSync(file).isDirectory()) file = path.join(DIST, 'index.html');
      const ext = path.extname(file);
      const kind = ext === '.html' ? 'html' : ext === '.js' ? 'js' : ext === '.css' ? 'css' : /\.(woff2?|ttf|otf)$/.test(ext) ? 'fonts' : /\.(png|jpe?g|webp|avif|svg|gif|ico)$/.test(ext) ? 'images' : 'other';
      // Compressed formats travel as they are; text as gzip.
      sums[kind] += kind === 'fonts' || kind === 'images' ? statSync(file).size : gzipOf(file);
    }
    const total = sums.html + sums.js + sums.css + sums.fonts;
    console.log(
      `  ${language.padEnd(4)} ${kb(total).padStart(9)} (HTML ${kb(sums.html)}, JS ${kb(sums.js)}, CSS ${kb(sums.css)}, fonts ${kb(sums.fonts)}; images apart ${kb(sums.images)}) in ${requested.size} requests: ${total < 250 * 1024 ? 'within budget' : 'OVER budget'}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

// The catalogues on disk, for reference: how many messages each language holds.
const count = (language: Language) =>
  ['web', 'api'].reduce((sum, side) => sum + readdirSync(path.join(I18N, side)).reduce((n, catalogue) => n + Object.keys(JSON.parse(readFileSync(path.join(I18N, side, catalogue, `${language}.json`), 'utf8')) as object).length, 0), 0);
console.log(`Messages per language: ${LANGUAGES.map((language) => `${language} ${count(language)}`).join(', ')}`);
