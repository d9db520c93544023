import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { lazyClient } from '../../functions/core/lazy-client';

/**
 * AWS SDK clients are loaded on first use (functions/core/lazy-client.ts), so a function's cold start loads only
 * DynamoDB's SDK, which every function uses on every request.
 */
class FakeClient {
  middlewareStack = { add: () => undefined };
  send = async () => ({});
  constructor(readonly config: { region: string }) {}
}

describe('lazyClient', () => {
  it('loads the SDK and builds the client on the first call only, the same client after', async () => {
    const load = vi.fn(async () => ({ FakeClient }));
    const client = lazyClient(load, (sdk) => new sdk.FakeClient({ region: 'eu-west-1' }) as never);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([client(), client()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.client).toBe(second.client);
    client.forget();
    expect((await client()).client).not.toBe(first.client);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed load instead of failing for good', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('no module')).mockResolvedValue({ FakeClient });
    const client = lazyClient(load as () => Promise<{ FakeClient: typeof FakeClient }>, (sdk) => new sdk.FakeClient({ region: 'x' }) as never);
    await expect(client()).rejects.toThrow('no module');
    await expect(client()).resolves.toMatchObject({ sdk: { FakeClient } });
  });
});

/** Functions whose purpose is the service: their SDK is their start. */
const OWN_SERVICE = new Set(['functions/events/deploy-check.ts', 'functions/core/deploy-checks/checks.ts', 'functions/events/tile-key-rotation.ts', 'functions/core/imagery/tile-key-rotation.ts']);
const ROOT = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'demo' ? [] : sources(relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

describe('the functions’ imports of the AWS SDK', () => {
  it('import no SDK client but DynamoDB’s when their code loads (types and lazyClient loads only)', () => {
    const eager = sources('functions')
      .filter((file) => !OWN_SERVICE.has(file))
      .flatMap((file) =>
        [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(@aws-sdk\/client-[a-z0-9-]+|@aws-sdk\/s3-request-presigner)'/gms)]
          .map((match) => match[1])
          .filter((module) => module !== '@aws-sdk/client-dynamodb')
          .map((module) => `${file}: ${module}`),
      );
    expect(eager).toEqual([]);
  });
});
