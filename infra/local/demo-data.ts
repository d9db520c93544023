import { STAFF_GROUP } from '../definitions';
import type { LocalCognito } from './cognito';
import { USER_POOL_ID } from './cognito';
import { createAccountWithTeam } from '../../functions/core/teams/teams';
import { db } from '../../functions/core/db/service';

/** The demo logins the local stage prints. Local-only credentials for a local-only user pool. */
export const DEMO_USERS = {
  admin: { email: 'admin@fieldwatch.local', password: 'AdminPass123!', firstName: 'Ada', lastName: 'Admin', staff: true },
  owner: { email: 'demo@fieldwatch.local', password: 'DemoPass123!', firstName: 'Dayo', lastName: 'Farmer', staff: false },
} as const;

interface CognitoUser {
  Username?: string;
  Attributes?: { Name: string; Value: string }[];
  UserAttributes?: { Name: string; Value: string }[];
}

/** Creates a confirmed user with a permanent password, their profile and their own team; returns the sub. */
export async function createConfirmedUser(
  cognito: LocalCognito,
  user: { email: string; password: string; firstName: string; lastName: string; staff?: boolean },
): Promise<string> {
  const existing = (await cognito
    .call('AdminGetUser', { UserPoolId: USER_POOL_ID, Username: user.email })
    .catch(() => null)) as CognitoUser | null;
  const created =
    existing ??
    ((
      (await cognito.call('AdminCreateUser', {
        UserPoolId: USER_POOL_ID,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: user.firstName },
          { Name: 'family_name', Value: user.lastName },
        ],
      })) as { User: CognitoUser }
    ).User);
  const attributes = created.Attributes ?? created.UserAttributes ?? [];
  const sub = attributes.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`Cognito gave ${user.email} no sub`);
  if (!existing) {
    await cognito.call('AdminSetUserPassword', {
      UserPoolId: USER_POOL_ID,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    });
  }
  if (user.staff) {
    await cognito.call('AdminAddUserToGroup', { UserPoolId: USER_POOL_ID, Username: user.email, GroupName: STAFF_GROUP });
  }
  await createAccountWithTeam(
    { userId: sub, email: user.email, firstName: user.firstName, lastName: user.lastName },
    { isStaff: user.staff ?? false },
  );
  return sub;
}

const DEMO_PLANS = [
  {
    planId: 'plan-starter',
    name: 'Starter',
    unit: 'hectare',
    duration: 'monthly' as const,
    services: [
      { id: 'svc-users', service: 'users', amountPerUnit: 2000 },
      { id: 'svc-farm-area', service: 'farm_area', amountPerUnit: 500 },
    ],
    minUsers: 1,
    maxUsers: 5,
    minFarmArea: 1,
    maxFarmArea: 100,
  },
  {
    planId: 'plan-growth',
    name: 'Growth',
    unit: 'hectare',
    duration: 'yearly' as const,
    services: [
      { id: 'svc-users', service: 'users', amountPerUnit: 1500 },
      { id: 'svc-farm-area', service: 'farm_area', amountPerUnit: 400 },
      { id: 'svc-weather', service: 'others', amountPerUnit: 1000 },
    ],
    minUsers: 2,
    maxUsers: 50,
    minFarmArea: 10,
    maxFarmArea: 5000,
  },
];

/** Loads the demo data; every step is idempotent so a warm start repeats it cheaply. */
export async function loadDemoData(cognito: LocalCognito): Promise<void> {
  for (const user of Object.values(DEMO_USERS)) await createConfirmedUser(cognito, user);
  await db().entities.plan.put(DEMO_PLANS).go();
}
