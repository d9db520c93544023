import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../infra/app-builder';
import { API_FUNCTIONS, JOB_FUNCTIONS, ROTATION_FUNCTIONS, TRIGGER_FUNCTIONS } from '../../infra/definitions';

const run = promisify(execFile);
const outdir = mkdtempSync(join(tmpdir(), 'fieldwatch-cdk-out-'));
const STACKS = ['data', 'edge', 'auth', 'api', 'jobs', 'web'].map((part) => `fieldwatch-dev-${part}`);
const FUNCTION_COUNT =
  Object.keys(API_FUNCTIONS).length +
  Object.keys(TRIGGER_FUNCTIONS).length +
  Object.keys(JOB_FUNCTIONS).length +
  Object.keys(ROTATION_FUNCTIONS).length;

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** The pinned CLI, offline, without credentials, with real esbuild bundling: what `npm run synth` does. */
describe('cdk synth (CLI)', () => {
  it('synthesizes the dev stage with bundled ESM functions', async () => {
    const env = { ...process.env, AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '', AWS_PROFILE: '', CI: '1' };
    await run('npx', ['cdk', 'synth', '--quiet', '-c', 'stage=dev', '--output', outdir], {
      cwd: PROJECT_ROOT,
      env,
      timeout: 100_000,
      maxBuffer: 64 * 1024 * 1024,
    });

    for (const stack of STACKS) expect(existsSync(join(outdir, `${stack}.template.json`)), stack).toBe(true);
    const bundles = readdirSync(outdir)
      .map((entry) => join(outdir, entry, 'index.mjs'))
      .filter((file) => existsSync(file));
    expect(bundles).toHaveLength(FUNCTION_COUNT);
    for (const bundle of bundles) {
      const code = readFileSync(bundle, 'utf8');
      expect(code.startsWith("import { createRequire as __appCreateRequire } from 'node:module';")).toBe(true);
      expect(existsSync(`${bundle}.map`)).toBe(true);
      // Every function answers in the caller's language: the API catalogues ship beside its bundle.
      expect(existsSync(join(dirname(bundle), 'i18n/ha.json')), bundle).toBe(true);
    }
    // The function that writes the report PDFs has the embedded fonts and their metrics beside its bundle.
    expect(bundles.filter((bundle) => existsSync(join(dirname(bundle), 'fonts/NotoSans-Regular.ttf')) && existsSync(join(dirname(bundle), 'fonts/NotoSans-Bold.json')))).toHaveLength(1);
  }, 110_000);
});
