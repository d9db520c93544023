import type { UserDetails } from '../../../../shared/api/schemas/accounts';

export type AccountBanner = 'subscribe' | 'no-team' | 'upgrade' | null;

const hasPlan = (subscription: UserDetails['current_subscription'] | undefined) => Boolean(subscription?.current_subscription);

/** A member whose role may not pay is not asked to: the plan banners are for those who can act on them. */
const mayPay = (user: UserDetails) => !user.permissions || user.permissions.includes('payment.add_payment');

/**
 * Which dashboard banner user_details calls for (spec 1 §2): an owned team without a plan in force -> subscribe;
 * neither an owned team nor a user team -> no team; a team with a plan -> upgrade. A member working in another
 * team than their own sees that team's banner, and only when their role may pay.
 */
export function accountBanner(user: UserDetails | null): AccountBanner {
  if (!user) return null;
  const inOtherTeam = Boolean(user.user_team && user.user_team !== user.owned_team?.id);
  if (user.owned_team && !inOtherTeam) return hasPlan(user.owned_team.current_subscription) ? 'upgrade' : 'subscribe';
  if (!user.user_team) return 'no-team';
  return hasPlan(user.current_subscription) && mayPay(user) ? 'upgrade' : null;
}

/** The team the user works in has not been approved by staff (or was revoked): its paid services are paused. */
export function teamAwaitingApproval(user: UserDetails | null): boolean {
  return user?.current_subscription?.admin_approved === false;
}
