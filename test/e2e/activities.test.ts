import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Field } from '../../shared/api/schemas/fields';
import { Role, TeamMember } from '../../shared/api/schemas/roles';
import { ACTIVITY_MESSAGES } from '../../shared/domain/activities';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { parseCsv } from '../support/csv';
import { api, latestMail, signIn, uniqueEmail } from '../support/local-client';
import { launchBrowser, newPage, submitLogin, SHOTS } from './browser';
import { expectAccessible } from './axe';
import { translateText } from '../../functions/core/i18n/translate';

const baseUrl = inject('e2eUrl');
const sesEndpoint = inject('e2eSesEndpoint');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Both sizes of each screen: a laptop, then a phone. The phone view is loaded at its own size (the shell picks its
 * menu layout when it mounts), so a screen shot this way must be reachable by its URL.
 */
async function shoot(page: Page, name: string, ready: () => Promise<unknown>): Promise<void> {
  await page.evaluate(() => (globalThis as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/activities-${name}-1366x768.png`, fullPage: true });
  await expectAccessible(page, `activities ${name}`, { phone: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await ready();
  await page.screenshot({ path: `${SHOTS}/activities-${name}-390x844.png`, fullPage: true });
  await expectAccessible(page, `activities ${name} at 390 px`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await ready();
}

function temporaryPassword(html: string | undefined): string {
  const raw = /temporary password: <strong>([^<]+)<\/strong>/.exec(html ?? '')?.[1] ?? '';
  return raw.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

describe('farm activities', () => {
  it('a task for a demo field reaches its assignee’s calendar, is closed with a reason and is in the CSV report', async () => {
    // The demo owner's team and fields; a crew member with a role that may view tasks.
    const ownerSession = await signIn(baseUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const token = ownerSession.idToken;
    const fields = Field.array().parse((await api(baseUrl, 'GET', '/field/', { token })).body);
    const field = fields[0];
    if (!field) throw new Error('The local stage has no demo field');
    const profile = (await api(baseUrl, 'GET', `/accounts/${ownerSession.sub}/profile/`, { token })).body as { owned_team: { id: string } };
    const team = profile.owned_team.id;
    const role = Role.parse(
      (await api(baseUrl, 'POST', '/roles/create/', { token, body: { team, name: `Crew ${Date.now()}`, description: 'Field crew', privileges: ['activity.view_farmactivity'] } })).body,
    );
    const memberEmail = uniqueEmail('e2e-crew');
    const invited = await api(baseUrl, 'POST', '/roles/assign/', { token, body: { first_name: 'Kemi', last_name: 'Crew', email: memberEmail, role: role.id, team } });
    expect(invited.status).toBe(201);
    TeamMember.parse(invited.body);

    // New Task for the demo field, from the URL.
    const owner = await newPage(browser);
    await submitLogin(owner, baseUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    await owner.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });
    await owner.goto(`${baseUrl}/dashboard/farmactivity/configure`);
    await owner.getByText(translateText('en', ACTIVITY_MESSAGES.noFieldSelected)).waitFor();
    await shoot(owner, 'no-field', () => owner.getByText(translateText('en', ACTIVITY_MESSAGES.noFieldSelected)).waitFor());
    await owner.goto(`${baseUrl}/dashboard/farmactivity/configure?field=${field.id}`);
    const form = owner.getByRole('form', { name: 'New Task' });
    await shoot(owner, 'new-task', () => owner.getByText(/^Field: /).waitFor());
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(translateText('en', ACTIVITY_MESSAGES.nameRequired)).waitFor();
    const taskName = `Scout for armyworm ${Date.now().toString(36)}`;
    await form.getByLabel('Task Name').fill(taskName);
    await form.getByLabel('Description').fill('Walk the rows and count larvae per plant');
    await form.getByLabel('Task Type').click();
    await owner.getByRole('option', { name: 'Scouting' }).click();
    const today = new Date();
    const start = today.toISOString().slice(0, 10);
    const end = new Date(today.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Start Date').fill(start);
    await form.getByLabel('End Date').fill(end);
    await form.getByLabel('Planned Cost').fill('15000');
    await form.getByLabel('Assignees').click();
    await owner.getByRole('option', { name: memberEmail }).click();
    await owner.keyboard.press('Escape');
    await owner.evaluate(() => (globalThis as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, 0));
    await owner.screenshot({ path: `${SHOTS}/activities-new-task-filled-1366x768.png`, fullPage: true });
    await form.getByRole('button', { name: 'Save' }).click();
    await owner.getByText(translateText('en', ACTIVITY_MESSAGES.assigned)).waitFor();
    await owner.waitForURL(`${baseUrl}/dashboard/farmactivity/my-tasks`, { timeout: 10_000 });

    // The member is mailed the task, signs in and finds it on the My Tasks calendar.
    const assignment = await latestMail(sesEndpoint, memberEmail, taskName);
    expect(assignment.body.html).toContain(field.name);
    const invitation = await latestMail(sesEndpoint, memberEmail, 'invited');
    const member = await newPage(browser);
    await submitLogin(member, baseUrl, memberEmail, temporaryPassword(invitation.body.html));
    const newPassword = member.getByRole('form', { name: 'Set a new password' });
    await newPassword.getByLabel('New Password').fill('CrewPass1!');
    await newPassword.getByLabel('Confirm Password').fill('CrewPass1!');
    await newPassword.getByRole('button', { name: 'Set Password' }).click();
    await member.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });
    await member.goto(`${baseUrl}/dashboard/farmactivity/my-tasks`);
    await member.locator('.fc-event', { hasText: taskName }).first().waitFor();
    await shoot(member, 'my-tasks', () => member.locator('.fc-event', { hasText: taskName }).first().waitFor());

    // The owner closes it with a reason from the task table.
    await owner.goto(`${baseUrl}/dashboard/farmactivity/all-activities?field=${field.id}`);
    const row = owner.getByRole('row', { name: new RegExp(taskName) });
    await row.getByText('Open').waitFor();
    // A phone lists the tasks as cards, a computer as the table: the task's link is in both.
    await shoot(owner, 'all-activities', () => owner.getByRole('link', { name: taskName }).waitFor());
    await row.getByRole('button', { name: `Actions for ${taskName}` }).click();
    await owner.getByRole('menuitem', { name: 'Close' }).click();
    const close = owner.getByRole('dialog', { name: 'Close Task' });
    await close.getByPlaceholder(translateText('en', ACTIVITY_MESSAGES.reasonPlaceholder)).fill('No armyworm found');
    await close.getByRole('button', { name: 'Close Task' }).click();
    await owner.getByText(translateText('en', ACTIVITY_MESSAGES.closed)).waitFor();
    await row.getByText('Close', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Actions for ${taskName}` }).click();
    expect(await owner.getByRole('menuitem', { name: 'Modify' }).getAttribute('aria-disabled')).toBe('true');
    await owner.keyboard.press('Escape');

    // The report: downloaded as the user would and read as a spreadsheet would.
    const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('button', { name: 'Download Task Report' }).click()]);
    expect(download.suggestedFilename()).toBe('farm_activity_report.csv');
    const rows = parseCsv(readFileSync(await download.path(), 'utf8'));
    const header = rows[0] ?? [];
    const line = rows.find((entry) => entry[0] === taskName);
    expect(line).toBeTruthy();
    const cell = (name: string) => line?.[header.indexOf(name)];
    expect(cell('field')).toBe(field.name);
    expect(cell('status')).toBe('close');
    expect(cell('type')).toBe('scouting');
    expect(cell('start_date')).toBe(start);
    expect(cell('end_date')).toBe(end);
    expect(cell('planned_cost_ngn')).toBe('15000.00');
    expect(cell('assignees')).toBe(memberEmail);
    expect(cell('closing_reason')).toBe('No armyworm found');

    // Task Details shows the status and the reason.
    await row.getByRole('link', { name: taskName }).click();
    await owner.getByRole('heading', { name: taskName }).waitFor();
    await owner.getByText('No armyworm found').waitFor();
    await owner.getByRole('table', { name: 'All Assignees' }).getByText(memberEmail).waitFor();
    await shoot(owner, 'task-details', () => owner.getByText('No armyworm found').waitFor());
  });
});
