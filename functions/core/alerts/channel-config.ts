import * as z from 'zod';
import { ENV } from '../../../shared/platform';
import { optionalText, parseEnv } from '../config-schema';

/**
 * Who SMS and WhatsApp alerts are sent from. Read on each send (not kept per container like the other settings):
 * a stage without a sender sends nothing on that channel, and its messages wait in the dead-letter queue until an
 * operator configures one and redrives them.
 */
const schema = z.object({
  [ENV.smsOriginationIdentity]: optionalText(),
  [ENV.whatsappPhoneNumberId]: optionalText(),
  [ENV.smsConfigurationSet]: optionalText(),
});

const read = () => parseEnv(schema, process.env);

/** The SMS origination identity (sender ID, phone number, pool id or ARN); undefined: the stage sends no SMS. */
export const smsOriginationIdentity = (): string | undefined => read()[ENV.smsOriginationIdentity];

/** The SMS configuration set, when the stage has one. */
export const smsConfigurationSet = (): string | undefined => read()[ENV.smsConfigurationSet];

/** The WhatsApp Business phone number id alerts go from; undefined: the stage sends no WhatsApp. */
export const whatsappPhoneNumberId = (): string | undefined => read()[ENV.whatsappPhoneNumberId];

/** The Meta Graph API version the WhatsApp payloads are written for (AWS passes the payload to Meta as it is). */
export const META_API_VERSION = 'v20.0';

/** The stage has no sender for a channel: the message cannot succeed until one is configured. */
export class NoChannelSenderError extends Error {
  override readonly name = 'NoChannelSenderError';
}

/**
 * The service refused the message for good (an opted-out or invalid number, a template Meta does not know): retried,
 * it would be refused the same way. The consumer records the delivery failed and dead-letters the message.
 */
export class PermanentRefusalError extends Error {
  override readonly name = 'PermanentRefusalError';
  constructor(
    message: string,
    /** The service's error name and reason, for the log and the dead-letter queue. */
    readonly reason: string,
  ) {
    super(message);
  }
}
