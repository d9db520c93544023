import * as z from 'zod';

/** One S3 event record of an upload notification (the fields the parser reads). */
const UploadEventRecord = z.object({
  eventName: z.string(),
  s3: z.object({
    bucket: z.object({ name: z.string().min(1) }),
    object: z.object({ key: z.string().min(1), eTag: z.string().optional() }),
  }),
});

/**
 * The field-uploads queue's message: S3's notification of new objects in the uploads bucket (deployed, S3 sends
 * it; the local stage builds it through this schema), or the test event S3 sends once when the notification is set.
 */
export const UploadNotification = z.union([
  z.object({ Event: z.literal('s3:TestEvent') }),
  z.object({ Records: z.array(UploadEventRecord) }),
]);
export type UploadNotification = z.infer<typeof UploadNotification>;
