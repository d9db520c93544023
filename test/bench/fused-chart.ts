/**
 * Budget of the fused analysis chart (issue 24): one field, 5 years x 1 season (June to September) through
 * GET /monitoring/series/?fill=radar, as the modal asks for it: cold < 3 s (no optical day nor radar pass stored),
 * warm < 300 ms; beside it the optical-only chart on the same stage (warm, after the fused one stored its days).
 * On a local stage of its own, as `npm start` runs it (the five demo years, Sentinel-2 and Sentinel-1).
 * Run: NODE_OPTIONS=--openssl-legacy-provider npx tsx test/bench/fused-chart.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { startLocalStage } from '../../infra/local/stage';
import { WEB_DIST, ensureWebBuild } from '../../infra/local/web-build';
import { Field } from '../../shared/api/schemas/fields';
import { api, signIn } from '../support/local-client';
import { benchAnalysisChart } from './imagery/route-series';

process.env.LOG_LEVEL ??= 'warn';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-bench-fused-'));
await ensureWebBuild();
const stage = await startLocalStage({ port: 0, dataDir, webDist: WEB_DIST, demoData: true });
try {
  const owner = await signIn(stage.url, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  const fields = Field.array().parse((await api(stage.url, 'GET', '/field/', { token: owner.idToken })).body);
  const maize = fields.find((field) => field.name === 'North Maize') ?? fields[0];
  if (!maize) throw new Error('the demo owner has no fields');
  const fused = await benchAnalysisChart(stage.url, owner.idToken, maize.id, 'radar');
  console.log(`Fused analysis chart (fill=radar), one field, ${fused.years} years x 1 season (budget: cold < 3 s, warm < 300 ms): ${fused.points} points, cold ${fused.coldMs} ms, warm ${fused.warmMs} ms`);
  const optical = await benchAnalysisChart(stage.url, owner.idToken, maize.id);
  console.log(`Optical analysis chart on the same stage (days stored by the fused one): ${optical.points} points, warm ${optical.warmMs} ms`);
} finally {
  await stage.stop();
  await rm(dataDir, { recursive: true, force: true });
}
