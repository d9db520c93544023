import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { LocalStageOptions } from '../../infra/local/stage';

export interface ChildStage {
  url: string;
  sesEndpoint: string;
  /** The longest the stage's event loop was held since the previous call (or since it was up), in ms. */
  loopMaxMs(): Promise<number>;
  /** The CPU time the stage (its process and every process it started: DynamoDB Local, ...) has used so far, in ms. */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

const CLOCK_TICK_MS = 10;

/** user + system CPU time of `root` and its descendants, from /proc (Linux). */
async function treeCpuMs(root: number): Promise<number> {
  const stats = await Promise.all(
    (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map((pid) => readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')),
  );
  const procs = stats.flatMap((stat) => {
    // pid (comm) state ppid ... utime(14) stime(15): comm may hold spaces, so fields are counted after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return stat ? [{ pid: Number(stat.split(' ', 1)[0]), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }] : [];
  });
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const proc of procs) {
      if (tree.has(proc.ppid) && !tree.has(proc.pid)) {
        tree.add(proc.pid);
        grew = true;
      }
    }
  }
  return procs.filter((proc) => tree.has(proc.pid)).reduce((sum, proc) => sum + proc.ticks * CLOCK_TICK_MS, 0);
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
      cpuMs: () => treeCpuMs(child.pid!),
      stop: async () => {
        child.kill('SIGTERM');
        await exited;
      },
    };
  }
  throw new Error('The stage process ended before it was up.');
}
