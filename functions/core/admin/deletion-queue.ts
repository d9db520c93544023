import * as z from 'zod';
import { ENV } from '../../../shared/platform';
import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { lazyClient } from '../lazy-client';
import { parseEnv, requiredUrl } from '../config-schema';
import type { UserDeletionMessage } from './deletion-message';
import { messageBody } from '../queues/queue-messages';

/** The user-deletion queue (read on first send, so a function that queues no deletion needs no queue). */
export const userDeletionQueueUrl = () =>
  parseEnv(z.object({ [ENV.userDeletionQueueUrl]: requiredUrl() }), process.env)[ENV.userDeletionQueueUrl];

/** The SQS SDK is loaded on the first deletion: the accounts function's other routes do not pay for it at cold start. */
const sqs = lazyClient(
  () => import('@aws-sdk/client-sqs'),
  (sdk) => new sdk.SQSClient({ ...AWS_CLIENT_LIMITS }),
);

/** Queues a user's deletion (a new one, or the rest of one that ran out of time). */
export async function queueUserDeletion(message: UserDeletionMessage): Promise<void> {
  const { sdk, client } = await sqs();
  await client.send(new sdk.SendMessageCommand({ QueueUrl: userDeletionQueueUrl(), MessageBody: messageBody('userDeletion', message) }));
}
