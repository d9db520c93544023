import { createRequire } from 'node:module';

/**
 * What the deployed user pool does and cognito-local does not, so the local stage behaves like the product:
 * - sign-in aliases are case-insensitive (the pool has signInCaseSensitive: false): USER@EXAMPLE.COM is the
 *   account user@example.com, for sign-up, sign-in, resets and the admin calls alike;
 * - ResendConfirmationCode exists (Amplify's resendSignUpCode);
 * - a wrong old password at ChangePassword is NotAuthorizedException, as at sign-in; InvalidPasswordException
 *   is kept for passwords that break the policy.
 */
const require = createRequire(import.meta.url);
const lib = (name: string) => require(`cognito-local/lib/${name}`);

interface StoredUser {
  Username: string;
  UserStatus?: string;
  Attributes?: { Name: string; Value?: string }[];
}
interface UserPool {
  options: { Id: string };
  getUserByUsername(ctx: unknown, username: string): Promise<StoredUser | null>;
  listUsers(ctx: unknown): Promise<StoredUser[]>;
  saveUser(ctx: unknown, user: StoredUser & Record<string, unknown>): Promise<void>;
}
interface Services {
  cognito: { getUserPoolForClientId(ctx: unknown, clientId: unknown): Promise<UserPool> };
  clock: { get(): Date };
  otp: () => string;
  messages: {
    deliver(ctx: unknown, source: string, clientId: unknown, poolId: string, user: StoredUser, code: string, meta: unknown, delivery: object): Promise<void>;
  };
}

const emailOf = (user: StoredUser) => user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value;

let patched = false;
/** Looks an alias up without regard to case once the exact lookup finds nobody. */
export function makeAliasesCaseInsensitive(): void {
  if (patched) return;
  patched = true;
  const { UserPoolServiceImpl } = lib('services/userPoolService') as { UserPoolServiceImpl: { prototype: UserPool } };
  const exact = UserPoolServiceImpl.prototype.getUserByUsername;
  UserPoolServiceImpl.prototype.getUserByUsername = async function (this: UserPool, ctx, username) {
    const found = await exact.call(this, ctx, username);
    if (found || typeof username !== 'string' || !username.includes('@')) return found;
    const wanted = username.trim().toLowerCase();
    const users = await this.listUsers(ctx);
    return users.find((user) => emailOf(user)?.toLowerCase() === wanted) ?? null;
  };
}

/** Cognito's ResendConfirmationCode: a new sign-up code by e-mail to an unconfirmed account. */
export function resendConfirmationCode(services: Services) {
  const { UserNotFoundError, InvalidParameterError } = lib('errors') as Record<string, new (message?: string) => Error>;
  return async (ctx: unknown, request: Record<string, unknown>) => {
    const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
    const user = await pool.getUserByUsername(ctx, String(request.Username ?? ''));
    if (!user) throw new UserNotFoundError!();
    if (user.UserStatus === 'CONFIRMED') throw new InvalidParameterError!('User is already confirmed.');
    const email = emailOf(user);
    if (!email) throw new InvalidParameterError!('User has no email address.');
    const delivery = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
    const code = services.otp();
    await services.messages.deliver(ctx, 'ResendCode', request.ClientId, pool.options.Id, user, code, request.ClientMetadata, delivery);
    await pool.saveUser(ctx, { ...user, UserLastModifiedDate: services.clock.get(), ConfirmationCode: code });
    return { CodeDeliveryDetails: delivery };
  };
}

/** Targets whose wrong-password failure Cognito reports as NotAuthorizedException. */
export const WRONG_PASSWORD_IS_NOT_AUTHORIZED = new Set(['InitiateAuth', 'ChangePassword']);

/**
 * Cognito rejects a custom message for an admin-created user (an invitation) that leaves out the username or the
 * temporary-password placeholder; cognito-local would deliver it. The trigger result fails here as it does there.
 */
export function checkCustomMessage(event: { triggerSource?: string }, result: unknown): void {
  if (event.triggerSource !== 'CustomMessage_AdminCreateUser') return;
  const message = (result as { response?: { emailMessage?: string } } | null)?.response?.emailMessage;
  if (message === undefined || message === null) return;
  for (const placeholder of ['{username}', '{####}']) {
    if (!message.includes(placeholder)) {
      throw new Error(`InvalidLambdaResponseException: the invitation message must contain ${placeholder}`);
    }
  }
}
