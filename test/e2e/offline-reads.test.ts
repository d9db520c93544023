import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { API_ENGLISH, WEB_ENGLISH } from '../../shared/i18n/english';
import { CHROMIUM_FLAGS, launchBrowser, SHOTS, submitLogin } from './browser';
import { fieldsInMap } from './conditions';
import { signedInPage } from './signed-in';

const baseUrl = inject('e2eUrl');
const FIELD = 'North Maize';
const SHOWING_SINCE = WEB_ENGLISH['field-app.offline.showingSince'].split('{time}')[0]!.trim();

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A screen of the field app, and what shows once its data is on it. */
interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Locator;
  /** 'attached' where what shows may be too small to count as visible (the outlines of fields at a wide zoom). */
  state?: 'attached' | 'visible';
}

const SCREENS: Screen[] = [
  { name: 'dashboard', path: '/dashboard', ready: (page) => page.getByRole('region', { name: 'Fields map' }).locator('path.leaflet-interactive').first(), state: 'attached' },
  { name: 'field-list', path: '/dashboard/farmsummary', ready: (page) => page.getByRole('table', { name: 'Farm summary' }).getByRole('row').filter({ hasText: FIELD }) },
  {
    name: 'my-tasks',
    path: '/dashboard/farmactivity/my-tasks',
    ready: (page) => {
      const calendar = page.getByRole('region', { name: 'Task calendar' });
      return calendar.locator('.fc').or(calendar.getByText(API_ENGLISH['activities.noTaskForYou'])).first();
    },
  },
];

/** Without signal for the page and its service worker: the browser says offline, and nothing gets an answer. */
async function cutTheSignal(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.context().route('**/*', (route) => route.abort('internetdisconnected'));
}

async function restoreTheSignal(page: Page): Promise<void> {
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().setOffline(false);
}

describe('the field app without signal', () => {
  it('is installable on Android by Chromium\'s own check: manifest, icons, a service worker with a fetch handler', async () => {
    // Chromium never offers to install from an incognito profile (every new browser context is one): a real profile.
    const profile = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      viewport: { width: 390, height: 844 },
      args: [...CHROMIUM_FLAGS],
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      page.setDefaultTimeout(30_000);
      await submitLogin(page, baseUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
      await page.waitForURL(/\/dashboard\/?$/, { timeout: 60_000 });
      // Registered once signed in; it takes over the page (clientsClaim) once its precache is in.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
      const manifest = (await (await page.request.get(`${baseUrl}/manifest.webmanifest`)).json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({ name: 'FieldWatch', short_name: 'FieldWatch', start_url: '/dashboard', display: 'standalone' });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
      // The service worker's precache, as this phone holds it.
      const precache = await page.evaluate(async () => {
        let bytes = 0;
        let files = 0;
        for (const name of await caches.keys()) {
          if (!name.startsWith('workbox-precache')) continue;
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            const response = await cache.match(request);
            bytes += response ? (await response.arrayBuffer()).byteLength : 0;
            files += 1;
          }
        }
        return { files, bytes };
      });
      console.log(`[offline-reads] precache: ${precache.files} files, ${Math.round(precache.bytes / 1024)} KiB`);
      expect(precache.files).toBeGreaterThan(20);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  it('keeps the dashboard, field list, My Tasks and a field\'s page, and opens them offline with the banner', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 1366, height: 768 } });
    // The service worker takes over the signed-in page (clientsClaim) once its precache is in.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

    // Online: each screen visited once, so its data is kept in the phone; the field's page opened from the list.
    for (const screen of SCREENS) {
      await page.goto(`${baseUrl}${screen.path}`);
      await screen.ready(page).waitFor({ timeout: 60_000, state: screen.state ?? 'visible' });
    }
    await page.goto(`${baseUrl}/dashboard/farmsummary`);
    await page.getByRole('table', { name: 'Farm summary' }).getByRole('row').filter({ hasText: FIELD }).getByRole('button', { name: 'View Field' }).click();
    await page.waitForURL(/\/dashboard\/farmsummary\/info\//);
    const fieldInfo: Screen = { name: 'field-info', path: new URL(page.url()).pathname, ready: (shown) => shown.getByRole('heading', { name: new RegExp(FIELD) }).first() };
    await fieldInfo.ready(page).waitFor({ timeout: 60_000 });
    // The kept answers are written as they come: give the last ones a moment.
    await page.waitForTimeout(1_000);

    await cutTheSignal(page);
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') console.log(`[offline-reads] console ${message.type()}: ${message.text()}`);
    });
    const banner = page.getByTestId('offline-banner');
    const timings: Record<string, number> = {};
    for (const screen of [...SCREENS, fieldInfo]) {
      const started = Date.now();
      await page.goto(`${baseUrl}${screen.path}`);
      await screen.ready(page).waitFor({ timeout: 20_000, state: screen.state ?? 'visible' }).catch(async (error: unknown) => {
        await page.screenshot({ path: `${SHOTS}/offline-${screen.name}-failed.png` });
        throw error;
      });
      timings[screen.name] = Date.now() - started;
      await banner.getByText(SHOWING_SINCE).waitFor({ timeout: 10_000 });
      expect(await banner.getAttribute('role')).toBe('status');
      // Still the signed-in user's screen, not the login page.
      expect(new URL(page.url()).pathname).toBe(screen.path);
      for (const [width, height] of [
        [390, 844],
        [1366, 768],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.waitForTimeout(300);
        // Offline the dashboard opens on its fields, in the map's middle at either size, not at the default view
        // where they are a speck.
        if (screen.name === 'dashboard') {
          const placed = async () => {
            const { offset, share } = await fieldsInMap(page);
            return offset < 0.1 && share > 0.3 ? 'fitted' : `${Math.round(offset * 100)}% off the middle, ${Math.round(share * 100)}% of the map`;
          };
          await expect.poll(placed, { timeout: 5_000 }).toBe('fitted');
        }
        // The banner fits the phone's width.
        const box = await banner.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `banner at ${JSON.stringify(box)} in ${width} px`).toBe(true);
        await page.screenshot({ path: `${SHOTS}/offline-${screen.name}-${width}x${height}.png` });
      }
    }
    console.log(`[offline-reads] opened without signal (ms): ${JSON.stringify(timings)}`);

    // The signal returns: "Back online", and the screen's reads are asked again.
    await restoreTheSignal(page);
    await banner.getByText(WEB_ENGLISH['field-app.offline.backOnline']).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/offline-back-online-1366x768.png` });
    await page.close();
  });
});
