import type { PaymentContext } from '../../../shared/api/schemas/subscriptions';
import { PAYMENT_MESSAGES, toNaira, unusedCreditKobo, type PurchaseTiming } from '../../../shared/domain/subscriptions';
import { db } from '../db/service';
import type { AccountSubscriptionItem } from '../db/subscription-entities';
import { ConflictError, InvalidError, NotFoundError } from '../errors';
import { getTeam } from '../teams/teams';
import { currentSubscription, upcomingSubscription } from './account-subscriptions';

/** What a team uses today: no plan is sold below it. */
export interface TeamUse {
  /** Members, the owner included. */
  members: number;
  /** Hectares its fields cover together. */
  farmAreaHa: number;
}

export async function teamUse(teamId: string): Promise<TeamUse> {
  const team = await getTeam(teamId);
  if (!team) throw new NotFoundError(PAYMENT_MESSAGES.teamNotFound);
  return { members: team.memberCount, farmAreaHa: team.fieldAreaHa ?? 0 };
}

/**
 * The unused value of a subscription today: what its plan was worth (charged plus any credit it was bought with),
 * prorated by the days left. A subscription without a payment of ours (made by staff) is worth nothing here.
 */
export async function unusedValueKobo(subscription: AccountSubscriptionItem, now: Date): Promise<number> {
  const { data: payment } = await db().entities.payment.get({ reference: subscription.paymentReference }).go();
  if (!payment?.fulfilledAt) return 0;
  const value = payment.amountKobo + (payment.creditKobo ?? 0);
  return unusedCreditKobo(value, new Date(subscription.startDate), new Date(subscription.endDate), now);
}

/** What a purchase does, decided on the server: its timing, the credit taken off the price and its start. */
export interface PurchaseTerms {
  timing?: PurchaseTiming;
  creditKobo: number;
  /** Set when the plan starts at the current plan's end. */
  startsAt?: string;
}

/**
 * The terms of a purchase for a team: refused below what the team uses (members, hectares), refused while a plan
 * bought to follow the current one has not started, and, while a plan is in force, only with a timing: 'now'
 * credits the current plan's unused value, 'after_current' starts at its end.
 */
export async function purchaseTerms(
  teamId: string,
  quantities: { users: number; farmArea: number },
  timing: PurchaseTiming | undefined,
  now = new Date(),
): Promise<PurchaseTerms> {
  const use = await teamUse(teamId);
  if (quantities.users < use.members) {
    const message = PAYMENT_MESSAGES.belowMemberUse(use.members);
    throw new InvalidError(message, { no_of_users: [message] });
  }
  if (quantities.farmArea < use.farmAreaHa) {
    const message = PAYMENT_MESSAGES.belowAreaUse(Math.ceil(use.farmAreaHa));
    throw new InvalidError(message, { farm_area: [message] });
  }
  const [current, upcoming] = await Promise.all([currentSubscription(teamId, now), upcomingSubscription(teamId, now)]);
  if (upcoming) throw new ConflictError(PAYMENT_MESSAGES.alreadyScheduled(upcoming.planName, upcoming.startDate));
  if (!current) return { creditKobo: 0 };
  if (!timing) throw new InvalidError(PAYMENT_MESSAGES.timingRequired, { timing: [PAYMENT_MESSAGES.timingRequired] });
  if (timing === 'after_current') return { timing, creditKobo: 0, startsAt: current.endDate };
  return { timing, creditKobo: await unusedValueKobo(current, now) };
}

/** What the payment dialog states before payment: the team billed, its plan in force with its credit, its use. */
export async function paymentContext(teamId: string, now = new Date()): Promise<PaymentContext> {
  const [team, current, upcoming] = await Promise.all([getTeam(teamId), currentSubscription(teamId, now), upcomingSubscription(teamId, now)]);
  if (!team) throw new NotFoundError(PAYMENT_MESSAGES.teamNotFound);
  return {
    team: { id: team.teamId, name: team.name },
    current: current
      ? {
          plan: current.planName,
          start_date: current.startDate,
          end_date: current.endDate,
          no_users_limit: current.usersLimit,
          farm_area_limit: current.farmAreaLimitHa,
          credit: toNaira(await unusedValueKobo(current, now)),
        }
      : null,
    scheduled: upcoming ? { plan: upcoming.planName, start_date: upcoming.startDate, end_date: upcoming.endDate } : null,
    use: { members: team.memberCount, farm_area: team.fieldAreaHa ?? 0 },
  };
}
