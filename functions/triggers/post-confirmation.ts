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
  await createAccountWithTeam({
    userId,
    email,
    firstName: attributes.given_name ?? '',
    lastName: attributes.family_name ?? '',
  });
  logger.info('account created', { userId });
  return event;
};
