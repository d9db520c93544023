import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStage } from '../../infra/local/stage';
import { WEB_DIST } from '../../infra/local/web-build';

declare module 'vitest' {
  export interface ProvidedContext {
    stageUrl: string;
    sesEndpoint: string;
  }
}

/** Starts the local stand-ins once for the integration project, on free ports, with fresh data. */
export default async function setup(project: TestProject) {
  process.env.LOG_LEVEL ??= 'warn';
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-it-'));
  const stage = await startLocalStage({ port: 0, dataDir, webDist: WEB_DIST, demoData: true, queueVisibilitySeconds: 2 });
  project.provide('stageUrl', stage.url);
  project.provide('sesEndpoint', stage.sesEndpoint);
  return async () => {
    await stage.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
