import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { stageSigningKey } from '../../infra/local/signing-key';
import { stageCredentials } from '../../infra/local/stage-credentials';
import { startLocalStage } from '../../infra/local/stage';
import { WEB_DIST } from '../../infra/local/web-build';

declare module 'vitest' {
  export interface ProvidedContext {
    stageUrl: string;
    sesEndpoint: string;
    /** The message inbox (SMS and WhatsApp stand-in, infra/local/messages.ts). */
    messagesEndpoint: string;
    /** The stage's own token signing key (PKCS#8 PEM), for tests that mint tokens as the pool would. */
    stageSigningKeyPem: string;
    /** DynamoDB Local's process id, for tests that pause the store (SIGSTOP) and resume it (SIGCONT). */
    dynamoPid: number;
    /** The stage's Paystack test secret key, generated per data folder (signs webhooks, opens the test controls). */
    paystackSecret: string;
    /** Opens the stage's test controls (a lost S3 event, a failing STAC search). */
    stageControlKey: string;
  }
}

/** Starts the local stand-ins once for the integration project, on free ports, with fresh data. */
export default async function setup(project: TestProject) {
  process.env.LOG_LEVEL ??= 'warn';
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-it-'));
  // Only the demo years the tests read (last year and this one), and a planner backfill of two months: a fresh
  // machine generates two demo years and the worker computes a few dozen days per field, not two years of them.
  const stage = await startLocalStage({ port: 0, dataDir, webDist: WEB_DIST, demoData: true, queueVisibilitySeconds: 2, demoYearsBack: 1, indexBackfillDays: 60 });
  project.provide('stageUrl', stage.url);
  project.provide('sesEndpoint', stage.sesEndpoint);
  project.provide('messagesEndpoint', stage.messagesEndpoint);
  const dynamoPid = stage.dynamoPid();
  if (dynamoPid === undefined) throw new Error('DynamoDB Local has no process id');
  project.provide('dynamoPid', dynamoPid);
  const signingKey = await stageSigningKey(path.join(dataDir, 'cognito'));
  project.provide('stageSigningKeyPem', signingKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const credentials = await stageCredentials(dataDir);
  project.provide('paystackSecret', credentials.paystackSecret);
  project.provide('stageControlKey', credentials.controlKey);
  return async () => {
    await stage.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
