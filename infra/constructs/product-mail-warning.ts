import { Annotations, type Stack } from 'aws-cdk-lib';
import type { StageConfig } from '../stages';

export const NO_PRODUCT_MAIL_WARNING_ID = 'fieldwatch:no-product-mail';

/**
 * Without `auth.email` Cognito sends its own mails (sign-up codes, password resets) but the product has no sender:
 * invitations, task assignments, expiry reminders and contact messages wait in the outbox and end in the mail
 * dead-letter queue. Said at synth (and deploy) time, on the stack that owns the mail settings.
 */
export const NO_PRODUCT_MAIL_WARNING =
  'No auth.email (a verified SES identity) in this stage: Cognito still sends sign-up codes and password resets, but the ' +
  'product sends no mail (invitations, task assignments, expiry reminders, contact messages end in the mail dead-letter queue). ' +
  'Set auth.email to send them.';

export function warnWithoutProductMail(stack: Stack, config: StageConfig): void {
  if (!config.auth.email) Annotations.of(stack).addWarningV2(NO_PRODUCT_MAIL_WARNING_ID, NO_PRODUCT_MAIL_WARNING);
}
