import { describe, expect, it } from 'vitest';
import { CHOOSABLE_ALERT_KINDS, DEFAULT_ALERT_CHANNELS } from '../../../shared/domain/alerts';
import { channelDecisions, quietHoursEnd } from '../../../functions/core/alerts/dispatch-decisions';
import { recipientOf, type Recipient } from '../../../functions/core/alerts/recipients';
import { resolveSettings } from '../../../functions/core/alerts/settings';
import { expiryFinding, tasksDueTomorrow } from '../../../functions/core/alerts/reminders';
import type { ActivityItem } from '../../../functions/core/db/activity-entities';

/** Who gets what on which channel: the pure part of sending an alert. */
const NOON_LAGOS = new Date('2026-07-01T11:00:00.000Z');

const reader = (overrides: Partial<Recipient> = {}): Recipient => ({
  ...recipientOf(resolveSettings('u1', null, { email: 'ada@farm.example' })),
  ...overrides,
});

const byChannel = (recipient: Recipient, kind: Parameters<typeof channelDecisions>[1] = 'dry_spell', now = NOON_LAGOS) =>
  Object.fromEntries(channelDecisions(recipient, kind, now).map((decision) => [decision.channel, decision]));

describe('a reader without settings', () => {
  it('gets the defaults: in the app and by e-mail, every kind, the profile language (else English), no quiet hours', () => {
    const recipient = recipientOf(resolveSettings('u1', null, { email: 'ada@farm.example', language: 'ha' }));
    expect(recipient).toMatchObject({ language: 'ha', phone: null, quietHours: null });
    expect([...recipient.channels]).toEqual(DEFAULT_ALERT_CHANNELS);
    expect([...recipient.kinds]).toEqual(CHOOSABLE_ALERT_KINDS);
    expect(recipientOf(resolveSettings('u2', null, null)).language).toBe('en');
    expect(byChannel(reader())).toEqual({
      in_app: { channel: 'in_app', action: 'send' },
      email: { channel: 'email', action: 'send' },
      sms: { channel: 'sms', action: 'skip', reason: 'not_chosen' },
      whatsapp: { channel: 'whatsapp', action: 'skip', reason: 'not_chosen' },
    });
  });
});

describe('channel decisions', () => {
  const phoned = (extra: Partial<Recipient> = {}) => reader({ channels: new Set(['in_app', 'email', 'sms', 'whatsapp']), phone: '+2348030000001', ...extra });

  it('sends SMS and WhatsApp to a verified number', () => {
    expect(byChannel(phoned())).toMatchObject({ sms: { action: 'send', notBefore: null }, whatsapp: { action: 'send', notBefore: null } });
  });

  it('skips them without a number, or with one still waiting for its code', () => {
    expect(byChannel(phoned({ phone: null })).sms).toEqual({ channel: 'sms', action: 'skip', reason: 'no_phone' });
    expect(byChannel(phoned({ phone: null, pendingPhone: '+2348030000009' })).whatsapp).toEqual({ channel: 'whatsapp', action: 'skip', reason: 'phone_unverified' });
  });

  it('skips every channel but the app for a kind not chosen; the rain’s return follows the dry spell’s choice', () => {
    const noDrySpell = phoned({ kinds: new Set(['onset', 'heavy_rain']) });
    for (const kind of ['dry_spell', 'rain_returned'] as const) {
      expect(byChannel(noDrySpell, kind)).toMatchObject({
        in_app: { action: 'send' },
        email: { action: 'skip', reason: 'kind_not_chosen' },
        sms: { action: 'skip', reason: 'kind_not_chosen' },
      });
    }
    expect(byChannel(noDrySpell, 'heavy_rain').sms).toMatchObject({ action: 'send' });
  });

  it('skips e-mail to an account without an address, and records a subscription’s end as its reminder mail', () => {
    expect(byChannel(reader({ email: null })).email).toEqual({ channel: 'email', action: 'skip', reason: 'no_email' });
    expect(byChannel(reader(), 'expiry').email).toEqual({ channel: 'email', action: 'by_reminder' });
  });

  it('holds SMS and WhatsApp through quiet hours until they end, e-mail and the app not', () => {
    const quiet = phoned({ quietHours: { start: '11:30', end: '13:15', timeZone: 'Africa/Lagos' } });
    const decided = byChannel(quiet);
    expect(decided.sms).toEqual({ channel: 'sms', action: 'send', notBefore: new Date('2026-07-01T12:15:00.000Z') });
    expect(decided.email).toEqual({ channel: 'email', action: 'send' });
  });
});

describe('quiet hours', () => {
  const at = (iso: string) => new Date(iso);
  const night = { start: '21:00', end: '06:00', timeZone: 'Africa/Lagos' };

  it('run over midnight, in the reader’s zone', () => {
    expect(quietHoursEnd(night, at('2026-07-01T20:30:00Z'))).toEqual(at('2026-07-02T05:00:00Z'));
    expect(quietHoursEnd(night, at('2026-07-01T03:10:00Z'))).toEqual(at('2026-07-01T05:00:00Z'));
    expect(quietHoursEnd(night, at('2026-07-01T05:00:00Z'))).toBeNull();
    expect(quietHoursEnd(night, at('2026-07-01T12:00:00Z'))).toBeNull();
    expect(quietHoursEnd({ ...night, timeZone: 'UTC' }, at('2026-07-01T20:30:00Z'))).toBeNull();
  });

  it('are none when they start and end at the same time, or are not set', () => {
    expect(quietHoursEnd({ start: '08:00', end: '08:00', timeZone: 'Africa/Lagos' }, NOON_LAGOS)).toBeNull();
    expect(quietHoursEnd(null, NOON_LAGOS)).toBeNull();
  });
});

describe('reminders', () => {
  const task = (overrides: Partial<ActivityItem>): ActivityItem =>
    ({
      teamId: 't1',
      activityId: 'a1',
      fieldId: 'f1',
      name: 'Apply urea',
      description: '',
      type: 'fertilizer',
      plannedCost: 0,
      actualCost: 0,
      startDate: '2026-06-28',
      endDate: '2026-07-02',
      status: 'open',
      comment: '',
      assigneeIds: ['u1'],
      createdBy: 'u0',
      createdAt: '2026-06-01T00:00:00Z',
      updatedAt: '2026-06-01T00:00:00Z',
      ...overrides,
    }) as ActivityItem;

  it('finds the open tasks due tomorrow, one episode per task and due date', () => {
    const due = tasksDueTomorrow([task({}), task({ activityId: 'a2', status: 'close' }), task({ activityId: 'a3', endDate: '2026-07-03' })], '2026-07-01');
    expect(due.map((reminder) => reminder.finding)).toEqual([
      expect.objectContaining({ kind: 'task_due', severity: 'info', episode: 'task_due:a1:2026-07-02', values: { task: 'Apply urea', date: '2026-07-02' } }),
    ]);
  });

  it('reminds of a subscription’s end 7 days and 1 day before, on the days its mail goes', () => {
    const subscription = { subscriptionId: 's1', endDate: '2026-07-08T12:00:00.000Z', planName: 'Growth' };
    expect(expiryFinding(subscription, at('2026-07-01T13:00:00Z'))).toMatchObject({ episode: 'expiry:s1:7d', severity: 'info', values: { days: 7, plan: 'Growth', date: '2026-07-08' } });
    expect(expiryFinding(subscription, at('2026-07-07T13:00:00Z'))).toMatchObject({ episode: 'expiry:s1:1d', severity: 'warning' });
    expect(expiryFinding(subscription, at('2026-07-04T13:00:00Z'))).toBeNull();
  });

  function at(iso: string) {
    return new Date(iso);
  }
});
