import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { createAccountWithTeam } from '../core/teams/teams';
import { logger } from '../lib/logger';

/**
 * After a sign-up is confirmed: the user's profile, their own team and its Owner role. A confirmed password
 * reset also runs this trigger; it has nothing to create then.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const userId = attributes.sub;
  const email = attributes.email;
  if (!userId || !email) throw new Error('The confirmed user has no sub or email attribute');
  try {
    await createAccountWithTeam({
      userId,
      email,
      firstName: attributes.given_name ?? '',
      lastName: attributes.family_name ?? '',
    });
  } catch (error) {
    // Cognito has confirmed the user already and does not call this again: the user's first profile read
    // completes the account (functions/core/accounts/complete-sign-up.ts). The error still reaches the client.
    logger.error('account not created at confirmation; completed on first sign-in', { userId, error });
    throw error;
  }
  logger.info('account created', { userId });
  return event;
};
