import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../../shared/api/schemas/accounts';
import type { Permission } from '../../../shared/domain/permissions';
import { mockSession, renderApp, userDetails } from '../render';
import { phoneMatchMedia, wideMatchMedia } from '../media-query';
import { en, english } from '../support/intl';
import { mockApi, reply, type ApiAnswers } from '../support/mock-api';
import { recipientsAnswer, thresholdsAnswer } from './support';

const SLOW = { timeout: 60_000 };

/** A member of team-1 (not its owner) whose role holds `permissions`. */
const member = (permissions: Permission[]): UserDetails => userDetails({ owned_team: null, user_team: 'team-1', permissions });

async function openTeam(profile: UserDetails, answers: ApiAnswers = {}) {
  const api = mockApi({
    getProfile: profile,
    listTeamRoles: [],
    listTeamMembers: [],
    getAlertThresholds: thresholdsAnswer(),
    listAlertRecipients: recipientsAnswer(),
    ...answers,
  });
  renderApp('/dashboard/manage-user');
  const thresholds = await screen.findByRole('form', { name: en('alert-settings.thresholdsTitle') }, { timeout: 15_000 });
  return { api, thresholds };
}

const input = (scope: HTMLElement, id: Parameters<typeof en>[0]) => within(scope).getByRole('textbox', { name: en(id) }) as HTMLInputElement;

/** The text under an input (its helper line: the default and bounds, or the refusal). */
const helpOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the team screen: alert thresholds', SLOW, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({ sub: 'user-1' });
  });

  it('shows each threshold with its unit, default and bounds, and says what the dry spell means with the values typed', async () => {
    const { thresholds } = await openTeam(userDetails());
    const warning = input(thresholds, 'alert-settings.threshold.drySpellWarningDays');
    expect(warning.value).toBe('7');
    expect(helpOf(warning)).toBe(en('alert-settings.thresholdHelp', { default: '7', min: '3', max: '30' }));
    expect(helpOf(input(thresholds, 'alert-settings.threshold.heavyRainDayMm'))).toBe(en('alert-settings.thresholdHelp', { default: '50', min: '10', max: '300' }));
    expect(helpOf(input(thresholds, 'alert-settings.threshold.anomalyMargin'))).toBe(en('alert-settings.thresholdHelp', { default: '0.05', min: '0.01', max: '0.5' }));
    const meaning = within(thresholds).getByTestId('meaning-dry_spell');
    expect(meaning.textContent).toBe(en('alert-settings.thresholds.drySpellMeaning', { dryDayMm: 1, drySpellWarningDays: 7, drySpellAlertDays: 10 }));
    expect(meaning.textContent).toContain('less than 1 mm');

    await userEvent.clear(warning);
    await userEvent.type(warning, '5');
    expect(meaning.textContent).toBe(en('alert-settings.thresholds.drySpellMeaning', { dryDayMm: 1, drySpellWarningDays: 5, drySpellAlertDays: 10 }));
    // Back to the default in one tap.
    await userEvent.click(within(thresholds).getByRole('button', { name: en('alert-settings.resetOne', { name: en('alert-settings.threshold.drySpellWarningDays') }) }));
    expect(warning.value).toBe('7');
  });

  it('refuses a value out of its bounds at its input, and a warning later than the alert, before asking the server; then saves', async () => {
    const { api, thresholds } = await openTeam(userDetails(), {
      updateAlertThresholds: (request) => thresholdsAnswer({ drySpellWarningDays: Number(request.body.drySpellWarningDays), drySpellAlertDays: Number(request.body.drySpellAlertDays) }),
    });
    const alertDays = input(thresholds, 'alert-settings.threshold.drySpellAlertDays');
    await userEvent.clear(alertDays);
    await userEvent.type(alertDays, '100');
    await userEvent.click(within(thresholds).getByRole('button', { name: en('alert-settings.saveThresholds') }));
    expect(await within(thresholds).findByText(english('alerts.thresholdOutOfRange'))).toBeTruthy();
    expect(alertDays.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(alertDays);
    await userEvent.type(alertDays, '6');
    await userEvent.click(within(thresholds).getByRole('button', { name: en('alert-settings.saveThresholds') }));
    expect(await within(thresholds).findByText(english('alerts.warningAboveAlert'))).toBeTruthy();
    expect(input(thresholds, 'alert-settings.threshold.drySpellWarningDays').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('updateAlertThresholds')).toHaveLength(0);

    await userEvent.clear(alertDays);
    await userEvent.type(alertDays, '12');
    await userEvent.click(within(thresholds).getByRole('button', { name: en('alert-settings.saveThresholds') }));
    expect(await screen.findByText(en('alert-settings.thresholdsSaved'))).toBeTruthy();
    const body = api.calls('updateAlertThresholds')[0]?.body as Record<string, unknown>;
    expect(body.drySpellAlertDays).toBe(12);
    expect(body.drySpellWarningDays).toBe(7);
    expect(body.onsetEarliest).toBeNull();
    expect(api.calls('updateAlertThresholds')[0]?.query.get('team')).toBe('team-1');
  });

  it("shows the server's refusal at the input it names", async () => {
    const refusal = english('alerts.thresholdOutOfRange');
    const { thresholds } = await openTeam(userDetails(), { updateAlertThresholds: reply(400, { detail: refusal, heatMaxC: [refusal] }) });
    await userEvent.click(within(thresholds).getByRole('button', { name: en('alert-settings.saveThresholds') }));
    await within(thresholds).findByText(refusal);
    expect(input(thresholds, 'alert-settings.threshold.heatMaxC').getAttribute('aria-invalid')).toBe('true');
  });

  it('a member without alert.change_alertthreshold reads the thresholds but cannot change them', async () => {
    const { api, thresholds } = await openTeam(member(['field.view_field', 'accounts.view_teammember']));
    expect(input(thresholds, 'alert-settings.threshold.heatMaxC').readOnly).toBe(true);
    expect(within(thresholds).queryByRole('button', { name: en('alert-settings.saveThresholds') })).toBeNull();
    expect(within(thresholds).queryByRole('button', { name: en('alert-settings.resetAll') })).toBeNull();
    expect(screen.getByText(en('alert-settings.thresholdsReadOnly'))).toBeTruthy();
    expect(api.calls('getAlertThresholds')).toHaveLength(1);
  });
});

describe('the team screen: who receives what', SLOW, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({ sub: 'user-1' });
  });
  afterEach(() => {
    Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: wideMatchMedia });
  });

  it('lists each member with channels, kinds, language, masked phone and quiet hours, and says a plan without messages sends none', async () => {
    await openTeam(userDetails());
    const card = await screen.findByRole('region', { name: en('alert-settings.recipientsTitle') });
    const table = await within(card).findByRole('table');
    const musa = within(table).getByRole('row', { name: /Musa Bello/ });
    expect(within(musa).getByText('+234******567')).toBeTruthy();
    expect(within(musa).getByText(en('alert-settings.verified'))).toBeTruthy();
    expect(within(musa).getByText('Hausa')).toBeTruthy();
    expect(within(musa).getByText(`${en('alert-settings.channel.in_app')}, ${en('alert-settings.channel.sms')}`)).toBeTruthy();
    expect(within(musa).getByText(`${en('alert-settings.kind.dry_spell')}, ${en('alert-settings.kind.heavy_rain')}`)).toBeTruthy();
    expect(within(musa).getByText(en('alert-settings.recipients.quiet', { start: '21:00', end: '06:00' }))).toBeTruthy();
    const jane = within(table).getByRole('row', { name: /Jane Doe/ });
    expect(within(jane).getByText(en('alert-settings.recipients.noPhone'))).toBeTruthy();
    expect(within(jane).getByText(en('alert-settings.recipients.allKinds'))).toBeTruthy();
    // No number is shown whole anywhere.
    expect(card.textContent).not.toMatch(/\+234\d{10}/);
    expect(within(card).getByTestId('alert-allowance').textContent).toBe(en('alert-settings.allowance.none'));
  });

  it("shows the month's allowance used, and cards instead of the table on a phone", async () => {
    Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: phoneMatchMedia });
    await openTeam(userDetails(), { listAlertRecipients: recipientsAnswer({ used: 42, total: 200 }) });
    const card = await screen.findByRole('region', { name: en('alert-settings.recipientsTitle') });
    const allowance = await within(card).findByTestId('alert-allowance');
    expect(allowance.textContent).toBe(en('alert-settings.allowance.used', { month: 'June 2026', used: 42, total: 200 }));
    expect(within(card).queryByRole('table')).toBeNull();
    const musa = within(card).getByRole('listitem', { name: 'Musa Bello' });
    expect(musa.textContent).toContain('+234******567');
  });

  it('a member who may not list the members sees no recipients and asks nothing of them', async () => {
    const { api } = await openTeam(member(['field.view_field']));
    expect(screen.queryByRole('region', { name: en('alert-settings.recipientsTitle') })).toBeNull();
    expect(api.calls('listAlertRecipients')).toHaveLength(0);
  });
});
