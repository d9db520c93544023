import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { LocalStageOptions } from '../../infra/local/stage';

export interface ChildStage {
  url: string;
  sesEndpoint: string;
  /** The longest the stage's event loop was held since the previous call (or since it was up), in ms. */
  loopMaxMs(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts test/bench/stage-process.ts and waits for its URLs. */
export async function startChildStage(options: Omit<LocalStageOptions, 'webDist'>): Promise<ChildStage> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'stage-process.ts'), JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (!line.startsWith('{')) continue;
    const { url, sesEndpoint } = JSON.parse(line) as { url: string; sesEndpoint: string };
    return {
      url,
      sesEndpoint,
      loopMaxMs: () =>
        new Promise<number>((resolve) => {
          child.once('message', (message) => resolve((message as { loopMaxMs: number }).loopMaxMs));
          child.send('loop');
        }),
      stop: async () => {
        child.kill('SIGTERM');
        await exited;
      },
    };
  }
  throw new Error('The stage process ended before it was up.');
}
