import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { lazyClient } from '../lazy-client';
import type { OutboxMessage, WhatsAppContent } from '../mail/outbox-message';
import type * as z from 'zod';
import { META_API_VERSION, NoChannelSenderError, PermanentRefusalError, whatsappPhoneNumberId } from './channel-config';

/** AWS End User Messaging Social (WhatsApp); the local stage's message inbox stands in for it. */
const socialClient = lazyClient(
  () => import('@aws-sdk/client-socialmessaging'),
  (sdk) => new sdk.SocialMessagingClient({ ...AWS_CLIENT_LIMITS }),
);

/**
 * The Meta Cloud API payload of a template message: a business may open a conversation only with an approved
 * template, its body's parameters filled in order. The number goes without its plus, as Meta writes it.
 */
function whatsappPayload(whatsapp: z.infer<typeof WhatsAppContent>): string {
  return JSON.stringify({
    messaging_product: 'whatsapp',
    to: whatsapp.to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: whatsapp.template,
      language: { code: whatsapp.language },
      components: [{ type: 'body', parameters: whatsapp.parameters.map((text) => ({ type: 'text', text })) }],
    },
  });
}

/**
 * Refusals a retry cannot change: a malformed payload or number, a template or phone number id unknown, Meta refusing
 * the recipient or the template. Throttling (ThrottledRequestException), Meta unreachable (DependencyException), a
 * 5xx or no answer are retried with the queue's backoff.
 */
const PERMANENT_WHATSAPP_ERRORS = new Set(['ValidationException', 'InvalidParametersException', 'ResourceNotFoundException', 'AccessDeniedByMetaException']);

function whatsappRefusal(error: unknown): PermanentRefusalError | undefined {
  const { name } = error as { name?: string };
  if (!name || !PERMANENT_WHATSAPP_ERRORS.has(name)) return undefined;
  return new PermanentRefusalError(`WhatsApp message refused: ${name}`, name);
}

/** Sends one outbox WhatsApp template message; throws PermanentRefusalError when no retry can succeed. */
export async function sendWhatsApp(message: Extract<OutboxMessage, { channel: 'whatsapp' }>): Promise<{ messageId: string | undefined }> {
  const from = whatsappPhoneNumberId();
  if (!from) throw new NoChannelSenderError('WhatsApp message not sent: no phone number id configured (WHATSAPP_PHONE_NUMBER_ID)');
  const { sdk, client } = await socialClient();
  try {
    const answer = await client.send(
      new sdk.SendWhatsAppMessageCommand({
        originationPhoneNumberId: from,
        metaApiVersion: META_API_VERSION,
        message: new TextEncoder().encode(whatsappPayload(message.whatsapp)),
      }),
    );
    return { messageId: answer.messageId };
  } catch (error) {
    throw whatsappRefusal(error) ?? error;
  }
}
