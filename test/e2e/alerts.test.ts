/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, where the DOM types apply.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AlertsPage, type AlertItem } from '../../shared/api/schemas/alerts';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { api, signIn } from '../support/local-client';
import { launchBrowser, SHOTS } from './browser';
import { expectAccessible } from './axe';
import { settled } from './conditions';
import { english } from './english';
import { signedInPage } from './signed-in';

const baseUrl = inject('e2eUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo owner's alerts as the API lists them (the local stage replays the demo season's weather into them). */
async function demoOwnerAlerts(): Promise<{ alerts: AlertItem[]; unread: number }> {
  const { idToken } = await signIn(baseUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  const answer = await api(baseUrl, 'GET', '/alerts/?limit=100', { token: idToken });
  expect(answer.status).toBe(200);
  const page = AlertsPage.parse(answer.body);
  return { alerts: page.results, unread: page.unread };
}

/** The bell's count, read from its name ('Alerts, 3 unread'). */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Alerts, / });
  await bell.waitFor();
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

describe('alerts on the local stage (the demo season)', () => {
  it('the bell counts the demo owner’s alerts; the page filters them by kind and leads to the field', async () => {
    const { alerts, unread: unreadListed } = await demoOwnerAlerts();
    // The demo weather holds a false start, a dry spell and a heavy-rain day: the owner has alerts about a field.
    const withField = alerts.filter((alert) => alert.field !== null);
    expect(withField.length).toBeGreaterThan(0);
    const kind = withField.some((alert) => alert.kind === 'dry_spell') ? 'dry_spell' : (withField[0]?.kind ?? 'dry_spell');
    const kindLabel = english(`alerts.kind.${kind}`);

    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { viewport: { width: 1366, height: 768 } });
    // The count arrives with the bell's first request, after the page.
    await expect.poll(() => bellCount(page)).toBe(unreadListed);
    const unread = await bellCount(page);
    expect(unread).toBeGreaterThan(0);

    // The bell's menu: the newest alerts, then the way to all of them.
    await page.getByRole('button', { name: /^Alerts, / }).click();
    const menu = page.getByRole('menu', { name: 'Latest alerts' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').count()).toBe(Math.min(5, alerts.length) + 1);
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/alerts-bell-menu-1366x768.png` });
    await menu.getByRole('menuitem', { name: 'See all alerts' }).click();
    await page.waitForURL(/\/dashboard\/alerts$/);
    await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
    await page.getByRole('article').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/alerts-page-1366x768.png`, fullPage: true });
    await expectAccessible(page, 'alerts page');

    // Filtered by kind: the address says so and every alert listed is of that kind.
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: kindLabel, exact: true }).click();
    await page.waitForURL(new RegExp(`/dashboard/alerts\\?kind=${kind}$`));
    const expected = alerts.filter((alert) => alert.kind === kind);
    await expect.poll(() => page.getByRole('article').count()).toBe(Math.min(expected.length, 20));
    const titles = await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toEqual(expected.slice(0, 20).map((alert) => alert.title));
    // The kind's menu has faded out.
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/alerts-filtered-1366x768.png`, fullPage: true });

    // At a phone's size: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('article').first().waitFor();
    await settled(page);
    await noSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/alerts-page-390x844.png`, fullPage: true });
    await expectAccessible(page, 'alerts page at 390 px');

    // Opening an alert's field: its chart, and the alert is read.
    const first = expected.find((alert) => alert.field !== null);
    const card = page.getByRole('article', { name: first?.title ?? '' }).first();
    await card.getByRole('link', { name: first?.field?.name ?? '' }).click();
    const target = new URL(first?.link ?? `/dashboard/farmsummary/info/${first?.field?.id ?? ''}`, baseUrl);
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === target.pathname.replace(/\/$/, ''));
    if (first && !first.read) await expect.poll(() => bellCount(page)).toBe(unread - 1);
    await page.screenshot({ path: `${SHOTS}/alerts-field-390x844.png`, fullPage: true });
    await page.context().close();
  });
});
