import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface RangeServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Requests and bytes served so far. */
  figures(): Promise<{ requests: number; bytes: number }>;
  stop(): Promise<void>;
}

/** Starts test/bench/imagery/range-server-process.ts over these band files and waits for its port. */
export async function startRangeServer(dir: string, bands: readonly string[]): Promise<RangeServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'range-server-process.ts'), dir, ...bands], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const first = await createInterface({ input: child.stdout! })[Symbol.asyncIterator]().next();
  if (first.done) throw new Error('The range server ended before it was up.');
  return {
    url: `http://127.0.0.1:${Number(first.value)}`,
    figures: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve(message as { requests: number; bytes: number }));
        child.send('figures');
      }),
    stop: async () => {
      child.disconnect();
      await exited;
    },
  };
}
