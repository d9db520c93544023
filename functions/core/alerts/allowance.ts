import type { PaidChannel } from '../../../shared/domain/alerts';
import { db } from '../db/service';
import { currentSubscription } from '../subscriptions/account-subscriptions';
import { isConditionFailure } from '../db/store-errors';
import { nigeriaDay } from './nigeria-day';

/**
 * A team's monthly allowance of paid messages (SMS segments and WhatsApp messages): the `messages` services of the
 * plan in force, none without a plan. Every paid message is counted against it before it is queued, with one
 * conditional write, so two evaluations at once never send past it; in-app and e-mail alerts go on regardless.
 */

/** The month a message counts in: YYYY-MM in Nigeria's time. */
export const messageMonth = (now: Date): string => nigeriaDay(now).slice(0, 7);

/** The month's allowance from the plan in force: the sum of its `messages` services' monthly messages. */
export async function teamMessageAllowance(teamId: string, now = new Date()): Promise<number> {
  const subscription = await currentSubscription(teamId, now);
  if (!subscription) return 0;
  const { data: plan } = await db().entities.plan.get({ planId: subscription.planId }).go();
  if (!plan || plan.serviceIds.length === 0) return 0;
  const { data: services } = await db().entities.planService.get(plan.serviceIds.map((serviceId) => ({ serviceId }))).go();
  return services.filter((service) => service.kind === 'messages').reduce((sum, service) => sum + (service.monthlyMessages ?? 0), 0);
}

export interface MonthUse {
  month: string;
  used: number;
  total: number;
}

export async function monthUse(teamId: string, now = new Date()): Promise<MonthUse> {
  const month = messageMonth(now);
  const [total, { data }] = await Promise.all([teamMessageAllowance(teamId, now), db().entities.messageCount.get({ teamId, month }).go()]);
  return { month, used: data?.used ?? 0, total };
}

/**
 * Takes `units` from the month's allowance for one message: true when they fit (and are now counted), false when
 * the allowance is used up (the refusal is counted too, for the team owner's view).
 */
export async function reserveMessages(teamId: string, channel: PaidChannel, units: number, allowance: number, now = new Date()): Promise<boolean> {
  const month = messageMonth(now);
  const entity = db().entities.messageCount;
  if (units <= allowance) {
    try {
      await entity
        .update({ teamId, month })
        .add({ used: units, [channel]: units })
        .where(({ used }, { notExists, lte }) => `${notExists(used)} OR ${lte(used, allowance - units)}`)
        .go();
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  await entity.update({ teamId, month }).add({ refused: 1 }).go();
  return false;
}
