import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { WEB_ENGLISH } from '../../shared/i18n/english';
import { launchBrowser, SHOTS } from './browser';
import { mapAtRest, settled } from './conditions';
import { signedInPage } from './signed-in';

const baseUrl = inject('e2eUrl');
/** Where the browser remembers the low-data choice (web/src/lib/low-data/low-data-store.ts). */
const LOW_DATA_STORAGE_KEY = 'fieldwatch.lowData';
const FIELD = 'path[aria-label="North Maize"]';
const DEMO_FIELDS = 6;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Basemap tiles: Esri's and OpenStreetMap's (no internet here), and the local stage's demo imagery. */
const BASEMAP_TILE = /^https:\/\/(server\.arcgisonline\.com|tile\.openstreetmap\.org)\/|\/basemap\//;
/** The index engine's tiles (a dashboard index layer asks several a field; a thumbnail one). */
const INDEX_TILE = /\/tiles\/.*\/\d+\/\d+\/\d+/;

interface Watch {
  requests: string[];
  /** Bytes received as Chromium's network stack counts them (Network.loadingFinished's encodedDataLength). */
  cdpBytes: () => number;
  cdp: CDPSession;
}

/** Records every request the page makes and the bytes DevTools sees; basemap servers fail as offline. */
async function watch(page: Page): Promise<Watch> {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.route(/^https:\/\/(server\.arcgisonline\.com|tile\.openstreetmap\.org)\//, (route) => route.abort());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  return { requests, cdpBytes: () => bytes, cdp };
}

/** "This session: 412 kB" as bytes. */
function parseAmount(text: string): number {
  const match = /([\d.,]+)\s*(kB|MB)/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const value = Number((match[1] as string).replace(/,/g, ''));
  return match[2] === 'MB' ? value * 1_000_000 : value * 1000;
}

async function openDataSaver(page: Page): Promise<string> {
  await page.getByRole('button', { name: WEB_ENGLISH['field-app.lowData.button'] }).click();
  const used = page.getByTestId('data-used');
  await used.waitFor();
  return (await used.textContent()) ?? '';
}

async function loadedThumbnails(page: Page, index: string): Promise<number> {
  return page.$$eval(`img.index-thumbnail-${index}`, (images) => images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).length);
}

/** The demo fields whose outline is at least partly inside the map's box (a phone's map shows fewer at once). */
async function fieldsInView(page: Page): Promise<number> {
  return page.$$eval('path.field-polygon', (paths) => {
    const map = document.querySelector('.leaflet-container')?.getBoundingClientRect();
    if (!map) return 0;
    return paths.filter((path) => {
      const box = path.getBoundingClientRect();
      return box.right > map.left && box.left < map.right && box.bottom > map.top && box.top < map.bottom;
    }).length;
  });
}

describe('low-data mode', () => {
  it('dashboard with the switch on: no basemap tiles, one index thumbnail a field, the data used shown', async () => {
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      let watched: Watch | undefined;
      const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, {
        viewport: { width, height },
        prepare: async (fresh) => {
          // The user switched low-data mode on, on an earlier visit.
          await fresh.addInitScript((key) => window.localStorage.setItem(key, 'on'), LOW_DATA_STORAGE_KEY);
          watched = await watch(fresh);
        },
      });
      const { requests, cdpBytes } = watched as Watch;
      await page.locator(FIELD).waitFor({ state: 'attached' });
      await expect.poll(() => mapAtRest(page, FIELD), { timeout: 30_000 }).toBeGreaterThan(20);

      // On a phone the index choice waits in the map's bottom sheet: opened first.
      if (width < 600) await page.getByTestId('map-sheet').getByRole('button', { name: 'Map controls' }).click();
      await page.getByRole('group', { name: WEB_ENGLISH['fields.mapControls'] }).getByLabel('Index').selectOption('NDVI');
      if (width < 600) {
        // Closed again: the map takes its height back.
        await page.getByTestId('map-sheet').getByRole('button', { name: 'Map controls' }).click();
        await settled(page);
        await mapAtRest(page, FIELD);
      }
      // One thumbnail for each field in view (all six on a wide screen).
      const inView = await fieldsInView(page);
      if (width > 1000) expect(inView).toBe(DEMO_FIELDS);
      expect(inView).toBeGreaterThan(0);
      await expect.poll(() => loadedThumbnails(page, 'NDVI'), { timeout: 30_000 }).toBe(inView);
      // No tiled index layer, no basemap layer nor its chooser, no tile image of a basemap.
      expect(await page.locator('.index-tiles').count()).toBe(0);
      expect(await page.locator('.leaflet-control-layers').count()).toBe(0);
      expect(await page.locator('img.leaflet-tile').count()).toBe(0);
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/low-data-dashboard-${width}x${height}.png` });
      // Zooming in asks for nothing more: a thumbnail is one image however close the user looks.
      const before = requests.filter((url) => INDEX_TILE.test(url)).length;
      await page.locator('.leaflet-control-zoom-in').click();
      await settled(page);
      await page.locator('.leaflet-control-zoom-in').click();
      await settled(page);
      const indexTiles = requests.filter((url) => INDEX_TILE.test(url));
      expect(indexTiles.length).toBe(before);
      expect(new Set(indexTiles).size).toBe(inView);
      expect(requests.filter((url) => BASEMAP_TILE.test(url))).toEqual([]);
      const text = await openDataSaver(page);
      expect((await page.getByRole('switch', { name: WEB_ENGLISH['field-app.lowData.switch'] }).isChecked())).toBe(true);
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/low-data-data-saver-${width}x${height}.png` });
      const shown = parseAmount(text);
      const counted = cdpBytes();
      const byKind = await page.evaluate(() => {
        const kinds: Record<string, number> = {};
        for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
          const kind = /\/tiles\//.test(entry.name) ? 'index thumbnails' : /\.js$/.test(entry.name) ? 'scripts' : /\/api\//.test(entry.name) ? 'api' : entry.initiatorType;
          kinds[kind] = (kinds[kind] ?? 0) + entry.transferSize;
        }
        return kinds;
      });
      console.log(`low-data dashboard ${width}x${height}: bytes by kind ${JSON.stringify(byKind)}`);
      console.log(`low-data dashboard ${width}x${height}: the app says "${text}" (${shown} B); DevTools counted ${counted} B over ${requests.length} requests`);
      // The app's own origin sends its timing: the figure is DevTools' count within rounding and the last requests.
      expect(shown).toBeGreaterThan(counted * 0.6);
      expect(shown).toBeLessThan(counted * 1.2 + 2000);
      await page.context().close();
    }
  }, 240_000);

  it('a 2G connection (DevTools throttling) turns low-data mode on by itself when Chromium reports it', async () => {
    let watched: Watch | undefined;
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, {
      viewport: { width: 390, height: 844 },
      prepare: async (fresh) => {
        watched = await watch(fresh);
      },
    });
    const { cdp, requests } = watched as Watch;
    await page.locator(FIELD).waitFor({ state: 'attached' });
    // A good line so far: the map has its basemap and the layer chooser.
    await expect.poll(() => page.locator('.leaflet-control-layers').count(), { timeout: 10_000 }).toBe(1);
    // The phone drops to 2G: 250 kbps down, 50 up, 300 ms.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: (250 * 1000) / 8,
      uploadThroughput: (50 * 1000) / 8,
      connectionType: 'cellular2g',
    });
    const connection = await page.evaluate(() => {
      const info = (navigator as Navigator & { connection?: { effectiveType?: string; downlink?: number } }).connection;
      return info ? { effectiveType: info.effectiveType, downlink: info.downlink } : null;
    });
    console.log(`Chromium under 2G emulation reports ${JSON.stringify(connection)}`);
    const slow = Boolean(connection && (connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g' || (connection.downlink ?? 10) < 0.4));
    if (!slow) {
      console.log('Chromium does not report a slow connection under emulation here: the automatic case is not checked');
      await page.context().close();
      return;
    }
    // The connection's change event turns low-data mode on at once, without a reload: the basemap and its chooser go.
    await expect.poll(() => page.locator('.leaflet-control-layers').count(), { timeout: 10_000 }).toBe(0);
    requests.length = 0;
    await page.locator('.leaflet-control-zoom-out').click();
    await settled(page);
    expect(requests.filter((url) => BASEMAP_TILE.test(url))).toEqual([]);
    await openDataSaver(page);
    const toggle = page.getByRole('switch', { name: WEB_ENGLISH['field-app.lowData.switch'] });
    // No choice stored: the connection decided, and the menu says why.
    expect(await toggle.isChecked()).toBe(true);
    await page.getByText(WEB_ENGLISH['field-app.lowData.auto']).waitFor();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/low-data-auto-2g-390x844.png` });
    // The user says no: the full map comes back, and stays so.
    await toggle.click();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LOW_DATA_STORAGE_KEY)).toBe('off');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.leaflet-control-layers').count(), { timeout: 10_000 }).toBe(1);
    await page.context().close();
  }, 240_000);

  it("a field's page and its summary load their satellite images only on a tap", async () => {
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      let watched: Watch | undefined;
      const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, {
        viewport: { width, height },
        path: '/dashboard/farmsummary/',
        prepare: async (fresh) => {
          await fresh.addInitScript((key) => window.localStorage.setItem(key, 'on'), LOW_DATA_STORAGE_KEY);
          watched = await watch(fresh);
        },
      });
      const { requests } = watched as Watch;
      const row = page.getByRole('table', { name: 'Farm summary' }).getByRole('row').filter({ hasText: 'North Maize' });
      // The list's rows show their small index thumbnails (one image each): the field's page is what is checked here.
      await row.getByRole('button', { name: 'View Field' }).waitFor();
      requests.length = 0;
      await row.getByRole('button', { name: 'View Field' }).click();
      await page.waitForURL(/\/dashboard\/farmsummary\/info\//);
      const show = page.getByRole('button', { name: WEB_ENGLISH['field-app.lowData.showImage'] });
      await show.waitFor({ timeout: 30_000 });
      // The period's index map waits: no index tile asked, no map drawn.
      expect(await page.locator('.index-tiles').count()).toBe(0);
      // (The list's NDMI thumbnails may still be arriving; the page's map is NDVI.)
      expect(requests.filter((url) => INDEX_TILE.test(url) && url.includes('/NDVI/'))).toEqual([]);
      await show.scrollIntoViewIfNeeded();
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/low-data-field-info-${width}x${height}.png` });
      await show.click();
      await page.locator('.index-tiles img').first().waitFor({ timeout: 60_000 });
      // (The browser reports a request a moment after Leaflet made its image.)
      await expect.poll(() => requests.filter((url) => INDEX_TILE.test(url) && url.includes('/NDVI/')).length, { timeout: 20_000 }).toBeGreaterThan(0);
      // Still no basemap tile under it.
      expect(requests.filter((url) => BASEMAP_TILE.test(url))).toEqual([]);
      await page.context().close();
    }
  }, 240_000);
});
