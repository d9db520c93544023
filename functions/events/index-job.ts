import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '../lib/logger';

/**
 * Index worker queue consumer. The imagery engine lands with its own work; until then every message is reported
 * as failed so that it is retried and kept in the dead-letter queue, never dropped.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  logger.warn('index worker not available yet; messages kept for retry', { count: event.Records.length });
  return { batchItemFailures: event.Records.map((record) => ({ itemIdentifier: record.messageId })) };
};
