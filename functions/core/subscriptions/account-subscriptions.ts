import type { AccountSubscription } from '../../../shared/api/schemas/subscriptions';
import { db } from '../db/service';
import type { AccountSubscriptionItem } from '../db/subscription-entities';

/**
 * Whether a subscription is in force at `moment` (ISO): active, or bought to follow another (stored inactive and
 * `scheduled` until the daily job activates it) and past its start; either way not past its end.
 */
export function inForce(item: AccountSubscriptionItem, moment: string): boolean {
  return (item.isActive === true || item.scheduled === true) && item.startDate <= moment && item.endDate > moment;
}

/** A subscription bought to follow the plan in force and not started yet. */
export function isUpcoming(item: AccountSubscriptionItem, moment: string): boolean {
  return item.scheduled === true && item.startDate > moment;
}

export function toAccountSubscription(item: AccountSubscriptionItem): AccountSubscription {
  const moment = new Date().toISOString();
  return {
    id: item.subscriptionId,
    no_users_limit: item.usersLimit,
    farm_area_limit: item.farmAreaLimitHa,
    start_date: item.startDate,
    end_date: item.endDate,
    // A plan bought to follow another is active from its start date, whether or not the daily job has run.
    is_active: item.scheduled === true ? inForce(item, moment) : (item.isActive ?? null),
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

/**
 * The subscription in force: active (or bought to follow another and past its start) and not past its end; the
 * daily job may not have run yet.
 */
export async function currentSubscription(teamId: string, now = new Date()): Promise<AccountSubscriptionItem | null> {
  const moment = now.toISOString();
  const live = (await teamSubscriptions(teamId)).filter((item) => inForce(item, moment));
  return live.sort((a, b) => b.endDate.localeCompare(a.endDate))[0] ?? null;
}

/** The subscription bought to start when the one in force ends, while it has not started. */
export async function upcomingSubscription(teamId: string, now = new Date()): Promise<AccountSubscriptionItem | null> {
  const moment = now.toISOString();
  return (await teamSubscriptions(teamId)).find((item) => isUpcoming(item, moment)) ?? null;
}

/** What a plan that starts now retires in its own grant: every subscription marked active or already in force. */
export async function subscriptionsToRetire(teamId: string, now = new Date()): Promise<AccountSubscriptionItem[]> {
  const moment = now.toISOString();
  return (await teamSubscriptions(teamId)).filter((item) => item.isActive === true || inForce(item, moment));
}
