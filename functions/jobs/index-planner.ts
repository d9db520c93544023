import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '../lib/logger';

/** Scheduled: looks for new scenes for every field. The imagery engine brings the planning itself. */
export const handler = async (event: Pick<ScheduledEvent, 'time'>): Promise<{ planned: number }> => {
  logger.info('index planner ran', { time: event.time, planned: 0 });
  return { planned: 0 };
};
