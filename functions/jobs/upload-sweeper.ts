import type { Context, ScheduledEvent } from 'aws-lambda';
import { sweepUploads, type SweepReport } from '../core/fields/upload-sweeper';
import { createLogger } from '../lib/logger';

/**
 * Scheduled (EventBridge): every upload job past its deadline is run once more from its file or rolled back, so a
 * job whose message reached the dead-letter queue, or whose S3 event never reached the queue, still ends.
 */
export const handler = async (event: Pick<ScheduledEvent, 'time'>, context?: Context): Promise<SweepReport> => {
  const log = createLogger({ job: 'upload-sweeper', time: event.time }, context);
  const report = await sweepUploads({ log });
  log.info('upload sweep ran', { ...report });
  return report;
};
