import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
import { newPage, submitLogin } from './browser';

/** Someone who signs in: their e-mail and password, and the authenticator key of staff. */
export interface E2eUser {
  email: string;
  password: string;
  totpSecret?: string;
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** A signed-in browser's storage per user, this run: Amplify keeps the session's tokens in localStorage. */
const states = new Map<string, StorageState>();

function stateFile(email: string): string {
  return path.join(inject('e2eAuthDir'), `${email.replace(/[^\w.@-]/g, '_')}.json`);
}

/** Signs in through the login form once per user and run, and keeps the browser's storage for the next pages. */
async function storageStateOf(browser: Browser, baseUrl: string, user: E2eUser): Promise<StorageState> {
  const known = states.get(user.email);
  if (known) return known;
  const file = stateFile(user.email);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StorageState;
    states.set(user.email, stored);
    return stored;
  }
  const page = await newPage(browser);
  await submitLogin(page, baseUrl, user.email, user.password, user.totpSecret);
  await page.waitForURL(/\/dashboard\/?$/, { timeout: 30_000 });
  await page.waitForFunction(() => Object.keys(window.localStorage).some((key) => key.endsWith('.LastAuthUser')));
  const state = await page.context().storageState();
  await page.context().close();
  writeFileSync(file, JSON.stringify(state));
  states.set(user.email, state);
  return state;
}

/**
 * A new page already signed in as `user` (for tests that need a signed-in page, not the sign-in itself), at `path`
 * (the dashboard by default) once the app has read the session. `prepare` runs before the first navigation (e.g. to
 * route the basemap's tiles).
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  user: E2eUser,
  options: { path?: string; viewport?: { width: number; height: number }; prepare?: (page: Page) => Promise<unknown> } = {},
): Promise<Page> {
  const storageState = await storageStateOf(browser, baseUrl, user);
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1366, height: 900 }, storageState });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await options.prepare?.(page);
  const target = options.path ?? '/dashboard';
  await page.goto(`${baseUrl}${target}`);
  // Signed in: the app stays where it was sent instead of going to the login page.
  await page.getByTestId('user-avatar').waitFor();
  return page;
}
