import { DEFAULT_FARM_AREA_LIMIT_HA, DEFAULT_MAX_USERS_PER_TEAM } from '../../../shared/domain/limits';
import { currentSubscription } from './account-subscriptions';

export interface TeamLimits {
  /** The most members the team may have, the owner included. */
  users: number;
  /** The most hectares the team's fields may cover together. */
  farmAreaHa: number;
  /** Where the limits come from. */
  source: 'subscription' | 'default';
}

/**
 * The one place a team's limits are decided: the active subscription's limits as bought, else the defaults. The
 * system configuration (staff) slots in between the two: read it here, and every check follows.
 */
export async function teamLimits(teamId: string): Promise<TeamLimits> {
  const subscription = await currentSubscription(teamId);
  if (subscription) return { users: subscription.usersLimit, farmAreaHa: subscription.farmAreaLimitHa, source: 'subscription' };
  return { users: DEFAULT_MAX_USERS_PER_TEAM, farmAreaHa: DEFAULT_FARM_AREA_LIMIT_HA, source: 'default' };
}
