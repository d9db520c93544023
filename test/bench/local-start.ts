/**
 * Budget: the local stage starts cold under 60 s and warm (data kept, web already built) under 15 s. Cold is
 * measured twice: as on a fresh machine (no .local data and no demo imagery generated yet: a fresh TMPDIR, where
 * the imagery is cached per machine) and with only the .local data gone. Runs `npm start` as a user does, on a
 * spare port and data folder, and times until it prints that it is up.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

function startOnce(env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('local stage is up')) {
        const ms = Date.now() - started;
        try {
          process.kill(-(child.pid ?? 0), 'SIGINT');
        } catch {
          /* already gone */
        }
        child.once('exit', () => resolve(ms));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      if (!output.includes('local stage is up')) reject(new Error(`npm start exited with ${code}:\n${output.slice(-3000)}`));
    });
  });
}

export async function benchLocalStart(): Promise<{ freshMachineMs: number; coldMs: number; warmMs: number }> {
  const freshTmp = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-start-tmp-'));
  const freshData = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-start-fresh-'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-start-'));
  const env = { ...process.env, PORT: '3917', FIELDWATCH_DATA_DIR: dataDir };
  try {
    const freshMachineMs = await startOnce({ ...env, TMPDIR: freshTmp, FIELDWATCH_DATA_DIR: freshData });
    const coldMs = await startOnce(env);
    const warmMs = await startOnce(env);
    return { freshMachineMs, coldMs, warmMs };
  } finally {
    await Promise.all([freshTmp, freshData, dataDir].map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
