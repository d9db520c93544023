/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, where the DOM types apply.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, compareRanges, COMPARE_COLOURS, eachDay, WEATHER_MESSAGES } from '../../shared/domain/weather';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { translate } from '../../functions/core/i18n/translate';
import { launchBrowser, SHOTS } from './browser';
import { signedInPage } from './signed-in';
import { expectAccessible } from './axe';

const baseUrl = inject('e2eUrl');

/** What the icon check reads from an <img> in the page; the Node tests have no DOM types. */

/** The default map centre of spec 2 §2.1, as a field centroid the menu would put in the path. */
const DEFAULT_PAIR = '9.0788,8.6775';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page signed in as the demo owner, on the dashboard. */
const demoOwnerPage = () => signedInPage(browser, baseUrl, DEMO_USERS.owner);

/** The forecast the way the side menu links it (from the selected field); without a selection, the URL itself. */
async function openForecast(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Weather Forecast & Update' }).click();
  const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Weather Forecast', exact: true });
  const href = (await link.getAttribute('href')) ?? '';
  const pair = href.replace(/^.*\/dashboard\/weather\/forecast\/?/, '');
  if (pair) {
    await link.click();
    return pair;
  }
  await page.goto(`${baseUrl}/dashboard/weather/forecast/${DEFAULT_PAIR}`);
  return DEFAULT_PAIR;
}

/** The browser's calendar day (what the screen calls today). */
async function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}

describe('weather screens on the local stage (demo weather)', () => {
  it('shows the forecast, then loads, compares and downloads the history', async () => {
    const page = await demoOwnerPage();
    const pair = await openForecast(page);

    // Forecast: the table of days with icons, the strips and the demo attribution beside the data.
    await page.waitForURL(new RegExp(`/dashboard/weather/forecast/${pair.replace(/\./g, '\\.')}$`));
    await page.getByRole('heading', { name: 'Weather Forecast', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Daily Forecast' });
    await table.waitFor();
    const dayRows = await table.getByRole('row').count();
    expect(dayRows).toBeGreaterThanOrEqual(8); // header + at least 7 days
    await page.getByRole('note', { name: 'Weather data source' }).getByText('Demo weather (simulated)').waitFor();
    await expectAccessible(page, 'Weather History');
    await page.getByRole('region', { name: translate('en', WEATHER_MESSAGES.precipitationStrip) }).waitFor();
    await page.getByRole('region', { name: translate('en', WEATHER_MESSAGES.windStrip) }).waitFor();
    const icon = table.locator('img').first();
    await icon.waitFor();
    await expect.poll(() => icon.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    expect(await icon.getAttribute('src')).toMatch(/^\/weather-icons\/[a-z-]+\.svg$/);
    expect(await page.title()).toBe('Weather Forecast | GIS');
    await expectAccessible(page, 'Weather Forecast');

    // History, from the forecast's link: yesterday to today loads on arrival.
    await page.getByRole('link', { name: 'GO TO WEATHER HISTORY' }).click();
    await page.waitForURL(new RegExp(`/dashboard/weather/history/${pair.replace(/\./g, '\\.')}$`));
    const humidity = page.getByRole('figure', { name: 'Humidity (%)' });
    await humidity.waitFor();
    const today = await browserToday(page);
    expect(await page.getByLabel('Start Date').inputValue()).toBe(addDays(today, -1));
    expect(await page.getByLabel('End Date').inputValue()).toBe(today);

    // A month, with None.
    const range = { start: addDays(today, -30), end: today };
    const slash = (day: string) => day.replace(/-/g, '/');
    await page.getByLabel('Start Date').fill(range.start);
    await page.getByLabel('End Date').fill(range.end);
    await page.getByRole('button', { name: 'Load History' }).click();
    await page.getByText(`Showing ${slash(range.start)} to ${slash(range.end)}`, { exact: true }).waitFor();
    for (const name of ['Humidity (%)', 'Precipitation (mm)', 'Temperature (°C)', 'Wind (m/s)', 'Average Rainfall by Month (mm/h)']) {
      await page.getByRole('figure', { name }).locator('svg.recharts-surface').first().waitFor();
    }
    await expect.poll(() => humidity.locator('.recharts-line path.recharts-curve').count()).toBe(1);
    await expect.poll(() => page.getByRole('figure', { name: 'Average Rainfall by Month (mm/h)' }).locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await page.getByRole('note', { name: 'Weather data source' }).getByText('Demo weather (simulated)').waitFor();

    // 5 Years: five series in the specified colours, newest first.
    await page.getByLabel('Compare').selectOption({ label: '5 Years' });
    await page.getByRole('button', { name: 'Load History' }).click();
    await page.getByText(`Showing ${slash(range.start)} to ${slash(range.end)} (5 Years compare)`, { exact: true }).waitFor();
    const curves = humidity.locator('.recharts-line path.recharts-curve');
    await expect.poll(() => curves.count()).toBe(5);
    expect(await curves.evaluateAll((paths) => paths.map((path) => path.getAttribute('stroke')))).toEqual([...COMPARE_COLOURS]);
    const years = compareRanges(range).map(({ start, end }) => (start.slice(0, 4) === end.slice(0, 4) ? start.slice(0, 4) : `${start.slice(0, 4)}/${end.slice(0, 4)}`));
    expect(await humidity.locator('.recharts-legend-item-text').allTextContents()).toEqual(years);

    // The two-state download: generate, then save the CSV named after the range.
    await page.getByRole('button', { name: translate('en', WEATHER_MESSAGES.generateButton) }).click();
    await page.getByText(translate('en', WEATHER_MESSAGES.downloadGenerated)).waitFor();
    const proceed = page.getByRole('button', { name: translate('en', WEATHER_MESSAGES.downloadButton) });
    const [download] = await Promise.all([page.waitForEvent('download'), proceed.click()]);
    expect(download.suggestedFilename()).toBe(`weather_history_${range.start}_to_${range.end}.csv`);
    await page.getByText(translate('en', WEATHER_MESSAGES.downloadStarted)).waitFor();
    const file = await download.path();
    const lines = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Date,/);
    expect(lines).toHaveLength(eachDay(range.start, range.end).length + 1);
    expect(lines[1]?.startsWith(`${range.start},`)).toBe(true);
    expect(lines[1]).toContain('Demo weather (simulated)');
    await page.getByRole('button', { name: translate('en', WEATHER_MESSAGES.generateButton) }).waitFor();

    // Back to the forecast.
    await page.getByRole('link', { name: 'GO TO WEATHER FORECAST' }).click();
    await page.getByRole('table', { name: 'Daily Forecast' }).waitFor();
    await page.context().close();
  });

  it('without a selected field says to choose one; on a phone the menu is a drawer and the days are cards', async () => {
    const page = await demoOwnerPage();
    // A new tab has no selection (session storage): the menu's history link carries no place.
    await page.goto(`${baseUrl}/dashboard/weather/history/`);
    await page.getByRole('heading', { name: 'Choose a field first' }).waitFor();
    expect(await page.getByText(/^Latitude/).count()).toBe(0);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: `${SHOTS}/weather-history-no-field-1366x768.png` });
    await expectAccessible(page, 'Weather History without a field');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/dashboard/weather/forecast/${DEFAULT_PAIR}`);
    const days = page.getByRole('list', { name: 'Daily Forecast' });
    await days.waitFor();
    expect(await page.getByRole('table', { name: 'Daily Forecast' }).count()).toBe(0);
    const card = days.getByRole('listitem').first();
    for (const label of ['Max', 'Min', 'Wind', 'Clouds', 'Precipitation', 'Humidity']) await card.getByText(label, { exact: true }).waitFor();
    // Nothing runs off the side of the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    await page.screenshot({ path: `${SHOTS}/weather-forecast-390x844.png` });
    await expectAccessible(page, 'Weather Forecast at 390 px');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.waitFor();
    // The drawer slides in from the left edge: the picture is of it open, not half-way.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await page.screenshot({ path: `${SHOTS}/dashboard-drawer-390x844.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    await page.context().close();
  });
});
