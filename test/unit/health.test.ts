import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetHealth, storeAnswers } from '../../functions/core/health';
import { handler } from '../../functions/health/index';
import { startDynamo } from '../../infra/local/dynamodb';
import { freePort, waitForPort } from '../../infra/local/ports';
import { capturedLines, lambdaContext } from '../support/lambda-output';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.AWS_REGION = 'us-east-1';
  process.env.LOG_LEVEL = 'error';
});

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
  afterEach(() => {
    ddb.reset();
    forgetHealth();
  });

  it('answers ok when the table answers (a missing probe item is an answer)', async () => {
    ddb.on(GetCommand).resolves({});
    const result = await check();
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ status: 'ok' });
  });

  it('answers 503 with Retry-After when the table does not answer', async () => {
    ddb.on(GetCommand).rejects(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' }));
    const result = await check();
    expect(result.statusCode).toBe(503);
    expect(result.headers['retry-after']).toBeDefined();
    expect(JSON.parse(result.body)).toMatchObject({ dynamodb: 'unavailable', detail: expect.stringContaining('try again') });
  });

  it('asks the table at most once every few seconds', async () => {
    ddb.on(GetCommand).resolves({});
    const now = Date.now();
    expect(await storeAnswers(now)).toBe(true);
    ddb.on(GetCommand).rejects(new Error('down'));
    expect(await storeAnswers(now + 1_000)).toBe(true);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1);
    expect(await storeAnswers(now + 6_000)).toBe(false);
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
