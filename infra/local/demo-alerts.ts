import { CHOOSABLE_ALERT_KINDS, type AlertChannel } from '../../shared/domain/alerts';
import { replayTeam, type ReplayRun } from '../../functions/core/alerts/replay-team';
import { nigeriaDay } from '../../functions/core/alerts/nigeria-day';
import { addDays } from '../../shared/domain/weather';
import { currentSubscription } from '../../functions/core/subscriptions/account-subscriptions';
import { db } from '../../functions/core/db/service';
import { quietLogger } from '../../functions/core/logger';

/**
 * The demo owner's alerts: their settings (a verified number, every channel, every kind, English), a plan whose
 * `messages` service gives the demo team 200 SMS segments and WhatsApp messages a month, and this year's season
 * replayed day by day from 1 March, so the owner finds in the app, the mail inbox and the message inbox the alerts
 * the demo weather holds (a false start, the onset, a dry spell and the rain's return, a heavy-rain day, heat on the
 * dry-season rice), each also by e-mail, SMS and WhatsApp: about twenty messages, a second of the first start.
 * Every step is idempotent: a warm start replays the last two weeks again, and the episodes already alerted are not
 * sent twice, so only days since the last start add any.
 */

const DEMO_ALERT_PHONE = '+2348030000001';
/** The days a warm start evaluates again: the days a stage left stopped for two weeks missed. */
const WARM_START_DAYS = 14;
const DEMO_ALERT_CHANNELS: AlertChannel[] = ['in_app', 'email', 'sms', 'whatsapp'];

const MESSAGES_SERVICE = { serviceId: 'svc-messages', kind: 'messages' as const, name: 'Alert_messages', amountKobo: 50_000, monthlyMessages: 200 };
const ALERTS_PLAN = {
  planId: 'plan-farmer-alerts',
  name: 'Farmer Alerts',
  unit: '1',
  duration: 'yearly' as const,
  serviceIds: ['svc-users', 'svc-farm-area', 'svc-weather', 'svc-messages'],
  minUsers: 1,
  maxUsers: 50,
  minFarmArea: 1,
  maxFarmArea: 5000,
};

/** The demo team's subscription to the alerts plan, a year from its first start (kept as it is afterwards). */
async function subscribe(teamId: string, now: Date): Promise<void> {
  if (await currentSubscription(teamId, now)) return;
  const end = new Date(now.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  await db()
    .entities.accountSubscription.put({
      teamId,
      subscriptionId: 'demo-alerts',
      planId: ALERTS_PLAN.planId,
      planName: ALERTS_PLAN.name,
      usersLimit: ALERTS_PLAN.maxUsers,
      farmAreaLimitHa: ALERTS_PLAN.maxFarmArea,
      startDate: now.toISOString(),
      endDate: end.toISOString(),
      isActive: true,
      paymentReference: 'demo-alerts',
    })
    .go();
}

/** Loads the demo owner's alert settings and plan, then replays the season: what it raised (null: no demo team). */
export async function loadDemoAlerts(ownerId: string, teamId: string, now = new Date()): Promise<ReplayRun | null> {
  await db().entities.planService.put(MESSAGES_SERVICE).go();
  await db().entities.plan.put(ALERTS_PLAN).go();
  await subscribe(teamId, now);
  const { data: settings } = await db().entities.alertSettings.get({ userId: ownerId }).go();
  if (!settings) {
    await db()
      .entities.alertSettings.put({ userId: ownerId, phone: DEMO_ALERT_PHONE, language: 'en', channels: DEMO_ALERT_CHANNELS, kinds: [...CHOOSABLE_ALERT_KINDS] })
      .go();
  }
  const today = nigeriaDay(now);
  const seasonStart = `${today.slice(0, 4)}-03-01`;
  if (today < seasonStart) return null;
  // The first start replays the season; a warm start (the owner's settings are there) only the last days, so it
  // does not read the whole season's weather again at every start.
  const recent = addDays(today, -WARM_START_DAYS);
  const from = settings && recent > seasonStart ? recent : seasonStart;
  return replayTeam(teamId, from, today, { now, log: quietLogger });
}
