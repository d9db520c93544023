import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AlertSettings, AlertSettingsSaved, PhoneVerified, RecipientsAnswer, ThresholdsAnswer } from '../../shared/api/schemas/alerts';
import { AdminPlan, AdminService } from '../../shared/api/schemas/plans';
import { Role, TeamMember } from '../../shared/api/schemas/roles';
import { CHOOSABLE_ALERT_KINDS, DEFAULT_ALERT_CHANNELS, DEFAULT_ALERT_THRESHOLDS, DEFAULT_ALERT_TIME_ZONE, PHONE_CODE } from '../../shared/domain/alerts';
import { SERVICE_MESSAGES } from '../../shared/domain/subscriptions';
import { messageRef } from '../../shared/i18n/message-ref';
import type { OutboxItem } from '../../functions/core/db/outbox-entities';
import { translate, translateText } from '../../functions/core/i18n/translate';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { api, signIn } from '../support/local-client';
import { newOwner as createOwner, type Owner } from '../support/teams';
import { waitFor } from '../support/wait-for';

/** A user's alert settings, their phone's one-time code, a team's thresholds and who receives its alerts. */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const newOwner = (prefix: string) => createOwner(stageUrl, sesEndpoint, prefix);
const as = (who: Owner) => ({ token: who.session.idToken });

const db = async () => (await import('../../functions/core/db/service')).db();

/** A Nigerian number no other test uses: the outbox is shared by every test of the run. */
const uniquePhone = () => `+23480${String(Date.now() % 1e8).padStart(8, '0')}`;

/** The SMS outbox messages to a number (the test process shares the stage's table). */
async function smsTo(phone: string): Promise<Array<{ text: string; segments: number; teamId: string; kind: string }>> {
  const statuses = ['unqueued', 'queued', 'sending', 'sent'] as const;
  const found = await Promise.all(statuses.map(async (status) => (await db()).entities.outbox.query.byStatus({ status }).go({ pages: 'all' })));
  return found
    .flatMap(({ data }) => data)
    .filter((item: OutboxItem) => item.channel === 'sms' && item.body.includes(phone))
    .sort((a, b) => a.outboxId.localeCompare(b.outboxId))
    .map((item) => {
      const message = JSON.parse(item.body) as { sms: { to: string; text: string; segments: number }; teamId: string; kind: string };
      return { text: message.sms.text, segments: message.sms.segments, teamId: message.teamId, kind: message.kind };
    });
}

/**
 * The SMS to a number once there is one: the outbox is read through its status index, which an item leaves for a
 * moment while the consumer moves it from one status to the next.
 */
const sentSms = (phone: string) =>
  waitFor(async () => {
    const messages = await smsTo(phone);
    return messages.length > 0 ? messages : null;
  }, { timeoutMs: 10_000, message: `no SMS to ${phone}` });

/** The code in the newest SMS to a number. */
async function codeSentTo(phone: string): Promise<string> {
  const messages = await sentSms(phone);
  const code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Moves the pending code's sending time back, as if the resend wait had passed. */
async function ageCode(userId: string, seconds: number, expire = false): Promise<void> {
  const { data } = await (await db()).entities.phoneCode.get({ userId }).go();
  if (!data) throw new Error('no code');
  const sentAt = new Date(Date.parse(data.sentAt) - seconds * 1000).toISOString();
  await (await db()).entities.phoneCode
    .patch({ userId })
    .set({ sentAt, ...(expire ? { validUntil: new Date(Date.now() - 1000).toISOString() } : {}) })
    .go();
}

const patchSettings = (who: Owner, body: unknown, headers?: Record<string, string>) => api(stageUrl, 'PATCH', '/alerts/settings/', { ...as(who), body, ...(headers ? { headers } : {}) });
const verify = (who: Owner, phone: string, code: string) => api(stageUrl, 'POST', '/alerts/phone/verify/', { ...as(who), body: { phone, code } });
const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

/** `member` joins `owner`'s team with a role holding `privileges`, and accepts. */
async function join(owner: Owner, member: Owner, privileges: string[]): Promise<string> {
  const role = Role.parse(
    (await api(stageUrl, 'POST', '/roles/create/', { ...as(owner), body: { team: owner.teamId, name: `Reader ${Date.now()}`, description: 'Reads', privileges } })).body,
  );
  const joined = await api(stageUrl, 'POST', '/roles/assign/', {
    ...as(owner),
    body: { first_name: 'Amina', last_name: 'Bello', email: member.email, role: role.id, team: owner.teamId },
  });
  expect(joined.status).toBe(201);
  const memberId = TeamMember.parse(joined.body).id;
  expect((await api(stageUrl, 'POST', `/roles/invitations/${memberId}/accept/`, as(member))).status).toBe(200);
  return memberId;
}

describe('alert settings', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await newOwner('alerts-settings');
  });

  it('answers the defaults before anything is saved: in the app and by e-mail, every kind, the profile language, Lagos time', async () => {
    const read = await api(stageUrl, 'GET', '/alerts/settings/', as(owner));
    expect(read.status).toBe(200);
    expect(AlertSettings.parse(read.body)).toEqual({
      phone: null,
      phone_verified: false,
      pending_phone: null,
      language: 'en',
      channels: [...DEFAULT_ALERT_CHANNELS],
      quiet_hours: null,
      time_zone: DEFAULT_ALERT_TIME_ZONE,
      kinds: [...CHOOSABLE_ALERT_KINDS],
      email: owner.email,
    });
  });

  it('takes the language of the profile while the user has not chosen one for alerts', async () => {
    const hausa = await newOwner('alerts-hausa');
    const profile = await api(stageUrl, 'PUT', `/accounts/${hausa.session.sub}/profile/`, { ...as(hausa), body: { first_name: 'Musa', last_name: 'Sani', language: 'ha' } });
    expect(profile.status).toBe(200);
    expect(AlertSettings.parse((await api(stageUrl, 'GET', '/alerts/settings/', as(hausa))).body).language).toBe('ha');
  });

  it('saves a partial change and keeps the rest; in the app is always kept; refuses quiet hours of no length, bad times and zones', async () => {
    const saved = await patchSettings(owner, { language: 'yo', channels: ['email'], kinds: ['dry_spell', 'heavy_rain'], quiet_hours: { start: '21:00', end: '06:00' } });
    expect(saved.status).toBe(200);
    expect(AlertSettingsSaved.parse(saved.body)).toMatchObject({
      language: 'yo',
      channels: ['in_app', 'email'],
      kinds: ['dry_spell', 'heavy_rain'],
      quiet_hours: { start: '21:00', end: '06:00' },
      code_sent: false,
      message: translate('en', 'alerts.settingsSaved'),
    });
    const again = AlertSettings.parse((await api(stageUrl, 'GET', '/alerts/settings/', as(owner))).body);
    expect(again).toMatchObject({ language: 'yo', channels: ['in_app', 'email'], kinds: ['dry_spell', 'heavy_rain'], quiet_hours: { start: '21:00', end: '06:00' } });

    expect(AlertSettingsSaved.parse((await patchSettings(owner, { quiet_hours: null })).body).quiet_hours).toBeNull();
    expect(await patchSettings(owner, { quiet_hours: { start: '22:00', end: '22:00' } })).toMatchObject({ status: 400, body: { quiet_hours: [translate('en', 'alerts.timeInvalid')] } });
    expect(await patchSettings(owner, { quiet_hours: { start: '25:00', end: '06:00' } })).toMatchObject({ status: 400, body: { 'quiet_hours.start': [translate('en', 'alerts.timeInvalid')] } });
    expect(await patchSettings(owner, { time_zone: 'Mars/Olympus' })).toMatchObject({ status: 400, body: { time_zone: [translate('en', 'alerts.timeZoneInvalid')] } });
    expect(await patchSettings(owner, { phone: '08031234567' })).toMatchObject({ status: 400, body: { phone: [translate('en', 'alerts.phoneInvalid')] } });
  });

  it('says the phone needs verifying when SMS is chosen without a verified number', async () => {
    const saved = await patchSettings(owner, { channels: ['in_app', 'sms'] }, { 'accept-language': 'pcm' });
    expect(saved.status).toBe(200);
    expect(AlertSettingsSaved.parse(saved.body).message).toBe(translate('pcm', 'alerts.phoneNeedsVerifying'));
  });
});

describe('verifying a phone number', () => {
  it('sends a one-segment code by SMS in the alert language, refuses a wrong code with the tries left, then verifies the right one', async () => {
    const owner = await newOwner('alerts-phone');
    const phone = uniquePhone();
    await patchSettings(owner, { language: 'yo' });
    const saved = await patchSettings(owner, { phone: `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}` });
    expect(saved.status).toBe(200);
    expect(AlertSettingsSaved.parse(saved.body)).toMatchObject({
      phone: null,
      phone_verified: false,
      pending_phone: phone,
      code_sent: true,
      message: translateText('en', messageRef('alerts.codeSent', { phone })),
    });
    const [sms] = await sentSms(phone);
    const code = await codeSentTo(phone);
    expect(sms).toEqual({ text: translate('yo', 'alerts.codeSms', { code, minutes: PHONE_CODE.validMinutes }), segments: 1, teamId: owner.teamId, kind: 'phone_code' });
    // Only the code's hash is stored.
    const stored = (await (await db()).entities.phoneCode.get({ userId: owner.session.sub }).go()).data;
    expect(JSON.stringify(stored)).not.toContain(code);

    const wrong = await verify(owner, phone, wrongCode(code));
    expect(wrong).toEqual({ status: 422, body: expect.objectContaining({ code: [translateText('en', messageRef('alerts.codeWrongTriesLeft', { attempts: PHONE_CODE.maxAttempts - 1 }))] }) });
    // The right code for another number is a wrong try too.
    const otherNumber = `${phone.slice(0, -1)}${(Number(phone.at(-1)) + 1) % 10}`;
    expect((await verify(owner, otherNumber, code)).status).toBe(422);

    const right = await verify(owner, phone, code);
    expect(right.status).toBe(200);
    expect(PhoneVerified.parse(right.body)).toMatchObject({ phone, phone_verified: true, pending_phone: null, language: 'yo', message: translate('en', 'alerts.phoneVerified') });
    expect((await (await db()).entities.phoneCode.get({ userId: owner.session.sub }).go()).data).toBeNull();
    // The code is spent.
    expect(await verify(owner, phone, code)).toMatchObject({ status: 422, body: { code: [translate('en', 'alerts.codeExpired')] } });
    // The same number again sends nothing; removing it removes it.
    expect(AlertSettingsSaved.parse((await patchSettings(owner, { phone })).body)).toMatchObject({ phone, code_sent: false });
    expect(await sentSms(phone)).toHaveLength(1);
    expect(AlertSettingsSaved.parse((await patchSettings(owner, { phone: null })).body)).toMatchObject({ phone: null, phone_verified: false, pending_phone: null });
  });

  it('refuses a second code within the resend wait, keeping the first number pending', async () => {
    const owner = await newOwner('alerts-resend');
    const first = uniquePhone();
    expect((await patchSettings(owner, { phone: first })).status).toBe(200);
    const second = `${first.slice(0, -1)}${(Number(first.at(-1)) + 1) % 10}`;
    expect(await patchSettings(owner, { phone: second, language: 'ig' })).toEqual({ status: 409, body: { detail: translate('en', 'alerts.codeTooSoon') } });
    expect(AlertSettings.parse((await api(stageUrl, 'GET', '/alerts/settings/', as(owner))).body)).toMatchObject({ pending_phone: first, language: 'en' });
    expect(await smsTo(second)).toHaveLength(0);

    await ageCode(owner.session.sub, PHONE_CODE.resendAfterSeconds + 1);
    expect(AlertSettingsSaved.parse((await patchSettings(owner, { phone: second })).body)).toMatchObject({ pending_phone: second, code_sent: true });
    // The first number's code no longer works: the code is for the number it went to.
    expect((await verify(owner, first, await codeSentTo(first))).status).toBe(422);
  });

  it('refuses an expired code, and kills a code after the last wrong try', async () => {
    const owner = await newOwner('alerts-expired');
    const phone = uniquePhone();
    await patchSettings(owner, { phone });
    const code = await codeSentTo(phone);
    await ageCode(owner.session.sub, 0, true);
    expect(await verify(owner, phone, code)).toMatchObject({ status: 422, body: { code: [translate('en', 'alerts.codeExpired')] } });

    // The expired code is gone: a new one may be asked for at once.
    expect((await (await db()).entities.phoneCode.get({ userId: owner.session.sub }).go()).data).toBeNull();
    const fresh = uniquePhone();
    expect((await patchSettings(owner, { phone: fresh })).status).toBe(200);
    const freshCode = await codeSentTo(fresh);
    for (let left = PHONE_CODE.maxAttempts - 1; left >= 0; left -= 1) {
      expect(await verify(owner, fresh, wrongCode(freshCode))).toMatchObject({
        status: 422,
        body: { code: [translateText('en', messageRef('alerts.codeWrongTriesLeft', { attempts: left }))] },
      });
    }
    expect(await verify(owner, fresh, freshCode)).toMatchObject({ status: 422, body: { code: [translate('en', 'alerts.codeTooManyAttempts')] } });
    expect(AlertSettings.parse((await api(stageUrl, 'GET', '/alerts/settings/', as(owner))).body)).toMatchObject({ phone: null, phone_verified: false });
  });
});

describe('team alert thresholds', () => {
  let owner: Owner;
  let member: Owner;
  beforeAll(async () => {
    owner = await newOwner('alerts-thresholds');
    member = await newOwner('alerts-thresholds-member');
    await join(owner, member, ['field.view_field', 'accounts.view_teammember']);
  });
  const read = (who: Owner) => api(stageUrl, 'GET', `/alerts/thresholds/?team=${owner.teamId}`, as(who));
  const change = (who: Owner, body: unknown) => api(stageUrl, 'PATCH', `/alerts/thresholds/?team=${owner.teamId}`, { ...as(who), body });

  it('answers the defaults with their bounds, and stores a change within bounds with who made it', async () => {
    const first = ThresholdsAnswer.parse((await read(member)).body);
    expect(first).toMatchObject({ team: owner.teamId, thresholds: DEFAULT_ALERT_THRESHOLDS, defaults: DEFAULT_ALERT_THRESHOLDS, updated_at: null });
    expect(first.bounds.drySpellAlertDays).toEqual([4, 45]);

    const changed = await change(owner, { drySpellWarningDays: 5, heavyRainDayMm: 60, onsetEarliest: '04-15' });
    expect(changed.status).toBe(200);
    const answer = ThresholdsAnswer.parse(changed.body);
    expect(answer.thresholds).toEqual({ ...DEFAULT_ALERT_THRESHOLDS, drySpellWarningDays: 5, heavyRainDayMm: 60, onsetEarliest: '04-15' });
    expect(answer.updated_at).not.toBeNull();
    expect(ThresholdsAnswer.parse((await read(member)).body).thresholds.heavyRainDayMm).toBe(60);
    const stored = (await (await db()).entities.alertThresholds.get({ teamId: owner.teamId }).go()).data;
    expect(stored?.updatedBy).toBe(owner.session.sub);
    expect(JSON.parse(stored?.values ?? '{}')).toEqual({ drySpellWarningDays: 5, heavyRainDayMm: 60, onsetEarliest: '04-15' });
  });

  it('refuses values out of their bounds and a warning not before the alert, checked against the stored values', async () => {
    expect(await change(owner, { heavyRainDayMm: 5 })).toMatchObject({ status: 400, body: { heavyRainDayMm: [translate('en', 'alerts.thresholdOutOfRange')] } });
    expect(await change(owner, { drySpellAlertDays: 7.5 })).toMatchObject({ status: 400, body: { drySpellAlertDays: [translate('en', 'alerts.thresholdOutOfRange')] } });
    expect(await change(owner, { drySpellWarningDays: 10, drySpellAlertDays: 9 })).toMatchObject({ status: 400, body: { drySpellWarningDays: [translate('en', 'alerts.warningAboveAlert')] } });
    // The stored warning is 5 days: an alert at 5 would come with it.
    expect(await change(owner, { drySpellAlertDays: 5 })).toMatchObject({ status: 400, body: { drySpellAlertDays: [translate('en', 'alerts.warningAboveAlert')] } });
    expect(ThresholdsAnswer.parse((await read(owner)).body).thresholds).toMatchObject({ drySpellWarningDays: 5, drySpellAlertDays: DEFAULT_ALERT_THRESHOLDS.drySpellAlertDays });
  });

  it('refuses a change by a member without the permission', async () => {
    expect(await change(member, { heavyRainDayMm: 70 })).toMatchObject({ status: 403 });
    expect(ThresholdsAnswer.parse((await read(owner)).body).thresholds.heavyRainDayMm).toBe(60);
  });
});

describe('a messages service', () => {
  it('keeps its monthly messages while it is one, drops them when its kind changes, and needs them to become one again', async () => {
    const admin = await signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    const staff = (method: string, path: string, body?: unknown) => api(stageUrl, method, path, { token: admin.idToken, ...(body !== undefined ? { body } : {}) });
    const created = AdminService.parse((await staff('POST', '/system_setup/service/', { service: 'messages', name: 'SMS bundle', amount_per_unit: 4, monthly_messages: 100 })).body);
    expect(AdminService.parse((await staff('PATCH', `/system_setup/service/${created.id}/`, { monthly_messages: 500 })).body).monthly_messages).toBe(500);
    const other = AdminService.parse((await staff('PATCH', `/system_setup/service/${created.id}/`, { service: 'others' })).body);
    expect(other).toMatchObject({ service: 'others', monthly_messages: null });
    expect((await (await db()).entities.planService.get({ serviceId: created.id }).go()).data?.monthlyMessages).toBeUndefined();
    expect(await staff('PATCH', `/system_setup/service/${created.id}/`, { service: 'messages' })).toMatchObject({
      status: 400,
      body: { monthly_messages: [translate('en', SERVICE_MESSAGES.monthlyMessagesRequired)] },
    });
    expect(AdminService.parse((await staff('PATCH', `/system_setup/service/${created.id}/`, { service: 'messages', monthly_messages: 50 })).body).monthly_messages).toBe(50);
    expect((await staff('DELETE', `/system_setup/service/${created.id}/`)).status).toBe(204);
  });
});

describe('who receives a team alerts', () => {
  it('lists every member with their settings, numbers masked, and the month allowance from the plan', async () => {
    const owner = await newOwner('alerts-recipients');
    const member = await newOwner('alerts-recipients-member');
    const memberId = await join(owner, member, ['field.view_field']);
    const phone = uniquePhone();
    await patchSettings(owner, { phone, channels: ['in_app', 'sms', 'whatsapp'], language: 'pcm', quiet_hours: { start: '22:00', end: '06:00' } });
    expect((await verify(owner, phone, await codeSentTo(phone))).status).toBe(200);

    // Staff sell a plan with 250 messages a month; the team is on it.
    const admin = await signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    const refused = await api(stageUrl, 'POST', '/system_setup/service/', { token: admin.idToken, body: { service: 'messages', name: 'Alert messages', amount_per_unit: 5 } });
    expect(refused).toMatchObject({ status: 400, body: { monthly_messages: [translate('en', SERVICE_MESSAGES.monthlyMessagesRequired)] } });
    const service = AdminService.parse(
      (await api(stageUrl, 'POST', '/system_setup/service/', { token: admin.idToken, body: { service: 'messages', name: 'Alert messages', amount_per_unit: 5, monthly_messages: 250 } })).body,
    );
    expect(service.monthly_messages).toBe(250);
    const plan = AdminPlan.parse(
      (
        await api(stageUrl, 'POST', '/system_setup/subscription_plan/', {
          token: admin.idToken,
          body: { name: `Alerts ${Date.now()}`, duration: 'monthly', services: [service.id], min_users_in_team_allocated: 1, max_users_in_team_allocated: 5, min_farm_area_allocated: 1, max_farm_area_allocated: 100 },
        })
      ).body,
    );
    const now = Date.now();
    await (await db()).entities.accountSubscription
      .create({
        teamId: owner.teamId,
        subscriptionId: `alerts-${now}`,
        planId: plan.id,
        planName: plan.name,
        usersLimit: 5,
        farmAreaLimitHa: 100,
        startDate: new Date(now - 86_400_000).toISOString(),
        endDate: new Date(now + 30 * 86_400_000).toISOString(),
        isActive: true,
        paymentReference: `alerts-${now}`,
      })
      .go();
    const { reserveMessages } = await import('../../functions/core/alerts/allowance');
    expect(await reserveMessages(owner.teamId, 'sms', 3, 250)).toBe(true);

    const answer = await api(stageUrl, 'GET', `/alerts/recipients/?team=${owner.teamId}`, as(owner));
    expect(answer.status).toBe(200);
    const { recipients, allowance } = RecipientsAnswer.parse(answer.body);
    expect(allowance).toMatchObject({ used: 3, total: 250 });
    expect(allowance.month).toMatch(/^\d{4}-\d{2}$/);
    const masked = `+${phone.slice(1, 4)}${'*'.repeat(phone.length - 7)}${phone.slice(-3)}`;
    expect(recipients.find((recipient) => recipient.email === owner.email)).toMatchObject({
      language: 'pcm',
      channels: ['in_app', 'sms', 'whatsapp'],
      phone: masked,
      phone_verified: true,
      quiet_hours: { start: '22:00', end: '06:00' },
    });
    expect(JSON.stringify(answer.body)).not.toContain(phone);
    expect(recipients.find((recipient) => recipient.member === memberId)).toMatchObject({
      email: member.email,
      channels: [...DEFAULT_ALERT_CHANNELS],
      kinds: [...CHOOSABLE_ALERT_KINDS],
      phone: null,
      phone_verified: false,
    });
    // A member without accounts.view_teammember does not see who receives what.
    expect((await api(stageUrl, 'GET', `/alerts/recipients/?team=${owner.teamId}`, as(member))).status).toBe(403);
  });
});
