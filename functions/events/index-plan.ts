import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { plannerDeps, runPlanMessage } from '../core/imagery/index-jobs';
import { createLogger } from '../lib/logger';
import { withMetrics } from '../lib/metrics';
import { messageOf } from '../lib/queue-consumer';

/**
 * The index-planning queue's consumer: each message is one team (or one field to retry). A team's fields are
 * planned; one whose STAC search fails is sent back as its own message, and that message, failing again, is
 * reported as a batch item failure: retried after the visibility timeout, then kept in the dead-letter queue. A
 * field whose boundary the imagery engine cannot use records why on the field; the team's message succeeds. A body
 * that is not a planning message is moved to the dead-letter queue at once.
 */
export const handler = (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
  withMetrics(context, (metrics) => {
    const log = createLogger({ job: 'index-plan' }, context);
    const plan = async (record: SQSRecord) => {
      const recordLog = log.child({ messageId: record.messageId, receiveCount: record.attributes.ApproximateReceiveCount });
      try {
        const message = await messageOf('indexPlanning', record, recordLog);
        if (!message) return;
        const run = await runPlanMessage(message, plannerDeps(recordLog));
        recordLog.info('team planned', { teamId: message.teamId, retriedFields: message.fieldIds, ...run });
        metrics.count('IndexPlanDone');
        if (run.failedFields > 0) metrics.count('IndexPlanFieldFailed', run.failedFields);
        if (run.unusableFields > 0) metrics.count('IndexPlanFieldUnusable', run.unusableFields);
      } catch (error) {
        recordLog.error('planning failed', { error });
        metrics.count('IndexPlanFailed');
        throw error;
      }
    };
    return processPartialResponse(event, plan, new BatchProcessor(EventType.SQS), { processInParallel: false, throwOnFullBatchFailure: false });
  });
