import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { decodePng } from '../support/png-decode';
import { launchBrowser, SHOTS } from './browser';
import { nextPaint } from './conditions';
import { signedInPage } from './signed-in';

const baseUrl = inject('e2eUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The map's plain background (basemaps.tsx MAP_BACKGROUND): what shows where no imagery loaded. */
const BACKGROUND = [0xd9, 0xdf, 0xd2] as const;

/** Of the map's pixels in the screenshot: the share showing the plain background, and the distinct colours seen. */
async function mapPixels(page: Page, shot: string): Promise<{ background: number; colours: number }> {
  const box = await page.locator('.leaflet-container').first().boundingBox();
  if (!box) throw new Error('no map on the page');
  const png = decodePng(await page.screenshot({ path: shot }));
  let background = 0;
  let total = 0;
  const colours = new Set<number>();
  for (let y = Math.ceil(box.y); y < Math.floor(box.y + box.height); y += 2) {
    for (let x = Math.ceil(box.x); x < Math.floor(box.x + box.width); x += 2) {
      const at = (y * png.width + x) * 4;
      const [r, g, b] = [png.rgba[at] as number, png.rgba[at + 1] as number, png.rgba[at + 2] as number];
      total += 1;
      if (Math.abs(r - BACKGROUND[0]) + Math.abs(g - BACKGROUND[1]) + Math.abs(b - BACKGROUND[2]) <= 6) background += 1;
      colours.add(((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2));
    }
  }
  return { background: background / total, colours: colours.size };
}

describe('the local stage basemap', () => {
  it("shows the demo imagery's true colour under the demo fields when Esri cannot be reached", async () => {
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, {
        viewport: { width, height },
        // No internet here: Esri and OpenStreetMap fail as they do on a machine without a connection.
        prepare: (fresh) => fresh.route(/^https:\/\/(server\.arcgisonline\.com|tile\.openstreetmap\.org)\//, (route) => route.abort()),
      });
      await page.locator('path.field-polygon[aria-label="North Maize"]').waitFor({ state: 'attached' });
      // The map says Esri is out of reach, and that the demo area still has imagery.
      await page.getByRole('status').filter({ hasText: 'the demo area shows demo imagery' }).waitFor();
      // The map has fitted the demo fields (a 40 ha field spans tens of pixels at farm zoom, a dot before)...
      await expect
        .poll(async () => (await page.locator('path.field-polygon[aria-label="North Maize"]').boundingBox())?.width ?? 0, { timeout: 30_000 })
        .toBeGreaterThan(60);
      // ...and the demo tiles at that zoom have all loaded and faded in: Leaflet drops the tiles of earlier zooms once
      // the new ones are in, so one zoom level holds them all. Each is rendered on first demand, so this takes a while.
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              if (document.querySelector('.leaflet-container.leaflet-zoom-anim')) return false;
              const tiles = Array.from(document.querySelectorAll<HTMLImageElement>('img.leaflet-tile[src*="/basemap/"]'));
              const levels = new Set(tiles.map((tile) => tile.parentElement));
              return (
                tiles.length > 0 &&
                levels.size === 1 &&
                tiles.every((tile) => tile.classList.contains('leaflet-tile-loaded') && tile.naturalWidth === 256 && getComputedStyle(tile).opacity === '1')
              );
            }),
          { timeout: 60_000 },
        )
        .toBe(true);
      await nextPaint(page);
      const pixels = await mapPixels(page, `${SHOTS}/dashboard-demo-basemap-${width}x${height}.png`);
      // Imagery, not the plain grey-green background: most of the map is covered, in many colours.
      expect(pixels.background).toBeLessThan(0.25);
      expect(pixels.colours).toBeGreaterThan(200);
      await page.context().close();
    }
  });
});
