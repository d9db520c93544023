/**
 * Cloud-proof monitoring budgets, on a local stage of its own (free ports, a temporary data folder) with the five
 * demo years, as `npm start` runs it:
 *  - the rainy season (1 June - 30 September) of every demo field and year: the longest gap between usable points of
 *    GET /monitoring/series/ with `fill=radar` <= 12 days, beside the optical-only gap (no fill);
 *  - the fused analysis chart of one field, 5 years x 1 season with `fill=radar`: cold < 3 s, warm < 300 ms (beside
 *    it the optical-only chart of another demo field, and the fused chart once more, its fit's earlier months stored).
 * Gaps count window edges (1 June to the first point, the last point to 30 September).
 * Run: NODE_OPTIONS=--openssl-legacy-provider npx tsx test/bench/radar.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureDemoYear } from '../../infra/local/demo-year-thread';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { startLocalStage } from '../../infra/local/stage';
import { WEB_DIST } from '../../infra/local/web-build';
import { Field } from '../../shared/api/schemas/fields';
import { SeriesResponse } from '../../shared/api/schemas/monitoring';
import { api, signIn } from '../support/local-client';
import { benchAnalysisChart } from './imagery/route-series';

process.env.LOG_LEVEL ??= 'warn';

const DAY_MS = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The longest stretch of the window without a point, edges included. */
function longestGap(dates: readonly string[], start: string, end: string): number {
  const stops = [start, ...[...dates].sort(), end];
  let longest = 0;
  for (let i = 1; i < stops.length; i++) longest = Math.max(longest, days(stops[i - 1] as string, stops[i] as string));
  return longest;
}

/** Computes every (field, year) once, so that the timed chart below reads stored values (warm) after its cold run. */
async function series(url: string, token: string, field: string, year: number, fill: boolean): Promise<SeriesResponse> {
  const query = `/monitoring/series/?field=${field}&index=NDVI&start=${year}-06-01&end=${year}-09-30${fill ? '&fill=radar' : ''}`;
  for (let attempt = 0; ; attempt++) {
    const answer = await api(url, 'GET', query, { token });
    if (answer.status !== 200) throw new Error(`${query} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const parsed = SeriesResponse.parse(answer.body);
    // Days left over by one request's time budget are computed by the next.
    if (parsed.pending.length === 0 || attempt >= 5) return parsed;
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-bench-radar-'));
const stage = await startLocalStage({ port: 0, dataDir, webDist: WEB_DIST, demoData: true });
try {
  const owner = await signIn(stage.url, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
  const fields = Field.array().parse((await api(stage.url, 'GET', '/field/', { token: owner.idToken })).body);
  const current = new Date().getUTCFullYear();
  const years = Array.from({ length: 5 }, (_, k) => current - 1 - k);
  await Promise.all(years.map((year) => ensureDemoYear(year)));
  const maize = fields.find((field) => field.name === 'North Maize') ?? fields[0];
  if (!maize) throw new Error('the demo owner has no fields');

  // Timed first, on a fresh table: nothing stored yet for these fields (cold), then read back (warm).
  const sorghum = fields.find((field) => field.name === 'Sorghum Strip') ?? maize;
  const optical = await benchAnalysisChart(stage.url, owner.idToken, sorghum.id);
  console.log(`Optical analysis chart (${sorghum.name}), ${optical.years} years x 1 season: ${optical.points} points, cold ${optical.coldMs} ms, warm ${optical.warmMs} ms`);
  const fused = await benchAnalysisChart(stage.url, owner.idToken, maize.id, 'radar');
  console.log(`Fused analysis chart (fill=radar, ${maize.name}), ${fused.years} years x 1 season (budget: cold < 3 s, warm < 300 ms): ${fused.points} points, cold ${fused.coldMs} ms, warm ${fused.warmMs} ms`);
  const again = await benchAnalysisChart(stage.url, owner.idToken, maize.id, 'radar');
  console.log(`Fused analysis chart once more (its fit's earlier months stored by then): warm ${again.warmMs} ms`);

  console.log('Rainy season (1 June - 30 September), longest gap between usable points (budget with fill=radar: <= 12 days)');
  console.log(`  ${'field'.padEnd(16)} ${'year'.padEnd(5)} ${'optical'.padStart(8)} ${'fused'.padStart(6)} ${'points (optical + estimates)'.padStart(30)}  fit`);
  let worstFused = 0;
  let worstOptical = 0;
  for (const field of fields) {
    for (const year of years) {
      const optical = await series(stage.url, owner.idToken, field.id, year, false);
      const filled = await series(stage.url, owner.idToken, field.id, year, true);
      const start = `${year}-06-01`;
      const end = `${year}-09-30`;
      const opticalGap = longestGap(optical.C0.map((entry) => entry.date), start, end);
      const fusedGap = longestGap(filled.C0.map((entry) => entry.date), start, end);
      worstFused = Math.max(worstFused, fusedGap);
      worstOptical = Math.max(worstOptical, opticalGap);
      const estimates = filled.C0.filter((entry) => entry.source === 'radar-estimate').length;
      const fit = filled.fusion ? `${filled.fusion.scope} ${filled.fusion.quality} r2 ${filled.fusion.r2?.toFixed(2) ?? '-'} (${filled.fusion.pairs} pairs)` : 'none';
      console.log(`  ${field.name.padEnd(16)} ${String(year).padEnd(5)} ${`${opticalGap} d`.padStart(8)} ${`${fusedGap} d`.padStart(6)} ${`${filled.C0.length - estimates} + ${estimates}`.padStart(30)}  ${fit}`);
    }
  }
  console.log(`  worst: optical only ${worstOptical} days, with fill=radar ${worstFused} days`);
} finally {
  await stage.stop();
  await rm(dataDir, { recursive: true, force: true });
}
