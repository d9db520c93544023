import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHOOSABLE_ALERT_KINDS } from '../../../shared/domain/alerts';
import type { AlertSettings } from '../../../shared/api/schemas/alerts';
import { kindValues } from '../../../web/src/features/alert-settings/kind-texts';
import { mockProfileApi, mockSession, renderApp, userDetails } from '../render';
import { catalogueIn, en, english } from '../support/intl';
import { reply, type ApiAnswers } from '../support/mock-api';
import { alertSettings, savedSettings } from './support';

/** "New code in N s", whatever N is by the time the test reads it (a busy machine lets a second or two pass). */
const RESEND_IN = new RegExp(`^${en('alert-settings.resendIn', { seconds: 60 }).replace('60', '(\\d+)')}$`);
const secondsLeft = (button: HTMLElement) => Number(RESEND_IN.exec(button.textContent ?? '')?.[1]);

/** My Account with the given alert settings; PATCH and verify answer as `answers` say (the settings as stored by default). */
async function openAlerts(settings: AlertSettings, more: (state: { stored: AlertSettings }) => ApiAnswers = () => ({})) {
  const state = { stored: settings };
  const api = mockProfileApi(userDetails(), {
    getAlertSettings: () => state.stored,
    updateAlertSettings: (request) => {
      const body = request.body;
      const phone = body.phone;
      const stored = state.stored;
      state.stored =
        phone === undefined
          ? { ...stored, ...body, quiet_hours: body.quiet_hours === undefined ? stored.quiet_hours : body.quiet_hours }
          : phone === null
            ? { ...stored, phone: null, phone_verified: false, pending_phone: null, channels: stored.channels.filter((channel) => channel !== 'sms' && channel !== 'whatsapp') }
            : { ...stored, pending_phone: phone };
      return savedSettings(state.stored, typeof phone === 'string');
    },
    ...more(state),
  });
  renderApp('/dashboard/my-account#alerts');
  const card = await screen.findByRole('region', { name: en('alert-settings.title') }, { timeout: 15_000 });
  await within(card).findByRole('form', { name: en('alert-settings.preferencesLabel') });
  return { api, card };
}

// The whole app with My Account's lazy page and many typed inputs: slower than the web project's default allows on a busy machine.
const SLOW = { timeout: 60_000 };

describe('My Account: the phone that receives alerts', SLOW, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('asks for a number in E.164, sends the code, shows a wrong code at its input, then verifies and opens SMS and WhatsApp', async () => {
    let tries = 0;
    const { api, card } = await openAlerts(alertSettings(), (state) => ({
      verifyAlertPhone: (request) => {
        tries += 1;
        if (tries === 1) return reply(400, { detail: english('alerts.codeWrong'), code: [english('alerts.codeWrong')] });
        state.stored = alertSettings({ phone: request.body.phone, phone_verified: true });
        return { ...state.stored, message: en('alerts.phoneVerified') };
      },
    }));
    expect(within(card).getByText(en('alert-settings.noPhone'))).toBeTruthy();
    // Until a phone is verified, SMS and WhatsApp cannot be chosen, and the card says why.
    const sms = within(card).getByRole('checkbox', { name: en('alert-settings.channel.sms') }) as HTMLInputElement;
    const whatsapp = within(card).getByRole('checkbox', { name: en('alert-settings.channel.whatsapp') }) as HTMLInputElement;
    expect(sms.disabled && whatsapp.disabled).toBe(true);
    expect(within(card).getAllByText(en('alert-settings.needsVerifiedPhone'))).toHaveLength(2);

    const phone = within(card).getByRole('textbox', { name: en('alert-settings.phoneLabel') });
    expect(phone.getAttribute('placeholder')).toBe('+234');
    await userEvent.type(phone, '08031234567');
    await userEvent.click(within(card).getByRole('button', { name: en('alert-settings.sendCode') }));
    expect(await within(card).findByText(english('alerts.phoneInvalid'))).toBeTruthy();
    expect(api.calls('updateAlertSettings')).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, '+234 803 123 4567');
    await userEvent.click(within(card).getByRole('button', { name: en('alert-settings.sendCode') }));
    expect(await within(card).findByText(en('alert-settings.codeSentTo', { phone: '+2348031234567' }))).toBeTruthy();
    expect(api.calls('updateAlertSettings')[0]?.body).toEqual({ phone: '+2348031234567' });
    // Another code only after a minute.
    const resend = within(card).getByRole('button', { name: RESEND_IN }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(secondsLeft(resend)).toBeGreaterThan(50);

    const code = within(card).getByRole('textbox', { name: en('alert-settings.codeLabel') });
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await userEvent.type(code, '12');
    await userEvent.click(within(card).getByRole('button', { name: en('alert-settings.verify') }));
    expect(await within(card).findByText(english('alerts.codeInvalid'))).toBeTruthy();
    expect(api.calls('verifyAlertPhone')).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(within(card).getByRole('button', { name: en('alert-settings.verify') }));
    expect(await within(card).findByText(english('alerts.codeWrong'))).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('verifyAlertPhone')[0]?.body).toEqual({ phone: '+2348031234567', code: '123456' });

    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(within(card).getByRole('button', { name: en('alert-settings.verify') }));
    expect(await within(card).findByText(en('alert-settings.verified'))).toBeTruthy();
    expect(within(card).getByText('+2348031234567')).toBeTruthy();
    expect((within(card).getByRole('checkbox', { name: en('alert-settings.channel.sms') }) as HTMLInputElement).disabled).toBe(false);
    expect(within(card).queryByText(en('alert-settings.needsVerifiedPhone'))).toBeNull();
  });

  it('a verified number can be removed: SMS and WhatsApp close again', async () => {
    const { api, card } = await openAlerts(alertSettings({ phone: '+2348031234567', phone_verified: true, channels: ['in_app', 'email', 'sms'] }));
    expect(within(card).getByText(en('alert-settings.verified'))).toBeTruthy();
    expect((within(card).getByRole('checkbox', { name: en('alert-settings.channel.sms') }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(card).getByRole('button', { name: en('alert-settings.removeNumber') }));
    expect(await within(card).findByText(en('alert-settings.noPhone'))).toBeTruthy();
    expect(api.calls('updateAlertSettings')[0]?.body).toEqual({ phone: null });
    const sms = within(card).getByRole('checkbox', { name: en('alert-settings.channel.sms') }) as HTMLInputElement;
    expect(sms.disabled).toBe(true);
    expect(sms.checked).toBe(false);
  });

  it('a number waiting for its code after a reload may get a new code at once', async () => {
    const { api, card } = await openAlerts(alertSettings({ pending_phone: '+2348031234567' }));
    await userEvent.click(within(card).getByRole('button', { name: en('alert-settings.resend') }));
    const wait = await within(card).findByRole('button', { name: RESEND_IN });
    expect(secondsLeft(wait)).toBeGreaterThan(50);
    expect(api.calls('updateAlertSettings')[0]?.body).toEqual({ phone: '+2348031234567' });
  });
});

describe('My Account: how and which alerts reach me', SLOW, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('explains each kind with its default numbers, keeps the app always on and saves channels, language, quiet hours and kinds', async () => {
    const { api, card } = await openAlerts(alertSettings({ phone: '+2348031234567', phone_verified: true }));
    const inApp = within(card).getByRole('checkbox', { name: en('alert-settings.channel.in_app') }) as HTMLInputElement;
    expect(inApp.checked && inApp.disabled).toBe(true);
    for (const kind of CHOOSABLE_ALERT_KINDS) expect(within(card).getByRole('checkbox', { name: en(`alert-settings.kind.${kind}`) })).toBeTruthy();
    const drySpell = en('alert-settings.kindHelp.dry_spell', kindValues());
    expect(drySpell).toContain('7 days');
    expect(drySpell).toContain('10 days');
    expect(within(card).getByText(drySpell)).toBeTruthy();
    expect(within(card).getByText(en('alert-settings.kindHelp.heavy_rain', kindValues()))).toBeTruthy();

    await userEvent.click(within(card).getByRole('checkbox', { name: en('alert-settings.channel.sms') }));
    await userEvent.click(within(card).getByRole('checkbox', { name: en('alert-settings.channel.email') }));
    await userEvent.click(within(card).getByRole('checkbox', { name: en('alert-settings.kind.heat') }));
    await userEvent.click(within(card).getByRole('checkbox', { name: en('alert-settings.kind.expiry') }));
    await userEvent.click(within(card).getByRole('combobox', { name: en('alert-settings.languageLabel') }));
    // The languages by their own names.
    await userEvent.click(await screen.findByRole('option', { name: 'Yorùbá' }));
    await userEvent.click(within(card).getByRole('checkbox', { name: en('alert-settings.quietOn') }));
    const from = within(card).getByLabelText(en('alert-settings.quietFrom'));
    await userEvent.clear(from);
    await userEvent.type(from, '22:00');
    await userEvent.click(within(card).getByRole('button', { name: en('alert-settings.save') }));

    expect(await screen.findByText(english('alerts.settingsSaved'))).toBeTruthy();
    expect(api.calls('updateAlertSettings')[0]?.body).toEqual({
      channels: ['in_app', 'sms'],
      language: 'yo',
      quiet_hours: { start: '22:00', end: '06:00' },
      kinds: CHOOSABLE_ALERT_KINDS.filter((kind) => kind !== 'heat' && kind !== 'expiry'),
    });
  });

  it("shows the API's refusal at the input it names", async () => {
    const refusal = english('alerts.timeInvalid');
    const { card } = await openAlerts(alertSettings({ quiet_hours: { start: '21:00', end: '06:00' } }), () => ({
      updateAlertSettings: reply(400, { detail: refusal, 'quiet_hours.end': [refusal] }),
    }));
    await userEvent.click(within(card).getByRole('button', { name: en('alert-settings.save') }));
    const quiet = within(card).getByRole('group', { name: en('alert-settings.quietLegend') });
    expect(await within(quiet).findByText(refusal)).toBeTruthy();
  });
});

describe('My Account: the Alerts card in Hausa', SLOW, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it('says what each kind watches in Hausa, with the default numbers, and names the languages in themselves', async () => {
    const hausa = catalogueIn('ha');
    mockProfileApi(userDetails(), { getAlertSettings: alertSettings({ language: 'ha' }) });
    renderApp('/dashboard/my-account#alerts', { catalogue: hausa });
    const card = await screen.findByRole('region', { name: hausa.messages['alert-settings.title'] }, { timeout: 15_000 });
    const drySpell = (hausa.messages['alert-settings.kindHelp.dry_spell'] ?? '')
      .replace('{drySpellWarningDays}', '7')
      .replace('{drySpellAlertDays}', '10')
      .replace('{dryDayMm}', '1');
    expect(await within(card).findByText(drySpell)).toBeTruthy();
    expect(within(card).getByRole('checkbox', { name: hausa.messages['alert-settings.kind.heavy_rain'] })).toBeTruthy();
    expect(within(card).queryByText(en('alert-settings.kind.heavy_rain'))).toBeNull();
    expect(within(card).getByRole('combobox', { name: hausa.messages['alert-settings.languageLabel'] }).textContent).toBe('Hausa');
  });
});
