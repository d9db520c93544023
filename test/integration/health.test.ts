import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { forgetConfig } from '../../functions/core/config';
import { forgetHealth } from '../../functions/core/health';
import { handler } from '../../functions/health/index';
import { queueName } from '../../infra/local/names';
import { freePort } from '../../infra/local/ports';
import { ENV } from '../../shared/platform';
import { api } from '../support/local-client';
import { capturedLines, lambdaContext } from '../support/lambda-output';

/**
 * GET /health/ against the local stage's real emulators: every dependency answers 'ok'; a dependency whose endpoint
 * does not answer (a dead port) reads 'down' and the answer is 200 'degraded' (the store's outage, 503, is the unit
 * test's: its client is made once per process).
 */
const stageUrl = inject('stageUrl');
const ALL_OK = { store: 'ok', uploads: 'ok', uploadQueue: 'ok', mail: 'ok' };

const healthEvent = {
  version: '2.0',
  routeKey: 'GET /api/health/',
  rawPath: '/api/health/',
  rawQueryString: '',
  headers: {},
  isBase64Encoded: false,
  requestContext: { http: { method: 'GET', path: '/api/health/', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'it' }, requestId: 'r1' },
} as unknown as APIGatewayProxyEventV2;

/** The health function in this process, with the stage's environment but `env` changed. */
async function checkWith(env: Record<string, string>): Promise<{ statusCode: number; body: Record<string, unknown> }> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  // The origin check is the gateway's business here: the event comes straight to the function.
  const origin = process.env[ENV.originSecret];
  delete process.env[ENV.originSecret];
  forgetHealth();
  forgetConfig();
  try {
    let result = { statusCode: 0, body: '' };
    await capturedLines(async () => {
      result = (await handler(healthEvent, lambdaContext('health', 'it'))) as typeof result;
    });
    return { statusCode: result.statusCode, body: JSON.parse(result.body) as Record<string, unknown> };
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    if (origin !== undefined) process.env[ENV.originSecret] = origin;
    forgetHealth();
    forgetConfig();
  }
}

describe('GET /health/ on the local stage', () => {
  afterEach(() => forgetHealth());

  it('finds the table, the uploads bucket, the upload queue and the mail emulator all answering', async () => {
    expect(await api(stageUrl, 'GET', '/health/')).toEqual({ status: 200, body: { status: 'ok', dependencies: ALL_OK } });
    expect(await checkWith({})).toEqual({ statusCode: 200, body: { status: 'ok', dependencies: ALL_OK } });
  });

  it.each([
    ['mail', 'AWS_ENDPOINT_URL_SESV2'],
    ['uploads', 'AWS_ENDPOINT_URL_S3'],
    // SQS takes its endpoint from the queue URL.
    ['uploadQueue', ENV.fieldUploadsQueueUrl, (dead: string) => `${dead}/000000000000/${queueName('fieldUploads')}`],
  ])('reads %s down (200 degraded) when its endpoint does not answer, the others ok', async (name, variable, value = (dead: string) => dead) => {
    const dead = value(`http://127.0.0.1:${await freePort()}`);
    expect(await checkWith({ [variable]: dead })).toEqual({ statusCode: 200, body: { status: 'degraded', dependencies: { ...ALL_OK, [name]: 'down' } } });
  });
});
