/**
 * No single request stalls the service (security item 4): the worst requests within the caps, each while GET
 * /health/ is polled through the same local stage (one Node process of its own, like one busy Lambda host; the
 * client runs in this one); prints the longest the stage's event loop was held during each (budget: < 200 ms), and
 * the slowest health answer meanwhile:
 *  - a drawn field of 10,000 vertices (the per-field cap), then the same field drawn again (the duplicate check);
 *  - a drawn polygon of 1,000 four-point rings (the ring cap): the same square repeated (about 34 KB, refused as
 *    crossing itself), and a boundary with 999 thin holes stacked in one column, whose edges all overlap in
 *    longitude (it passes the polygon rules, then a trial team's farm-area cap answers 409);
 *  - an upload of 5 polygons of 10,000 vertices (the file cap of 50,000), parsed and checked by the worker.
 * Run: NODE_OPTIONS=--openssl-legacy-provider npx tsx test/bench/stall.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FIELD_LIMITS } from '../../shared/domain/fields';
import { FieldUpload, FieldUploadTicket } from '../../shared/api/schemas/fields';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import { startChildStage, type ChildStage } from './stage-child';

process.env.LOG_LEVEL ??= 'warn';

/** A closed ring of `vertices` corners around (lon, lat): about 12 ha at radius 0.002. */
export function circleRing(lon: number, lat: number, vertices: number, radius = 0.002): [number, number][] {
  const ring = Array.from({ length: vertices }, (_, i): [number, number] => {
    const angle = (2 * Math.PI * i) / vertices;
    return [Number((lon + radius * Math.cos(angle)).toFixed(9)), Number((lat + radius * Math.sin(angle)).toFixed(9))];
  });
  return [...ring, ring[0] ?? [lon, lat]];
}

interface Held {
  /** The longest the stage's event loop was held while `work` ran (the budget: < 200 ms). */
  loopMs: number;
  /** The slowest GET /health/ answer meanwhile: the loop hold plus the health route's own probes. */
  maxMs: number;
  probes: number;
}

/** How long the stage was held while `work` runs: its event loop's longest hold, and GET /health/ polled back to back. */
async function slowestHealthDuring(stage: ChildStage, work: () => Promise<unknown>): Promise<Held> {
  const stageUrl = stage.url;
  await stage.loopMaxMs();
  let running = true;
  let maxMs = 0;
  let probes = 0;
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${stageUrl}/api/health/`)).arrayBuffer();
      maxMs = Math.max(maxMs, performance.now() - started);
      probes += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  try {
    await work();
  } finally {
    running = false;
    await poll;
  }
  return { loopMs: await stage.loopMaxMs(), maxMs, probes };
}

const held = (h: Held) => `${h.loopMs.toFixed(0)} ms; slowest GET /health/ ${h.maxMs.toFixed(0)} ms over ${h.probes} probes`;

async function uploadAndWait(stageUrl: string, owner: Owner, fileName: string, bytes: Buffer): Promise<FieldUpload> {
  const asked = await api(stageUrl, 'POST', '/field/upload/', { token: owner.session.idToken, body: { team: owner.teamId, file_name: fileName, file_size: bytes.length } });
  const ticket = FieldUploadTicket.parse(asked.body);
  await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(bytes) }).then((response) => response.arrayBuffer());
  for (;;) {
    const job = FieldUpload.parse((await api(stageUrl, 'GET', `/field/upload/${ticket.upload.id}/`, { token: owner.session.idToken })).body);
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function benchStall(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-bench-stall-'));
  const stage = await startChildStage({ port: 0, dataDir, queueVisibilitySeconds: 30 });
  try {
    const owner = await newOwner(stage.url, stage.sesEndpoint, 'stall');
    const cap = FIELD_LIMITS.maxVerticesPerField;
    // Warm the function modules, as a warm Lambda would be.
    await api(stage.url, 'POST', '/field/draw/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Warm', coordinates: circleRing(6, 8, 100) } });

    let drawStatus = 0;
    const draw = await slowestHealthDuring(stage, async () => {
      const started = performance.now();
      const answer = await api(stage.url, 'POST', '/field/draw/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Dense', coordinates: circleRing(6.1, 8.1, cap) } });
      drawStatus = answer.status;
      console.log(`  draw of ${cap.toLocaleString('en-US')} vertices answered ${answer.status} in ${(performance.now() - started).toFixed(0)} ms`);
    });
    console.log(`Worst draw within the caps (budget: event loop held < 200 ms): held ${held(draw)} (draw ${drawStatus})`);

    // The same dense field drawn again: compared with the first (the duplicate rule) and refused until confirmed.
    let againStatus = 0;
    const again = await slowestHealthDuring(stage, async () => {
      const started = performance.now();
      const answer = await api(stage.url, 'POST', '/field/draw/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Dense again', coordinates: circleRing(6.1, 8.1, cap - 1) } });
      againStatus = answer.status;
      console.log(`  the same ${cap.toLocaleString('en-US')}-vertex field drawn again answered ${answer.status} in ${(performance.now() - started).toFixed(0)} ms`);
    });
    console.log(`Worst duplicate draw (budget: event loop held < 200 ms): held ${held(again)} (draw ${againStatus})`);

    const square = (lon: number, lat: number, d: number): [number, number][] => [[lon, lat], [lon + d, lat], [lon + d, lat + d], [lon, lat + d], [lon, lat]];
    const thin = (i: number): [number, number][] => {
      const [lon, lat] = [6.301, 8.3001 + i * 0.00004];
      return [[lon, lat], [lon + 0.048, lat], [lon + 0.048, lat + 0.00002], [lon, lat + 0.00002], [lon, lat]];
    };
    const ringCases: [string, [number, number][][]][] = [
      ['1,000 copies of one four-point ring', Array.from({ length: 1000 }, () => square(6.2, 8.2, 0.001))],
      ['a boundary with 999 stacked thin holes', [square(6.3, 8.3, 0.05), ...Array.from({ length: 999 }, (_, i) => thin(i))]],
    ];
    let worstRings: Held | undefined;
    for (const [label, coordinates] of ringCases) {
      const body = { team: owner.teamId, name: 'Rings', geometry: { type: 'Polygon', coordinates } };
      let status = 0;
      const rings = await slowestHealthDuring(stage, async () => {
        const started = performance.now();
        status = (await api(stage.url, 'POST', '/field/draw/', { token: owner.session.idToken, body })).status;
        console.log(`  draw of ${label} (${(JSON.stringify(body).length / 1024).toFixed(0)} KB) answered ${status} in ${(performance.now() - started).toFixed(0)} ms`);
      });
      console.log(`  held ${held(rings)}`);
      if (!worstRings || rings.loopMs > worstRings.loopMs) worstRings = rings;
    }
    if (worstRings) console.log(`Worst many-ring draw within the caps (budget: event loop held < 200 ms): held ${held(worstRings)}`);

    const perPolygon = Math.floor(FIELD_LIMITS.maxVerticesPerFile / 5);
    const features = Array.from({ length: 5 }, (_, i) => ({
      type: 'Feature',
      properties: { name: `Dense ${i + 1}` },
      geometry: { type: 'Polygon', coordinates: [circleRing(6.2 + i * 0.01, 8.2, perPolygon - 1)] },
    }));
    const file = Buffer.from(JSON.stringify({ type: 'FeatureCollection', features }));
    let uploadStatus = '';
    const upload = await slowestHealthDuring(stage, async () => {
      const started = performance.now();
      const job = await uploadAndWait(stage.url, owner, 'dense.geojson', file);
      uploadStatus = `${job.status}, ${job.fields.length} fields`;
      console.log(`  upload of 5 x ${(perPolygon - 1).toLocaleString('en-US')} vertices ${job.status} in ${(performance.now() - started).toFixed(0)} ms`);
    });
    console.log(`Worst upload within the caps (budget: event loop held < 200 ms): held ${held(upload)} (${uploadStatus})`);
  } finally {
    await stage.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await benchStall();
