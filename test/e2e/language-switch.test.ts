import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiMessages } from '../../functions/core/i18n/catalogue-files';
import { launchBrowser, newPage, SHOTS } from './browser';

const baseUrl = inject('e2eUrl');

/**
 * The languages whose catalogue chunks the page fetched (web/src/lib/i18n/catalogues/: the shell's app-<language>,
 * the public pages' public-<language>, the signed-in screens' <language>, the console's admin-<language>).
 */
const CATALOGUE_CHUNK = /\/assets\/(?:app-|public-|admin-)?(en|ha|yo|ig|pcm)-[\w-]+\.js$/;
const cataloguesOf = (requests: Request[]) => [
  ...new Set(requests.map((request) => CATALOGUE_CHUNK.exec(new URL(request.url()).pathname)?.[1]).filter((language) => language !== undefined)),
];
/** Whether the page fetched the signed-in screens' catalogue (its chunk is named after the language alone). */
const fetchedMain = (requests: Request[]) => requests.some((request) => /\/assets\/(en|ha|yo|ig|pcm)-[\w-]+\.js$/.test(new URL(request.url()).pathname));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the language switch', () => {
  it('loads only the chosen language, remembers it before sign-in, and asks the API in it', async () => {
    const page = await newPage(browser);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(`${baseUrl}/home`);
    await page.getByRole('combobox', { name: 'Language' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(cataloguesOf(requests)).toEqual(['en']);
    // The landing page loads the shell's and its own texts, none of the farmer's screens'.
    expect(fetchedMain(requests)).toBe(false);

    // Switching fetches Hausa's catalogue and nothing of Yoruba, Igbo or Pidgin.
    await page.getByRole('combobox', { name: 'Language' }).first().click();
    await page.getByRole('option', { name: 'Hausa' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ha');
    expect(cataloguesOf(requests).sort()).toEqual(['en', 'ha']);
    await page.getByTestId('translation-review-note').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/language-switch-landing-ha-1366x900.png` });

    // Remembered before sign-in: a reload starts in Hausa and fetches only Hausa's catalogue.
    requests.length = 0;
    await page.reload();
    await page.getByRole('combobox', { name: 'Harshe' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ha');
    expect(cataloguesOf(requests)).toEqual(['ha']);

    // The sign-in page speaks Hausa (its screens' texts arrive now), and the API answers a malformed request in the
    // language asked.
    await page.goto(`${baseUrl}/auth/login`);
    await page.getByRole('combobox', { name: 'Harshe' }).first().waitFor();
    expect(fetchedMain(requests)).toBe(true);
    expect(cataloguesOf(requests)).toEqual(['ha']);
    const details = await page.evaluate(async () => {
      const ask = async (language: string) => {
        const response = await fetch('/api/auth/password_reset/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
          body: JSON.stringify({ email: 'not an address' }),
        });
        return { status: response.status, detail: ((await response.json()) as { detail: string }).detail };
      };
      return { en: await ask('en'), ha: await ask(document.documentElement.lang) };
    });
    expect(details.en.status).toBe(400);
    expect(details.ha.status).toBe(400);
    expect(details.ha.detail).not.toBe(details.en.detail);
    // Hausa's own words: the detail holds a Hausa catalogue message (its text before any placeholder).
    const hausa = Object.values(apiMessages('ha')).map((message) => String(message).split('{')[0]!.trim()).filter((text) => text.length >= 8);
    expect(hausa.some((text) => details.ha.detail.includes(text))).toBe(true);
    await page.context().close();
  });
});
