import { Annotations, type Stack } from 'aws-cdk-lib';
import type { StageConfig } from '../stages';

export const NO_SMS_WARNING_ID = 'fieldwatch:no-sms-sender';
export const NO_WHATSAPP_WARNING_ID = 'fieldwatch:no-whatsapp-sender';

/**
 * Without `alerts.smsOriginationIdentity` the outbox sender has no SMS sender: phone codes and SMS alerts end in the
 * mail dead-letter queue (the alerts still show in the app and go by e-mail). Said at synth (and deploy) time.
 */
export const NO_SMS_WARNING =
  'No alerts.smsOriginationIdentity (an AWS End User Messaging SMS sender ID, phone number or pool) in this stage: phone ' +
  'codes and SMS alerts are not sent (they end in the mail dead-letter queue; alerts still show in the app and go by e-mail). ' +
  'Set alerts.smsOriginationIdentity to send them.';

export const NO_WHATSAPP_WARNING =
  'No alerts.whatsappPhoneNumberId (a WhatsApp Business phone number linked in AWS End User Messaging Social) in this ' +
  'stage: WhatsApp alerts are not sent (they end in the mail dead-letter queue). Set alerts.whatsappPhoneNumberId to send them.';

/** Warns on the stack of the outbox sender, the one function that sends SMS and WhatsApp. */
export function warnWithoutAlertSenders(stack: Stack, config: StageConfig): void {
  if (!config.alerts?.smsOriginationIdentity) Annotations.of(stack).addWarningV2(NO_SMS_WARNING_ID, NO_SMS_WARNING);
  if (!config.alerts?.whatsappPhoneNumberId) Annotations.of(stack).addWarningV2(NO_WHATSAPP_WARNING_ID, NO_WHATSAPP_WARNING);
}
