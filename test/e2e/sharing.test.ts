import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { launchBrowser, SHOTS } from './browser';
import { settled } from './conditions';
import { signedInPage } from './signed-in';

const baseUrl = inject('e2eUrl');
const FIELD = 'North Maize';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The screen at both sizes a farmer uses (laptop and phone), then back to the laptop. */
async function shootBothSizes(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/sharing-${name}-${width}x${height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('read-only share links', () => {
  it("shares a field from its page, opens the link without an account (map, chart, report), lists it and revokes it", async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 1366, height: 768 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/dashboard/farmsummary/`);
    const row = page.getByRole('table', { name: 'Farm summary' }).getByRole('row').filter({ hasText: FIELD });
    await row.getByRole('button', { name: 'View Field' }).click();
    await page.waitForURL(/\/dashboard\/farmsummary\/info\//);

    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share read-only' });
    await dialog.getByLabel('Who is it for?').fill('For Bank of Agriculture');
    await shootBothSizes(page, 'dialog');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const linkBox = dialog.getByTestId('share-link');
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl}/share/[A-Za-z0-9_-]{43}$`));
    await shootBothSizes(page, 'dialog-link');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A fresh browser, never signed in: the link shows the field on the map, its chart and its report.
    const visitor = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const shared = await visitor.newPage();
    shared.setDefaultTimeout(30_000);
    await shared.goto(link);
    await shared.getByRole('heading', { name: FIELD }).waitFor();
    await shared.getByText(/Shared by .+ until /).waitFor();
    expect(await shared.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await shared.getByRole('region', { name: FIELD }).locator('.leaflet-container').waitFor();
    await shared.getByTestId('shared-chart').locator('.recharts-line').waitFor();
    await shared.getByRole('link', { name: 'Download PDF' }).waitFor({ timeout: 60_000 });
    await shared.locator('img.leaflet-tile-loaded[src*="/tiles/"]').first().waitFor();
    // No menu of the app: a visitor sees the shared field only.
    expect(await shared.getByRole('navigation').count()).toBe(0);
    await shootBothSizes(shared, 'public-page');

    // The team's list shows the link; revoking it stops the page at once.
    await page.goto(`${baseUrl}/dashboard/share-links`);
    const listed = page.getByTestId('share-link-row').filter({ hasText: 'For Bank of Agriculture' }).first();
    await listed.waitFor();
    await shootBothSizes(page, 'list');
    await listed.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await listed.getByText('Revoked').waitFor();
    await shared.reload();
    await expect.poll(() => shared.getByTestId('share-refused').textContent()).toContain('taken back');
    await visitor.close();
    await page.close();
  });
});
