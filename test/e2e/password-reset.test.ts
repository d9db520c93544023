/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '../../shared/domain/accounts';
import { RESET_MESSAGES } from '../../shared/domain/reset-token';
import { latestMail, signUpConfirmed, uniqueEmail } from '../support/local-client';
import { expectAccessible } from './axe';
import { launchBrowser, newPage, submitLogin } from './browser';
import { translate } from '../../functions/core/i18n/translate';

const baseUrl = inject('e2eUrl');
const sesEndpoint = inject('e2eSesEndpoint');

const SIZES = [
  [1366, 768],
  [390, 844],
] as const;

/** The accessibility check at the desktop and the phone size. */
async function expectAccessibleAtBothSizes(page: Page, screen: string): Promise<void> {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await expectAccessible(page, `${screen} at ${width}x${height}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function confirmedAccount(password: string): Promise<string> {
  const email = uniqueEmail('e2e-reset-link');
  await signUpConfirmed(baseUrl, sesEndpoint, email, password, ['Amaka', 'Eze']);
  return email;
}

describe('the forgot-password page', () => {
  it('is also found under /auth/, where the other sign-in pages are, instead of a Page Not Found', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/auth/forgot-password`);
    await page.waitForURL(`${baseUrl}/forgot-password`);
    await page.getByLabel('Email').waitFor();
    await expectAccessibleAtBothSizes(page, 'Forgot Password under /auth/');
    await page.context().close();
  });
});

describe('a reset link', () => {
  it('works once: the page checks it on opening, and a used link says so at once with a way to ask again', async () => {
    const email = await confirmedAccount('FirstCrop1!');
    const page = await newPage(browser);

    await page.goto(`${baseUrl}/forgot-password`);
    await page.getByLabel('Email').waitFor();
    await expectAccessibleAtBothSizes(page, 'Forgot Password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('SUCCESSFULLY SENT').waitFor();
    await expectAccessibleAtBothSizes(page, 'Forgot Password, sent');

    const mail = await latestMail(sesEndpoint, email, 'Reset');
    const link = /href="([^"]+\/reset-password\/[^"]+)"/.exec(mail.body.html ?? '')?.[1] ?? '';
    expect(link).toContain('/reset-password/');

    await page.goto(link);
    await page.getByLabel('New Password').waitFor();
    await expectAccessibleAtBothSizes(page, 'Reset Password');
    await page.getByLabel('New Password').fill('SecondCrop2!');
    await page.getByLabel('Confirm Password').fill('SecondCrop2!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(translate('en', RESET_MESSAGES.passwordReset)).waitFor();
    await page.waitForURL(/\/auth\/login$/, { timeout: 20_000 });

    // The mail opened again: the page says the link is dead before anything is typed.
    await page.goto(link);
    await page.getByText(translate('en', MESSAGES.resetInvalid)).waitFor();
    expect(await page.getByLabel('New Password').count()).toBe(0);
    await expectAccessibleAtBothSizes(page, 'Reset Password, used link');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL(/\/forgot-password$/);

    await submitLogin(page, baseUrl, email, 'SecondCrop2!');
    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });
    await page.context().close();
  });
});
