import type { Context, ScheduledEvent } from 'aws-lambda';
import { createLogger } from '../lib/logger';

/** Scheduled: evaluates every team's alerts and sends them (being built: evaluates nothing yet). */
export const handler = async (event: Pick<ScheduledEvent, 'time'>, context?: Context): Promise<{ teams: number }> => {
  createLogger({ job: 'alert-evaluator', time: event.time }, context).info('alert evaluation not built yet');
  return { teams: 0 };
};
