/**
 * Budget: a year's series (73 scenes) for one field under 3 s against the local S3, measured where the product
 * pays it: GET /monitoring/series/ through the local stage (gateway, the monitoring Lambda in-process, the STAC
 * stand-in, HTTP range reads of the demo COGs in the local S3, DynamoDB Local). Cold: no statistic stored yet
 * (every day computed, stored in the same request); warm: read back from the table.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoYear } from '../../../functions/imagery/demo/local-catalog';
import { ensureDemoYear } from '../../../infra/local/demo-year-thread';
import { DEMO_USERS } from '../../../infra/local/demo-data';
import { startLocalStage } from '../../../infra/local/stage';
import { WEB_DIST } from '../../../infra/local/web-build';
import { api, signIn } from '../../support/local-client';

export interface RouteSeriesFigures {
  field: string;
  days: number;
  coldMs: number;
  warmMs: number;
}

export interface AnalysisFigures {
  years: number;
  points: number;
  coldMs: number;
  warmMs: number;
}

/**
 * Budget: the analysis chart of one field, 5 years x 1 season (June to September), as the modal asks for it (the
 * five series at once): cold < 3 s (nothing stored), warm < 300 ms. The demo years are generated first (once per
 * machine), so that the figure is the product's, not the stand-in's one-time generation. With `fill=radar` (the fused
 * chart) each year's radar passes are read too (cold: computed from the demo's Sentinel-1 COGs) and fused.
 */
export async function benchAnalysisChart(url: string, token: string, field: string, fill?: 'radar'): Promise<AnalysisFigures> {
  const current = new Date().getUTCFullYear();
  const years = Array.from({ length: 5 }, (_, k) => current - 1 - k);
  await Promise.all(years.map((year) => ensureDemoYear(year)));
  const paths = years.map((year) => `/monitoring/series/?field=${field}&index=NDVI&start=${year}-06-01&end=${year}-09-30${fill ? `&fill=${fill}` : ''}`);
  // The stand-in loads each year's items on the first search that reaches it: once, outside the timing.
  await Promise.all(years.map((year) => api(url, 'GET', `/monitoring/dates/?field=${field}&start=${year}-12-30&end=${year}-12-31`, { token })));
  const cold = performance.now();
  const answers = await Promise.all(paths.map((path) => api(url, 'GET', path, { token })));
  const coldMs = Math.round(performance.now() - cold);
  const warm = performance.now();
  await Promise.all(paths.map((path) => api(url, 'GET', path, { token })));
  const warmMs = Math.round(performance.now() - warm);
  const points = answers.reduce((sum, answer) => sum + ((answer.body as { C0?: unknown[] }).C0?.length ?? 0), 0);
  return { years: years.length, points, coldMs, warmMs };
}

export async function benchRouteSeries(): Promise<{ rows: RouteSeriesFigures[]; startMs: number; demo: { generatedMs: number; uploadMs: number }; analysis: AnalysisFigures }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fieldwatch-bench-series-'));
  const started = performance.now();
  const stage = await startLocalStage({ port: 0, dataDir, webDist: WEB_DIST, demoData: true });
  const startMs = Math.round(performance.now() - started);
  try {
    const owner = await signIn(stage.url, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const fields = (await api(stage.url, 'GET', '/field/', { token: owner.idToken })).body as Array<{ id: string; name: string; size: number }>;
    const year = demoYear();
    const rows: RouteSeriesFigures[] = [];
    for (const field of fields) {
      const path = `/monitoring/series/?field=${field.id}&index=NDVI&start=${year}-01-01&end=${year}-12-31`;
      const cold = performance.now();
      const first = await api(stage.url, 'GET', path, { token: owner.idToken });
      const coldMs = performance.now() - cold;
      if (first.status !== 200) throw new Error(`series answered ${first.status}`);
      const warm = performance.now();
      await api(stage.url, 'GET', path, { token: owner.idToken });
      rows.push({ field: `${field.name} (${field.size} ha)`, days: (first.body as { C0: unknown[] }).C0.length, coldMs: Math.round(coldMs), warmMs: Math.round(performance.now() - warm) });
    }
    const catalog = stage.demoImagery?.catalog;
    const analysis = await benchAnalysisChart(stage.url, owner.idToken, fields[0]?.id ?? '');
    return { rows, startMs, demo: { generatedMs: catalog?.generated ? catalog.ms : 0, uploadMs: stage.demoImagery?.uploadMs ?? 0 }, analysis };
  } finally {
    await stage.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
