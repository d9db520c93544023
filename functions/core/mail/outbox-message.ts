import * as z from 'zod';

/** A mail as it travels through the outbox: recipients, a one-line subject, HTML and text bodies. */
export const MailContent = z.object({
  to: z.array(z.string().min(3).max(254).includes('@')).min(1).max(50),
  subject: z.string().min(1).max(998),
  html: z.string().max(200_000),
  text: z.string().max(200_000),
});

/**
 * The outbox queue's message, shared by the producers (sendMail) and the consumer (functions/events/outbox.ts).
 * `channel` names the way it goes out: 'email' now; SMS and WhatsApp alerts add their own variant. `outboxId` is
 * the outbox item's id, which makes the send idempotent. A body that does not parse goes straight to the DLQ.
 */
export const OutboxMessage = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), outboxId: z.string().min(1).max(64), mail: MailContent }),
]);
export type OutboxMessage = z.infer<typeof OutboxMessage>;
