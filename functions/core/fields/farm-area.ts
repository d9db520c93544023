import { FIELD_MESSAGES } from '../../../shared/domain/fields';
import { teamLimits } from '../subscriptions/team-limits';
import { getTeam } from '../teams/teams';
import { ConflictError } from '../errors';
import { roundHa } from './geometry';

/**
 * The farm-area allowance: the sum of a team's field areas never exceeds it. The team item keeps the running
 * total (`fieldAreaHa`); every write that changes a team's area changes the total in the same transaction,
 * conditional on the new total staying within the allowance, so concurrent uploads cannot overshoot it.
 */
export async function farmAreaLimit(teamId: string): Promise<number> {
  // The active subscription's farm_area_limit, else the configured or default allowance.
  return (await teamLimits(teamId)).farmAreaHa;
}

/**
 * The highest total the team may have before adding `addedHa` (4 decimals at most, so DynamoDB compares and adds
 * exactly). Each transaction that adds area has the condition `fieldAreaHa` missing or at most this.
 */
export function roomBefore(limitHa: number, addedHa: number): number {
  return roundHa(limitHa - addedHa);
}

/** The refusal to give when the allowance check failed: it says how much is used and how much was asked for. */
export async function areaLimitRefusal(teamId: string, addedHa: number, limitHa: number): Promise<ConflictError> {
  const used = (await getTeam(teamId))?.fieldAreaHa ?? 0;
  return new ConflictError(FIELD_MESSAGES.areaLimit(limitHa, used, addedHa));
}
