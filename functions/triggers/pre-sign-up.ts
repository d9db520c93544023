import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { AWS_CLIENT_LIMITS } from '../core/aws-timeouts';
import { lazyClient } from '../core/lazy-client';
import { logger } from '../lib/logger';
import { NAME_MAX_LENGTH, NAME_TOO_LONG } from '../../shared/domain/names';
import { negotiateLanguage } from '../../shared/i18n/languages';
import { translateText } from '../core/i18n/translate';

const cognito = lazyClient(
  () => import('@aws-sdk/client-cognito-identity-provider'),
  (sdk) => new sdk.CognitoIdentityProviderClient({ ...AWS_CLIENT_LIMITS }),
);

/**
 * A first Google sign-in whose verified e-mail already has an account is linked to that account instead of
 * creating a second user. Google users are confirmed by Google, so they skip the code step.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  // Names become the team's name and appear in mails: the sign-up form's cap holds for every client. Cognito
  // answers a thrown error as a 400 (UserLambdaValidationException) with this message.
  const { given_name: first = '', family_name: last = '' } = event.request.userAttributes;
  // The refusal is said in the language the web app named for the sign-up (clientMetadata `language`).
  if (first.length > NAME_MAX_LENGTH || last.length > NAME_MAX_LENGTH) {
    throw new Error(translateText(negotiateLanguage(event.request.clientMetadata?.language), NAME_TOO_LONG));
  }
  if (event.triggerSource !== 'PreSignUp_ExternalProvider') return event;
  const email = event.request.userAttributes.email;
  const [providerName, providerUserId] = event.userName.split('_');
  if (!email || !providerName || !providerUserId) return event;
  const { sdk, client } = await cognito();
  const { Users } = await client.send(
    new sdk.ListUsersCommand({ UserPoolId: event.userPoolId, Filter: `email = "${email.replace(/"/g, '')}"`, Limit: 5 }),
  );
  const existing = Users?.find((user) => user.UserStatus !== 'EXTERNAL_PROVIDER');
  if (existing?.Username) {
    await client.send(
      new sdk.AdminLinkProviderForUserCommand({
        UserPoolId: event.userPoolId,
        DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: existing.Username },
        SourceUser: {
          ProviderName: providerName.charAt(0).toUpperCase() + providerName.slice(1),
          ProviderAttributeName: 'Cognito_Subject',
          ProviderAttributeValue: providerUserId,
        },
      }),
    );
    logger.info('linked a Google identity to an existing account', { username: existing.Username });
  }
  event.response.autoConfirmUser = true;
  event.response.autoVerifyEmail = true;
  return event;
};
