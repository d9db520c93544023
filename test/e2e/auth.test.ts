import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '../../shared/domain/accounts';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { latestMail, uniqueEmail } from '../support/local-client';
import { launchBrowser, newPage, submitLogin } from './browser';

const baseUrl = inject('e2eUrl');
const sesEndpoint = inject('e2eSesEndpoint');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function login(page: Page, email: string, password: string): Promise<void> {
  await submitLogin(page, baseUrl, email, password);
}

describe('a new user', () => {
  it('signs up, confirms with the mailed code, lands in the shell, changes the password and logs out', async () => {
    const page = await newPage(browser);
    const email = uniqueEmail('e2e-signup');
    await page.goto(`${baseUrl}/auth/register`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(MESSAGES.nameTooShort).first().isVisible()).resolves.toBe(true);
    await expect(page.getByText(MESSAGES.invalidEmail).isVisible()).resolves.toBe(true);
    await expect(page.getByText(MESSAGES.passwordTooShort).isVisible()).resolves.toBe(true);

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

    await page.goto(`${baseUrl}/dashboard/my-account`);
    await page.getByLabel('First Name').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Old Password').fill('Harvest2026!');
    await page.getByLabel('New Password').fill('Harvest2027!');
    await page.getByLabel('Confirm Password').fill('Harvest2027!');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL(/\/auth\/login$/, { timeout: 20_000 });

    await login(page, email, 'Harvest2026!');
    await page.getByText(MESSAGES.badCredentials).waitFor();
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
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('SUCCESSFULLY SENT').waitFor();

    const mail = await latestMail(sesEndpoint, email, 'Reset');
    const link = /href="([^"]+)"/.exec(mail.body.html ?? '')?.[1] ?? '';
    expect(link).toContain('/reset-password/');

    await page.goto(`${baseUrl}/reset-password/not-a-token`);
    await page.getByText(MESSAGES.resetInvalid).waitFor();

    await page.goto(link);
    await page.getByLabel('New Password').fill('SecondCrop2!');
    await page.getByLabel('Confirm Password').fill('SecondCrop3!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(MESSAGES.passwordsDoNotMatchReset).first().waitFor();
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
    await login(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.waitForURL(/\/admin\/dashboard$/, { timeout: 20_000 });
    await page.getByRole('navigation', { name: 'Admin menu' }).waitFor();
    await page.context().close();

    const other = await newPage(browser);
    await other.goto(`${baseUrl}/admin/login`);
    await other.getByLabel('Email Address').fill(DEMO_USERS.owner.email);
    await other.getByLabel('Password').fill(DEMO_USERS.owner.password);
    await other.getByRole('button', { name: 'Sign In' }).click();
    await other.getByRole('main').getByRole('alert').filter({ hasText: MESSAGES.notStaff }).waitFor();
    expect(other.url()).toContain('/admin/login');
    await other.goto(`${baseUrl}/admin/dashboard`);
    await other.waitForURL(/\/auth\/login$/);
    await other.context().close();
  });

  it('redirects a guarded route without a session to the login page with its message', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/dashboard/my-account`);
    await page.waitForURL(/\/auth\/login$/);
    await page.getByText(MESSAGES.loginRequired).waitFor();
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
