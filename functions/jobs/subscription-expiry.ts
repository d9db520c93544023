import type { Context, ScheduledEvent } from 'aws-lambda';
import { runSubscriptionExpiry, type ExpiryRun } from '../core/subscriptions/expiry';
import { createLogger } from '../lib/logger';

/** Scheduled daily (EventBridge): ends subscriptions past their end date and mails the 7-day and 1-day reminders. */
export const handler = async (event: Pick<ScheduledEvent, 'time'>, context?: Context): Promise<ExpiryRun> => {
  const log = createLogger({ job: 'subscription-expiry', time: event.time }, context);
  const run = await runSubscriptionExpiry(new Date(), log);
  log.info('subscription expiry ran', { ...run });
  return run;
};
