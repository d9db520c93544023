import { userPoolId } from '../config';
import { cognito } from './identity';

/**
 * The Cognito SDK is loaded on the first staff request, not when the function starts (lazy-client.ts): every API
 * function checks staff routes through the handler kit, and most never serve one.
 */

/**
 * Whether the user has an authenticator app (TOTP) turned on for sign-in. With the pool's MFA optional, Cognito asks
 * every sign-in of such a user for the app's code, so their tokens were issued after a TOTP step. Cognito's tokens
 * themselves do not say so (they carry `amr` only when a sign-in asks for an authentication level, which the app's
 * SRP sign-in does not), hence the look-up.
 */
export async function hasTotpMfa(username: string): Promise<boolean> {
  const { sdk, client } = await cognito();
  try {
    const user = await client.send(new sdk.AdminGetUserCommand({ UserPoolId: userPoolId(), Username: username }));
    return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return false;
    throw error;
  }
}
