import type { UserDetails } from '../../../../shared/api/schemas/accounts';

export type AccountBanner = 'subscribe' | 'no-team' | 'upgrade' | null;

/**
 * Which dashboard banner user_details calls for (spec 1 §2): an owned team without a current subscription ->
 * subscribe; neither an owned team nor a user team -> no team; a team with a subscription -> upgrade.
 */
export function accountBanner(user: UserDetails | null): AccountBanner {
  if (!user) return null;
  if (user.owned_team) return user.owned_team.current_subscription ? 'upgrade' : 'subscribe';
  if (!user.user_team) return 'no-team';
  return user.current_subscription ? 'upgrade' : null;
}
