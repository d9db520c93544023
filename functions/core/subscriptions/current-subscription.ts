import type { CurrentSubscription } from '../../../shared/api/schemas/accounts';
import { getTeam } from '../teams/teams';
import { currentSubscription } from './account-subscriptions';

/** The profile's current_subscription (spec 1 §3): the plan in force, or null when the team has none. */
export async function currentSubscriptionOf(teamId: string): Promise<CurrentSubscription | null> {
  const [subscription, team] = await Promise.all([currentSubscription(teamId), getTeam(teamId)]);
  if (!subscription) return null;
  return {
    current_subscription: subscription.planName,
    subscription_approved: true,
    admin_approved: team?.adminApproved ?? false,
    end_date: subscription.endDate,
    no_users_limit: subscription.usersLimit,
    farm_area_limit: subscription.farmAreaLimitHa,
  };
}
