import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { latestMail, uniqueEmail } from '../support/local-client';
import { launchBrowser, newPage, SHOTS } from './browser';
import { settled } from './conditions';
import { expectAccessible } from './axe';

const baseUrl = inject('e2eUrl');
const sesEndpoint = inject('e2eSesEndpoint');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Both sizes of each screen: a laptop and a phone. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/subscriptions-${name}-${width}x${height}.png`, fullPage: true });
    await expectAccessible(page, `subscriptions ${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function registerOwner(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/register`);
  await page.getByLabel('First Name').fill('Bisi');
  await page.getByLabel('Last Name').fill('Buyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const mail = await latestMail(sesEndpoint, email, 'confirmation code');
  await page.getByLabel('Confirmation code').fill(/<strong>(\d{6})<\/strong>/.exec(mail.body.html ?? '')?.[1] ?? '');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 20_000 });
}

describe('subscribing to a plan', () => {
  it('plans -> order -> Paystack checkout -> success -> dashboard with the Upgrade banner -> My Account', async () => {
    const page = await newPage(browser);
    await registerOwner(page, uniqueEmail('e2e-buyer'), 'BuyerPass1!');
    await expect.poll(() => page.getByText('Want to enjoy all our services?').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('link', { name: 'Click Here to Subscribe' }).click();
    await page.waitForURL(`${baseUrl}/subscription/plans`);
    await page.getByRole('heading', { name: 'Our Pricing & Plans' }).waitFor();
    const starter = page.getByRole('article', { name: 'Starter' });
    await starter.getByText('₦2,500.00').waitFor();
    await shoot(page, 'plans');

    await starter.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Details for Starter' });
    await dialog.getByText('Please, Complete your order.').waitFor();
    await dialog.getByText('Farm allocated: minimum 1 ha, maximum 1000 ha').waitFor();
    const users = dialog.getByLabel('Number of Users (Between 1 - 10)');
    await users.fill('');
    await users.blur();
    await dialog.getByText('Required').waitFor();
    await users.fill('12');
    await users.blur();
    await dialog.getByText('Value out of range').waitFor();
    await users.fill('3');
    await dialog.getByLabel('Hectares (Between 1 - 1000)').fill('100');
    await dialog.getByLabel('Hectares (Between 1 - 1000)').blur();
    // 3 users at ₦2,000 and 100 ha at ₦500.
    await dialog.getByText('Total Amount: ₦56,000.00').waitFor();
    await dialog.getByRole('button', { name: 'Confirm Request' }).click();
    await dialog.getByRole('button', { name: 'Processing...' }).waitFor();
    await dialog.getByRole('button', { name: /Continue Payment/ }).waitFor();
    await shoot(page, 'order');

    await dialog.getByRole('button', { name: /Continue Payment/ }).click();
    const checkout = page.frameLocator('iframe[title="Paystack checkout"]');
    await checkout.getByRole('button', { name: 'Decline card' }).click();
    await checkout.getByText('Declined: Declined').waitFor();
    await shoot(page, 'checkout-declined');
    await checkout.getByRole('button', { name: 'Pay NGN 56,000.00' }).click();

    await dialog.getByText('Transaction Successful').waitFor();
    await dialog.getByText(/Transaction ID: FW-/).waitFor();
    await page.getByText(/Transaction Successful: FW-.* Thanks for doing business with us!/).waitFor();
    await shoot(page, 'success');

    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 15_000 });
    await page.getByText('Not satisfied with your current plan?').waitFor();
    await page.goto(`${baseUrl}/dashboard/my-account`);
    const card = page.getByRole('region', { name: 'My Current Subscription' });
    await card.getByText('Starter').waitFor();
    await card.getByText('3 users, 100 ha').waitFor();
    await shoot(page, 'my-account');

    // The Upgrade banner's way back to the plans: the dialog says what becomes of Starter before any payment.
    await page.goto(`${baseUrl}/subscription/plans`);
    await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Get Started' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Payment Details for Starter' });
    await upgrade.getByText(/^Billed to team: /).waitFor();
    await upgrade.getByText(/^Your team's current plan, Starter, is paid until /).waitFor();
    await upgrade.getByLabel(/^Upgrade now: the current plan ends today/).check();
    await upgrade.getByLabel('Number of Users (Between 1 - 10)').fill('4');
    await upgrade.getByLabel('Hectares (Between 1 - 1000)').fill('100');
    await upgrade.getByLabel('Hectares (Between 1 - 1000)').blur();
    await upgrade.getByText(/^Credit for unused days: -₦/).waitFor();
    await upgrade.getByRole('button', { name: 'Confirm Request' }).click();
    await upgrade.getByText(/Starter replaces Starter as soon as the payment is received/).waitFor();
    await shoot(page, 'upgrade');
    await page.context().close();
  }, 180_000);
});
