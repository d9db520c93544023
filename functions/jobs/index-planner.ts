import type { Context, ScheduledEvent } from 'aws-lambda';
import { enqueueTeamPlans } from '../core/imagery/index-jobs';
import { sendPlanMessages } from '../core/imagery/index-queues';
import { createLogger } from '../lib/logger';

/**
 * The schedule's event; the local stage starting adds `requeuePending` (its index-jobs queue did not survive the
 * last run, so every day sent and not stored is sent again at once).
 */
export type PlannerEvent = Pick<ScheduledEvent, 'time'> & { detail?: { requeuePending?: boolean } };

/**
 * Scheduled (EventBridge): sends one planning message per approved team to the index-planning queue, whose
 * consumer (functions/events/index-plan.ts) plans the team's fields. The run itself does no STAC search, so it
 * ends in seconds whatever the number of fields, and an async retry of it only sends the messages again (planning
 * is idempotent per field and scene).
 */
export const handler = async (event: PlannerEvent, context?: Context): Promise<{ teams: number }> => {
  const log = createLogger({ job: 'index-planner', time: event.time }, context);
  const requeuePending = event.detail?.requeuePending === true;
  const run = await enqueueTeamPlans({ sendPlans: sendPlanMessages }, requeuePending);
  log.info('index planning sent', { ...run, requeuePending });
  return run;
};
