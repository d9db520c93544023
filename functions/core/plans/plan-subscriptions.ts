import { db } from '../db/service';
import type { AccountSubscriptionItem } from '../db/subscription-entities';

/** In force now or bought to start later: a subscription the plan's teams still hold. */
function stillHeld(item: AccountSubscriptionItem, moment: string): boolean {
  return (item.isActive === true || item.scheduled === true) && item.endDate > moment;
}

/**
 * How many subscriptions each plan has that have not ended (read from the end-date index, from now on), so the
 * console can say how many teams a deleted plan leaves with a subscription running out.
 */
export async function heldSubscriptionsByPlan(now = new Date()): Promise<Map<string, number>> {
  const moment = now.toISOString();
  const { data } = await db().entities.accountSubscription.query.byEnd({}).gt({ endDate: moment }).go({ pages: 'all' });
  const counts = new Map<string, number>();
  for (const item of data) {
    if (stillHeld(item, moment)) counts.set(item.planId, (counts.get(item.planId) ?? 0) + 1);
  }
  return counts;
}
