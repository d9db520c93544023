import { SQSClient } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** X-Ray's SDK middleware, as captureAWSv3Client adds it to a client's stack. */
const xrayMiddleware = (client: SQSClient) => client.middlewareStack.identify().some((name) => /xray/i.test(name));

describe('tracing of the AWS SDK clients', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is a no-op locally and in tests: no tracer is loaded and clients are left as they are', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', '');
    const { captured, loadTracer, tracingEnabled } = await import('../../functions/core/tracing');
    const client = captured(new SQSClient({ region: 'us-east-1' }));
    expect(tracingEnabled()).toBe(false);
    expect(await loadTracer()).toBeNull();
    expect(xrayMiddleware(client)).toBe(false);
  });

  it('is off inside Lambda when POWERTOOLS_TRACE_ENABLED is false', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'false');
    const { loadTracer, tracingEnabled } = await import('../../functions/core/tracing');
    expect(tracingEnabled()).toBe(false);
    expect(await loadTracer()).toBeNull();
  });

  it('inside Lambda captures the clients built before the tracer loaded and those built after', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', '');
    const { captured, loadTracer } = await import('../../functions/core/tracing');
    const early = captured(new SQSClient({ region: 'us-east-1' }));
    expect(xrayMiddleware(early)).toBe(false);
    const tracer = await loadTracer();
    expect(tracer?.isTracingEnabled()).toBe(true);
    const late = captured(new SQSClient({ region: 'us-east-1' }));
    expect(xrayMiddleware(early)).toBe(true);
    expect(xrayMiddleware(late)).toBe(true);
  });
});
