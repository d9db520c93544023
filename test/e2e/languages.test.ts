import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { Field } from '../../shared/api/schemas/fields';
import { LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '../../shared/i18n/languages';
import { api, signIn } from '../support/local-client';
import { launchBrowser, SHOTS } from './browser';
import { settled } from './conditions';
import { signedInPage } from './signed-in';

/**
 * The farmer's main screens in each of the product's languages, at a laptop's and a phone's size, as screenshots
 * (test-results/screenshots/lang-<language>-<screen>-<w>x<h>.png): the page says its language (`<html lang>`), no
 * screen scrolls sideways (a longer translation that does not wrap shows here), and the language's texts are on
 * screen. One sign-in, one page, reloaded per language and size.
 */
const baseUrl = inject('e2eUrl');
const FIELD = 'North Maize';
const SIZES = [
  [1366, 768],
  [390, 844],
] as const;

const I18N = path.resolve(import.meta.dirname, '../../shared/i18n');

/** A language's messages, every catalogue of the browser's and the API's (the browser's first). */
function messagesOf(language: Language): Map<string, string> {
  const messages = new Map<string, string>();
  for (const side of ['web', 'api']) {
    for (const catalogue of readdirSync(path.join(I18N, side))) {
      const entries = JSON.parse(readFileSync(path.join(I18N, side, catalogue, `${language}.json`), 'utf8')) as Record<string, string | { message: string }>;
      for (const [key, entry] of Object.entries(entries)) if (!messages.has(key)) messages.set(key, typeof entry === 'string' ? entry : entry.message);
    }
  }
  return messages;
}

const MESSAGES = new Map(LANGUAGES.map((language) => [language, messagesOf(language)]));

/** A text of the specification's English in a language: its catalogue key's message there (English while no key holds it). */
function textIn(language: Language, english: string): string {
  const en = MESSAGES.get('en') as Map<string, string>;
  const key = [...en].find(([, text]) => text === english)?.[0];
  return (key && MESSAGES.get(language)?.get(key)) || english;
}

interface Screen {
  name: string;
  path: (fieldId: string) => string;
  /** Waits for the screen (opening its dialog if it is one), in the language. */
  ready: (page: Page, language: Language) => Promise<unknown>;
}

const SCREENS: Screen[] = [
  { name: 'dashboard', path: () => '/dashboard', ready: (page) => page.getByTestId('user-avatar').waitFor() },
  {
    name: 'field-list',
    path: () => '/dashboard',
    ready: async (page, language) => {
      await page.getByRole('button', { name: textIn(language, 'Field List') }).click();
      await page.getByRole('dialog', { name: textIn(language, 'Field List') }).getByText(FIELD).first().waitFor();
    },
  },
  {
    name: 'task-dialog',
    path: (fieldId) => `/dashboard/farmactivity/configure?field=${fieldId}`,
    ready: (page, language) => page.getByRole('form', { name: textIn(language, 'New Task') }).waitFor(),
  },
  {
    name: 'crop-plan',
    path: (fieldId) => `/dashboard/crop-plan/config/farm/${fieldId}`,
    ready: (page, language) => page.getByRole('heading', { name: textIn(language, 'Configure Your Crops'), level: 1 }).waitFor(),
  },
  {
    name: 'field-report',
    path: (fieldId) => `/dashboard/farmsummary/info/${fieldId}`,
    ready: async (page, language) => {
      await page.getByRole('button', { name: textIn(language, 'PDF'), exact: true }).click({ timeout: 60_000 });
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('table').first().waitFor({ timeout: 60_000 });
      // Its maps and legend, given a while to load so the picture shows them (the farm summary test checks them).
      await page
        .waitForFunction(
          () => {
            const images = [...document.querySelectorAll('[role="dialog"] img')] as HTMLImageElement[];
            return images.length >= 2 && images.every((image) => image.complete && image.naturalWidth > 0);
          },
          undefined,
          { timeout: 30_000 },
        )
        .catch(() => undefined);
    },
  },
];

let browser: Browser;
let page: Page;
let fieldId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await signIn(baseUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  const fields = Field.array().parse((await api(baseUrl, 'GET', '/field/', { token: session.idToken })).body);
  const field = fields.find((candidate) => candidate.name === FIELD);
  if (!field) throw new Error(`The local stage has no demo field ${FIELD}`);
  fieldId = field.id;
  page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, {
    viewport: { width: 1366, height: 768 },
    // The basemap's tiles come from the internet, which this network does not reach: refused at once.
    prepare: (p) => p.route(/^https:\/\/(server\.arcgisonline\.com|tile\.openstreetmap\.org)\//, (route) => route.abort()),
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
}, 120_000);

afterAll(async () => {
  await page?.evaluate((key) => window.localStorage.removeItem(key), LANGUAGE_STORAGE_KEY).catch(() => undefined);
  await browser?.close();
});

/** The language chosen in the browser, as the switch remembers it, before the app loads. */
async function speak(language: Language): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, language] as const);
}

describe('the app in every language', () => {
  for (const language of LANGUAGES) {
    it(`shows the farmer's screens in ${language} without sideways scrolling`, async () => {
      await speak(language);
      // The page of an unknown address: the app shell's own texts, translated in every language already.
      await page.goto(`${baseUrl}/dashboard/no-such-page-${language}`);
      await page.getByText(MESSAGES.get(language)?.get('app.notFound.heading') as string, { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      const overflowing: string[] = [];
      for (const screen of SCREENS) {
        for (const [width, height] of SIZES) {
          // Each size loads the screen afresh: the shell picks its menu layout when it mounts.
          await page.setViewportSize({ width, height });
          await page.goto(`${baseUrl}${screen.path(fieldId)}`);
          await screen.ready(page, language);
          await settled(page);
          expect(await page.evaluate(() => document.documentElement.lang), `${screen.name} lang`).toBe(language);
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement?.scrollWidth ?? 0, innerWidth: window.innerWidth }));
          if (scrollWidth > innerWidth) overflowing.push(`${screen.name} at ${width} px: ${scrollWidth} px wide`);
          await page.screenshot({ path: `${SHOTS}/lang-${language}-${screen.name}-${width}x${height}.png`, fullPage: true });
        }
      }
      expect(overflowing, `${language}: screens wider than the window`).toEqual([]);
    }, 240_000);
  }
});
