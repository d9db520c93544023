import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { runIndexJob } from '../core/imagery/index-worker';
import { StoredDayDetections } from '../core/season/season-precompute';
import { ZoneRefreshes } from '../core/imagery/zone-precompute';
import { createLogger } from '../lib/logger';
import { withMetrics } from '../lib/metrics';
import { messageOf } from '../lib/queue-consumer';

/**
 * The index worker: the index-jobs queue's consumer. Each message is one (field, acquisition day); every index
 * is computed and stored, idempotently. A message that fails (imagery unreadable, a timeout) is reported as a batch
 * item failure: it comes back after the visibility timeout and, after the queue's maxReceiveCount, moves to the
 * dead-letter queue. A body that is not an index job is moved there at once. Nothing is stored for a failed day.
 * After the batch, each field whose days were stored has its current year's seasons detected again (once), and its
 * productivity zones refreshed when its clear days changed enough.
 */
export const handler = (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
  withMetrics(context, async (metrics) => {
    const log = createLogger({}, context);
    const detections = new StoredDayDetections();
    const zones = new ZoneRefreshes();
    const indexDay = async (record: SQSRecord) => {
      const recordLog = log.child({ messageId: record.messageId, receiveCount: record.attributes.ApproximateReceiveCount });
      try {
        const job = await messageOf('indexJobs', record, recordLog);
        if (!job) return;
        const outcome = await runIndexJob(job, recordLog, detections, zones);
        recordLog.info('index job done', { fieldId: job.fieldId, date: job.date, outcome });
        metrics.count('IndexJobDone');
      } catch (error) {
        recordLog.error('index job failed', { error });
        metrics.count('IndexJobFailed');
        throw error;
      }
    };
    // When every message failed, Powertools would throw, turning per-message failures into a failed invocation
    // (and its alarm); the failures are answered as usual instead. A processor per invocation: it holds the batch.
    const answer = await processPartialResponse(event, indexDay, new BatchProcessor(EventType.SQS), { processInParallel: false, throwOnFullBatchFailure: false });
    // The fields whose days were stored are detected again once each, from stored values (failures are logged).
    await detections.run({ log });
    // Then their productivity zones, when new clear days change what they are built from (failures are logged).
    await zones.run({ log });
    return answer;
  });
