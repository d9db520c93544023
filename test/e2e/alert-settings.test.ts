import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { expectAccessible } from './axe';
import { launchBrowser, SHOTS } from './browser';
import { settled } from './conditions';
import { signedInPage } from './signed-in';

const baseUrl = inject('e2eUrl');
const messagesEndpoint = inject('e2eMessagesEndpoint');
const FIELD = 'North Maize';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The screen at a laptop's and a phone's size, checked for accessibility and shot; then the laptop again. */
async function shootBothSizes(page: Page, name: string, target: Locator): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settled(page);
    await expectAccessible(page, `${name} at ${width} px`, { phone: false });
    // The screen's alert part fits the width: nothing of it runs off a phone's screen sideways.
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width + 1, `${name} at ${width} px: ${JSON.stringify(box)}`).toBe(true);
    expect(await target.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), `${name} scrolls sideways at ${width} px`).toBe(true);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

interface InboxMessage {
  to: string;
  text: string;
  at?: string;
}

/** The newest 6-digit code the local message inbox holds for `phone`. */
async function codeSentTo(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${messagesEndpoint}/store`);
        const { messages } = (await answer.json()) as { messages: InboxMessage[] };
        const mine = messages.filter((message) => message.to === phone);
        code = mine.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 30_000, message: `a code sent to ${phone}` },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

describe('alert settings', () => {
  it('the demo owner chooses how alerts reach them in My Account, and verifies a phone with the code it receives', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { path: '/dashboard/my-account#alerts', viewport: { width: 1366, height: 768 } });
    const card = page.getByRole('region', { name: 'Alerts', exact: true });
    const preferences = card.getByRole('form', { name: 'How alerts reach you' });
    await preferences.waitFor();
    // In the app always; SMS and WhatsApp wait for a verified phone.
    expect(await card.getByRole('checkbox', { name: 'In the app' }).isDisabled()).toBe(true);
    expect(await card.getByRole('checkbox', { name: 'In the app' }).isChecked()).toBe(true);

    // Change the channels and kinds, save, and find them so after a reload.
    const email = card.getByRole('checkbox', { name: 'E-mail' });
    const heat = card.getByRole('checkbox', { name: 'Heat at flowering' });
    const emailBefore = await email.isChecked();
    const heatBefore = await heat.isChecked();
    await email.setChecked(!emailBefore);
    await heat.setChecked(!heatBefore);
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Alert settings saved.').first().waitFor();
    await page.reload();
    await preferences.waitFor();
    expect(await email.isChecked()).toBe(!emailBefore);
    expect(await heat.isChecked()).toBe(!heatBefore);
    // And back, so the demo owner's alerts keep coming by e-mail.
    await email.setChecked(emailBefore);
    await heat.setChecked(heatBefore);
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Alert settings saved.').first().waitFor();

    if (messagesEndpoint) {
      const phone = `+23480${String(Date.now()).slice(-8)}`;
      const sms = card.getByRole('checkbox', { name: 'SMS', exact: true });
      const form = card.getByRole('form', { name: 'Phone number' });
      if (await form.isHidden()) await card.getByRole('button', { name: 'Change number' }).click();
      await form.getByRole('textbox', { name: 'Phone number' }).fill(phone);
      await form.getByRole('button', { name: 'Send code' }).click();
      const verify = card.getByRole('form', { name: 'Verify the phone number' });
      await verify.getByText(`A code was sent to ${phone}.`).waitFor();
      // A wrong code is refused at its input.
      const code = await codeSentTo(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      await verify.getByRole('textbox', { name: 'Code' }).fill(wrong);
      await verify.getByRole('button', { name: 'Verify' }).click();
      await expect.poll(() => verify.getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe('true');
      await verify.getByRole('textbox', { name: 'Code' }).fill(code);
      await verify.getByRole('button', { name: 'Verify' }).click();
      await card.getByText('Verified', { exact: true }).waitFor();
      await expect.poll(() => sms.isDisabled()).toBe(false);
    }

    await shootBothSizes(page, 'alert-settings', card);
    await page.close();
  });

  it('the demo owner changes a threshold on the team screen, reads who receives what, and sets it back', async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { path: '/dashboard/manage-user', viewport: { width: 1366, height: 768 } });
    const thresholds = page.getByRole('form', { name: 'Alert thresholds' });
    const warning = thresholds.getByRole('textbox', { name: 'Warning after' });
    await warning.waitFor();
    const before = await warning.inputValue();
    await warning.fill('6');
    await expect.poll(() => thresholds.getByText(/warning after 6, an alert after/).count()).toBe(1);
    await thresholds.getByRole('button', { name: 'Save thresholds' }).click();
    await page.getByText('Alert thresholds saved.').first().waitFor();
    await page.reload();
    await warning.waitFor();
    expect(await warning.inputValue()).toBe('6');
    // An alert day count out of its bounds is refused at its input.
    const alertDays = thresholds.getByRole('textbox', { name: 'Alert after' });
    await alertDays.fill('100');
    await thresholds.getByRole('button', { name: 'Save thresholds' }).click();
    await thresholds.getByText('This value is outside the range allowed.').first().waitFor();
    await alertDays.fill('10');

    const recipients = page.getByRole('region', { name: 'Alerts: who receives what' });
    await recipients.getByText('Dayo Farmer').first().waitFor();
    await recipients.getByTestId('alert-allowance').waitFor();
    await shootBothSizes(page, 'alert-thresholds', thresholds);

    await warning.fill(before);
    await thresholds.getByRole('button', { name: 'Save thresholds' }).click();
    await page.getByText('Alert thresholds saved.').first().waitFor();
    await page.close();
  });

  it("a field's page shows its agronomic weather: degree days and rain since sowing, and spray advice for today and tomorrow", async () => {
    const page = await signedInPage(browser, baseUrl, DEMO_USERS.owner, { path: '/dashboard/farmsummary/', viewport: { width: 1366, height: 768 } });
    const row = page.getByRole('table', { name: 'Farm summary' }).getByRole('row').filter({ hasText: FIELD });
    await row.getByRole('button', { name: 'View Field' }).click();
    await page.waitForURL(/\/dashboard\/farmsummary\/info\//);
    const panel = page.getByRole('region', { name: 'Field agronomy' });
    await panel.getByText('Spraying today and tomorrow').waitFor({ timeout: 60_000 });
    await expect.poll(() => panel.getByRole('listitem').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await panel.getByText(/Good to spray|Do not spray/).first().waitFor();
    await shootBothSizes(page, 'field-agronomy', panel);
    await page.close();
  });
});
