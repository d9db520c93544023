import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod';
import { raw, Reply, route, validationError } from '../../functions/lib/http';
import { translate } from '../../functions/core/i18n/translate';
import { notBuilt, resourceRouter } from '../../functions/lib/router';
import { callerFrom } from '../../functions/lib/auth';
import { Conflict, NotFound } from '../../functions/lib/errors';
import { forgetAccess } from '../../functions/core/teams/teams';
import { forgetConfig } from '../../functions/core/config';
import type { RouteIdsOf } from '../../shared/api/routes';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.AWS_REGION = 'us-east-1';
  process.env.LOG_LEVEL = 'error';
});

const context = { awsRequestId: 'req-1' } as Context;

function event(options: {
  method?: string;
  path?: string;
  body?: string;
  claims?: Record<string, string>;
  pathParameters?: Record<string, string>;
  headers?: Record<string, string>;
}): APIGatewayProxyEventV2 {
  const method = options.method ?? 'GET';
  const path = options.path ?? '/api/health/';
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: options.headers ?? {},
    body: options.body,
    isBase64Encoded: false,
    pathParameters: options.pathParameters,
    requestContext: {
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'unit' },
      requestId: 'req-1',
      ...(options.claims ? { authorizer: { jwt: { claims: options.claims, scopes: null } } } : {}),
    },
  } as unknown as APIGatewayProxyEventV2;
}

const userClaims = { sub: 'user-1', email: 'u@example.com' };

const OK_PROFILE = {
  id: 'user-1',
  first_name: 'Ada',
  last_name: 'Okafor',
  email: 'u@example.com',
  is_staff: false,
  owned_team: null,
  user_team: null,
  current_subscription: null,
};

describe('the handler factory', () => {
  describe('behind CloudFront', () => {
    afterEach(() => {
      delete process.env.ORIGIN_SECRET;
      forgetConfig();
    });

    it('refuses with 403, before anything else, a request without the origin secret CloudFront adds', async () => {
      process.env.ORIGIN_SECRET = 'the-stage-secret';
      forgetConfig();
      const handler = route('getProfile', async () => OK_PROFILE);
      // Straight to the execute-api address: no header, or a guessed one (even with a valid token).
      const attempts: Array<Record<string, string>> = [{}, { 'x-origin-verify': 'guess' }, { 'x-origin-verify': 'the-stage-secre' }];
      for (const headers of attempts) {
        const refused = await handler(event({ claims: userClaims, pathParameters: { userId: 'user-1' }, headers }), context);
        expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      }
      // Through the distribution: the header is there, the request reaches the route's own checks (401 without a token).
      const through = await handler(event({ headers: { 'x-origin-verify': 'the-stage-secret' } }), context);
      expect(through.statusCode).toBe(401);
    });

    it('checks nothing where no origin secret is configured', async () => {
      forgetConfig();
      const handler = route('getProfile', async () => OK_PROFILE);
      expect((await handler(event({}), context)).statusCode).toBe(401);
    });
  });

  it('answers 400 with {detail, <field>: [messages]} for an invalid body', async () => {
    // The route's own body schema (from the route table) checks the body before the handler runs.
    const handler = route('updateProfile', async () => {
      throw new Error('the handler must not run');
    });
    const result = await handler(
      event({ method: 'PUT', body: JSON.stringify({ first_name: '', last_name: 'Okafor' }), claims: userClaims, pathParameters: { userId: 'user-1' } }),
      context,
    );
    expect(result.statusCode).toBe(400);
    const body = JSON.parse(result.body) as Record<string, unknown>;
    expect(body.first_name).toEqual(['This field cannot be empty']);
    expect(body.detail).toEqual(expect.any(String));
  });

  it('answers 401 on a user route without verified claims, 403 on a staff route for a non-staff caller', async () => {
    const userRoute = route('getProfile', async () => OK_PROFILE);
    expect((await userRoute(event({}), context)).statusCode).toBe(401);
    const staffRoute = route('listAllUsers', async () => new Reply(200, { detail: 'ok' }));
    expect((await staffRoute(event({ claims: userClaims }), context)).statusCode).toBe(403);
    const asStaff = await staffRoute(event({ claims: { ...userClaims, 'cognito:groups': '[staff]' } }), context);
    expect(asStaff.statusCode).toBe(200);
  });

  it('maps typed errors to their status and hides unknown errors behind a generic 500', async () => {
    const notFound = route('health', async () => {
      throw new NotFound('No such field.');
    });
    expect(await notFound(event({}), context)).toMatchObject({ statusCode: 404, body: JSON.stringify({ detail: 'No such field.' }) });
    const conflict = route('health', async () => {
      throw new Conflict('Taken.');
    });
    expect((await conflict(event({}), context)).statusCode).toBe(409);
    const crash = route('health', async () => {
      throw new Error('secret internals at line 42');
    });
    const result = await crash(event({}), context);
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('secret');
    expect(result.headers).toMatchObject({ 'x-request-id': 'req-1' });
  });
});

describe("zod's own messages", () => {
  const Body = z.object({ name: z.string().max(3), count: z.number(), email: z.email() });
  const issues = () => {
    const parsed = Body.safeParse({ name: 'abcd', email: 'not-an-email' });
    if (parsed.success) throw new Error('expected issues');
    return parsed.error;
  };

  it('are answered from the common catalogue in plain English, not zod\'s generic words', () => {
    const error = validationError(issues(), 'body', 'en');
    expect(error.fields).toEqual({
      name: ['Enter at most 3 characters.'],
      count: ['This field is required.'],
      email: ['Enter a valid email address.'],
    });
    expect(error.message).toBe('Invalid body: Enter at most 3 characters.');
    expect(translate('en', 'common.zod.tooLong', { maximum: 3 })).toBe('Enter at most 3 characters.');
  });

  it('are answered in Hausa to a caller who asks for Hausa', async () => {
    const error = validationError(issues(), 'body', 'ha');
    expect(error.fields).toEqual({
      name: ['Kar ka wuce haruffa 3.'],
      count: ['Dole ne a cika wannan wurin.'],
      email: ['Rubuta adireshin imel mai inganci.'],
    });
    expect(error.message).toBe('Bayanan da aka aiko ba su da inganci: Kar ka wuce haruffa 3.');
    // Through a route: the Accept-Language header picks the language of the whole answer.
    const handler = route('updateProfile', async () => {
      throw new Error('the handler must not run');
    });
    const result = await handler(
      event({ method: 'PUT', body: JSON.stringify({ last_name: 'Okafor' }), claims: userClaims, pathParameters: { userId: 'user-1' }, headers: { 'accept-language': 'ha-NG,en;q=0.5' } }),
      context,
    );
    expect(result.statusCode).toBe(400);
    const body = JSON.parse(result.body) as { detail: string; first_name: string[] };
    expect(body.detail.startsWith('Bayanan da aka aiko ba su da inganci: ')).toBe(true);
    expect(body.first_name[0]).not.toMatch(/expected|Invalid/);
  });
});

describe('raw (non-JSON) bodies', () => {
  it('sends bytes base64-encoded with their content type, and text as it is', async () => {
    const png = Uint8Array.from([137, 80, 78, 71, 0, 255]);
    const image = route('health', async () => raw(png, 'image/png', { 'cache-control': 'public, max-age=60' }));
    const result = await image(event({}), context);
    expect(result).toMatchObject({ statusCode: 200, isBase64Encoded: true, headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=60', 'x-request-id': 'req-1' } });
    expect(Buffer.from(result.body, 'base64').equals(Buffer.from(png))).toBe(true);
    const csv = route('health', async () => raw('date,mean\n2025-01-03,0.2\n', 'text/csv; charset=utf-8', {}, 201));
    expect(await csv(event({}), context)).toMatchObject({ statusCode: 201, isBase64Encoded: false, body: 'date,mean\n2025-01-03,0.2\n', headers: { 'content-type': 'text/csv; charset=utf-8' } });
    // Errors stay JSON.
    const failing = route('health', async () => {
      throw new NotFound('No such tile.');
    });
    expect((await failing(event({}), context)).headers).toMatchObject({ 'content-type': 'application/json' });
  });
});

describe('team permission checks when the table fails', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  afterEach(() => {
    ddb.reset();
    forgetAccess();
  });

  it('answers a generic 500 when the membership lookup fails, without leaking the cause', async () => {
    ddb.on(QueryCommand).rejects(new Error('ProvisionedThroughputExceededException: table unit-table'));
    const handler = route('listFields', async () => []);
    const result = await handler(event({ claims: userClaims }), context);
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('unit-table');
  });

  it('refuses with 403 and the no-team message when the caller belongs to no team', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    const handler = route('listFields', async () => []);
    const result = await handler(event({ claims: userClaims }), context);
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body)).toEqual({ detail: 'This Account does not have a team yet' });
  });
});

describe('a multipart body (POST /field/create/)', () => {
  const BOUNDARY = 'fw-unit-boundary';
  const multipartEvent = (parts: string[], contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    event({
      method: 'POST',
      path: '/api/field/create/',
      claims: userClaims,
      headers: { 'content-type': contentType },
      body: `${parts.map((part) => `--${BOUNDARY}\r\n${part}\r\n`).join('')}--${BOUNDARY}--\r\n`,
    });
  const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
  const file = `Content-Disposition: form-data; name="upload"; filename="a.geojson"\r\nContent-Type: application/geo+json\r\n\r\n{}`;

  it('checks the form fields by the route schema before any team or store work, naming the field', async () => {
    const handler = route('createField', async () => new Reply(201, undefined as never));
    const result = await handler(multipartEvent([field('name', 'x'.repeat(500)), file]), context);
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toMatchObject({ name: [expect.any(String)] });
  });

  it('refuses a body that is not multipart', async () => {
    const handler = route('createField', async () => new Reply(201, undefined as never));
    const result = await handler(event({ method: 'POST', path: '/api/field/create/', claims: userClaims, body: '{}', headers: { 'content-type': 'application/json' } }), context);
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toMatchObject({ upload: ['Send the file as multipart/form-data.'] });
  });
});

describe('the resource router', () => {
  it('dispatches to a built handler and answers 501 for routes not built yet', async () => {
    const handler = resourceRouter('health', { health: notBuilt });
    const result = await handler(event({ path: '/api/health/' }), context);
    expect(result.statusCode).toBe(501);
    expect(JSON.parse(result.body)).toEqual({ detail: 'Not implemented yet' });
  });

  it('refuses a handler bound to another resource route', () => {
    // @ts-expect-error getProfile is an accounts route: the health Lambda's handler map cannot name it
    expect(() => resourceRouter('health', { health: notBuilt, getProfile: route('getProfile', async () => OK_PROFILE) })).toThrow(/not a health route/);
  });

  it('needs a handler (or notBuilt) for every route of its resource, checked at compile time', () => {
    const handlers = { getPaymentContext: notBuilt, createPayment: notBuilt, verifyPayment: notBuilt };
    // @ts-expect-error paystackWebhook, a payments route, has no handler
    expect(() => resourceRouter('payments', handlers)).not.toThrow();
    expectTypeOf<RouteIdsOf<'payments'>>().toEqualTypeOf<'getPaymentContext' | 'createPayment' | 'verifyPayment' | 'paystackWebhook'>();
  });
});

describe('callerFrom', () => {
  it('reads groups as API Gateway passes them and as arrays', () => {
    expect(callerFrom(event({ claims: { sub: 's', 'cognito:groups': '[staff admins]' } }))?.groups).toEqual(['staff', 'admins']);
    expect(callerFrom(event({ claims: { sub: 's' } }))?.isStaff).toBe(false);
    expect(callerFrom(event({}))).toBeNull();
  });
});
