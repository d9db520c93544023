import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStage } from '../../infra/local/stage';
import { WEB_DIST, ensureWebBuild } from '../../infra/local/web-build';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eUrl: string;
    e2eSesEndpoint: string;
    /** The local message inbox (SMS and WhatsApp) where the stage runs one; empty otherwise. */
    e2eMessagesEndpoint: string;
    /** Where test/e2e/signed-in.ts keeps each user's signed-in browser storage for this run. */
    e2eAuthDir: string;
  }
}

/** The whole local stage, as `npm start` runs it, on a free port with fresh data, for the browser tests. */
export default async function setup(project: TestProject) {
  process.env.LOG_LEVEL ??= 'warn';
  await ensureWebBuild();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-e2e-'));
  // The demo years the browser tests show (this year and the one before for the 2-year chart), not all five.
  const stage = await startLocalStage({ port: 0, dataDir, webDist: WEB_DIST, demoData: true, queueVisibilitySeconds: 2, demoYearsBack: 1 });
  project.provide('e2eUrl', stage.url);
  project.provide('e2eSesEndpoint', stage.sesEndpoint);
  project.provide('e2eMessagesEndpoint', (stage as { messagesEndpoint?: string }).messagesEndpoint ?? '');
  const authDir = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-e2e-auth-'));
  project.provide('e2eAuthDir', authDir);
  return async () => {
    await stage.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(authDir, { recursive: true, force: true });
  };
}
