import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { GetAccountCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dependencyHealth, forgetHealth, PROBE_DEADLINE_MS } from '../../functions/core/health';
import { handler } from '../../functions/health/index';
import { startDynamo } from '../../infra/local/dynamodb';
import { freePort, waitForPort } from '../../infra/local/ports';
import { capturedLines, lambdaContext } from '../support/lambda-output';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.AWS_REGION = 'us-east-1';
  process.env.LOG_LEVEL = 'error';
  process.env.UPLOADS_BUCKET = 'unit-uploads';
  process.env.FIELD_UPLOADS_QUEUE_URL = 'http://127.0.0.1:9324/000000000000/unit-field-uploads';
});

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });
const ALL_OK = { store: 'ok', uploads: 'ok', uploadQueue: 'ok', mail: 'ok' };

const healthEvent = {
  version: '2.0',
  routeKey: 'GET /api/health/',
  rawPath: '/api/health/',
  rawQueryString: '',
  headers: {},
  isBase64Encoded: false,
  requestContext: { http: { method: 'GET', path: '/api/health/', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'unit' }, requestId: 'r1' },
} as unknown as APIGatewayProxyEventV2;

async function check() {
  let answer = { statusCode: 0, body: '', headers: {} as Record<string, string> };
  await capturedLines(async () => {
    const result = (await handler(healthEvent, lambdaContext('health', 'l1'))) as typeof answer;
    answer = { statusCode: result.statusCode, body: result.body, headers: result.headers ?? {} };
  });
  return answer;
}

describe('GET /health/', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  const s3 = mockClient(S3Client);
  const sqs = mockClient(SQSClient);
  const ses = mockClient(SESv2Client);
  beforeEach(() => {
    ddb.on(GetCommand).resolves({});
    s3.on(HeadBucketCommand).resolves({});
    sqs.on(GetQueueAttributesCommand).resolves({ Attributes: { ApproximateNumberOfMessages: '0' } });
    ses.on(GetAccountCommand).resolves({ SendingEnabled: true });
  });
  afterEach(() => {
    for (const mock of [ddb, s3, sqs, ses]) mock.reset();
    forgetHealth();
  });

  it('answers ok with every dependency ok when all answer (a missing probe item is an answer)', async () => {
    const result = await check();
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ status: 'ok', dependencies: ALL_OK });
    expect(s3.commandCalls(HeadBucketCommand)[0]?.args[0].input).toEqual({ Bucket: 'unit-uploads' });
    expect(sqs.commandCalls(GetQueueAttributesCommand)[0]?.args[0].input.QueueUrl).toBe(process.env.FIELD_UPLOADS_QUEUE_URL);
    expect(ses.commandCalls(GetAccountCommand)).toHaveLength(1);
  });

  it('answers 503 with Retry-After when the table does not answer', async () => {
    ddb.on(GetCommand).rejects(refused());
    const result = await check();
    expect(result.statusCode).toBe(503);
    expect(result.headers['retry-after']).toBeDefined();
    expect(JSON.parse(result.body)).toMatchObject({ dynamodb: 'unavailable', store: 'down', uploads: 'ok', detail: expect.stringContaining('try again') });
  });

  it.each([
    ['uploads', () => s3.on(HeadBucketCommand).rejects(refused())],
    ['uploadQueue', () => sqs.on(GetQueueAttributesCommand).rejects(Object.assign(new Error('The specified queue does not exist.'), { name: 'QueueDoesNotExist' }))],
    ['mail', () => ses.on(GetAccountCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }))],
  ] as const)('answers 200 degraded, naming %s down, when only it fails', async (name, fail) => {
    fail();
    const result = await check();
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ status: 'degraded', dependencies: { ...ALL_OK, [name]: 'down' } });
  });

  it('probes in parallel, each within its short deadline: a hanging dependency is down, the answer still prompt', async () => {
    const hang = () => new Promise(() => undefined);
    s3.on(HeadBucketCommand).callsFake(hang);
    ses.on(GetAccountCommand).callsFake(hang);
    const started = Date.now();
    const { dependencies } = await dependencyHealth();
    const waited = Date.now() - started;
    expect(dependencies).toEqual({ ...ALL_OK, uploads: 'down', mail: 'down' });
    expect(waited).toBeGreaterThanOrEqual(PROBE_DEADLINE_MS - 20);
    // Two hanging probes cost one deadline, not two.
    expect(waited).toBeLessThan(PROBE_DEADLINE_MS * 2);
  });

  it('probes at most once every few seconds', async () => {
    const now = Date.now();
    expect((await dependencyHealth(now)).dependencies).toEqual(ALL_OK);
    ddb.on(GetCommand).rejects(new Error('down'));
    s3.on(HeadBucketCommand).rejects(new Error('down'));
    expect((await dependencyHealth(now + 1_000)).dependencies).toEqual(ALL_OK);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1);
    expect(s3.commandCalls(HeadBucketCommand)).toHaveLength(1);
    expect((await dependencyHealth(now + 6_000)).dependencies).toEqual({ ...ALL_OK, store: 'down', uploads: 'down' });
    expect(ddb.commandCalls(GetCommand)).toHaveLength(2);
  });
});

describe('the local stage DynamoDB emulator', () => {
  it('is restarted with its data when it dies', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dynamo-restart-'));
    const port = await freePort();
    const dynamo = await startDynamo({ port, dataDir, onGiveUp: () => undefined });
    try {
      const first = dynamo.pid();
      expect(first).toBeDefined();
      process.kill(first ?? 0, 'SIGKILL');
      await expect.poll(() => dynamo.restarts(), { timeout: 45_000, interval: 250 }).toBe(1);
      expect(dynamo.pid()).not.toBe(first);
      await waitForPort(port, 5_000);
    } finally {
      await dynamo.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
