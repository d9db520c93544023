import type * as z from 'zod';
import type { QueueKey } from '../../../shared/platform';
import { UserDeletionMessage } from '../admin/deletion-message';
import { OutboxMessage } from '../mail/outbox-message';
import { IndexJob, PlanMessage } from './index-messages';
import { UploadNotification } from './upload-notification';

/**
 * One zod schema per queue, shared by its producers (which build each body through it) and its consumer (which
 * parses each body with it; functions/lib/queue-consumer.ts moves one that does not parse to the dead-letter queue).
 */
export const QUEUE_MESSAGES = {
  fieldUploads: UploadNotification,
  indexPlanning: PlanMessage,
  indexJobs: IndexJob,
  mail: OutboxMessage,
  userDeletion: UserDeletionMessage,
} as const satisfies Record<QueueKey, z.ZodType>;

export type QueueMessage<K extends QueueKey> = z.infer<(typeof QUEUE_MESSAGES)[K]>;

/** A message body for queue K, checked by its schema (a producer's mistake fails the send, not the consumer). */
export const messageBody = <K extends QueueKey>(queue: K, message: QueueMessage<K>): string =>
  JSON.stringify(QUEUE_MESSAGES[queue].parse(message));

/** Why a body is not a message of queue K (undefined when it is one), and the message. */
export function parseQueueMessage<K extends QueueKey>(queue: K, body: string): { message: QueueMessage<K> } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { problem: 'not JSON' };
  }
  const parsed = QUEUE_MESSAGES[queue].safeParse(json);
  if (!parsed.success) return { problem: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'message'}: ${issue.message}`).join('; ') };
  return { message: parsed.data as QueueMessage<K> };
}
