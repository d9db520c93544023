import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../functions/lib/logger';
import { capturedLines, lambdaContext } from '../support/lambda-output';

const saved = { ...process.env };

beforeAll(() => {
  // What the Lambda runtime sets: Powertools counts cold starts only for on-demand environments.
  process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';
  delete process.env.POWERTOOLS_SERVICE_NAME;
  delete process.env.POWERTOOLS_LOG_LEVEL;
});

afterAll(() => {
  process.env = saved;
});

describe('the functions logger', () => {
  it('writes the API request id as correlation id, the Lambda context, and a cold start on the first invocation only', async () => {
    process.env.LOG_LEVEL = 'info';
    const lines = await capturedLines(async () => {
      const first = createLogger({ requestId: 'api-1', route: 'listFields' }, lambdaContext('fields', 'lambda-1'));
      first.info('request done', { status: 200 });
      first.child({ fieldId: 'F1' }).info('field read');
      createLogger({ requestId: 'api-2', route: 'getField' }, lambdaContext('fields', 'lambda-2')).child({ fieldId: 'F2' }).info('field read');
    });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'INFO', message: 'request done', service: 'fields', correlation_id: 'api-1', route: 'listFields', status: 200, function_name: 'fields', function_request_id: 'lambda-1', cold_start: true }),
      expect.objectContaining({ message: 'field read', correlation_id: 'api-1', route: 'listFields', fieldId: 'F1', function_request_id: 'lambda-1', cold_start: true }),
      // A child logger of a later invocation is not a cold start of its own.
      expect.objectContaining({ message: 'field read', correlation_id: 'api-2', route: 'getField', fieldId: 'F2', function_request_id: 'lambda-2', cold_start: false }),
    ]);
    expect(lines[0]).not.toHaveProperty('requestId');
  });

  it('follows LOG_LEVEL as the stages and tests write it (lower case), and logs errors with their stack', async () => {
    process.env.LOG_LEVEL = 'warn';
    const lines = await capturedLines(async () => {
      const log = createLogger({ job: 'index-planner' }, lambdaContext('index-planner', 'lambda-3'));
      log.debug('hidden');
      log.info('hidden too');
      log.warn('weather cache read failed', { cell: 'c1' });
      log.error('index job failed', { error: new TypeError('scene missing') });
    });
    expect(lines.map((line) => line.message)).toEqual(['weather cache read failed', 'index job failed']);
    expect(lines[1]).toMatchObject({
      level: 'ERROR',
      service: 'index-planner',
      job: 'index-planner',
      error: { name: 'TypeError', message: 'scene missing', stack: expect.stringContaining('TypeError: scene missing') },
    });
  });
});
