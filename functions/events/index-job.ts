import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { parseIndexJob, runIndexJob } from '../core/imagery/index-jobs';
import { logger } from '../lib/logger';

/**
 * The index worker: the index-jobs queue's consumer. Each message is one (field, acquisition day); every index
 * is computed and stored, idempotently. A message that fails (imagery unreadable, a timeout, a malformed body) is
 * reported as a batch item failure: it comes back after the visibility timeout and, after the queue's
 * maxReceiveCount, moves to the dead-letter queue. Nothing is stored for a failed day.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failed: string[] = [];
  for (const record of event.Records) {
    const log = logger.child({ messageId: record.messageId, receiveCount: record.attributes.ApproximateReceiveCount });
    try {
      const job = parseIndexJob(record.body);
      const outcome = await runIndexJob(job, log);
      log.info('index job done', { fieldId: job.fieldId, date: job.date, outcome });
    } catch (error) {
      log.error('index job failed', { error });
      failed.push(record.messageId);
    }
  }
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
};
