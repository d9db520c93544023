import { readdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWS_CALL_WORST_MS, AWS_CLIENT_LIMITS } from '../../functions/core/aws-timeouts';
import { API_FUNCTIONS, HTTP_TIMEOUT_SECONDS } from '../../infra/definitions';
import { FunctionTimedOut, invokeWithin } from '../../infra/local/lambdas';

/** A dependency that accepts connections and never answers (a hung store): every call must fail, and soon. */
describe('a dependency that accepts the connection and never answers', () => {
  let server: net.Server;
  const sockets: net.Socket[] = [];
  let endpoint = '';
  beforeAll(async () => {
    server = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('fails a call of a client built with the limits within the request budget (10 s), after its attempts', async () => {
    expect(AWS_CALL_WORST_MS).toBeLessThan(10_000);
    const client = new DynamoDBClient({ ...AWS_CLIENT_LIMITS, endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
    const started = Date.now();
    const error = await client.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' } } })).catch((caught: unknown) => caught);
    const took = Date.now() - started;
    client.destroy();
    expect((error as Error).name).toBe('TimeoutError');
    expect((error as { $metadata?: { attempts?: number } }).$metadata?.attempts).toBe(AWS_CLIENT_LIMITS.maxAttempts);
    expect(took).toBeLessThan(AWS_CALL_WORST_MS);
  }, 15_000);
});

describe('every AWS client of the functions has the limits', () => {
  it('builds each `new ...Client(` in functions/ with AWS_CLIENT_LIMITS', async () => {
    const root = path.resolve(import.meta.dirname, '../../functions');
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.ts'));
    const unlimited: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/new (\w+Client)\((.*)$/gm)) {
        const [, name = '', args = ''] = match;
        // The STAC client is ours (fetch with its own timeout), not the AWS SDK's.
        if (name === 'StacClient') continue;
        if (!args.includes('AWS_CLIENT_LIMITS')) unlimited.push(`${file}: ${match[0]}`);
      }
    }
    expect(unlimited).toEqual([]);
  });
});

describe('the HTTP functions end before API Gateway gives up (30 s)', () => {
  it('gives every HTTP function at most HTTP_TIMEOUT_SECONDS, with room for the answer', () => {
    expect(HTTP_TIMEOUT_SECONDS).toBeLessThanOrEqual(27);
    for (const fn of Object.values(API_FUNCTIONS)) expect(fn.timeoutSeconds, fn.name).toBeLessThanOrEqual(HTTP_TIMEOUT_SECONDS);
  });

  it('the local stage answers a function that outlives its timeout as timed out, as Lambda and API Gateway do', async () => {
    const fn = { name: 'never-answers', entry: 'test/fixtures/local-lambdas/never-answers.ts', memoryMb: 128, timeoutSeconds: 0.2 };
    const started = Date.now();
    await expect(invokeWithin(fn, {})).rejects.toBeInstanceOf(FunctionTimedOut);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
