import { DEFAULT_FARM_AREA_LIMIT_HA, DEFAULT_MAX_USERS_PER_TEAM } from '../../../shared/domain/limits';
import { systemConfigurationInForce } from '../admin/system-config';
import { currentSubscription } from './account-subscriptions';

export interface TeamLimits {
  /** The most members the team may have, the owner included. */
  users: number;
  /** The most hectares the team's fields may cover together. */
  farmAreaHa: number;
  /** Where the limits come from. */
  source: 'subscription' | 'system' | 'default';
}

/**
 * The one place a team's limits are decided: the active subscription's limits as bought; else the system
 * configuration staff set (max_users_per_team, and as farm area max_no_of_suscription_units: the most hectare
 * units the platform allows a team, which a team keeps until it buys a plan of its own); else the defaults.
 */
export async function teamLimits(teamId: string): Promise<TeamLimits> {
  const [subscription, system] = await Promise.all([currentSubscription(teamId), systemConfigurationInForce()]);
  if (subscription) return { users: subscription.usersLimit, farmAreaHa: subscription.farmAreaLimitHa, source: 'subscription' };
  if (system) return { users: system.maxUsersPerTeam, farmAreaHa: system.maxUnits, source: 'system' };
  return { users: DEFAULT_MAX_USERS_PER_TEAM, farmAreaHa: DEFAULT_FARM_AREA_LIMIT_HA, source: 'default' };
}
