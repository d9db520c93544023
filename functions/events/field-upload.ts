import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { QUEUES } from '../../shared/platform';
import { processUpload, type UploadedObject } from '../core/fields/process-upload';
import { createLogger } from '../lib/logger';
import { withMetrics } from '../lib/metrics';
import { messageOf } from '../lib/queue-consumer';
import type { UploadNotification } from '../core/queues/upload-notification';

/**
 * The field parser: the field-uploads queue's consumer. Each message is an S3 ObjectCreated notification for the
 * uploads bucket; each object is parsed into fields on its upload job. Messages that should be tried again are
 * reported as batch item failures; after the queue's maxReceiveCount they move to the dead-letter queue. A body that
 * is not an S3 notification is moved there at once.
 */
const MAX_RECEIVES = QUEUES.find((queue) => queue.key === 'fieldUploads')?.maxReceiveCount ?? 3;

/** A message to deliver again: the upload is claimed for another version of its file, or its processing failed. */
class TryAgainLater extends Error {}

function objectsOf(notification: UploadNotification): UploadedObject[] {
  if (!('Records' in notification)) return [];
  return notification.Records.filter((entry) => entry.eventName.startsWith('ObjectCreated')).map((entry) => ({
    bucket: entry.s3.bucket.name,
    key: entry.s3.object.key,
    etag: entry.s3.object.eTag ?? '',
  }));
}

export const handler = (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
  withMetrics(context, (metrics) => {
    const log = createLogger({}, context);
    const parseFiles = async (record: SQSRecord) => {
      const recordLog = log.child({ messageId: record.messageId });
      const lastAttempt = Number(record.attributes.ApproximateReceiveCount) >= MAX_RECEIVES;
      const counted = (file: 'parsed' | 'refused') => metrics.count(file === 'parsed' ? 'UploadParsed' : 'UploadRefused');
      try {
        const notification = await messageOf('fieldUploads', record, recordLog);
        if (!notification) return;
        for (const object of objectsOf(notification)) {
          if ((await processUpload(object, { lastAttempt, log: recordLog, counted })) === 'retry') throw new TryAgainLater();
        }
      } catch (error) {
        // processUpload logs its own reasons for another delivery.
        if (!(error instanceof TryAgainLater)) recordLog.error('field upload message failed', { error });
        throw error;
      }
    };
    // One message at a time: parsing is CPU-bound and a batch is at most a few files. When every message failed,
    // Powertools would throw, turning per-message failures into a failed invocation; they are answered as usual.
    return processPartialResponse(event, parseFiles, new BatchProcessor(EventType.SQS), { processInParallel: false, throwOnFullBatchFailure: false });
  });
