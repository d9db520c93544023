/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, where the DOM types apply.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { UserDetails } from '../../shared/api/schemas/accounts';
import { ADMIN_MESSAGES } from '../../shared/domain/admin';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { lonLatSquare } from '../fixtures/field-files';
import { api, latestMail, signIn, uniqueEmail } from '../support/local-client';
import { expectAccessible } from './axe';
import { launchBrowser, newPage, submitLogin, SHOTS } from './browser';
import { settled } from './conditions';
import { translateText } from '../../functions/core/i18n/translate';

/**
 * The administrator console as an operator uses it: a service and a plan configured and bought by a farmer through
 * the Paystack stand-in, the payment and the subscription in the books, the farmer's team revoked and approved
 * (and told so on the dashboard), and the farmer deleted with their fields.
 */
const baseUrl = inject('e2eUrl');
const sesEndpoint = inject('e2eSesEndpoint');
const RUN = Date.now().toString(36).slice(-5);
const SERVICE_NAME = `Acreage ${RUN}`;
const PLAN_NAME = `Savanna ${RUN}`;
const BUYER_PASSWORD = 'SavannaPass1!';

let browser: Browser;
let admin: Page;
let buyer: Page;
const buyerEmail = uniqueEmail('e2e-admin-buyer');
let paymentReference = '';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Both sizes of each screen, after the accessibility check of the screen as it is. */
async function shoot(page: Page, name: string): Promise<void> {
  await expectAccessible(page, `admin ${name}`);
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/admin-${name}-${width}x${height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function goAdmin(path: string, heading: string): Promise<void> {
  await admin.goto(`${baseUrl}${path}`);
  await admin.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the administrator console', () => {
  it('signs the staff admin in to the dashboard with its counts and recent tracking', async () => {
    admin = await newPage(browser);
    await submitLogin(admin, baseUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password, DEMO_USERS.admin.totpSecret);
    await admin.waitForURL(/\/admin\/dashboard$/, { timeout: 20_000 });
    await admin.getByRole('heading', { name: 'Recent Tracking Activities' }).waitFor();
    await shoot(admin, 'dashboard');
    // The demo owner and the admin at least, counted on this first read of the console.
    const count = async (name: string) => Number(await admin.getByRole('region', { name }).locator('p').textContent());
    await expect.poll(() => count('Total Users')).toBeGreaterThanOrEqual(2);
    await expect.poll(() => count('Total Teams')).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('configures a service and a plan on /admin/configuration', async () => {
    await goAdmin('/admin/configuration', 'Configurations');
    await admin.getByRole('tab', { name: '1 System Settings' }).waitFor();
    await admin.getByRole('table', { name: 'System configurations' }).waitFor();
    await admin.getByLabel('Show Form?').check();
    await admin.getByRole('form', { name: 'System settings form' }).waitFor();
    await shoot(admin, 'configuration-settings');

    await admin.getByRole('button', { name: 'Next' }).click();
    const serviceForm = admin.getByRole('form', { name: 'Service form' });
    await serviceForm.getByText('New service').waitFor();
    await serviceForm.getByRole('button', { name: 'Create Service' }).click();
    await serviceForm.getByText('Required').first().waitFor();
    await chooseOption(admin, 'Service', 'farm area');
    await serviceForm.getByLabel('Name').fill(SERVICE_NAME);
    await serviceForm.getByLabel('Amount Per Hectare').fill('300');
    await chooseOption(admin, 'Notification', 'Active');
    await serviceForm.getByRole('button', { name: 'Create Service' }).click();
    await admin.getByText(translateText('en', ADMIN_MESSAGES.serviceCreated)).waitFor();
    const serviceRow = admin.getByRole('table', { name: 'Services' }).getByRole('row').filter({ hasText: SERVICE_NAME });
    await serviceRow.getByText('₦300.00').waitFor();
    await shoot(admin, 'configuration-services');

    await admin.getByRole('button', { name: 'Next' }).click();
    const planForm = admin.getByRole('form', { name: 'Subscription plan form' });
    await planForm.getByText('New subscription plan').waitFor();
    await planForm.getByLabel('Plan Name').fill(PLAN_NAME);
    await chooseOption(admin, 'Duration', 'monthly');
    for (const [label, value] of [
      ['Min Users', '1'],
      ['Max Users', '5'],
      ['Min Farm Area', '1'],
      ['Max Farm Area', '50'],
    ] as const) {
      await planForm.getByLabel(label, { exact: true }).fill(value);
    }
    await planForm.getByLabel('Team users (users)').check();
    await planForm.getByLabel(`${SERVICE_NAME} (farm_area)`).check();
    await planForm.getByRole('button', { name: 'Create Plan' }).click();
    await admin.getByText(translateText('en', ADMIN_MESSAGES.subscriptionCreated)).waitFor();
    const planRow = admin.getByRole('table', { name: 'Subscription plans' }).getByRole('row').filter({ hasText: PLAN_NAME });
    await planRow.getByText(SERVICE_NAME).waitFor();
    await planRow.getByText('1 - 50').waitFor();
    await shoot(admin, 'configuration-plans');
  }, 90_000);

  it("shows the plan on a farmer's plans page, and the farmer pays through the Paystack stand-in", async () => {
    buyer = await newPage(browser);
    await buyer.goto(`${baseUrl}/auth/register`);
    await buyer.getByLabel('First Name').fill('Sade');
    await buyer.getByLabel('Last Name').fill('Savanna');
    await buyer.getByLabel('Email').fill(buyerEmail);
    await buyer.getByLabel('Password').fill(BUYER_PASSWORD);
    await buyer.getByRole('button', { name: 'Create Account' }).click();
    const mail = await latestMail(sesEndpoint, buyerEmail, 'confirmation code');
    await buyer.getByLabel('Confirmation code').fill(/<strong>(\d{6})<\/strong>/.exec(mail.body.html ?? '')?.[1] ?? '');
    await buyer.getByRole('button', { name: 'Confirm' }).click();
    await buyer.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });

    await buyer.goto(`${baseUrl}/subscription/plans`);
    const card = buyer.getByRole('article', { name: PLAN_NAME });
    await card.getByText('₦300.00').first().waitFor();
    await card.getByRole('button', { name: 'Get Started' }).click();
    const dialog = buyer.getByRole('dialog', { name: `Payment Details for ${PLAN_NAME}` });
    await dialog.getByLabel('Number of Users (Between 1 - 5)').fill('2');
    await dialog.getByLabel('Hectares (Between 1 - 50)').fill('10');
    await dialog.getByLabel('Hectares (Between 1 - 50)').blur();
    // 2 users at the demo ₦2,000 and 10 ha at ₦300.
    await dialog.getByText('Total Amount: ₦7,000.00').waitFor();
    await dialog.getByRole('button', { name: 'Confirm Request' }).click();
    await dialog.getByRole('button', { name: /Continue Payment/ }).click();
    await buyer.frameLocator('iframe[title="Paystack checkout"]').getByRole('button', { name: 'Pay NGN 7,000.00' }).click();
    const transaction = dialog.getByText(/Transaction ID: FW-/);
    await transaction.waitFor();
    paymentReference = /FW-[\w-]+/.exec((await transaction.textContent()) ?? '')?.[0] ?? '';
    expect(paymentReference).toMatch(/^FW-/);
    await buyer.waitForURL(`${baseUrl}/dashboard`, { timeout: 15_000 });
  }, 120_000);

  it('lists the payment in Payment Record and the subscription in Account Subscription', async () => {
    await goAdmin('/admin/all-payments', 'Payment Record');
    const payment = admin.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: paymentReference });
    await payment.getByText(buyerEmail).waitFor();
    await payment.getByText('₦7,000.00').waitFor();
    await payment.getByText(PLAN_NAME).waitFor();
    await payment.getByText('success').waitFor();
    await shoot(admin, 'payments');

    await goAdmin('/admin/account-subscription', 'Account Subscription');
    const subscription = admin.getByRole('table', { name: 'Subscription Records' }).getByRole('row').filter({ hasText: paymentReference });
    await subscription.getByText(PLAN_NAME).waitFor();
    await subscription.getByRole('cell', { name: '2', exact: true }).waitFor();
    await subscription.getByRole('cell', { name: '10', exact: true }).waitFor();
    await subscription.getByText('Yes').waitFor();
    await shoot(admin, 'subscriptions');
  }, 60_000);

  it("revokes the farmer's team, who is told on the dashboard, then approves it again", async () => {
    await goAdmin('/admin/all-teams', 'Team Management');
    const row = admin.getByRole('table', { name: 'Teams' }).getByRole('row').filter({ hasText: buyerEmail });
    await row.getByText(PLAN_NAME).waitFor();
    await shoot(admin, 'teams');

    await row.getByRole('button', { name: /^Revoke / }).click();
    const confirm = admin.getByRole('dialog', { name: translateText('en', ADMIN_MESSAGES.confirmRevoke) });
    await confirm.getByText(translateText('en', ADMIN_MESSAGES.proceed)).waitFor();
    await shoot(admin, 'teams-revoke-dialog');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await admin.getByText(translateText('en', ADMIN_MESSAGES.teamRevoked)).waitFor();
    await expect.poll(() => row.getByRole('button', { name: /^Revoke / }).isDisabled()).toBe(true);

    await buyer.goto(`${baseUrl}/dashboard`);
    await buyer.getByText(translateText('en', ADMIN_MESSAGES.unapprovedTeam)).waitFor();
    await expectAccessible(buyer, 'dashboard of an unapproved team');
    await buyer.setViewportSize({ width: 1366, height: 768 });
    await buyer.screenshot({ path: `${SHOTS}/admin-unapproved-team-dashboard-1366x768.png`, fullPage: true });
    await buyer.setViewportSize({ width: 390, height: 844 });
    await buyer.screenshot({ path: `${SHOTS}/admin-unapproved-team-dashboard-390x844.png`, fullPage: true });
    await buyer.setViewportSize({ width: 1366, height: 900 });

    await row.getByRole('button', { name: /^Approve / }).click();
    await admin.getByRole('dialog', { name: translateText('en', ADMIN_MESSAGES.confirmApprove) }).getByRole('button', { name: 'Yes' }).click();
    await admin.getByText(translateText('en', ADMIN_MESSAGES.teamApproved)).waitFor();
    await buyer.reload();
    await buyer.getByText('Not satisfied with your current plan?').waitFor();
    expect(await buyer.getByText(translateText('en', ADMIN_MESSAGES.unapprovedTeam)).count()).toBe(0);
  }, 90_000);

  it('shows tracking and the audit trail of what the admin did', async () => {
    await goAdmin('/admin/tracking', 'Tracking');
    await admin.getByRole('table').first().waitFor();
    await shoot(admin, 'tracking');
    await goAdmin('/admin/audit', 'Audit Trail');
    // In words, with the team's name: the revoke and the approval the console made above.
    const trail = admin.getByRole('table', { name: 'Audit trail' });
    await trail.getByRole('row').filter({ hasText: /^.*Revoked approval of team \S/ }).first().waitFor();
    await trail.getByRole('row').filter({ hasText: /Approved team \S/ }).first().waitFor();
    expect(await trail.getByText(/approveTeam|admin_approved/).count()).toBe(0);
    await shoot(admin, 'audit');
  }, 60_000);

  it('deletes the farmer on /admin/manage-users, and their fields go with them', async () => {
    const session = await signIn(baseUrl, buyerEmail, BUYER_PASSWORD);
    const profile = UserDetails.parse((await api(baseUrl, 'GET', `/accounts/${session.sub}/profile/`, { token: session.idToken })).body);
    const teamId = profile.owned_team?.id ?? '';
    const drawn = await api(baseUrl, 'POST', '/field/draw/', {
      token: session.idToken,
      body: { team: teamId, name: 'Savanna North', coordinates: lonLatSquare(8.6, 9.1, 0.002) },
    });
    expect(drawn.status).toBe(201);
    const fields = () => api(baseUrl, 'GET', `/field/?team=${teamId}`, { token: session.idToken });
    expect(((await fields()).body as { name: string }[]).map((field) => field.name)).toEqual(['Savanna North']);

    await goAdmin('/admin/manage-users', 'Manage Users');
    await admin.getByRole('table', { name: 'Users' }).getByRole('row').nth(1).waitFor();
    await shoot(admin, 'users');
    const search = admin.getByRole('form', { name: 'Search users' });
    await search.getByLabel('Email').fill(buyerEmail);
    await search.getByRole('button', { name: 'Search' }).click();
    const row = admin.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: buyerEmail });
    await row.getByRole('link', { name: 'View' }).click();
    await admin.getByRole('heading', { name: /^Members of / }).waitFor();
    await admin.getByRole('table', { name: 'Team members' }).getByText(buyerEmail).waitFor();
    await shoot(admin, 'user-detail');
    await admin.getByRole('link', { name: 'Go Back' }).click();

    await search.getByLabel('Email').fill(buyerEmail);
    await search.getByRole('button', { name: 'Search' }).click();
    await row.getByRole('button', { name: `Delete ${buyerEmail}` }).click();
    const confirm = admin.getByRole('dialog', { name: translateText('en', ADMIN_MESSAGES.confirmDeleteUser) });
    await confirm.getByText(/is deleted with its fields, uploaded files, roles/).waitFor();
    await shoot(admin, 'users-delete-dialog');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await admin.getByText(translateText('en', ADMIN_MESSAGES.userDeleted)).waitFor();
    await admin.getByText('No users match').waitFor();

    // The team and its fields are gone: the old sign-in reaches no team and no field.
    const after = await fields();
    expect(after.status).not.toBe(200);
    expect(JSON.stringify(after.body)).not.toContain('Savanna North');
    await expect(signIn(baseUrl, buyerEmail, BUYER_PASSWORD)).rejects.toThrow();
    await admin.goto(`${baseUrl}/admin/manage-users/${session.sub}`);
    await admin.getByRole('alert').first().waitFor();
  }, 120_000);
});
