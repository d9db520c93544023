import type { Stack } from 'aws-cdk-lib';
import type { StageConfig } from '../stages';

/**
 * The ARNs the outbox sender may send SMS and WhatsApp from: the stage's one origination identity and its one
 * WhatsApp phone number, never `*`. An identity given as an ARN is used as it is; an id names its kind by its
 * prefix (`pool-`, `phone-`); anything else is a sender ID (registered per country: any of its countries).
 */
export function smsIdentityArn(stack: Stack, identity: string): string {
  if (identity.startsWith('arn:')) return identity;
  if (/^\+\d+$/.test(identity)) {
    throw new Error(`alerts.smsOriginationIdentity ${identity} is a phone number: give its phone number id (phone-...) or ARN, which IAM can name`);
  }
  if (identity.startsWith('pool-')) return stack.formatArn({ service: 'sms-voice', resource: 'pool', resourceName: identity });
  if (identity.startsWith('phone-')) return stack.formatArn({ service: 'sms-voice', resource: 'phone-number', resourceName: identity });
  return stack.formatArn({ service: 'sms-voice', resource: 'sender-id', resourceName: `${identity}/*` });
}

/** A WhatsApp phone number's ARN from its id (`phone-number-id-<hex>`), or the ARN given. */
export function whatsappNumberArn(stack: Stack, phoneNumberId: string): string {
  if (phoneNumberId.startsWith('arn:')) return phoneNumberId;
  return stack.formatArn({ service: 'social-messaging', resource: 'phone-number-id', resourceName: phoneNumberId.replace(/^phone-number-id-/, '') });
}

/** The senders a stage configures, as IAM resources. */
export function alertSenderArns(stack: Stack, config: StageConfig): { sms?: string; whatsapp?: string } {
  const { smsOriginationIdentity, whatsappPhoneNumberId } = config.alerts ?? {};
  return {
    ...(smsOriginationIdentity ? { sms: smsIdentityArn(stack, smsOriginationIdentity) } : {}),
    ...(whatsappPhoneNumberId ? { whatsapp: whatsappNumberArn(stack, whatsappPhoneNumberId) } : {}),
  };
}
