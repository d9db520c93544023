import { AdminGetUserCommand, CognitoIdentityProviderClient, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { userPoolId } from '../config';
import { AWS_CLIENT_LIMITS } from '../aws-timeouts';

const cognito = new CognitoIdentityProviderClient({ ...AWS_CLIENT_LIMITS });

/**
 * Whether the user has an authenticator app (TOTP) turned on for sign-in. With the pool's MFA optional, Cognito asks
 * every sign-in of such a user for the app's code, so their tokens were issued after a TOTP step. Cognito's tokens
 * themselves do not say so (they carry `amr` only when a sign-in asks for an authentication level, which the app's
 * SRP sign-in does not), hence the look-up.
 */
export async function hasTotpMfa(username: string): Promise<boolean> {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: username }));
    return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
  } catch (error) {
    if (error instanceof UserNotFoundException || (error as { name?: string }).name === 'UserNotFoundException') return false;
    throw error;
  }
}
