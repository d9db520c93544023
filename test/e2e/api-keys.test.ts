import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { expectAccessible } from './axe';
import { launchBrowser, SHOTS } from './browser';
import { settled } from './conditions';
import { signedInPage } from './signed-in';

const baseUrl = inject('e2eUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function shootBothSizes(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await expectAccessible(page, `${name} at ${width} px`, { phone: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `${name} scrolls sideways at ${width} px`).toBe(true);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

describe('API keys', () => {
  it('the demo owner creates a key, sees it once, and revokes it', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { path: '/dashboard/api-keys', viewport: { width: 1366, height: 768 } });
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    const name = `Cooperative ${Date.now()}`;

    await page.getByRole('button', { name: 'Create key' }).click();
    const form = page.getByRole('dialog', { name: 'Create key' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Read and write').check();
    await shootBothSizes(page, 'api-keys-create');
    await form.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name });
    await expect.poll(() => shown.getByTestId('new-api-key').inputValue()).toMatch(/^fw_[A-Za-z0-9_-]{43}$/);
    const key = await shown.getByTestId('new-api-key').inputValue();
    await expect.poll(() => shown.getByText('it is shown only once').isVisible()).toBe(true);
    await shootBothSizes(page, 'api-keys-shown-once');
    await shown.getByRole('button', { name: 'I have copied it' }).click();

    // The list shows the key's first characters only; the page keeps the key nowhere once the dialog is closed.
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect.poll(() => row.textContent()).toContain(key.slice(0, 10));
    expect(await page.content()).not.toContain(key);
    const answer = await fetch(`${baseUrl}/api/field/`, { headers: { authorization: `Bearer ${key}` } });
    expect(answer.status).toBe(200);
    expect(await page.evaluate(() => JSON.stringify(window.localStorage) + JSON.stringify(window.sessionStorage))).not.toContain(key);
    await shootBothSizes(page, 'api-keys-list');

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('dialog', { name: `Revoke the key ${name}?` }).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => row.textContent()).toContain('Revoked');
    expect((await fetch(`${baseUrl}/api/field/`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    await page.context().close();
  });
});
