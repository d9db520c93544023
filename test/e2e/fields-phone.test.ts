import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from '../support/local-client';
import { newOwner } from '../support/teams';
import { launchBrowser, SHOTS, submitLogin } from './browser';

const baseUrl = inject('e2eUrl');
const sesEndpoint = inject('e2eSesEndpoint');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('No box');
  return found;
}

/** Both sizes of each state, as a farmer's phone and an office screen see it. */
async function shots(page: Page, name: string, desktop?: Page) {
  await page.screenshot({ path: `${SHOTS}/fields-phone-${name}-390.png` });
  await desktop?.screenshot({ path: `${SHOTS}/fields-phone-${name}-1366.png` });
}

// A 60 m square between the demo farm's fields, walked anticlockwise from its south-west corner.
const ORIGIN = { latitude: 9.083, longitude: 8.677 };
const M_LAT = 1 / 111_320;
const M_LNG = 1 / (111_320 * Math.cos((ORIGIN.latitude * Math.PI) / 180));
const at = (east: number, north: number, accuracy = 5) => ({ latitude: ORIGIN.latitude + north * M_LAT, longitude: ORIGIN.longitude + east * M_LNG, accuracy });

async function tapSquare(page: Page, map: Locator, x0: number, y0: number, x1: number, y1: number) {
  const area = await box(map);
  const tap = (x: number, y: number) => page.mouse.click(area.x + area.width * x, area.y + area.height * y);
  await tap(x0, y0);
  await tap(x1, y0);
  await tap(x1, y1);
  await tap(x0, y1);
}

describe('the field app on a phone', () => {
  it('fills the screen, keeps its controls in a sheet, draws a field by tap with its corners in view, and saves a field walked with the GPS', async () => {
    const owner = await newOwner(baseUrl, sesEndpoint, 'e2e-phone');
    const context: BrowserContext = await browser.newContext({ viewport: PHONE, geolocation: at(0, 0), permissions: ['geolocation'] });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.route(/^https:\/\/(server\.arcgisonline\.com|tile\.openstreetmap\.org)\//, (route) => route.abort());
    await submitLogin(page, baseUrl, owner.email, 'OwnerPass1!');
    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 30_000 });

    const desktopContext = await browser.newContext({ viewport: DESKTOP, storageState: await context.storageState() });
    const desktop = await desktopContext.newPage();
    await desktop.route(/^https:\/\/(server\.arcgisonline\.com|tile\.openstreetmap\.org)\//, (route) => route.abort());
    await desktop.goto(`${baseUrl}/dashboard`);

    // The map takes the screen below the app bar, edge to edge; the sheet closes it at the bottom.
    const map = page.getByRole('region', { name: 'Fields map' });
    const sheet = page.getByTestId('map-sheet');
    await map.locator('.leaflet-container').waitFor();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ state: 'attached' });
    const mapBox = await box(map);
    const sheetBox = await box(sheet);
    expect(mapBox.x).toBe(0);
    expect(mapBox.width).toBe(PHONE.width);
    // Nothing of the dashboard's own above the map (the shell's app bar and account notices stay above it).
    const section = await box(page.getByRole('region', { name: 'Dashboard' }));
    expect(mapBox.y).toBe(section.y);
    expect(Math.round(sheetBox.y + sheetBox.height)).toBe(PHONE.height);
    expect(Math.abs(mapBox.y + mapBox.height - sheetBox.y)).toBeLessThan(2);
    expect(mapBox.height).toBeGreaterThan(PHONE.height * 0.6);
    // Once the account notices above it have come, the page is exactly the screen: nothing to scroll.
    await page.waitForFunction(() => document.documentElement.scrollHeight <= window.innerHeight, null, { timeout: 10_000 });
    // Collapsed: the main actions only; the index choice waits in the expanded sheet.
    await sheet.getByRole('button', { name: 'Add field' }).waitFor();
    await sheet.getByRole('button', { name: 'Walk the edge' }).waitFor();
    await sheet.getByRole('button', { name: 'Field List' }).waitFor();
    expect(await page.locator('#dashboard-index').isVisible()).toBe(false);
    await desktop.getByRole('region', { name: 'Fields map' }).locator('.leaflet-container').waitFor();
    await shots(page, 'dashboard', desktop);

    await sheet.getByRole('button', { name: 'Map controls' }).click();
    await page.locator('#dashboard-index').waitFor({ state: 'visible' });
    await sheet.getByRole('button', { name: 'Export GeoJSON' }).waitFor({ state: 'visible' });
    await shots(page, 'sheet-expanded');
    await sheet.getByRole('button', { name: 'Map controls' }).click();
    await page.locator('#dashboard-index').waitFor({ state: 'hidden' });

    // A square tapped at the opening zoom spans kilometres: refused on screen with the limit, the area readable.
    await page.getByText('No fields yet').waitFor();
    await sheet.getByRole('button', { name: 'Add field' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Draw a field' }).click();
    await sheet.getByRole('region', { name: 'Draw a field' }).waitFor();
    await tapSquare(page, map, 0.2, 0.25, 0.8, 0.6);
    await sheet.getByRole('button', { name: 'Finish drawing' }).click();
    const form = sheet.getByRole('form', { name: 'Save the drawn field' });
    await form.getByLabel('Name', { exact: true }).fill('Whole district');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(/above the maximum of 10,000 ha/).waitFor();
    expect(await form.getByTestId('drawn-area').innerText()).toMatch(/^Area: \d{1,3}(,\d{3})+ ha$/);
    await shots(page, 'absurd-area');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'hidden' });

    // Walking the edge: the phone moves around the square a few metres a step; one weak fix is shown, not kept.
    await sheet.getByRole('button', { name: 'Walk the edge' }).click();
    const walk = sheet.getByRole('region', { name: 'Walk the edge' });
    await walk.getByTestId('walk-accuracy').getByText('± 5 m').waitFor();
    const steps: ReturnType<typeof at>[] = [];
    const corners: [number, number][] = [
      [0, 0],
      [60, 0],
      [60, 60],
      [0, 60],
    ];
    for (let c = 0; c < 4; c += 1) {
      const [x0, y0] = corners[c] as [number, number];
      const [x1, y1] = corners[(c + 1) % 4] as [number, number];
      for (let step = 0; step < 60; step += 5) steps.push(at(x0 + ((x1 - x0) * step) / 60 + (step % 10 ? 0.6 : -0.6), y0 + ((y1 - y0) * step) / 60));
    }
    for (const [i, position] of steps.entries()) {
      await context.setGeolocation(position);
      await walk.getByTestId('walk-accuracy').getByText(`± ${position.accuracy} m`).waitFor();
      if (i === 20) {
        await context.setGeolocation({ ...at(30, 30), accuracy: 45 });
        await walk.getByText('GPS weak: ± 45 m').waitFor();
        await shots(page, 'walk-weak');
      }
      await page.waitForTimeout(150);
    }
    const kept = Number((await walk.getByTestId('walk-points').innerText()).match(/\d+/)?.[0]);
    expect(kept).toBeGreaterThanOrEqual(40);
    expect(kept).toBeLessThanOrEqual(steps.length);
    await shots(page, 'walking');
    await walk.getByRole('button', { name: 'Finish drawing' }).click();
    const walkedForm = sheet.getByRole('form', { name: 'Save the drawn field' });
    await walkedForm.getByText(/corners kept from \d+ points/).waitFor();
    expect(await walkedForm.getByTestId('drawn-area').innerText()).toMatch(/^Area: 0\.3\d ha$/);
    await shots(page, 'walked');
    await walkedForm.getByLabel('Name', { exact: true }).fill('Walked Plot');
    await walkedForm.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Field successfully added').waitFor();
    await page.locator('path.field-polygon[aria-label="Walked Plot"]').waitFor({ state: 'visible' });

    // A field tapped at field zoom: while its save form is open, every corner stays in view above the sheet.
    await sheet.getByRole('button', { name: 'Add field' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Draw a field' }).click();
    await sheet.getByRole('region', { name: 'Draw a field' }).waitFor();
    await tapSquare(page, map, 0.2, 0.35, 0.5, 0.6);
    await sheet.getByRole('button', { name: 'Finish drawing' }).click();
    await form.waitFor();
    await page.waitForTimeout(1200);
    // The page itself does not scroll: the map and the sheet fit the screen, the app bar hides no corner.
    expect(await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight <= window.innerHeight])).toEqual([0, true]);
    const formBox = await box(form);
    const handles = map.locator('.marker-icon:not(.marker-icon-middle)');
    expect(await handles.count()).toBe(4);
    const mapNow = await box(map);
    for (const handle of await handles.all()) {
      const corner = await box(handle);
      expect(corner.y + corner.height).toBeLessThanOrEqual(formBox.y);
      expect(corner.y).toBeGreaterThanOrEqual(mapNow.y);
      expect(corner.x).toBeGreaterThanOrEqual(0);
      expect(corner.x + corner.width).toBeLessThanOrEqual(PHONE.width);
    }
    // No floating button on Save.
    expect(await page.getByRole('button', { name: 'Open index analysis' }).count()).toBe(0);
    await shots(page, 'draw-save-form');
    await form.getByLabel('Name', { exact: true }).fill('Tapped Plot');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.locator('path.field-polygon[aria-label="Tapped Plot"]').waitFor({ state: 'visible' });

    const stored = (await api(baseUrl, 'GET', '/field/', { token: owner.session.idToken })).body as { name: string; size: number; coordinates: unknown[] }[];
    expect(stored.map((field) => field.name).sort()).toEqual(['Tapped Plot', 'Walked Plot']);
    const walked = stored.find((field) => field.name === 'Walked Plot');
    // Simplified: a handful of corners, not a point per step.
    expect(walked?.coordinates.length).toBeGreaterThanOrEqual(5);
    expect(walked?.coordinates.length).toBeLessThan(kept / 2);
    expect(walked?.size).toBeGreaterThan(0.3);
    expect(walked?.size).toBeLessThan(0.42);

    await desktop.reload();
    await desktop.locator('path.field-polygon[aria-label="Walked Plot"]').waitFor({ state: 'visible' });
    await desktop.waitForTimeout(3500);
    await shots(page, 'saved', desktop);
    await desktopContext.close();
    await context.close();
  }, 240_000);
});
