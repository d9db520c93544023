import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';

/**
 * Builds the web app when its sources changed since the last build, so that a warm start serves the previous
 * build at once. The fingerprint covers web/ and shared/ sources and the lockfile.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'web', 'dist');
const STAMP = path.join(DIST, '.source-fingerprint');

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'dist' || entry.name === 'node_modules' ? [] : listFiles(full);
      return [full];
    }),
  );
  return files.flat();
}

async function fingerprint(): Promise<string> {
  const files = [
    ...(await listFiles(path.join(ROOT, 'web'))),
    ...(await listFiles(path.join(ROOT, 'shared'))),
    path.join(ROOT, 'package-lock.json'),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const info = await stat(file).catch(() => null);
    if (info) hash.update(`${path.relative(ROOT, file)}:${info.size}:${info.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export async function ensureWebBuild(options: { force?: boolean } = {}): Promise<{ built: boolean; ms: number }> {
  const started = Date.now();
  const current = await fingerprint();
  const previous = await readFile(STAMP, 'utf8').catch(() => '');
  if (!options.force && previous === current) return { built: false, ms: Date.now() - started };
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      // A test runner sets NODE_ENV=test, which would give React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The web build failed (exit ${code})`))));
  });
  await writeFile(STAMP, current);
  return { built: true, ms: Date.now() - started };
}

export const WEB_DIST = DIST;
