/**
 * Farm summary budget (issue 15): GET /field/summary/ for a team of 200 fields, each with its stored latest value
 * of every index (as the planner and worker leave them) and its detected season's stage (as the scheduled
 * precompute leaves it), in one request under 300 ms through the local gateway.
 * Then the field report of a new field over the demo farm: its first request computes the period and the same
 * period of the 5 previous years (nothing stored), the next reads them back.
 * A stage of its own (free ports, a temporary data folder), without schedules, so no engine work runs meanwhile.
 * Run: NODE_OPTIONS=--openssl-legacy-provider npx tsx test/bench/summary.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { db } from '../../functions/core/db/service';
import { boundaryHashOfField } from '../../functions/core/farm-summary/boundary-hash';
import { putFieldSeason } from '../../functions/core/season/season-store';
import { startLocalStage } from '../../infra/local/stage';
import { WEB_DIST } from '../../infra/local/web-build';
import { FarmSummaryList, FieldReport } from '../../shared/api/schemas/farm-summary';
import { Field, FieldUpload, FieldUploadTicket } from '../../shared/api/schemas/fields';
import { SCALAR_INDEX_IDS } from '../../shared/domain/indices';
import { api } from '../support/local-client';
import { newOwner } from '../support/teams';

process.env.LOG_LEVEL ??= 'warn';
const FIELDS = 200;

/** 200 square plots of about 0.8 ha on a grid near Zaria, as one GeoJSON upload. */
function plots(): Buffer {
  const features = Array.from({ length: FIELDS }, (_, i) => {
    const [lon, lat] = [7.7 + (i % 20) * 0.002, 11.1 + Math.floor(i / 20) * 0.002];
    const ring = [
      [lon, lat],
      [lon + 0.0009, lat],
      [lon + 0.0009, lat + 0.0009],
      [lon, lat + 0.0009],
      [lon, lat],
    ];
    return { type: 'Feature', properties: { name: `Plot ${i + 1}` }, geometry: { type: 'Polygon', coordinates: [ring] } };
  });
  return Buffer.from(JSON.stringify({ type: 'FeatureCollection', features }));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** The last three months' report of a 2.5 ha field drawn over the demo farm's maize, cold then warm. */
async function reportFigures(url: string, token: string, team: string): Promise<void> {
  const [lon, lat] = [8.6735, 9.0875];
  const ring = [[lon, lat], [lon + 0.0015, lat], [lon + 0.0015, lat + 0.0015], [lon, lat + 0.0015], [lon, lat]];
  const drawn = await api(url, 'POST', '/field/draw/', { token, body: { team, name: 'Report plot', coordinates: ring } });
  const field = Field.parse(drawn.body);
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 91 * 86_400_000).toISOString().slice(0, 10);
  const report = async () => {
    const started = performance.now();
    const answer = await api(url, 'GET', `/field/report/?field_id=${field.id}&start_date=${from}&end_date=${to}`, { token });
    if (answer.status !== 200) throw new Error(`GET /field/report/ answered ${answer.status}`);
    return { ms: performance.now() - started, report: FieldReport.array().parse(answer.body)[0] };
  };
  const cold = await report();
  const warm: number[] = [];
  for (let i = 0; i < 5; i += 1) warm.push((await report()).ms);
  warm.sort((a, b) => a - b);
  console.log(
    `GET /field/report/ ${from}..${to}, new field, 5 previous years: first (computing) ${cold.ms.toFixed(0)} ms, then p50 ${percentile(warm, 50).toFixed(0)} ms; ` +
      `performance ${cold.report?.performance.percentage ?? 'n/a'} % over years ${cold.report?.performance.years.join(', ') || 'none'}`,
  );
}

export async function benchSummary(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-bench-summary-'));
  // The demo data brings the base demo year's imagery, one of the report's previous years.
  const stage = await startLocalStage({ port: 0, dataDir, webDist: WEB_DIST, queueVisibilitySeconds: 30, schedules: false, demoData: true });
  try {
    const owner = await newOwner(stage.url, stage.sesEndpoint, 'summary');
    const token = owner.session.idToken;
    const bytes = plots();
    const ticket = FieldUploadTicket.parse((await api(stage.url, 'POST', '/field/upload/', { token, body: { team: owner.teamId, file_name: 'plots.geojson', file_size: bytes.length } })).body);
    await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(bytes) }).then((response) => response.arrayBuffer());
    for (;;) {
      const job = FieldUpload.parse((await api(stage.url, 'GET', `/field/upload/${ticket.upload.id}/`, { token })).body);
      if (job.status === 'failed') throw new Error(`setup upload failed: ${job.message}`);
      if (job.status === 'succeeded') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const fields = Field.array().parse((await api(stage.url, 'GET', '/field/', { token })).body);
    // The latest value of every index for every field, as the worker stores them for the current boundary.
    const latest = fields.flatMap((field) =>
      SCALAR_INDEX_IDS.map((index, i) => ({
        teamId: owner.teamId,
        fieldId: field.id,
        index,
        date: '2026-01-15',
        mean: 0.3 + i / 10,
        min: 0.1,
        max: 0.9,
        stDev: 0.05,
        validFraction: 0.97,
        lowConfidence: false,
        previousDate: '2026-01-10',
        previousMean: 0.28 + i / 10,
        boundaryHash: boundaryHashOfField(field),
      })),
    );
    const { unprocessed } = await db().entities.fieldIndexLatest.put(latest).go();
    if (unprocessed.length > 0) throw new Error(`${unprocessed.length} latest values were not written`);
    // This year's detected season of every field: sown 40 days ago, emerged 28 days ago (the stage the row shows).
    const year = new Date().getUTCFullYear();
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const evidence = { rule: 'bench', points: [] };
    for (let i = 0; i < fields.length; i += 25) {
      await Promise.all(
        fields.slice(i, i + 25).map((field) =>
          putFieldSeason({
            teamId: owner.teamId,
            fieldId: field.id,
            year,
            boundaryHash: boundaryHashOfField(field),
            detection: {
              landUse: 'crop',
              seasons: [{ season: 1, start: ago(40), end: null, peakValue: 0.7, amplitude: 0.45, confidence: 'high' }],
              events: [
                { kind: 'sowing', date: ago(40), confidence: 'high', season: 1, evidence },
                { kind: 'emergence', date: ago(28), confidence: 'medium', season: 1, evidence },
              ],
              message: null,
            },
            stage: 'emerging',
            detectedAt: new Date().toISOString(),
            pending: [],
          }),
        ),
      );
    }

    const list = async () => {
      const started = performance.now();
      const response = await fetch(`${stage.url}/api/field/summary/?index=NDVI`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`GET /field/summary/ answered ${response.status}: ${text.slice(0, 200)}`);
      return { ms: performance.now() - started, text };
    };
    const first = await list();
    const answer = FarmSummaryList.parse(JSON.parse(first.text));
    const withValue = answer.rows.filter((row) => row.result.indexValue !== null).length;
    const withStage = answer.rows.filter((row) => row.stage !== null).length;
    const times: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const { ms } = await list();
      if (i >= 10) times.push(ms);
    }
    times.sort((a, b) => a - b);
    console.log(
      `GET /field/summary/ with ${answer.rows.length} fields, ${withValue} with a stored value, ${withStage} with a stage (budget: < 300 ms, one request): ` +
        `first ${first.ms.toFixed(0)} ms, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${(times.at(-1) ?? NaN).toFixed(0)} ms ` +
        `over ${times.length} requests; ${(first.text.length / 1024).toFixed(0)} KB of JSON`,
    );
    await reportFigures(stage.url, token, owner.teamId);
  } finally {
    await stage.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSummary();
