import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { lazyClient } from '../lazy-client';
import type { OutboxMessage } from '../mail/outbox-message';
import { NoChannelSenderError, PermanentRefusalError, smsConfigurationSet, smsOriginationIdentity } from './channel-config';

/** AWS End User Messaging SMS (Pinpoint SMS Voice V2); the local stage's message inbox stands in for it. */
const smsClient = lazyClient(
  () => import('@aws-sdk/client-pinpoint-sms-voice-v2'),
  (sdk) => new sdk.PinpointSMSVoiceV2Client({ ...AWS_CLIENT_LIMITS }),
);

/**
 * The refusals a retry cannot change: a malformed or unreachable number (ValidationException: CANNOT_PARSE,
 * DESTINATION_COUNTRY_BLOCKED...), a number that opted out or is blocked (ConflictException:
 * DESTINATION_PHONE_NUMBER_OPTED_OUT...), an origination identity that does not exist. Throttling, a 5xx or no
 * answer are retried with the queue's backoff.
 */
const PERMANENT_SMS_ERRORS = new Set(['ValidationException', 'ConflictException', 'ResourceNotFoundException']);

function smsRefusal(error: unknown): PermanentRefusalError | undefined {
  const { name, Reason } = error as { name?: string; Reason?: string };
  if (!name || !PERMANENT_SMS_ERRORS.has(name)) return undefined;
  const reason = Reason ? `${name}: ${Reason}` : name;
  return new PermanentRefusalError(`SMS refused: ${reason}`, reason);
}

/** Sends one outbox SMS as a transactional message; throws PermanentRefusalError when no retry can succeed. */
export async function sendSms(message: Extract<OutboxMessage, { channel: 'sms' }>): Promise<{ messageId: string | undefined }> {
  const origination = smsOriginationIdentity();
  if (!origination) throw new NoChannelSenderError('SMS not sent: no origination identity configured (SMS_ORIGINATION_IDENTITY)');
  const configurationSet = smsConfigurationSet();
  const { sdk, client } = await smsClient();
  try {
    const answer = await client.send(
      new sdk.SendTextMessageCommand({
        DestinationPhoneNumber: message.sms.to,
        OriginationIdentity: origination,
        MessageBody: message.sms.text,
        MessageType: 'TRANSACTIONAL',
        ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
        Context: { outboxId: message.outboxId, kind: message.kind },
      }),
    );
    return { messageId: answer.MessageId };
  } catch (error) {
    throw smsRefusal(error) ?? error;
  }
}
