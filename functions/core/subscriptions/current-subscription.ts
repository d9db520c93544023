import type { CurrentSubscription } from '../../../shared/api/schemas/accounts';
import { getTeam } from '../teams/teams';
import { currentSubscription } from './account-subscriptions';

/**
 * The profile's current_subscription (spec 1 §3) for a team: the plan in force with its end and limits, or, when the
 * team has none, no plan name and no subscription approval. admin_approved is the team's own approval either way,
 * so the members of an unapproved team are told so whether or not it has bought a plan.
 */
export async function currentSubscriptionOf(teamId: string): Promise<CurrentSubscription> {
  const [subscription, team] = await Promise.all([currentSubscription(teamId), getTeam(teamId)]);
  const adminApproved = team?.adminApproved ?? false;
  if (!subscription) return { current_subscription: null, subscription_approved: false, admin_approved: adminApproved };
  return {
    current_subscription: subscription.planName,
    subscription_approved: true,
    admin_approved: adminApproved,
    end_date: subscription.endDate,
    no_users_limit: subscription.usersLimit,
    farm_area_limit: subscription.farmAreaLimitHa,
  };
}
