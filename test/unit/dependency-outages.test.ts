import { DynamoDBServiceException, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fieldByIdForImagery } from '../../functions/core/imagery/field-shape';
import { forgetAccess } from '../../functions/core/teams/teams';
import { dependencyFault } from '../../functions/lib/dependency-errors';
import { DEPENDENCY_TIMEOUT, DEPENDENCY_UNAVAILABLE, toHttpError } from '../../functions/lib/errors';
import { translate } from '../../functions/core/i18n/translate';
import { route } from '../../functions/lib/http';
import { capturedLines, lambdaContext } from '../support/lambda-output';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.AWS_REGION = 'us-east-1';
  process.env.LOG_LEVEL = 'error';
});

const throttled = () =>
  new ProvisionedThroughputExceededException({ message: 'Rate of requests exceeds the allowed throughput', $metadata: { httpStatusCode: 400 } });
const timedOut = () => Object.assign(new Error('Connection timed out after 5000 ms'), { name: 'TimeoutError' });
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });
/** How ElectroDB hands on a client failure: its own error, with the SDK's as `cause`. */
const electroWrapped = (cause: Error) => Object.assign(new Error('Error thrown by DynamoDB client: "..."'), { name: 'ElectroError', cause });

function event(method: string, path: string, pathParameters?: Record<string, string>, body?: string): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    body,
    isBase64Encoded: false,
    pathParameters,
    requestContext: {
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'unit' },
      requestId: 'req-1',
      authorizer: { jwt: { claims: { sub: 'user-1', email: 'u@example.com' }, scopes: null } },
    },
  } as unknown as APIGatewayProxyEventV2;
}

describe('which errors are a dependency outage', () => {
  it('names throttles, service 5xx, timeouts and unreachable endpoints, also wrapped', () => {
    expect(dependencyFault(throttled())).toBe('unavailable');
    expect(dependencyFault(Object.assign(new Error('x'), { name: 'ThrottlingException' }))).toBe('unavailable');
    expect(dependencyFault(Object.assign(new Error('x'), { name: 'RequestLimitExceeded' }))).toBe('unavailable');
    expect(dependencyFault(Object.assign(new Error('x'), { name: 'SlowDown' }))).toBe('unavailable');
    const s3Down = new DynamoDBServiceException({ name: 'ServiceUnavailable', $fault: 'server', $metadata: { httpStatusCode: 503 } });
    expect(dependencyFault(s3Down)).toBe('unavailable');
    const unnamed5xx = new DynamoDBServiceException({ name: 'Unknown', $fault: 'server', $metadata: { httpStatusCode: 500 } });
    expect(dependencyFault(unnamed5xx)).toBe('unavailable');
    expect(dependencyFault(refused())).toBe('unavailable');
    expect(dependencyFault(timedOut())).toBe('timeout');
    expect(dependencyFault(electroWrapped(refused()))).toBe('unavailable');
    expect(dependencyFault(electroWrapped(timedOut()))).toBe('timeout');
    expect(dependencyFault(new AggregateError([new Error('a'), refused()]))).toBe('unavailable');
  });

  it('leaves bugs and request faults alone: they stay 500 or their own status', () => {
    expect(dependencyFault(new TypeError("Cannot read properties of undefined (reading 'teamId')"))).toBeNull();
    expect(dependencyFault(Object.assign(new Error('x'), { name: 'ValidationException', $fault: 'client', $metadata: { httpStatusCode: 400 } }))).toBeNull();
    expect(dependencyFault(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }))).toBeNull();
    expect(toHttpError(new Error('ProvisionedThroughputExceededException in a message only'))).toBeNull();
  });
});

describe('a route while DynamoDB is unavailable', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  afterEach(() => {
    ddb.reset();
    forgetAccess();
  });

  it('answers a throttled membership lookup 503 with Retry-After and a try-again message, and logs the cause', async () => {
    ddb.on(QueryCommand).rejects(throttled());
    const handler = route('listFields', async () => []);
    let status = 0;
    let headers: Record<string, string> = {};
    let detail = '';
    const lines = await capturedLines(async () => {
      const result = await handler(event('GET', '/api/field/'), lambdaContext('fields', 'lambda-1'));
      status = result.statusCode;
      headers = result.headers ?? {};
      detail = (JSON.parse(result.body) as { detail: string }).detail;
    });
    expect(status).toBe(503);
    expect(Number(headers['retry-after'])).toBeGreaterThan(0);
    expect(detail).toBe(translate('en', DEPENDENCY_UNAVAILABLE));
    expect(detail).not.toContain('throughput');
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'ERROR', message: 'request failed', status: 503, error: expect.objectContaining({ cause: expect.objectContaining({ name: 'ProvisionedThroughputExceededException' }) }) }),
    );
  });

  it('answers a store timeout while resolving the owning team 504, logged, never 404', async () => {
    // The membership lookup answers; the field's owner lookup (ownerTeam) times out.
    ddb.on(QueryCommand).rejects(electroWrapped(timedOut()));
    ddb.on(GetCommand).rejects(electroWrapped(timedOut()));
    const handler = route('updateField', { ownerTeam: async () => Promise.reject(electroWrapped(timedOut())) }, async () => {
      throw new Error('the handler must not run');
    });
    let status = 0;
    let detail = '';
    const lines = await capturedLines(async () => {
      const result = await handler(
        event('PATCH', '/api/field/F1/update/', { id: 'F1' }, JSON.stringify({ name: 'North' })),
        lambdaContext('fields', 'lambda-2'),
      );
      status = result.statusCode;
      detail = (JSON.parse(result.body) as { detail: string }).detail;
    });
    expect(status).toBe(504);
    expect(detail).toBe(translate('en', DEPENDENCY_TIMEOUT));
    expect(lines.some((line) => line.level === 'ERROR' && line.status === 504)).toBe(true);
  });

  it('does not read a field as missing (a tile 404) when the store fails', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ pk: 'x', sk: 'y', teamId: 'T1', fieldId: 'F1', __edb_e__: 'field', __edb_v__: '1' }] });
    ddb.on(GetCommand).rejects(refused());
    const failure = await fieldByIdForImagery('F1').catch((error: unknown) => error);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1);
    expect(dependencyFault(failure)).toBe('unavailable');
  });

  it('keeps 500 and the generic message for a bug', async () => {
    const buggy = route('health', async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'teamId')");
    });
    let status = 0;
    let headers: Record<string, string> = {};
    await capturedLines(async () => {
      const result = await buggy(event('GET', '/api/health/'), lambdaContext('health', 'lambda-3'));
      status = result.statusCode;
      headers = result.headers ?? {};
    });
    expect(status).toBe(500);
    expect(headers['retry-after']).toBeUndefined();
  });
});
