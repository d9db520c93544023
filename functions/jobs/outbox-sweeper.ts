import type { Context, ScheduledEvent } from 'aws-lambda';
import { sweepOutbox, type SweepRun } from '../core/mail/outbox';
import { createLogger } from '../lib/logger';
import { withMetrics } from '../lib/metrics';

/** Scheduled: queues again the outbox messages whose enqueue failed in the request that wrote them. */
export const handler = (event: Pick<ScheduledEvent, 'time'>, context?: Context): Promise<SweepRun> =>
  withMetrics(context, async (metrics) => {
    const log = createLogger({ job: 'outbox-sweeper', time: event.time }, context);
    const run = await sweepOutbox(log);
    if (run.found > 0) metrics.count('OutboxQueueFailed', run.found);
    return run;
  });
