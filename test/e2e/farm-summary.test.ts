import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { expectAccessible } from './axe';
import { launchBrowser, SHOTS } from './browser';
import { settled } from './conditions';
import { signedInPage } from './signed-in';

const baseUrl = inject('e2eUrl');
const FIELD = 'North Maize';
const REPORT_COLUMNS = ['Anchor', 'Variety', 'Farm Index Number', 'Planting Season', 'LGA', 'Starting Date', 'State', 'Ending Date', 'Area', 'Average', 'Crop', 'Percentage Performance'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Checks the screen at both sizes a farmer uses (laptop and phone), then goes back to the laptop. */
async function shootBothSizes(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await expectAccessible(page, `${name} at ${width} px`, { phone: false });
    await page.screenshot({ path: `${SHOTS}/farm-summary-${name}-${width}x${height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

/** The PDF's text as a reader extracts it: Chromium compresses its text streams and subsets its fonts. */
function pdfText(pdf: Buffer): string {
  const file = `${SHOTS}/farm-summary-report.pdf`;
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('farm summary', () => {
  it('keeps each row\'s actions on screen at 1366 px, and on a phone the table scrolls by keyboard', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 1366, height: 768 } });
    await page.goto(`${baseUrl}/dashboard/farmsummary/`);
    const row = page.getByRole('table', { name: 'Farm summary' }).getByRole('row').filter({ hasText: FIELD });
    await row.waitFor();
    // At 1366 px each row's actions are on screen without scrolling the table sideways.
    const edit = await row.getByRole('button', { name: 'Edit Field' }).boundingBox();
    expect(edit && edit.x + edit.width <= 1366, `Edit Field at ${JSON.stringify(edit)}`).toBe(true);
    // On a phone the table scrolls sideways in a region the keyboard reaches and scrolls with the arrow keys.
    await page.setViewportSize({ width: 390, height: 844 });
    const region = page.getByRole('region', { name: 'Farm summary table (scrolls sideways)' });
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    await page.close();
  });

  it('list -> View Field -> Field Info -> PDF preview -> printed PDF with the field name and the report table -> selected-fields summary', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 1366, height: 768 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });

    await page.goto(`${baseUrl}/dashboard/farmsummary/`);
    const table = page.getByRole('table', { name: 'Farm summary' });
    const row = table.getByRole('row').filter({ hasText: FIELD });
    await row.waitFor();
    // Every demo field is listed, each with a value with 4 decimals or the spec's 'No Value Found'.
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThanOrEqual(7);
    // Rows without a stored value fill in as the engine computes them; then Compute is offered again.
    await expect.poll(() => table.locator('tr[data-state="loading"]').count(), { timeout: 90_000 }).toBe(0);
    await page.getByRole('button', { name: 'Compute Index Details' }).waitFor();
    // A row with a value shows the engine's thumbnail of the index over the field, loaded.
    const thumbnails = table.getByRole('img', { name: /^NDMI of / });
    if ((await thumbnails.count()) > 0) {
      await expect.poll(() => thumbnails.first().evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth), { timeout: 30_000 }).toBe(256);
    }
    expect(await row.innerText()).toMatch(/-?\d\.\d{4}|No Value Found/);
    await shootBothSizes(page, 'list');

    // The Date filter: the values as they stood two months ago, each image date on or before that day.
    const past = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Date', { exact: true }).fill(past);
    await page.getByRole('button', { name: 'Compute Index Details' }).click();
    await expect.poll(() => table.locator('tr[data-state="loading"]').count(), { timeout: 90_000 }).toBe(0);
    await page.getByRole('button', { name: 'Compute Index Details' }).waitFor();
    const imageDates = (await table.locator('tbody tr').allInnerTexts()).flatMap((text) => text.match(/\d{4}-\d{2}-\d{2}/g) ?? []);
    for (const date of imageDates) expect(date <= past, `${date} after ${past}`).toBe(true);
    await shootBothSizes(page, 'list-date');
    // A day after today is refused with the reason, before any request.
    await page.getByLabel('Date', { exact: true }).fill(`${new Date().getUTCFullYear() + 1}-01-01`);
    await page.getByText('The date cannot be after today.').first().waitFor();
    await page.getByLabel('Date', { exact: true }).fill(new Date().toISOString().slice(0, 10));

    await row.getByRole('button', { name: 'View Field' }).click();
    await page.waitForURL(/\/dashboard\/farmsummary\/info\//);
    await page.getByRole('heading', { name: new RegExp(FIELD) }).waitFor();
    // The period's map of the index over the field (its latest clear scene) and the weather chart of the same dates.
    await page.locator('.index-tiles-NDVI img').first().waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: /^NDVI on \d{4}-\d{2}-\d{2}$/ }).waitFor();
    const weather = page.getByRole('figure', { name: 'Weather' });
    await weather.locator('.recharts-surface').first().waitFor({ timeout: 60_000 });
    for (const series of ['Precipitation (mm)', 'Cloud cover (%)', 'Wind speed (m/s)', 'Max temperature (°C)', 'Humidity (%)']) {
      await weather.getByText(series).first().waitFor();
    }
    // The index map's tiles in, the chart drawn (charts do not animate under reduced motion), then the screenshots.
    await expect.poll(() => page.locator('.index-tiles-NDVI img').evaluateAll((images) => images.every((image) => (image as unknown as { complete: boolean }).complete)), { timeout: 60_000 }).toBe(true);
    await shootBothSizes(page, 'field-info');

    await page.getByRole('button', { name: 'PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'PREVIEW OF THE FILE GENERATED' });
    await dialog.waitFor({ timeout: 60_000 });
    await dialog.getByRole('table', { name: 'Field report table' }).waitFor();
    // Its two maps (true colour, the index) and the index's legend, as loaded images, so the print carries them.
    const maps = [dialog.getByRole('img', { name: new RegExp(`^True colour of ${FIELD} on`) }), dialog.getByRole('img', { name: new RegExp(`^NDVI of ${FIELD} on`) }), dialog.getByRole('img', { name: 'NDVI legend' })];
    for (const map of maps) {
      await expect.poll(() => map.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth), { timeout: 60_000 }).toBeGreaterThan(0);
    }
    await shootBothSizes(page, 'preview');

    // Download File prints the preview; Chromium's page.pdf() is that print, with the print stylesheet.
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const text = pdfText(pdf);
    // The two maps and the legend are images in the printed file.
    const images = execFileSync('pdfimages', ['-list', `${SHOTS}/farm-summary-report.pdf`], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(images.length).toBeGreaterThanOrEqual(3);
    await page.emulateMedia({ media: 'screen' });
    expect(text).toContain(FIELD);
    for (const column of REPORT_COLUMNS) expect(text.replace(/\s+/g, ' ')).toContain(column.split(' ')[0]);
    expect(text).toContain('How the numbers are made');
    // No app chrome in the print: the side menu's entries are not in the PDF.
    expect(text).not.toContain('Farm Summary');

    // The selected-fields summary of the same field, reached by ticking it in the list, with its true-colour preview.
    const fieldId = /\/info\/([^/?#]+)/.exec(page.url())?.[1] ?? '';
    await page.goto(`${baseUrl}/dashboard/farmsummary/`);
    await page.getByRole('checkbox', { name: `Select ${FIELD}` }).check();
    await page.getByRole('button', { name: 'View Summary of Selected Fields (1)' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/farmsummary/fields/${fieldId}`);
    await page.getByRole('heading', { name: FIELD }).waitFor();
    await page.getByText('WEATHER TODAY').waitFor();
    await page.getByRole('img', { name: new RegExp(`^True colour of ${FIELD} on`) }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('link', { name: 'VIEW ALL TASKS' }).getAttribute('href')).toBe(`/dashboard/farmactivity/all-activities?field=${fieldId}`);
    await shootBothSizes(page, 'selected-fields');
    // VIEW FULL SATELLITE opens the satellite view of this field.
    await page.getByRole('link', { name: 'VIEW FULL SATELLITE' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/satellite-view/`);
    await page.getByRole('heading', { name: `Satellite View: ${FIELD}` }).waitFor();
    await page.close();
  });
  it('opens the field leaderboard from the list: ranked cards with what the rank means, on a laptop and a phone', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 1366, height: 768 } });
    await page.goto(`${baseUrl}/dashboard/farmsummary/`);
    await page.getByRole('button', { name: 'Leaderboard' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/farmsummary/leaderboard`);
    await page.getByRole('heading', { name: 'Field leaderboard', level: 1 }).waitFor();
    await page.getByText(/^Rank 1 is the field furthest above its usual NDVI/).waitFor();
    const list = page.getByRole('list', { name: 'Fields in rank order' });
    await list.getByRole('heading', { name: FIELD }).waitFor({ timeout: 30_000 });
    await shootBothSizes(page, 'leaderboard');
    await page.close();
  });
});
