import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '../lib/logger';

/**
 * Field-file parser queue consumer. The parser itself lands with the field upload pipeline; until then every
 * message is reported as failed so that it is retried and kept in the dead-letter queue, never dropped.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  logger.warn('field parser not available yet; messages kept for retry', { count: event.Records.length });
  return { batchItemFailures: event.Records.map((record) => ({ itemIdentifier: record.messageId })) };
};
