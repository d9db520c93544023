/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, where the DOM types apply.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TOTP_STEP_TEXTS, TWO_STEP_SETUP_PATH, TWO_STEP_SETUP_TEXTS } from '../../shared/domain/staff-mfa';
import { cognito } from '../support/local-client';
import { newOwner } from '../support/teams';
import { totpCode } from '../support/totp';
import { expectAccessible } from './axe';
import { enterTotpCode, launchBrowser, newPage, SHOTS, submitLogin } from './browser';
import { settled } from './conditions';
import { WEB_ENGLISH } from '../../shared/i18n/english';

const baseUrl = inject('e2eUrl');
const sesEndpoint = inject('e2eSesEndpoint');

/** Screenshots at the laptop and phone sizes, without a reload (a reload would make a new authenticator key). */
async function shoot(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('two-step sign-in in the browser', () => {
  it('sets up an authenticator app from the QR page, then signs in with password and code', async () => {
    const owner = await newOwner(baseUrl, sesEndpoint, 'e2e-two-step');
    const password = 'OwnerPass1!';
    const page = await newPage(browser);
    await submitLogin(page, baseUrl, owner.email, password);
    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });

    await page.goto(`${baseUrl}${TWO_STEP_SETUP_PATH}`);
    await page.getByRole('img', { name: WEB_ENGLISH[TWO_STEP_SETUP_TEXTS.qrLabel] }).waitFor({ timeout: 20_000 });
    await shoot(page, 'two-step-setup');
    const secret = ((await page.getByTestId('totp-key').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel(WEB_ENGLISH[TWO_STEP_SETUP_TEXTS.codeLabel]).fill(totpCode(secret));
    await page.getByRole('button', { name: WEB_ENGLISH[TWO_STEP_SETUP_TEXTS.verify] }).click();
    await page.getByText(WEB_ENGLISH[TWO_STEP_SETUP_TEXTS.done]).waitFor();
    await page.waitForURL(/\/auth\/login$/, { timeout: 20_000 });

    // The pool now has the app on for this user (read with a token of the new sign-in below).
    await submitLogin(page, baseUrl, owner.email, password);
    await page.getByLabel(WEB_ENGLISH[TOTP_STEP_TEXTS.codeLabel], { exact: true }).waitFor({ timeout: 20_000 });
    await shoot(page, 'two-step-code');
    await enterTotpCode(page, secret);
    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });
    const accessToken = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
      return key ? localStorage.getItem(key) : null;
    });
    const user = await cognito<{ UserMFASettingList?: string[] }>(baseUrl, 'GetUser', { AccessToken: accessToken });
    expect(user.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    await page.context().close();
  }, 120_000);
});
