import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Activity } from '../../shared/api/schemas/activities';
import { Field } from '../../shared/api/schemas/fields';
import { ACTIVITY_MESSAGES, ACTIVITY_STATUS_LABELS } from '../../shared/domain/activities';
import { WEB_ENGLISH } from '../../shared/i18n/english';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { translateText } from '../../functions/core/i18n/translate';
import { api, signIn } from '../support/local-client';
import { launchBrowser, SHOTS } from './browser';
import { signedInPage } from './signed-in';

const baseUrl = inject('e2eUrl');

/** How long a close made offline may take to reach the server once the network is back (the budget). */
const SYNC_BUDGET_MS = 30_000;

const PHONE = { width: 390, height: 844 };
const say = (key: keyof typeof WEB_ENGLISH) => WEB_ENGLISH[key];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo owner's token and a new open task of theirs on a demo field, made through the API. */
async function ownersNewTask(label: string): Promise<{ token: string; task: Activity }> {
  const session = await signIn(baseUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  const token = session.idToken;
  const [field] = Field.array().parse((await api(baseUrl, 'GET', '/field/', { token })).body);
  if (!field) throw new Error('The local stage has no demo field');
  const today = new Date().toISOString().slice(0, 10);
  const created = await api(baseUrl, 'POST', '/activity/create/', {
    token,
    body: { field: field.id, name: `${label} ${Date.now().toString(36)}`, description: 'Walk the rows', start_date: today, end_date: today, assignees: [session.sub] },
  });
  expect(created.status).toBe(201);
  return { token, task: Activity.parse(created.body) };
}

async function taskOnServer(token: string, id: string): Promise<Activity> {
  return Activity.parse((await api(baseUrl, 'GET', `/activity/${id}/retrieve/`, { token })).body);
}

/** The close requests the page sent (each with its Idempotency-Key), and the statuses of those the API answered. */
function watchCloses(page: Page, id: string) {
  const keys: string[] = [];
  const answered: number[] = [];
  const isClose = (url: string, method: string) => method === 'PUT' && url.includes(`/activity/${id}/close/`);
  page.on('request', (request) => {
    if (isClose(request.url(), request.method())) keys.push(request.headers()['idempotency-key'] ?? '');
  });
  page.on('response', (response) => {
    if (isClose(response.url(), response.request().method())) answered.push(response.status());
  });
  return { keys, answered };
}

/** Opens the task from My Tasks (online), goes offline and closes it with a reason: kept on the phone. */
async function closeOffline(page: Page, task: Activity, reason: string): Promise<void> {
  await page.getByRole('region', { name: say('activities.calendarLabel') }).waitFor();
  await page.goto(`${baseUrl}/dashboard/farmactivity/all-activities/${task.id}`);
  await page.getByRole('heading', { name: task.name }).waitFor();
  await page.context().setOffline(true);
  await page.getByRole('button', { name: say('activities.closeTask') }).click();
  const dialog = page.getByRole('dialog', { name: say('activities.closeTask') });
  await dialog.getByPlaceholder(translateText('en', ACTIVITY_MESSAGES.reasonPlaceholder)).fill(reason);
  await dialog.getByRole('button', { name: say('activities.closeTask') }).click();
  await page.getByText(say('field-app.sync.saved')).waitFor();
}

const syncButton = (page: Page) => page.getByRole('button', { name: /waiting to be sent/ });

/** The screen at 390x844 (where it is used), then at 1366x768, back to the phone. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/offline-sync-${name}-390x844.png` });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `${SHOTS}/offline-sync-${name}-1366x768.png` });
  await page.setViewportSize(PHONE);
}

/** Opens the app bar's list of writes, once it has faded in (for its screenshot). */
async function openSyncList(page: Page) {
  await syncButton(page).click();
  const list = page.getByRole('dialog', { name: say('field-app.sync.title') });
  await list.waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('[role="dialog"]')].some((element) => getComputedStyle(element).opacity === '1'));
  return list;
}

describe('writes made without signal', () => {
  it('a task closed offline waits on the phone, then reaches the server once within 30 s of the network coming back', async () => {
    const { token, task } = await ownersNewTask('Offline close');
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { path: '/dashboard/farmactivity/my-tasks', viewport: PHONE });
    const closes = watchCloses(page, task.id);

    await closeOffline(page, task, 'Weeded by hand');

    const article = page.getByRole('article', { name: task.name });
    await article.getByText(say('field-app.sync.state.waiting')).waitFor();
    await article.getByText(translateText('en', ACTIVITY_STATUS_LABELS.close), { exact: true }).waitFor();
    await shoot(page, 'waiting');
    const list = await openSyncList(page);
    await list.getByText(`Close task: ${task.name}`).waitFor();
    await page.screenshot({ path: `${SHOTS}/offline-sync-popover-390x844.png` });
    await page.keyboard.press('Escape');
    expect((await taskOnServer(token, task.id)).status).toBe('open');

    const back = Date.now();
    await page.context().setOffline(false);
    let onServer = await taskOnServer(token, task.id);
    while (onServer.status !== 'close' && Date.now() - back < SYNC_BUDGET_MS + 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      onServer = await taskOnServer(token, task.id);
    }
    const seconds = (Date.now() - back) / 1000;
    console.log(`offline close on the server ${seconds.toFixed(1)} s after the network came back`);
    expect(onServer.status).toBe('close');
    expect(onServer.comment).toBe('Weeded by hand');
    expect(seconds * 1000).toBeLessThan(SYNC_BUDGET_MS);

    // Once: every try carried the same key, and the API answered one of them, with success.
    await syncButton(page).waitFor({ state: 'detached' });
    await article.getByText(say('field-app.sync.state.waiting')).waitFor({ state: 'detached' });
    expect(new Set(closes.keys).size).toBe(1);
    expect(closes.answered).toEqual([200]);
    await page.screenshot({ path: `${SHOTS}/offline-sync-sent-390x844.png` });
    await page.context().close();
  });

  it('a task closed offline that someone else closed meanwhile shows the conflict, not overwritten', async () => {
    const { token, task } = await ownersNewTask('Offline conflict');
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { path: '/dashboard/farmactivity/my-tasks', viewport: PHONE });

    await closeOffline(page, task, 'Closed on the phone');
    // Meanwhile, someone with signal closes it first.
    const elsewhere = await api(baseUrl, 'PUT', `/activity/${task.id}/close/`, { token, body: { status: 'close', comment: 'Closed at the office' } });
    expect(elsewhere.status).toBe(200);

    await page.context().setOffline(false);

    const article = page.getByRole('article', { name: task.name });
    await article.getByText(say('field-app.sync.state.conflict')).waitFor({ timeout: SYNC_BUDGET_MS });
    await article.getByText(translateText('en', ACTIVITY_MESSAGES.alreadyClosed)).waitFor();
    // The page shows what stands: closed, with the other close's reason.
    await article.getByText(/Closed at the office/).waitFor();
    await article.getByText(translateText('en', ACTIVITY_STATUS_LABELS.close), { exact: true }).waitFor();
    await shoot(page, 'conflict');
    const list = await openSyncList(page);
    await list.getByText(translateText('en', ACTIVITY_MESSAGES.alreadyClosed)).waitFor();
    await page.screenshot({ path: `${SHOTS}/offline-sync-conflict-popover-390x844.png` });
    // The other close stands.
    expect((await taskOnServer(token, task.id)).comment).toBe('Closed at the office');
    await list.getByRole('button', { name: say('field-app.sync.dismiss') }).click();
    await syncButton(page).waitFor({ state: 'detached' });
    await page.context().close();
  });
});
