import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AlertsPage, AlertItem, EvaluateAnswer } from '../../shared/api/schemas/alerts';
import { Field } from '../../shared/api/schemas/fields';
import { DEFAULT_ALERT_THRESHOLDS, type AlertKind, type AlertSeverity } from '../../shared/domain/alerts';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { quietLogger } from '../../functions/core/logger';
import type { Finding } from '../../functions/core/alerts/rules/types';
import type { AlertSources } from '../../functions/core/alerts/sources';
import { lonLatSquare } from '../fixtures/field-files';
import { api, signIn, type Session } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/** A message on its way: queued, or already sent by the outbox's consumer, which runs beside the test. */
const ON_ITS_WAY = expect.stringMatching(/^(queued|sent)$/);

/**
 * The alert evaluation against the local stage's table and queues: an episode raised once however often (and at
 * once) the team is evaluated, raised again when it worsens, and each reader's channels decided by their settings,
 * the team's allowance and quiet hours. Findings are given to the evaluation (the rules have tests of their own).
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

const evaluation = () => import('../../functions/core/alerts/evaluate-team');
const database = async () => (await import('../../functions/core/db/service')).db();

const finding = (kind: AlertKind, severity: AlertSeverity, episode: string, values: Record<string, string | number> = {}): Finding => ({
  kind,
  severity,
  episode,
  evidence: { from: '2026-06-21', to: '2026-07-01', observed_until: '2026-06-30', figures: { dry_days: 11 }, series: [{ date: '2026-06-21', value: 0, forecast: false }], source: 'weather' },
  values: { days: 11, date: '2026-06-21', ...values },
});

/** The evaluation's sources with the given findings for every field. */
const given = (...findings: Finding[]): AlertSources => ({
  weatherFindings: () => findings,
  anomalyFindings: async () => [],
  teamThresholds: async () => ({ thresholds: DEFAULT_ALERT_THRESHOLDS, updatedAt: null }),
});

const evaluate = async (teamId: string, ...findings: Finding[]) => (await evaluation()).evaluateTeam(teamId, { log: quietLogger, sources: given(...findings) });

let counter = 0;
/** An episode no other test raises. */
const episode = (kind: string) => `${kind}:${Date.now().toString(36)}-${(counter += 1)}`;

describe('alert evaluation', () => {
  let owner: Owner;
  let field: Field;
  let admin: Session;
  const as = (who: { session: Session } = owner) => ({ token: who.session.idToken });

  async function alerts(query = '', headers: Record<string, string> = {}): Promise<AlertsPage> {
    const { status, body } = await api(stageUrl, 'GET', `/alerts/${query}`, { ...as(), headers });
    expect(status).toBe(200);
    return AlertsPage.parse(body);
  }

  async function settings(values: Record<string, unknown>): Promise<void> {
    await (await database()).entities.alertSettings.put({ userId: owner.session.sub, ...values }).go();
  }

  const delivery = (item: AlertItem | undefined, channel: string) => item?.deliveries.find((entry) => entry.channel === channel);

  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'alerts');
    field = Field.parse(
      (await api(stageUrl, 'POST', '/field/draw/', { ...as(), body: { team: owner.teamId, name: 'Kaduna North Maize 1', coordinates: lonLatSquare(8.68, 9.08, 0.004) } })).body,
    );
    admin = await signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  }, 60_000);

  it('raises an episode once, however often and however concurrently the team is evaluated', async () => {
    const dry = finding('dry_spell', 'warning', episode('dry_spell'));
    const runs = await Promise.all([evaluate(owner.teamId, dry), evaluate(owner.teamId, dry), evaluate(owner.teamId, dry)]);
    expect(runs.map((run) => run.raised).sort()).toEqual([0, 0, 1]);
    expect((await evaluate(owner.teamId, dry)).raised).toBe(0);
    const page = await alerts(`?field=${field.id}&kind=dry_spell`);
    const mine = page.results.filter((item) => item.evidence.figures.dry_days === 11);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'dry_spell',
      severity: 'warning',
      field: { id: field.id, name: 'Kaduna North Maize 1' },
      title: 'Dry spell: 11 days without rain',
      read: false,
      link: `/dashboard/farmsummary/info/${field.id}`,
    });
    // A new member's defaults: in the app and by e-mail, no SMS or WhatsApp chosen.
    expect(delivery(mine[0], 'in_app')).toMatchObject({ status: 'sent' });
    expect(delivery(mine[0], 'email')).toMatchObject({ status: ON_ITS_WAY, text: 'FieldWatch: Dry spell: 11 days without rain' });
    expect(delivery(mine[0], 'sms')).toMatchObject({ status: 'skipped', reason: 'not_chosen' });
  });

  it('raises it again once when its severity rises, and not when it falls back', async () => {
    const name = episode('dry_spell');
    expect((await evaluate(owner.teamId, finding('dry_spell', 'warning', name))).raised).toBe(1);
    const escalations = await Promise.all([evaluate(owner.teamId, finding('dry_spell', 'alert', name)), evaluate(owner.teamId, finding('dry_spell', 'alert', name))]);
    expect(escalations.map((run) => run.raised).sort()).toEqual([0, 1]);
    expect((await evaluate(owner.teamId, finding('dry_spell', 'warning', name))).raised).toBe(0);
    expect((await evaluate(owner.teamId, finding('dry_spell', 'alert', name))).raised).toBe(0);
    const teamAlerts = (await (await database()).entities.teamAlert.query.byTeam({ teamId: owner.teamId }).go({ pages: 'all' })).data.filter((item) => item.episode === name);
    expect(teamAlerts.map((item) => item.severity).sort()).toEqual(['alert', 'warning']);
  });

  it('skips SMS to a number not yet verified, and says so', async () => {
    await settings({ channels: ['in_app', 'email', 'sms'], pendingPhone: '+2348031234567' });
    const name = episode('heavy_rain');
    expect((await evaluate(owner.teamId, finding('heavy_rain', 'warning', name, { mm: 80 }))).raised).toBe(1);
    const [item] = (await alerts('?kind=heavy_rain')).results;
    expect(delivery(item, 'sms')).toMatchObject({ status: 'skipped', reason: 'phone_unverified' });
    expect(delivery(item, 'whatsapp')).toMatchObject({ status: 'skipped', reason: 'not_chosen' });
    expect(delivery(item, 'email')).toMatchObject({ status: ON_ITS_WAY });
  });

  it('sends SMS within the monthly allowance, then skips them as allowance_used while in-app and e-mail go on', async () => {
    const db = await database();
    const tag = Date.now().toString(36);
    await db.entities.planService.put({ serviceId: `svc-msg-${tag}`, kind: 'messages', name: 'Alert_messages', amountKobo: 1000, monthlyMessages: 1 }).go();
    await db.entities.plan.put({ planId: `plan-msg-${tag}`, name: `Messages ${tag}`, unit: '1', duration: 'monthly', serviceIds: [`svc-msg-${tag}`], minUsers: 1, maxUsers: 5, minFarmArea: 1, maxFarmArea: 500 }).go();
    await db.entities.accountSubscription
      .put({
        teamId: owner.teamId,
        subscriptionId: `sub-${tag}`,
        planId: `plan-msg-${tag}`,
        planName: `Messages ${tag}`,
        usersLimit: 5,
        farmAreaLimitHa: 500,
        startDate: new Date(Date.now() - 3600_000).toISOString(),
        endDate: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
        isActive: true,
        paymentReference: `ref-${tag}`,
      })
      .go();
    await settings({ channels: ['in_app', 'email', 'sms'], phone: '+2348030000002' });
    const first = episode('onset');
    const second = episode('false_start');
    expect((await evaluate(owner.teamId, finding('onset', 'info', first, { mm: 30 }))).queued).toMatchObject({ sms: 1, email: 1, in_app: 1 });
    const run = await evaluate(owner.teamId, finding('false_start', 'warning', second, { mm: 26 }));
    expect(run).toMatchObject({ raised: 1, queued: { email: 1, in_app: 1 } });
    expect(run.queued.sms).toBeUndefined();
    const onset = (await alerts('?kind=onset')).results[0];
    expect(delivery(onset, 'sms')).toMatchObject({ status: ON_ITS_WAY, segments: 1 });
    expect(delivery(onset, 'sms')?.text).toContain('Kaduna North Maize 1');
    const falseStart = (await alerts('?kind=false_start')).results[0];
    expect(delivery(falseStart, 'sms')).toMatchObject({ status: 'skipped', reason: 'allowance_used' });
    expect(delivery(falseStart, 'in_app')).toMatchObject({ status: 'sent' });
    expect(delivery(falseStart, 'email')).toMatchObject({ status: ON_ITS_WAY });
    const { monthUse } = await import('../../functions/core/alerts/allowance');
    expect(await monthUse(owner.teamId)).toMatchObject({ used: 1, total: 1 });
    await db.entities.accountSubscription.delete({ teamId: owner.teamId, subscriptionId: `sub-${tag}` }).go();
    // The plans page of other tests lists every plan: this one goes again.
    await db.entities.plan.delete({ planId: `plan-msg-${tag}` }).go();
    await db.entities.planService.delete({ serviceId: `svc-msg-${tag}` }).go();
  });

  it('holds an SMS through quiet hours: stored with its time, not queued, and the sweeper queues it when they end', async () => {
    const { sweepOutbox } = await import('../../functions/core/mail/outbox');
    const db = await database();
    const lagos = (offsetMinutes: number) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Date.now() + offsetMinutes * 60_000));
    await settings({ channels: ['in_app', 'sms'], phone: '+2348030000003', quietStart: lagos(-60), quietEnd: lagos(60), timeZone: 'Africa/Lagos' });
    // The team's allowance is 0 without a plan: this SMS needs one.
    const tag = Date.now().toString(36);
    await db.entities.planService.put({ serviceId: `svc-quiet-${tag}`, kind: 'messages', name: 'Alert_messages', amountKobo: 1000, monthlyMessages: 100 }).go();
    await db.entities.plan.put({ planId: `plan-quiet-${tag}`, name: `Quiet ${tag}`, unit: '1', duration: 'monthly', serviceIds: [`svc-quiet-${tag}`], minUsers: 1, maxUsers: 5, minFarmArea: 1, maxFarmArea: 500 }).go();
    await db.entities.accountSubscription
      .put({
        teamId: owner.teamId,
        subscriptionId: `sub-quiet-${tag}`,
        planId: `plan-quiet-${tag}`,
        planName: `Quiet ${tag}`,
        usersLimit: 5,
        farmAreaLimitHa: 500,
        startDate: new Date(Date.now() - 3600_000).toISOString(),
        endDate: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
        isActive: true,
        paymentReference: `ref-quiet-${tag}`,
      })
      .go();
    try {
      expect((await evaluate(owner.teamId, finding('heat', 'warning', episode('heat'), { maxC: 37 }))).queued).toMatchObject({ sms: 1 });
      const item = (await alerts('?kind=heat')).results[0];
      const sms = delivery(item, 'sms');
      expect(sms).toMatchObject({ status: ON_ITS_WAY, segments: 1 });
      const stored = await db.entities.userAlert.get({ userId: owner.session.sub, alertId: item?.id ?? '' }).go();
      const outboxId = stored.data?.sms?.outboxId ?? '';
      const held = (await db.entities.outbox.get({ outboxId }).go()).data;
      expect(held).toMatchObject({ status: 'unqueued', channel: 'sms' });
      const notBefore = Date.parse(held?.notBefore ?? '');
      expect(notBefore).toBeGreaterThan(Date.now() + 55 * 60_000);
      expect(notBefore).toBeLessThanOrEqual(Date.now() + 61 * 60_000);
      // Swept before its time it stays held; after, it is queued.
      await sweepOutbox(quietLogger, new Date(Date.now() + 10 * 60_000));
      expect((await db.entities.outbox.get({ outboxId }).go()).data?.status).toBe('unqueued');
      const run = await sweepOutbox(quietLogger, new Date(notBefore + 1000));
      expect(run.queued).toBeGreaterThanOrEqual(1);
      expect((await db.entities.outbox.get({ outboxId }).go()).data?.status).not.toBe('unqueued');
    } finally {
      await db.entities.accountSubscription.delete({ teamId: owner.teamId, subscriptionId: `sub-quiet-${tag}` }).go();
      await db.entities.plan.delete({ planId: `plan-quiet-${tag}` }).go();
      await db.entities.planService.delete({ serviceId: `svc-quiet-${tag}` }).go();
      await settings({});
    }
  });

  it('lists the caller’s alerts newest first, filtered, in the caller’s language, and counts the unread', async () => {
    await settings({});
    const name = episode('anomaly');
    await evaluate(owner.teamId, finding('anomaly', 'warning', name, { index: 'NDVI', value: 0.41, usual: 0.55, date: '2026-08-10' }));
    const all = await alerts();
    expect(all.results.length).toBeGreaterThanOrEqual(6);
    const times = all.results.map((item) => item.id);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.unread).toBe(all.results.filter((item) => !item.read).length);
    const newest = all.results[0];
    expect(newest).toMatchObject({ kind: 'anomaly', title: 'Crop below its usual range' });
    expect(newest?.text).toContain('its NDVI was 0.41 on 10 Aug');
    const hausa = await alerts('?kind=anomaly', { 'accept-language': 'ha' });
    expect(hausa.results[0]?.title).toBe('Amfanin gona ya gaza yadda aka saba');
    const paged = await alerts('?limit=2');
    expect(paged.results.map((item) => item.id)).toEqual(times.slice(0, 2));
    const next = await alerts(`?limit=2&cursor=${encodeURIComponent(paged.next ?? '')}`);
    expect(next.results.map((item) => item.id)).toEqual(times.slice(2, 4));
    const today = new Date().toISOString().slice(0, 10);
    expect((await alerts(`?from=${today}&to=${today}`)).results.length).toBe(all.results.length);
    expect((await alerts('?from=2020-01-01&to=2020-01-02')).results).toEqual([]);
    expect((await alerts('?field=nothing-here')).results).toEqual([]);

    const read = await api(stageUrl, 'PATCH', `/alerts/${newest?.id}/`, { ...as(), body: { read: true } });
    expect(read.status).toBe(200);
    expect(AlertItem.parse(read.body)).toMatchObject({ id: newest?.id, read: true });
    const after = await alerts();
    expect(after.unread).toBe(all.unread - 1);
    expect((await alerts('?unread=true')).results.map((item) => item.id)).not.toContain(newest?.id);
    expect((await alerts('?unread=false')).results.map((item) => item.id)).toEqual([newest?.id]);
  });

  it('answers another user’s alert as not found', async () => {
    const [mine] = (await alerts()).results;
    const stranger = await newOwner(stageUrl, sesEndpoint, 'alerts-stranger');
    const { status } = await api(stageUrl, 'PATCH', `/alerts/${mine?.id}/`, { ...as(stranger), body: { read: true } });
    expect(status).toBe(404);
    // Nor does a page cursor of the owner's list open it to another user, nor a made-up one.
    const page = await alerts('?limit=1');
    for (const cursor of [page.next ?? '', 'bm90LWEtY3Vyc29y']) {
      expect((await api(stageUrl, 'GET', `/alerts/?cursor=${encodeURIComponent(cursor)}`, as(stranger))).status).toBe(400);
    }
    expect((await api(stageUrl, 'GET', '/alerts/', as(stranger))).body).toMatchObject({ results: [], unread: 0 });
  }, 60_000);

  it('lets staff evaluate a team now, refuses others, and answers an unknown team as not found', async () => {
    expect((await api(stageUrl, 'POST', '/alerts/evaluate/', { ...as(), body: { team: owner.teamId } })).status).toBe(403);
    const unknown = await api(stageUrl, 'POST', '/alerts/evaluate/', { token: admin.idToken, body: { team: 'no-such-team' } });
    expect(unknown.status).toBe(404);
    const { status, body } = await api(stageUrl, 'POST', '/alerts/evaluate/', { token: admin.idToken, body: { team: owner.teamId, date: '2026-06-30' } });
    expect(status).toBe(200);
    expect(EvaluateAnswer.parse(body)).toMatchObject({ team: owner.teamId, date: '2026-06-30', fields: 1 });
  });
});
