import { AdminGetUserCommand, CognitoIdentityProviderClient, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Reply, route } from '../../functions/lib/http';
import { forgetStaffMfa } from '../../functions/lib/staff-mfa';
import { forgetConfig } from '../../functions/core/config';
import { STAFF_MFA_MESSAGES, STAFF_MFA_REFUSAL } from '../../shared/domain/staff-mfa';
import { translate } from '../../functions/core/i18n/translate';
import { ENV } from '../../shared/platform';

const cognito = mockClient(CognitoIdentityProviderClient);
const context = { awsRequestId: 'req-1' } as Context;
const staffClaims = { sub: 'sub-1', email: 'ada@example.com', 'cognito:username': 'sub-1', 'cognito:groups': '[staff]' };

function staffEvent(claims: Record<string, string> = staffClaims, headers: Record<string, string> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'GET /api/accounts/all-users/',
    rawPath: '/api/accounts/all-users/',
    rawQueryString: '',
    headers,
    isBase64Encoded: false,
    requestContext: {
      http: { method: 'GET', path: '/api/accounts/all-users/', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'unit' },
      requestId: 'req-1',
      authorizer: { jwt: { claims, scopes: null } },
    },
  } as unknown as APIGatewayProxyEventV2;
}

const staffRoute = route('listAllUsers', async () => new Reply(200, { detail: 'ok' }));
const answer = async (claims?: Record<string, string>) => {
  const result = await staffRoute(staffEvent(claims), context);
  return { status: result.statusCode, detail: (JSON.parse(result.body ?? '{}') as { detail?: string }).detail };
};

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.USER_POOL_ID = 'us-east-1_Unit';
  process.env.AWS_REGION = 'us-east-1';
  process.env.LOG_LEVEL = 'error';
});

beforeEach(() => {
  cognito.reset();
  forgetStaffMfa();
  process.env[ENV.staffMfa] = 'required';
  forgetConfig();
});

afterEach(() => {
  delete process.env[ENV.staffMfa];
  forgetConfig();
});

describe('the staff check where the stage requires two-step sign-in', () => {
  it("refuses a staff member whose pool user has no authenticator app, with the set-up message, and asks for the caller's user", async () => {
    cognito.on(AdminGetUserCommand).resolves({ Username: 'sub-1', UserMFASettingList: [] });
    expect(await answer()).toEqual({ status: 403, detail: translate('en', STAFF_MFA_MESSAGES.required) });
    expect(cognito.commandCalls(AdminGetUserCommand)[0]?.args[0].input).toEqual({ UserPoolId: 'us-east-1_Unit', Username: 'sub-1' });
  });

  it("says the refusal in the caller's language (Accept-Language), with the reason the admin console recognises", async () => {
    cognito.on(AdminGetUserCommand).resolves({ Username: 'sub-1', UserMFASettingList: [] });
    const result = await staffRoute(staffEvent(staffClaims, { 'accept-language': 'ha-NG,ha;q=0.9,en;q=0.5' }), context);
    const body = JSON.parse(result.body ?? '{}') as { detail?: string; reason?: string[] };
    expect(result.statusCode).toBe(403);
    expect(body.detail).toBe(translate('ha', STAFF_MFA_MESSAGES.required));
    expect(body.detail).toContain('Ayyukan maʼaikata');
    expect(body.reason).toEqual([STAFF_MFA_REFUSAL]);
  });

  it('admits an enrolled staff member and asks Cognito again only after a minute', async () => {
    cognito.on(AdminGetUserCommand).resolves({ Username: 'sub-1', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' });
    expect((await answer()).status).toBe(200);
    expect((await answer()).status).toBe(200);
    expect(cognito.commandCalls(AdminGetUserCommand)).toHaveLength(1);
  });

  it('does not remember a refusal: a staff member who just enrolled is admitted at once', async () => {
    cognito.on(AdminGetUserCommand).resolvesOnce({ UserMFASettingList: [] }).resolves({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] });
    expect((await answer()).status).toBe(403);
    expect((await answer()).status).toBe(200);
  });

  it('refuses a Google sign-in, of which Cognito asks no code, without asking Cognito', async () => {
    const google = { ...staffClaims, identities: '[{"providerName":"Google","userId":"123"}]' };
    expect(await answer(google)).toEqual({ status: 403, detail: translate('en', STAFF_MFA_MESSAGES.passwordSignIn) });
    expect(cognito.commandCalls(AdminGetUserCommand)).toHaveLength(0);
  });

  it('refuses a user the pool does not know, and does not admit anyone while Cognito fails', async () => {
    cognito.on(AdminGetUserCommand).rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
    expect((await answer()).status).toBe(403);
    cognito.on(AdminGetUserCommand).rejects(Object.assign(new Error('Service unavailable'), { name: 'InternalErrorException', $metadata: { httpStatusCode: 500 } }));
    expect((await answer()).status).toBeGreaterThanOrEqual(500);
  });

  it("asks nothing of Cognito on a stage with auth.staffMfa 'off'", async () => {
    process.env[ENV.staffMfa] = 'off';
    forgetConfig();
    expect((await answer()).status).toBe(200);
    expect(cognito.commandCalls(AdminGetUserCommand)).toHaveLength(0);
  });
});
