import type { Context, ScheduledEvent } from 'aws-lambda';
import { plannerDeps, plannerRun, type PlannerRun } from '../core/imagery/index-jobs';
import { createLogger } from '../lib/logger';

/**
 * Scheduled (EventBridge): finds new Sentinel-2 scenes for every field of every team and sends one index job per
 * (field, day) to the index-jobs queue. A field whose STAC search fails keeps its cursor and the run ends in an
 * error (the Lambda's error alarm, EventBridge's retries); fields planned before it are not planned twice.
 */
export const handler = async (event: Pick<ScheduledEvent, 'time'>, context?: Context): Promise<PlannerRun> => {
  const log = createLogger({ job: 'index-planner', time: event.time }, context);
  const run = await plannerRun(plannerDeps(log), context ? { remainingMs: () => context.getRemainingTimeInMillis() } : {});
  log.info('index planner ran', { ...run });
  return run;
};
