import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { TOTP_STEP_TEXTS } from '../../shared/domain/staff-mfa';
import { totpCode } from '../support/totp';
import { WEB_ENGLISH } from '../../shared/i18n/english';

/** Where the browser tests keep their screenshots, as test artefacts. */
export const SHOTS = 'test-results/screenshots';

/** The flags Debian's Chromium runs with here, headless on this closed network (browser tests and benches alike). */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Debian's Chromium, headless, with the flags this closed network needs; the screenshot folder made ready. */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: [...CHROMIUM_FLAGS] });
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** Fills and sends the login form; the caller waits for where the login leads. */
/** Signs in on the login page; with `totpSecret` (staff), also answers the authenticator code step. */
export async function submitLogin(page: Page, baseUrl: string, email: string, password: string, totpSecret?: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (totpSecret) await enterTotpCode(page, totpSecret);
}

/** The sign-in's authenticator code step: the current code of `totpSecret`. */
export async function enterTotpCode(page: Page, totpSecret: string): Promise<void> {
  const field = page.getByLabel(WEB_ENGLISH[TOTP_STEP_TEXTS.codeLabel], { exact: true });
  await field.waitFor({ timeout: 20_000 });
  await field.fill(totpCode(totpSecret));
  await page.getByRole('button', { name: WEB_ENGLISH[TOTP_STEP_TEXTS.submit] }).click();
}
