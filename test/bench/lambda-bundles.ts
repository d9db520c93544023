/**
 * Budget: each Lambda bundle under 1 MB minified, module init under 300 ms.
 * Bundles every function entry as the CDK stacks do (esbuild, ESM, minified, @aws-sdk/* left to the runtime),
 * then imports each bundle in a fresh Node process and times the import (after one untimed import that warms the
 * file cache).
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_FUNCTIONS, JOB_FUNCTIONS, ROTATION_FUNCTIONS, TRIGGER_FUNCTIONS, type FunctionDef } from '../../infra/definitions';
import { ICU_PARSER_ALIAS } from '../../infra/constructs/app-function';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function benchLambdaBundles(): Promise<{ name: string; kb: number; initMs: number }[]> {
  // Inside the project so the bundles resolve @aws-sdk/* from node_modules, as Lambda resolves it from its runtime.
  const out = path.join(ROOT, 'node_modules/.cache/fieldwatch-bundles');
  await mkdir(out, { recursive: true });
  // Beside every bundle, as the CDK asset has them: the API catalogues, parsed (infra/constructs/app-function.ts).
  execFileSync(process.execPath, [path.join(ROOT, 'infra/constructs/compile-api-catalogues.mjs'), path.join(ROOT, 'shared/i18n/api'), path.join(out, 'i18n')]);
  const functions: FunctionDef[] = [
    ...Object.values(API_FUNCTIONS),
    ...Object.values(TRIGGER_FUNCTIONS),
    ...Object.values(JOB_FUNCTIONS),
    ...Object.values(ROTATION_FUNCTIONS),
  ];
  const rows = [];
  for (const fn of functions) {
    const outfile = path.join(out, `${fn.name}.mjs`);
    await build({
      entryPoints: [path.join(ROOT, fn.entry)],
      outfile,
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      mainFields: ['module', 'main'],
      external: ['@aws-sdk/*'],
      alias: ICU_PARSER_ALIAS,
      banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
      logLevel: 'error',
    });
    const { size } = await stat(outfile);
    const probe = path.join(out, `${fn.name}.probe.mjs`);
    await writeFile(
      probe,
      `const t = performance.now(); await import(${JSON.stringify(outfile)}); console.log(performance.now() - t);`,
    );
    const timeImport = () =>
      Number(
        execFileSync(process.execPath, [probe], {
          env: { ...process.env, TABLE_NAME: 'bench', AWS_REGION: 'us-east-1', NODE_OPTIONS: '' },
          cwd: ROOT,
        })
          .toString()
          .trim(),
      );
    // The first import after a build reads Node and node_modules from a cold file cache (seconds on a busy
    // machine), which Lambda's warm runtime image does not: it is run once, untimed.
    if (rows.length === 0) timeImport();
    const initMs = timeImport();
    rows.push({ name: fn.name, kb: Math.round(size / 1024), initMs: Math.round(initMs) });
  }
  await rm(out, { recursive: true, force: true });
  return rows;
}
