import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { USER_DELETION } from '../../shared/platform';
import { deleteUserAccount } from '../core/admin/delete-user';
import { DeletionBudget } from '../core/admin/deletion-budget';
import { queueUserDeletion } from '../core/admin/deletion-queue';
import { ConflictError, ForbiddenError, NotFoundError } from '../core/errors';
import { createLogger, type Logger } from '../lib/logger';
import { messageOf } from '../lib/queue-consumer';

/**
 * The user-deletion queue's consumer: one user per message. The deletion works in pages until less than
 * USER_DELETION.requeueMarginMs of the function's time is left, then sends the rest on as a new message and ends
 * well; a page that fails leaves the message to come back after the visibility timeout (every step can run again),
 * and after maxReceiveCount failures it goes to the dead-letter queue. A user already deleted is done; a deletion
 * that can never succeed (the last staff user) is logged and dropped; a body that is not a deletion message is moved
 * to the dead-letter queue at once.
 */
async function deleteOne(record: SQSRecord, context: Pick<Context, 'getRemainingTimeInMillis'> | undefined, log: Logger): Promise<void> {
  const message = await messageOf('userDeletion', record, log);
  if (!message) return;
  const userLog = log.child({ userId: message.userId });
  const budget = new DeletionBudget(() => !context || context.getRemainingTimeInMillis() > USER_DELETION.requeueMarginMs);
  try {
    const outcome = await deleteUserAccount(message.actor, message.userId, budget);
    if (outcome === 'more') {
      await queueUserDeletion(message);
      userLog.info('user deletion continues in a new message');
      return;
    }
    userLog.info('user deleted');
  } catch (error) {
    if (error instanceof NotFoundError) return userLog.info('user already deleted');
    if (error instanceof ConflictError || error instanceof ForbiddenError) return userLog.error('user deletion refused', { error });
    throw error;
  }
}

export const handler = async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
  const log = createLogger({ job: 'user-deletion' }, context);
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const recordLog = log.child({ messageId: record.messageId, receiveCount: record.attributes.ApproximateReceiveCount });
    try {
      await deleteOne(record, context, recordLog);
    } catch (error) {
      recordLog.error('user deletion failed: the message comes back', { error });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};
