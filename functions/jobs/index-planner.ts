import type { Context, ScheduledEvent } from 'aws-lambda';
import { enqueueTeamPlans, sendPlanMessages } from '../core/imagery/index-jobs';
import { createLogger } from '../lib/logger';

/**
 * Scheduled (EventBridge): sends one planning message per approved team to the index-planning queue, whose
 * consumer (functions/events/index-plan.ts) plans the team's fields. The run itself does no STAC search, so it
 * ends in seconds whatever the number of fields, and an async retry of it only sends the messages again (planning
 * is idempotent per field and scene).
 */
export const handler = async (event: Pick<ScheduledEvent, 'time'>, context?: Context): Promise<{ teams: number }> => {
  const log = createLogger({ job: 'index-planner', time: event.time }, context);
  const run = await enqueueTeamPlans({ sendPlans: sendPlanMessages });
  log.info('index planning sent', run);
  return run;
};
