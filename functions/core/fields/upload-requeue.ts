import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { fieldUploadsQueueUrl } from '../config';
import { lazyClient } from '../lazy-client';
import { messageBody } from '../queues/queue-messages';
import type { UploadedObject } from './process-upload';

/** The SQS SDK is loaded on the first lost event: the fields function's other routes do not pay for it at cold start. */
const sqs = lazyClient(
  () => import('@aws-sdk/client-sqs'),
  (sdk) => new sdk.SQSClient({ ...AWS_CLIENT_LIMITS }),
);

/**
 * Puts an uploaded file on the field-uploads queue as the notification S3 would have sent, so the field parser (the
 * queue's consumer, which carries the file readers) parses it with its own claim and retries.
 */
export async function requeueUpload(object: UploadedObject): Promise<void> {
  const { sdk, client } = await sqs();
  const notification = {
    Records: [{ eventName: 'ObjectCreated:Put', s3: { bucket: { name: object.bucket }, object: { key: object.key, eTag: object.etag } } }],
  };
  await client.send(new sdk.SendMessageCommand({ QueueUrl: fieldUploadsQueueUrl(), MessageBody: messageBody('fieldUploads', notification) }));
}
