/**
 * Field budgets (issue 5), measured on a local stage of its own (free ports, a temporary data folder):
 *  - a 5,000-vertex shapefile (zipped, UTM 32N .prj) parsed and stored in under 2 s: presigned PUT -> S3 event ->
 *    queue -> parser -> DynamoDB, timed from the PUT until the upload job reads succeeded;
 *  - GET /field/ for a team of 1,000 fields, p95 under 100 ms through the local gateway.
 * Run: NODE_OPTIONS=--openssl-legacy-provider npx tsx test/bench/fields.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startLocalStage } from '../../infra/local/stage';
import { WEB_DIST } from '../../infra/local/web-build';
import { prepareFields } from '../../functions/core/fields/prepare-fields';
import { readFieldFile } from '../../functions/core/fields/read-field-file';
import { FieldUpload, FieldUploadTicket } from '../../shared/api/schemas/fields';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import { UTM_32N_PRJ, shapefile, zippedShapefile, type XY } from '../fixtures/field-files';

process.env.LOG_LEVEL ??= 'warn';

/** A closed ring of `vertices` corners around a centre, clockwise (shapefile order). */
function circle(x: number, y: number, radius: number, vertices: number): XY[] {
  const ring = Array.from({ length: vertices }, (_, i): XY => {
    const angle = (-2 * Math.PI * i) / vertices;
    return [x + radius * Math.cos(angle), y + radius * Math.sin(angle)];
  });
  return [...ring, ring[0] ?? [x, y]];
}

/** 10 fields of 500 vertices each, about 7 ha apiece, in UTM 32N near the default centre. */
function fiveThousandVertexShapefile(): Buffer {
  const polygons = Array.from({ length: 10 }, (_, i) => [circle(464_000 + i * 400, 1_004_000, 150, 500)]);
  return zippedShapefile('dense', shapefile(polygons, polygons.map((_, i) => ({ NAME: `Dense ${i + 1}` }))), UTM_32N_PRJ);
}

/** 500 small fields (24 vertices, about 0.3 ha) as GeoJSON, on a grid starting at `lon`. */
function fiveHundredFields(lon: number): Buffer {
  const features = Array.from({ length: 500 }, (_, i) => {
    const ring = circle(lon + (i % 25) * 0.001, 9 + Math.floor(i / 25) * 0.001, 0.0003, 24).reverse();
    return { type: 'Feature', properties: { name: `Plot ${i + 1}` }, geometry: { type: 'Polygon', coordinates: [ring] } };
  });
  return Buffer.from(JSON.stringify({ type: 'FeatureCollection', features }));
}

async function uploadAndWait(stageUrl: string, owner: Owner, fileName: string, bytes: Buffer): Promise<{ ms: number; job: FieldUpload }> {
  const asked = await api(stageUrl, 'POST', '/field/upload/', {
    token: owner.session.idToken,
    body: { team: owner.teamId, file_name: fileName, file_size: bytes.length },
  });
  const ticket = FieldUploadTicket.parse(asked.body);
  const started = performance.now();
  await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(bytes) }).then((response) => response.arrayBuffer());
  for (;;) {
    const job = FieldUpload.parse((await api(stageUrl, 'GET', `/field/upload/${ticket.upload.id}/`, { token: owner.session.idToken })).body);
    if (job.status === 'succeeded' || job.status === 'failed') return { ms: performance.now() - started, job };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export async function benchFields(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-bench-fields-'));
  const stage = await startLocalStage({ port: 0, dataDir, webDist: WEB_DIST, queueVisibilitySeconds: 30 });
  try {
    const owner = await newOwner(stage.url, stage.sesEndpoint, 'bench');

    const dense = fiveThousandVertexShapefile();
    const parseStarted = performance.now();
    const prepared = prepareFields(readFieldFile(dense, 'dense.zip'), { fallbackName: 'dense', groupName: 'All' });
    const parseMs = performance.now() - parseStarted;
    const vertices = prepared.fields.reduce((sum, field) => sum + field.polygon.coordinates[0]!.length - 1, 0);
    const stored = await uploadAndWait(stage.url, owner, 'dense.zip', dense);
    console.log(
      `5,000-vertex shapefile (budget: < 2000 ms): ${vertices} vertices in ${prepared.fields.length} fields; ` +
        `parse+validate ${parseMs.toFixed(0)} ms in-process; PUT -> stored ${stored.ms.toFixed(0)} ms (${stored.job.status})`,
    );

    const team = await newOwner(stage.url, stage.sesEndpoint, 'thousand');
    for (const lon of [8.5, 8.6]) {
      const { job } = await uploadAndWait(stage.url, team, `plots-${lon}.geojson`, fiveHundredFields(lon));
      if (job.status !== 'succeeded') throw new Error(`setup upload failed: ${job.message}`);
    }
    const list = async () => {
      const started = performance.now();
      // As a browser asks: compressed if the gateway can (fetch decompresses; content-length is the wire size).
      const response = await fetch(`${stage.url}/api/field/`, {
        headers: { authorization: `Bearer ${team.session.idToken}`, 'accept-encoding': 'br, gzip' },
      });
      const text = await response.text();
      const wire = Number(response.headers.get('content-length') ?? text.length);
      return { ms: performance.now() - started, text, wire, encoding: response.headers.get('content-encoding') ?? 'identity' };
    };
    let wire = 0;
    let encoding = '';
    const report = (label: string, times: number[], text: string) => {
      times.sort((a, b) => a - b);
      console.log(
        `GET /field/ with ${(JSON.parse(text) as unknown[]).length} fields, ${label} (budget: p95 < 100 ms): ` +
          `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${(times.at(-1) ?? NaN).toFixed(0)} ms ` +
          `over ${times.length} requests; ${(text.length / 1024).toFixed(0)} KB of JSON, ${(wire / 1024).toFixed(0)} KB sent (${encoding})`,
      );
    };
    // Unchanged list: the version check and the warm Lambda's copy. The first requests warm the module and sockets.
    const steady: number[] = [];
    let last = '';
    for (let i = 0; i < 110; i += 1) {
      const answer = await list();
      if (i >= 10) steady.push(answer.ms);
      ({ text: last, wire, encoding } = answer);
    }
    report('unchanged', steady, last);
    // After each change (a rename, not timed): the list one version behind reads just the renamed field again.
    const fieldId = (JSON.parse(last) as { id: string }[])[0]?.id ?? '';
    const changed: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      await api(stage.url, 'PATCH', `/field/${fieldId}/update/`, { token: team.session.idToken, body: { name: `Renamed ${i}` } });
      const answer = await list();
      changed.push(answer.ms);
      ({ text: last, wire, encoding } = answer);
    }
    report('each read after a change', changed, last);
  } finally {
    await stage.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFields();
