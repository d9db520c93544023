import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Activity } from '../../shared/api/schemas/activities';
import { AlertsPage } from '../../shared/api/schemas/alerts';
import { Field } from '../../shared/api/schemas/fields';
import { addDays } from '../../shared/domain/weather';
import { DEFAULT_ALERT_THRESHOLDS } from '../../shared/domain/alerts';
import { quietLogger } from '../../functions/core/logger';
import type { AlertSources } from '../../functions/core/alerts/sources';
import { lonLatSquare } from '../fixtures/field-files';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/** A message on its way: queued, or already sent by the outbox's consumer, which runs beside the test. */
const ON_ITS_WAY = expect.stringMatching(/^(queued|sent)$/);

/**
 * The reminders that join the alert channels (a task due tomorrow, a plan about to end), and the delivery marks
 * the outbox's consumer makes on a user's alert.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

const NOTHING: AlertSources = {
  weatherFindings: () => [],
  anomalyFindings: async () => [],
  teamThresholds: async () => ({ thresholds: DEFAULT_ALERT_THRESHOLDS, updatedAt: null }),
};
const database = async () => (await import('../../functions/core/db/service')).db();
const evaluate = async (teamId: string) => (await import('../../functions/core/alerts/evaluate-team')).evaluateTeam(teamId, { log: quietLogger, sources: NOTHING });
const lagosToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

describe('alert reminders', () => {
  let owner: Owner;
  let field: Field;
  const as = () => ({ token: owner.session.idToken });
  const alerts = async (query = '') => AlertsPage.parse((await api(stageUrl, 'GET', `/alerts/${query}`, as())).body);

  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'alert-reminders');
    field = Field.parse((await api(stageUrl, 'POST', '/field/draw/', { ...as(), body: { team: owner.teamId, name: 'Zaria plot', coordinates: lonLatSquare(7.7, 11.1, 0.003) } })).body);
  }, 60_000);

  it('alerts a task’s assignees the day before it is due, once', async () => {
    const tomorrow = addDays(lagosToday(), 1);
    const { status, body } = await api(stageUrl, 'POST', '/activity/create/', {
      ...as(),
      body: { field: field.id, name: 'Top dressing', description: 'Urea', start_date: lagosToday(), end_date: tomorrow, assignees: [owner.session.sub] },
    });
    expect(status).toBe(201);
    const activity = Activity.parse(body);
    await api(stageUrl, 'POST', '/activity/create/', {
      ...as(),
      body: { field: field.id, name: 'Later task', description: '', start_date: lagosToday(), end_date: addDays(tomorrow, 3), assignees: [owner.session.sub] },
    });
    expect((await evaluate(owner.teamId)).raised).toBe(1);
    expect((await evaluate(owner.teamId)).raised).toBe(0);
    const [item, ...rest] = (await alerts('?kind=task_due')).results;
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      kind: 'task_due',
      field: { id: field.id, name: 'Zaria plot' },
      title: 'Task due tomorrow: Top dressing',
      link: `/dashboard/farmactivity/all-activities/${activity.id}`,
    });
    expect(item?.deliveries.find((delivery) => delivery.channel === 'email')).toMatchObject({ status: ON_ITS_WAY });
  });

  it('alerts the owner 7 days before the plan ends, its e-mail being the reminder mail', async () => {
    const db = await database();
    await db.entities.accountSubscription
      .put({
        teamId: owner.teamId,
        subscriptionId: 'ending-soon',
        planId: 'plan-starter',
        planName: 'Starter',
        usersLimit: 5,
        farmAreaLimitHa: 500,
        startDate: new Date(Date.now() - 20 * 24 * 3600_000).toISOString(),
        endDate: new Date(Date.now() + 6.5 * 24 * 3600_000).toISOString(),
        isActive: true,
        paymentReference: 'ending-soon',
      })
      .go();
    expect((await evaluate(owner.teamId)).raised).toBe(1);
    expect((await evaluate(owner.teamId)).raised).toBe(0);
    const [item] = (await alerts('?kind=expiry')).results;
    expect(item).toMatchObject({ kind: 'expiry', field: null, title: 'Your plan ends in 7 days', link: '/subscription/plans' });
    expect(item?.deliveries.find((delivery) => delivery.channel === 'email')).toMatchObject({ status: 'sent', text: 'Sent as the plan reminder mail' });
  });

  it('records what the outbox’s consumer reports, keeping the text sent; a user alert gone is nothing to mark', async () => {
    const { markDelivery } = await import('../../functions/core/alerts/deliveries');
    const [item] = (await alerts('?kind=task_due')).results;
    const ref = { userId: owner.session.sub, alertId: item?.id ?? '' };
    await markDelivery(ref, 'email', { status: 'sent', at: '2026-07-01T06:00:00.000Z' });
    const [marked] = (await alerts('?kind=task_due')).results;
    expect(marked?.deliveries.find((delivery) => delivery.channel === 'email')).toMatchObject({ status: 'sent', text: item?.deliveries.find((d) => d.channel === 'email')?.text });
    const stored = (await (await database()).entities.userAlert.get(ref).go()).data;
    expect(stored?.email).toMatchObject({ status: 'sent', at: '2026-07-01T06:00:00.000Z' });
    expect(stored?.email?.outboxId).toBeTruthy();
    await expect(markDelivery({ userId: owner.session.sub, alertId: 'no-such-alert' }, 'sms', { status: 'sent', at: '2026-07-01T06:00:00.000Z', segments: 1 })).resolves.toBeUndefined();
  });
});
