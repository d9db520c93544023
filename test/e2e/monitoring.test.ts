import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { Field } from '../../shared/api/schemas/fields';
import { DatesResponse } from '../../shared/api/schemas/monitoring';
import { defaultWindowStart } from '../../shared/domain/monitoring';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { parseCsv } from '../support/csv';
import { api, signIn } from '../support/local-client';
import { launchBrowser, SHOTS } from './browser';
import { mapAtRest, fieldSpot } from './conditions';
import { signedInPage } from './signed-in';

const baseUrl = inject('e2eUrl');
const TODAY = new Date().toISOString().slice(0, 10);

let browser: Browser;
let maize: Field;

/** What the tile check reads from an <img> in the page; the Node tests have no DOM types. */
type LoadedImage = { complete: boolean; naturalWidth: number };

beforeAll(async () => {
  browser = await launchBrowser();
  // The current year's demo imagery is generated on the first start of a machine: wait until the default window
  // (the last 3 months up to today) has its image dates, as a farmer opening the dashboard later would find it.
  const session = await signIn(baseUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  const fields = Field.array().parse((await api(baseUrl, 'GET', '/field/', { token: session.idToken })).body);
  maize = fields.find((field) => field.name === 'North Maize') as Field;
  const datesInWindow = async () => {
    const answer = await api(baseUrl, 'GET', `/monitoring/dates/?field=${maize.id}&start=${defaultWindowStart(TODAY)}&end=${TODAY}`, { token: session.idToken }).catch(() => ({ status: 0, body: null }));
    return answer.status === 200 ? DatesResponse.parse(answer.body).dates.length : 0;
  };
  await vi.waitFor(
    async () => {
      if ((await datesInWindow()) === 0) throw new Error('no demo image dates in the default window');
    },
    { timeout: 240_000, interval: 1000 },
  );
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

async function loadedTiles(page: Page, selector: string): Promise<number> {
  return page.$$eval(`${selector} img`, (images) => images.filter((image) => (image as unknown as LoadedImage).complete && (image as unknown as LoadedImage).naturalWidth > 0).length);
}

describe('field monitoring', () => {
  it('dashboard index over the fields with legend and value, analysis chart of 2 years, satellite view with CSV, split view', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 1366, height: 768 } });
    await page.locator('path[aria-label="North Maize"]').waitFor({ state: 'attached' });
    // The map fits the fields once they are in: the 40 ha field spans tens of pixels at farm zoom, a dot before.
    await expect.poll(() => mapAtRest(page, 'path[aria-label="North Maize"]'), { timeout: 30_000 }).toBeGreaterThan(60);

    // Choosing NDVI draws the index over every visible field with its legend.
    const chosen = Date.now();
    await page.getByRole('group', { name: 'Map controls' }).getByLabel('Index').selectOption('NDVI');
    await expect.poll(() => page.locator('.index-tiles-NDVI').count(), { timeout: 30_000 }).toBe(6);
    await expect.poll(() => loadedTiles(page, '.index-tiles-NDVI'), { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
    const drawnMs = Date.now() - chosen;
    console.log(`dashboard: NDVI chosen -> overlay drawn for the 6 demo fields in ${drawnMs} ms`);
    await page.getByRole('figure', { name: 'Legend' }).getByTestId('legend-ramp').waitFor();
    await page.getByText('Click any point to read value').waitFor();

    // Warm (budget < 1.5 s): a later visit, the fields' image dates already asked for on load, tiles rendered before.
    await page.getByRole('group', { name: 'Map controls' }).getByLabel('Index').selectOption('');
    await page.reload();
    await page.locator('path[aria-label="North Maize"]').waitFor({ state: 'attached' });
    await expect.poll(() => mapAtRest(page, 'path[aria-label="North Maize"]'), { timeout: 30_000 }).toBeGreaterThan(60);
    const again = Date.now();
    await page.getByRole('group', { name: 'Map controls' }).getByLabel('Index').selectOption('NDVI');
    await expect.poll(() => loadedTiles(page, '.index-tiles-NDVI'), { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(6);
    console.log(`dashboard warm: NDVI chosen -> overlay drawn for the 6 demo fields in ${Date.now() - again} ms`);

    // A click inside a field reads its value to 3 decimals.
    // The field where a click reaches it (a scouting pin may sit at its middle).
    const spot = await fieldSpot(page, 'path[aria-label="North Maize"]');
    await page.mouse.click(spot.x, spot.y);
    await expect.poll(async () => (await page.getByTestId('point-value').textContent()) ?? '', { timeout: 20_000 }).toMatch(/NDVI -?\d\.\d{3}/);
    await page.screenshot({ path: `${SHOTS}/monitoring-dashboard-ndvi-1366x768.png` });

    // The analysis modal charts this range and the one a year before.
    await page.getByRole('button', { name: 'Open index analysis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Index Analysis: North Maize' });
    await dialog.getByRole('radio', { name: '2 years' }).check();
    const series = dialog.getByRole('list', { name: 'Series' });
    await expect.poll(() => series.getByRole('listitem').count(), { timeout: 60_000 }).toBe(2);
    await expect.poll(async () => (await series.getByRole('listitem').allTextContents()).every((text) => /: [1-9]\d* points?/.test(text)), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => dialog.locator('.recharts-line').count()).toBe(2);
    await page.screenshot({ path: `${SHOTS}/monitoring-analysis-1366x768.png` });

    // Satellite view: dates with cloud, the slider, and the index statistics CSV.
    await dialog.getByRole('button', { name: 'Satellite View' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/satellite-view/`);
    const dates = page.getByRole('list', { name: 'Image dates' });
    await expect.poll(() => dates.getByRole('button').count(), { timeout: 30_000 }).toBeGreaterThan(3);
    expect(await dates.getByRole('button').first().textContent()).toMatch(/Cloud \d+%/);
    await page.getByRole('slider').waitFor({ state: 'attached' });
    await expect.poll(() => loadedTiles(page, '.index-tiles-TRUE_COLOR'), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Download index statistics (CSV)' }).click();
    await page.getByText('CSV generated successfully. Kindly click again to download the file.').waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the generated CSV' }).click()]);
    const csv = parseCsv(readFileSync((await download.path()) as string, 'utf8'));
    expect(csv[0]).toEqual(['date', 'min', 'max', 'mean', 'stDev']);
    expect(csv.length).toBeGreaterThan(2);
    for (const row of csv.slice(1)) expect(Number(row[1])).toBeLessThanOrEqual(Number(row[3]));
    await page.screenshot({ path: `${SHOTS}/monitoring-satellite-view-1366x768.png` });

    // Split view: two maps on different dates (the right one starts at 20 % cloud; choose another date if equal).
    await page.getByRole('button', { name: 'Split View' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/split-view/`);
    const left = page.locator('section[data-side="left"]');
    const right = page.locator('section[data-side="right"]');
    await expect.poll(async () => (await left.getAttribute('data-date')) ?? '', { timeout: 30_000 }).not.toBe('');
    await expect.poll(async () => (await right.getAttribute('data-date')) ?? '', { timeout: 30_000 }).not.toBe('');
    if ((await left.getAttribute('data-date')) === (await right.getAttribute('data-date'))) {
      await right.getByRole('list').getByRole('button').nth(1).click();
    }
    expect(await left.getAttribute('data-date')).not.toBe(await right.getAttribute('data-date'));
    // A map per side, and the comparison of both dates on one map below them.
    expect([await left.locator('.leaflet-container').count(), await right.locator('.leaflet-container').count()]).toEqual([1, 1]);
    expect(await page.locator('.leaflet-container').count()).toBe(3);
    // Each side's map fits the field (spec zoom 10 made a 30 ha field a few pixels wide): the outline spans a good
    // part of the map.
    for (const side of [left, right]) {
      const mapBox = await side.locator('.leaflet-container').boundingBox();
      const outline = await side.locator('.leaflet-overlay-pane path').last().boundingBox();
      if (!mapBox || !outline) throw new Error('split map or field outline missing');
      expect(Math.max(outline.width / mapBox.width, outline.height / mapBox.height)).toBeGreaterThan(0.4);
    }
    await page.screenshot({ path: `${SHOTS}/monitoring-split-view-1366x768.png` });

    // Both dates on one map: the right date's image clipped right of the swipe divider, then faded over the left.
    const compare = page.getByRole('region', { name: 'Compare on one map', exact: true });
    await compare.scrollIntoViewIfNeeded();
    await expect.poll(() => loadedTiles(page, '.leaflet-compare-right-pane .index-tiles-TRUE_COLOR'), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.locator('.leaflet-compare-right-pane').evaluate((pane) => (pane as unknown as { style: { clip: string } }).style.clip)).toMatch(/^rect\(/);
    await page.screenshot({ path: `${SHOTS}/monitoring-split-compare-swipe-1366x768.png` });
    await compare.getByRole('button', { name: 'Right image opacity' }).click();
    await expect.poll(() => page.locator('.leaflet-compare-right-pane').evaluate((pane) => (pane as unknown as { style: { clip: string; opacity: string } }).style.opacity)).toBe('0.5');

    // Small screens: the split view asks for a bigger one; the satellite view still works.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByText('Ops! Please use a bigger screen.').waitFor();
    await page.screenshot({ path: `${SHOTS}/monitoring-split-view-390x844.png`, fullPage: true });
    await page.getByRole('button', { name: 'Go to Satellite View' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/satellite-view/`);
    await expect.poll(() => page.getByRole('list', { name: 'Image dates' }).getByRole('button').count(), { timeout: 30_000 }).toBeGreaterThan(3);
    await page.screenshot({ path: `${SHOTS}/monitoring-satellite-view-390x844.png`, fullPage: true });
    await page.goto(`${baseUrl}/dashboard`);
    // On a phone the legend, hint and imagery note are one small button over the map until opened.
    const legendButton = page.getByRole('button', { name: 'Legend: NDVI' });
    await legendButton.waitFor();
    expect(await page.getByRole('figure', { name: 'Legend' }).count()).toBe(0);
    const mapBox = await page.locator('.leaflet-container').first().boundingBox();
    const buttonBox = await legendButton.boundingBox();
    if (!mapBox || !buttonBox) throw new Error('dashboard map or legend button missing');
    expect((buttonBox.width * buttonBox.height) / (mapBox.width * mapBox.height)).toBeLessThan(0.05);
    await page.screenshot({ path: `${SHOTS}/monitoring-dashboard-ndvi-390x844.png`, fullPage: true });
    await legendButton.click();
    await page.getByRole('figure', { name: 'Legend' }).getByTestId('legend-ramp').waitFor();
    await page.screenshot({ path: `${SHOTS}/monitoring-dashboard-legend-open-390x844.png`, fullPage: true });

    // Typing 12/15/2025 with the keyboard in the start date picker sets 2025-12-15 (it used to jump elsewhere as
    // every keystroke was range-checked). On a phone the dates wait in the map's bottom sheet: opened first.
    await page.getByTestId('map-sheet').getByRole('button', { name: 'Map controls' }).click();
    const startDate = page.getByRole('group', { name: 'Map controls' }).getByLabel('Start Date');
    await startDate.focus();
    await page.keyboard.type('12152025', { delay: 60 });
    await startDate.blur();
    expect(await startDate.inputValue()).toBe('2025-12-15');
    await page.getByRole('group', { name: 'Map controls' }).getByText('2025/12/15').waitFor();
    await page.close();
  }, 400_000);

  it('the demo fields show their wetter corner, sandy strip and weedy patch in NDVI and in NDRE', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 1366, height: 768 } });
    await page.locator('path[aria-label="North Maize"]').waitFor({ state: 'attached' });
    await expect.poll(() => mapAtRest(page, 'path[aria-label="North Maize"]'), { timeout: 30_000 }).toBeGreaterThan(60);
    const index = page.getByRole('group', { name: 'Map controls' }).getByLabel('Index');
    for (const id of ['NDVI', 'NDRE'] as const) {
      await index.selectOption(id);
      await expect.poll(() => loadedTiles(page, `.index-tiles-${id}`), { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
      await page.screenshot({ path: `${SHOTS}/monitoring-dashboard-zones-${id.toLowerCase()}-1366x768.png` });
    }
    await page.close();
  }, 120_000);
});
