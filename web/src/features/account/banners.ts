import type { UserDetails } from '../../../../shared/api/schemas/accounts';

export type AccountBanner = 'subscribe' | 'no-team' | 'upgrade' | null;

const hasPlan = (subscription: UserDetails['current_subscription'] | undefined) => Boolean(subscription?.current_subscription);

/**
 * Which dashboard banner user_details calls for (spec 1 §2): an owned team without a plan in force -> subscribe;
 * neither an owned team nor a user team -> no team; a team with a plan -> upgrade.
 */
export function accountBanner(user: UserDetails | null): AccountBanner {
  if (!user) return null;
  if (user.owned_team) return hasPlan(user.owned_team.current_subscription) ? 'upgrade' : 'subscribe';
  if (!user.user_team) return 'no-team';
  return hasPlan(user.current_subscription) ? 'upgrade' : null;
}

/** The team the user works in has not been approved by staff (or was revoked): its paid services are paused. */
export function teamAwaitingApproval(user: UserDetails | null): boolean {
  return user?.current_subscription?.admin_approved === false;
}
