import type { S3Event, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { QUEUES } from '../../infra/definitions';
import { processUpload, type UploadedObject } from '../core/fields/process-upload';
import { logger } from '../lib/logger';

/**
 * The field parser: the field-uploads queue's consumer. Each message is an S3 ObjectCreated notification for the
 * uploads bucket; each object is parsed into fields on its upload job. Messages that should be tried again are
 * reported as batch item failures; after the queue's maxReceiveCount they move to the dead-letter queue.
 */
const MAX_RECEIVES = QUEUES.find((queue) => queue.key === 'fieldUploads')?.maxReceiveCount ?? 3;

function objectsOf(record: SQSRecord): UploadedObject[] {
  const notification = JSON.parse(record.body) as Partial<S3Event> & { Event?: string };
  if (notification.Event === 's3:TestEvent') return [];
  if (!Array.isArray(notification.Records)) throw new Error('not an S3 notification');
  return notification.Records.filter((entry) => entry.eventName.startsWith('ObjectCreated')).map((entry) => ({
    bucket: entry.s3.bucket.name,
    key: entry.s3.object.key,
    etag: entry.s3.object.eTag ?? '',
  }));
}

export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failed: string[] = [];
  // One at a time: parsing is CPU-bound and a batch is at most a few files.
  for (const record of event.Records) {
    const log = logger.child({ messageId: record.messageId });
    const lastAttempt = Number(record.attributes.ApproximateReceiveCount) >= MAX_RECEIVES;
    try {
      for (const object of objectsOf(record)) {
        if ((await processUpload(object, { lastAttempt, log })) === 'retry') {
          failed.push(record.messageId);
          break;
        }
      }
    } catch (error) {
      log.error('field upload message failed', { error });
      failed.push(record.messageId);
    }
  }
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
};
