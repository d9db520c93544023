import * as z from 'zod';
import { E164_PATTERN } from '../../../shared/domain/alerts';

/** A mail as it travels through the outbox: recipients, a one-line subject, HTML and text bodies. */
export const MailContent = z.object({
  to: z.array(z.string().min(3).max(254).includes('@')).min(1).max(50),
  subject: z.string().min(1).max(998),
  html: z.string().max(200_000),
  text: z.string().max(200_000),
});

/**
 * The outbox queue's message, shared by the producers (sendMail) and the consumer (functions/events/outbox.ts).
 * `channel` names the way it goes out: e-mail, SMS or WhatsApp. `outboxId` is
 * the outbox item's id, which makes the send idempotent. A body that does not parse goes straight to the DLQ.
 */
/** The user's alert a message delivers, so the consumer records on it whether it went out. */
export const AlertRef = z.object({ userId: z.string().min(1), alertId: z.string().min(1) });

/** An SMS: the number (E.164), the text as sent (the short form when the full one needs more segments) and its segments. */
export const SmsContent = z.object({
  to: z.string().regex(E164_PATTERN),
  text: z.string().min(1).max(1600),
  segments: z.number().int().min(1).max(10),
});

/**
 * A WhatsApp message: an approved template (its name and language code at Meta) with its body parameters, and the
 * same text rendered, for the local inbox and the alert's record.
 */
export const WhatsAppContent = z.object({
  to: z.string().regex(E164_PATTERN),
  template: z.string().min(1).max(512),
  language: z.string().min(2).max(10),
  parameters: z.array(z.string().max(1024)).max(10),
  text: z.string().min(1).max(4096),
});

const outboxId = z.string().min(1).max(64);

export const OutboxMessage = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), outboxId, mail: MailContent, alert: AlertRef.optional() }),
  /** `teamId` and `kind` name who pays and what for, in the usage tracking. */
  z.object({ channel: z.literal('sms'), outboxId, sms: SmsContent, teamId: z.string().min(1), kind: z.string().min(1), alert: AlertRef.optional() }),
  z.object({ channel: z.literal('whatsapp'), outboxId, whatsapp: WhatsAppContent, teamId: z.string().min(1), kind: z.string().min(1), alert: AlertRef.optional() }),
]);
export type OutboxMessage = z.infer<typeof OutboxMessage>;
