/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, where the DOM types apply.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '../../shared/domain/accounts';
import { STARTER_ROLES } from '../../shared/domain/permissions';
import { CONTACT_MESSAGES } from '../../shared/domain/contact';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { LOCAL_SUPPORT_EMAIL } from '../../infra/local/names';
import { CLIENT_ID, cognito, latestMail, uniqueEmail } from '../support/local-client';
import { expectAccessible } from './axe';
import { launchBrowser, newPage, submitLogin, SHOTS } from './browser';
import { translate, translateText } from '../../functions/core/i18n/translate';

const baseUrl = inject('e2eUrl');
const sesEndpoint = inject('e2eSesEndpoint');

async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [[1366, 768], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const mailedCode = (html: string | undefined) => /<strong>(\d{6})<\/strong>/.exec(html ?? '')?.[1] ?? '';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function login(page: Page, email: string, password: string, totpSecret?: string): Promise<void> {
  await submitLogin(page, baseUrl, email, password, totpSecret);
}

describe('a new user', () => {
  it('signs up, confirms with the mailed code, lands in the shell, changes the password and logs out', async () => {
    const page = await newPage(browser);
    const email = uniqueEmail('e2e-signup');
    await page.goto(`${baseUrl}/auth/register`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(translate('en', MESSAGES.nameTooShort)).first().isVisible()).resolves.toBe(true);
    await expect(page.getByText(translate('en', MESSAGES.invalidEmail)).isVisible()).resolves.toBe(true);
    await expect(page.getByText(translate('en', MESSAGES.passwordTooShort)).isVisible()).resolves.toBe(true);

    await page.getByLabel('First Name').fill('Amina');
    await page.getByLabel('Last Name').fill('Bello');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Harvest2026!');
    await page.getByRole('button', { name: 'Create Account' }).click();

    const mail = await latestMail(sesEndpoint, email, 'confirmation code');
    const code = /<strong>(\d{6})<\/strong>/.exec(mail.body.html ?? '')?.[1] ?? '';
    await page.getByLabel('Confirmation code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });
    await page.getByTestId('user-avatar').waitFor();
    await expect.poll(() => page.getByTestId('user-avatar').textContent(), { timeout: 10_000 }).toBe('AB');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await expectAccessible(page, 'dashboard');

    await page.goto(`${baseUrl}/dashboard/my-account`);
    await page.getByLabel('First Name').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await expectAccessible(page, 'My Account');
    await page.getByLabel('Old Password').fill('Harvest2026!');
    await page.getByLabel('New Password').fill('Harvest2027!');
    await page.getByLabel('Confirm Password').fill('Harvest2027!');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL(/\/auth\/login$/, { timeout: 20_000 });

    await login(page, email, 'Harvest2026!');
    await page.getByText(translate('en', MESSAGES.badCredentials)).waitFor();
    await login(page, email, 'Harvest2027!');
    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });

    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth\/login$/, { timeout: 20_000 });
    await page.goto(`${baseUrl}/dashboard/my-account`);
    await page.waitForURL(/\/auth\/login$/);
    await page.context().close();
  });

  it('resets a forgotten password through the mailed link and logs in with the new one', async () => {
    const page = await newPage(browser);
    const email = uniqueEmail('e2e-reset');
    // An account made through the sign-up page, confirmed with its code.
    await page.goto(`${baseUrl}/auth/register`);
    await page.getByLabel('First Name').fill('Tunde');
    await page.getByLabel('Last Name').fill('Ade');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('FirstCrop1!');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const signUpMail = await latestMail(sesEndpoint, email, 'confirmation code');
    await page.getByLabel('Confirmation code').fill(/<strong>(\d{6})<\/strong>/.exec(signUpMail.body.html ?? '')?.[1] ?? '');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth\/login$/, { timeout: 20_000 });

    await page.goto(`${baseUrl}/forgot-password`);
    await page.getByLabel('Email').waitFor();
    await expectAccessible(page, 'Forgot Password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('SUCCESSFULLY SENT').waitFor();
    await expectAccessible(page, 'Forgot Password, sent');

    const mail = await latestMail(sesEndpoint, email, 'Reset');
    const link = /href="([^"]+)"/.exec(mail.body.html ?? '')?.[1] ?? '';
    expect(link).toContain('/reset-password/');

    await page.goto(`${baseUrl}/reset-password/not-a-token`);
    await page.getByText(translate('en', MESSAGES.resetInvalid)).waitFor();
    await expectAccessible(page, 'Reset Password, invalid link');

    await page.goto(link);
    await page.getByLabel('New Password').fill('SecondCrop2!');
    await page.getByLabel('Confirm Password').fill('SecondCrop3!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(translate('en', MESSAGES.passwordsDoNotMatchReset)).first().waitFor();
    await page.getByLabel('Confirm Password').fill('SecondCrop2!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(/\/auth\/login$/, { timeout: 20_000 });

    await login(page, email, 'SecondCrop2!');
    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });
    await page.context().close();
  });
});

describe('staff and guards', () => {
  it('sends staff to the admin dashboard and refuses a non-staff user at the admin login', async () => {
    const page = await newPage(browser);
    await login(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password, DEMO_USERS.admin.totpSecret);
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 20_000 });
    await page.getByRole('navigation', { name: 'Admin menu' }).waitFor();
    await page.context().close();

    const other = await newPage(browser);
    await other.goto(`${baseUrl}/admin/login`);
    await other.getByLabel('Email Address').fill(DEMO_USERS.owner.email);
    await other.getByLabel('Password').fill(DEMO_USERS.owner.password);
    await other.getByRole('button', { name: 'Sign In' }).click();
    await other.getByRole('main').getByRole('alert').filter({ hasText: translate('en', MESSAGES.notStaff) }).waitFor();
    expect(other.url()).toContain('/admin/login');
    await other.goto(`${baseUrl}/admin/dashboard`);
    await other.waitForURL(/\/auth\/login$/);
    await other.context().close();

    // A wrong admin password reads as the spec's wrong-credentials message, not "Something went wrong".
    const wrong = await newPage(browser);
    await wrong.goto(`${baseUrl}/admin/login`);
    await wrong.getByLabel('Email Address').fill(DEMO_USERS.admin.email);
    await wrong.getByLabel('Password').fill(`${DEMO_USERS.admin.password}-wrong`);
    await wrong.getByRole('button', { name: 'Sign In' }).click();
    await wrong.getByRole('main').getByRole('alert').filter({ hasText: translate('en', MESSAGES.badCredentials) }).waitFor();
    expect(await wrong.getByText(translate('en', MESSAGES.somethingWrong)).count()).toBe(0);
    await wrong.context().close();
  });

  it('redirects a guarded route without a session to the login page with its message', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/dashboard/my-account`);
    await page.waitForURL(/\/auth\/login$/);
    await page.getByText(translate('en', MESSAGES.loginRequired)).waitFor();
    await page.context().close();
  });

  it('shows the landing page with Sign In, and the not-found page for unknown paths', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/home$/);
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByText("Looks like you're lost!").waitFor();
    await page.context().close();
  });
});

describe('what a new user tripped over', () => {
  it('resends the code, keeps e-mail case-insensitive, puts a wrong old password under Old Password and skips the login page once signed in', async () => {
    const page = await newPage(browser);
    const email = uniqueEmail('e2e-newuser');
    await page.goto(`${baseUrl}/auth/register`);
    await page.getByLabel('First Name').fill('Kemi');
    await page.getByLabel('Last Name').fill('Adebayo');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Cassava2026!');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const first = mailedCode((await latestMail(sesEndpoint, email, 'confirmation code')).body.html);

    await page.getByRole('button', { name: 'Resend code' }).click();
    await page.getByText('A new confirmation code has been sent to your email.').waitFor();
    expect(await page.getByText(/Not supported locally|x-amz-target/).count()).toBe(0);
    let code = first;
    await expect.poll(async () => (code = mailedCode((await latestMail(sesEndpoint, email, 'confirmation code')).body.html)), { timeout: 10_000 }).not.toBe(first);
    await page.getByLabel('Confirmation code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });

    // Signed in, the login page goes straight on to the dashboard.
    await page.goto(`${baseUrl}/auth/login`);
    await page.waitForURL(/\/dashboard$/, { timeout: 20_000 });

    // A wrong old password is said under Old Password.
    await page.goto(`${baseUrl}/dashboard/my-account`);
    await page.getByLabel('Old Password').fill('not-my-password');
    await page.getByLabel('New Password').fill('Cassava2027!');
    await page.getByLabel('Confirm Password').fill('Cassava2027!');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.locator('#account-oldPassword-helper-text').getByText('Old password is incorrect').waitFor();
    expect(await page.getByText('Invalid password').count()).toBe(0);
    await expectAccessible(page, 'My Account, wrong old password');
    await shoot(page, 'my-account');
    await page.goto(`${baseUrl}/dashboard/manage-user`);
    await page.getByRole('heading', { name: /^Team Members \(\d+\)$/ }).waitFor();
    await expectAccessible(page, 'User Management');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('list', { name: 'Team members' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'User Management at 390 px');
    await shoot(page, 'user-management');

    // A new owner can invite on the first day: the starter roles are offered, with the way to change them.
    await page.getByRole('button', { name: 'Invite Member' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite A Member' });
    const offered = await invite.getByLabel('Role', { exact: true }).locator('option').allTextContents();
    expect(offered[0]).toBe('Select a role');
    expect(offered.slice(1).sort()).toEqual(STARTER_ROLES.map((role) => role.name).sort());
    await invite.getByRole('link', { name: 'Change roles in Manage Roles' }).waitFor();
    await expectAccessible(page, 'Invite A Member');
    await shoot(page, 'invite-member');
    await page.keyboard.press('Escape');
    await invite.waitFor({ state: 'hidden' });

    // The same address in capitals is the same account: no second sign-up, and it signs in.
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth\/login$/, { timeout: 20_000 });
    await page.goto(`${baseUrl}/auth/register`);
    await page.getByLabel('First Name').fill('Kemi');
    await page.getByLabel('Last Name').fill('Adebayo');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password').fill('Cassava2026!');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('An account with this email address already exists.').first().waitFor();
    await login(page, email.toUpperCase(), 'Cassava2026!');
    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });
    await page.context().close();
  });

  it('says a used reset link has expired as soon as it opens, in this browser and in another', async () => {
    const page = await newPage(browser);
    const email = uniqueEmail('e2e-relink');
    await cognito(baseUrl, 'SignUp', { ClientId: CLIENT_ID, Username: email, Password: 'Millet2026!', UserAttributes: [{ Name: 'email', Value: email }] });
    await cognito(baseUrl, 'ConfirmSignUp', { ClientId: CLIENT_ID, Username: email, ConfirmationCode: mailedCode((await latestMail(sesEndpoint, email, 'confirmation code')).body.html) });
    await fetch(`${baseUrl}/api/auth/password_reset/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    const link = /href="([^"]+)"/.exec((await latestMail(sesEndpoint, email, 'Reset')).body.html ?? '')?.[1] ?? '';

    await page.goto(link);
    await page.getByLabel('New Password').fill('Millet2027!');
    await page.getByLabel('Confirm Password').fill('Millet2027!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(/\/auth\/login$/, { timeout: 20_000 });

    // The mail opened again: expired at once, no form.
    await page.goto(link);
    await page.getByText(translate('en', MESSAGES.resetInvalid)).waitFor();
    expect(await page.getByLabel('New Password').count()).toBe(0);
    await shoot(page, 'reset-link-used');

    // In another browser (nothing remembered there) too: the server says the link is spent when the page opens.
    const other = await newPage(browser);
    await other.goto(link);
    await other.getByRole('main').getByText(translate('en', MESSAGES.resetInvalid)).first().waitFor();
    expect(await other.getByLabel('New Password').count()).toBe(0);
    await other.context().close();
    await page.context().close();
  });

  it('shows the product on the landing page, its terms and privacy pages, and says what Send did', async () => {
    const page = await newPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/home`);
    const carousel = page.getByRole('region', { name: 'What FieldWatch shows' });
    await carousel.waitFor();
    const image = carousel.locator('img').first();
    await expect.poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
    await carousel.getByRole('button', { name: 'Play' }).waitFor();
    expect(await page.getByText('5,234').count()).toBe(0);
    await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'hidden' }); // the splash
    await shoot(page, 'landing');

    // The message goes to the stage's support address through the mail outbox, and the visitor is told so.
    const contact = page.getByRole('form', { name: 'Contact' });
    await contact.getByLabel('Email').fill('amina.bello@example.com');
    await contact.getByLabel('Full Name').fill('Amina Bello');
    await contact.getByLabel('Message').fill('Do you cover Kaduna? We farm maize near Zaria.');
    await contact.getByRole('button', { name: 'Send' }).click();
    await page.getByText(translateText('en', CONTACT_MESSAGES.sent)).waitFor();
    await shoot(page, 'landing-contact-sent');
    const enquiry = await latestMail(sesEndpoint, LOCAL_SUPPORT_EMAIL, CONTACT_MESSAGES.subject('Amina Bello'), 30_000);
    expect(enquiry.body.text).toContain('Do you cover Kaduna? We farm maize near Zaria.');

    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    await shoot(page, 'privacy-policy');
    await page.goto(`${baseUrl}/termandcondition`);
    await page.getByRole('heading', { name: 'Terms and Conditions', level: 1 }).waitFor();
    expect(await page.getByText("Looks like you're lost!").count()).toBe(0);
    await page.context().close();
  });
});
