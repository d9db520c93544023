import type { RouteDef } from '../../shared/api/routes';
import { recordAudit } from '../core/admin/audit';
import { assertTeamApproved, startUsage, type PendingUsage } from '../core/admin/usage';
import type { TeamAccess } from '../core/teams/teams';
import type { Caller } from './auth';
import type { Logger } from './logger';
import type { ShareAccess } from './share-scope';

interface RouteCall {
  route: RouteDef;
  caller: Caller | null;
  team: TeamAccess | null;
  /** A read opened by a share link: metered to the link's team, in the name of the member who made it. */
  share?: ShareAccess | null;
  params: unknown;
  query: unknown;
  body: unknown;
  log: Logger;
}

/** Staff routes that write are the audit trail's; deleting a user records its own event (it names the user). */
const auditable = (route: RouteDef) => route.auth === 'staff' && route.method !== 'GET' && route.id !== 'deleteUser';

const stringOf = (source: unknown, key: string): string | undefined => {
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/**
 * What every route gets around its handler, so the handlers carry none of it: a metered route (its route entry
 * names its meter: index and weather calls) refuses a team staff have not approved and records its usage while
 * the answer is computed (to the link's team, on a read opened by a share link); a staff change is written to the
 * audit trail once it succeeded.
 */
export async function aroundRoute<T>(call: RouteCall, run: () => Promise<T>, failed: (result: T) => boolean): Promise<T> {
  const meter = call.route.meter;
  let usage: PendingUsage | null = null;
  const payer = call.caller && call.team ? { teamId: call.team.teamId, userId: call.caller.userId, memberId: call.team.memberId } : (call.share ?? null);
  if (meter && payer) {
    await assertTeamApproved(payer.teamId);
    usage = startUsage({
      routeId: call.route.id,
      meter,
      teamId: payer.teamId,
      userId: payer.userId,
      memberId: payer.memberId,
      // The field a call is about (`field_id` on the report routes): its hectares are the units.
      fieldId: stringOf(call.query, 'field') ?? stringOf(call.query, 'field_id'),
    });
  }
  let result: T;
  try {
    result = await run();
  } catch (error) {
    await settle(usage, false, call.log);
    throw error;
  }
  const ok = !failed(result);
  await settle(usage, ok, call.log);
  if (ok && call.caller && auditable(call.route)) {
    try {
      await recordAudit(call.caller, call.route.id, stringOf(call.params, 'id') ?? null, call.body);
    } catch (error) {
      call.log.error('audit event not recorded', { error, route: call.route.id });
    }
  }
  return result;
}

/** Metering never fails the call it meters: a lost record is logged (and alarmed on), the answer still goes out. */
async function settle(usage: PendingUsage | null, succeeded: boolean, log: Logger): Promise<void> {
  if (!usage) return;
  try {
    await usage.settle(succeeded);
  } catch (error) {
    log.error('usage record not written', { error });
  }
}
