import type { AccountSubscription } from '../../../shared/api/schemas/subscriptions';
import { db } from '../db/service';
import type { AccountSubscriptionItem } from '../db/subscription-entities';

export function toAccountSubscription(item: AccountSubscriptionItem): AccountSubscription {
  return {
    id: item.subscriptionId,
    no_users_limit: item.usersLimit,
    farm_area_limit: item.farmAreaLimitHa,
    start_date: item.startDate,
    end_date: item.endDate,
    is_active: item.isActive ?? null,
    plan: item.planName,
    plan_id: item.planId,
    payment: item.paymentReference,
    date_created: item.createdAt,
  };
}

/** The team's subscriptions, newest first. */
export async function teamSubscriptions(teamId: string): Promise<AccountSubscriptionItem[]> {
  const { data } = await db().entities.accountSubscription.query.byTeam({ teamId }).go({ pages: 'all' });
  return data.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The subscription in force: active and not past its end (the daily job may not have run yet). */
export async function currentSubscription(teamId: string, now = new Date()): Promise<AccountSubscriptionItem | null> {
  const moment = now.toISOString();
  const active = (await teamSubscriptions(teamId)).filter((item) => item.isActive === true && item.endDate > moment);
  return active.sort((a, b) => b.endDate.localeCompare(a.endDate))[0] ?? null;
}

/** A newer purchase replaces the team's earlier subscriptions: at most one is active. */
export async function retireOtherSubscriptions(teamId: string, keepId: string): Promise<void> {
  const others = (await teamSubscriptions(teamId)).filter((item) => item.subscriptionId !== keepId && item.isActive === true);
  await Promise.all(
    others.map((item) => db().entities.accountSubscription.patch({ teamId, subscriptionId: item.subscriptionId }).set({ isActive: false }).go()),
  );
}
