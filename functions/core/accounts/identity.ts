import type { AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import type { Language } from '../../../shared/i18n/languages';
import { RESET_TOKEN_METADATA_KEY } from '../../../shared/domain/reset-token';
import { userPoolClientId, userPoolId } from '../config';
import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { lazyClient } from '../lazy-client';

/** The Cognito user pool, for what the product does on a user's behalf: inviting new team members. */
export const cognito = lazyClient(
  () => import('@aws-sdk/client-cognito-identity-provider'),
  (sdk) => new sdk.CognitoIdentityProviderClient({ ...AWS_CLIENT_LIMITS }),
);

const notFound = (error: unknown) => (error as { name?: string }).name === 'UserNotFoundException';

function sub(attributes: AttributeType[] | undefined): string {
  const value = attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!value) throw new Error('Cognito returned a user without sub');
  return value;
}

export async function findUserSub(email: string): Promise<string | null> {
  try {
    const { sdk, client } = await cognito();
    const user = await client.send(new sdk.AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
    return sub(user.UserAttributes);
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}

/** The pool's user with this e-mail: their sub and names, or null when the pool has no such user. */
export async function findIdentity(email: string): Promise<{ sub: string; firstName: string; lastName: string } | null> {
  try {
    const { sdk, client } = await cognito();
    const user = await client.send(new sdk.AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
    const attribute = (name: string) => user.UserAttributes?.find((entry) => entry.Name === name)?.Value ?? '';
    return { sub: sub(user.UserAttributes), firstName: attribute('given_name'), lastName: attribute('family_name') };
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}

/**
 * Creates the user and lets Cognito e-mail them a temporary password; the custom-message trigger names the
 * team in the invitation. Their first sign-in asks for a new password.
 */
export async function inviteUser(input: { email: string; firstName: string; lastName: string; teamName: string; language?: Language }): Promise<string> {
  const { sdk, client } = await cognito();
  const { User } = await client.send(
    new sdk.AdminCreateUserCommand({
      UserPoolId: userPoolId(),
      Username: input.email,
      DesiredDeliveryMediums: ['EMAIL'],
      // The invitation mail speaks the inviter's language: the new user has chosen none yet.
      ClientMetadata: { teamName: input.teamName, ...(input.language ? { language: input.language } : {}) },
      UserAttributes: [
        { Name: 'email', Value: input.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: input.firstName },
        { Name: 'family_name', Value: input.lastName },
      ],
    }),
  );
  return sub(User?.Attributes);
}

/** Removes a user from the pool (staff deleting an account); a user already gone is not an error. */
export async function deleteIdentity(email: string): Promise<void> {
  try {
    const { sdk, client } = await cognito();
    await client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: email }));
  } catch (error) {
    if (notFound(error)) return;
    throw error;
  }
}

/** Pool states whose password a reset link may set: signed up and confirmed, or asked to reset by staff. */
const RESETTABLE_STATUSES = new Set(['CONFIRMED', 'RESET_REQUIRED']);

/** The pool username of the enabled user with this e-mail whose password can be reset; null for anyone else. */
export async function resettableUsername(email: string): Promise<string | null> {
  try {
    const { sdk, client } = await cognito();
    const user = await client.send(new sdk.AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
    if (user.Enabled === false || !RESETTABLE_STATUSES.has(user.UserStatus ?? '') || !user.Username) return null;
    return user.Username;
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}

/**
 * Mails the reset link through Cognito's ForgotPassword, the path every stage has for reset mails (a stage without
 * an SES identity still sends them): the custom-message trigger puts our token, passed as client metadata, in the
 * link. Cognito's own code in that mail is never asked for.
 */
export async function mailResetLink(email: string, token: string, language: Language): Promise<void> {
  const { sdk, client } = await cognito();
  await client.send(
    new sdk.ForgotPasswordCommand({
      ClientId: userPoolClientId(),
      Username: email,
      // The mail speaks the language the reset was asked in (the custom-message trigger reads `language`).
      ClientMetadata: { [RESET_TOKEN_METADATA_KEY]: token, language },
    }),
  );
}

/** Sets the user's password for good (no change asked at the next sign-in). */
export async function setPermanentPassword(username: string, password: string): Promise<void> {
  const { sdk, client } = await cognito();
  await client.send(new sdk.AdminSetUserPasswordCommand({ UserPoolId: userPoolId(), Username: username, Password: password, Permanent: true }));
}
