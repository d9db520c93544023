/**
 * The field parser's share of an upload at the file cap (FIELD_LIMITS.maxVerticesPerFile, 50,000 vertices): the
 * parser's own code (read the file, then prepare: reproject, validate, repair, name) on a zipped shapefile in UTM
 * 32N and a KML, each as 500 fields of 100 vertices (the feature cap) and as 5 fields of 10,000 (the field cap).
 * Prints the time and the memory each takes, then the whole upload of the 500-field files on a local stage (PUT ->
 * S3 event -> queue -> parser: parse, duplicates, placement, the store's writes), against the parser's timeout
 * (FIELD_PARSER_TIMEOUT_SECONDS).
 * Run: NODE_OPTIONS=--openssl-legacy-provider npx tsx test/bench/field-parse.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startLocalStage } from '../../infra/local/stage';
import { WEB_DIST } from '../../infra/local/web-build';
import { prepareFieldsInTurns } from '../../functions/core/fields/prepare-fields';
import { FieldUpload, FieldUploadTicket } from '../../shared/api/schemas/fields';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import { readFieldFile } from '../../functions/core/fields/read-field-file';
import { FIELD_LIMITS } from '../../shared/domain/fields';
import { FIELD_PARSER_TIMEOUT_SECONDS } from '../../shared/platform';
import { UTM_32N_PRJ, farmAsKml, shapefile, zippedShapefile, type XY } from '../fixtures/field-files';

process.env.LOG_LEVEL ??= 'warn';

/** A closed ring of `vertices` corners around a centre, clockwise (shapefile order); reversed for KML. */
function circle(x: number, y: number, radius: number, vertices: number): XY[] {
  const ring = Array.from({ length: vertices }, (_, i): XY => {
    const angle = (-2 * Math.PI * i) / vertices;
    return [x + radius * Math.cos(angle), y + radius * Math.sin(angle)];
  });
  return [...ring, ring[0] ?? [x, y]];
}

interface Shape {
  label: string;
  fields: number;
  verticesPerField: number;
  /** Radius of each (round) field in metres, and the grid's spacing. */
  radiusM: number;
  spacingM: number;
}

const SHAPES: Shape[] = [
  // About 0.3 ha each (a smallholder's plot), 140 ha in all: within a new team's farm-area limit.
  { label: `${FIELD_LIMITS.maxFeatures} fields x 100 vertices`, fields: FIELD_LIMITS.maxFeatures, verticesPerField: 100, radiusM: 30, spacingM: 100 },
  // About 30 ha each: vertices 2 cm apart in a shapefile and 20 cm in KML (Google Earth's 6 decimals keep them apart).
  {
    label: `5 fields x ${FIELD_LIMITS.maxVerticesPerField.toLocaleString('en')} vertices`,
    fields: 5,
    verticesPerField: FIELD_LIMITS.maxVerticesPerField,
    radiusM: 320,
    spacingM: 1000,
  },
];

const METRES_PER_DEGREE = 111_320;

/** Fields on a grid in UTM 32N near 8.68 E, 9.08 N (metres). */
function shapefileZip(shape: Shape): Buffer {
  const at = (i: number) => [464_000 + (i % 25) * shape.spacingM, 1_004_000 + Math.floor(i / 25) * shape.spacingM] as const;
  const polygons = Array.from({ length: shape.fields }, (_, i) => [circle(...at(i), shape.radiusM, shape.verticesPerField)]);
  return zippedShapefile('cap', shapefile(polygons, polygons.map((_, i) => ({ NAME: `Cap ${i + 1}` }))), UTM_32N_PRJ);
}

/** The same grid in degrees near 8.6 E, 9.0 N, as Google Earth saves KML (6 decimals, an altitude on every vertex). */
function kml(shape: Shape): Buffer {
  const step = shape.spacingM / METRES_PER_DEGREE;
  const fields = Array.from({ length: shape.fields }, (_, i) => ({
    name: `Cap ${i + 1}`,
    ring: circle(8.6 + (i % 25) * step, 9.0 + Math.floor(i / 25) * step, shape.radiusM / METRES_PER_DEGREE, shape.verticesPerField).reverse(),
  }));
  return Buffer.from(farmAsKml(fields));
}

/** Runs `work` while sampling the process's resident memory; the peak above what it was before, in MB. */
async function measured(work: () => Promise<number>): Promise<{ ms: number; peakMb: number; vertices: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const vertices = await work();
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms, peakMb: (peak - before) / 1024 / 1024, vertices };
}

async function parse(bytes: Buffer, fileName: string): Promise<number> {
  const prepared = await prepareFieldsInTurns(readFieldFile(bytes, fileName), { fallbackName: 'cap', groupName: 'All' });
  if (prepared.refused.length > 0) throw new Error(`${fileName}: ${prepared.refused.length} fields refused (${JSON.stringify(prepared.refused[0])})`);
  return prepared.fields.reduce((sum, field) => sum + field.polygon.coordinates.reduce((rings, ring) => rings + ring.length - 1, 0), 0);
}

console.log(`Field parser at the file cap (${FIELD_LIMITS.maxVerticesPerFile.toLocaleString('en')} vertices; timeout ${FIELD_PARSER_TIMEOUT_SECONDS} s)`);
// A first parse loads the projection and validation code, as a cold parser would.
await parse(shapefileZip({ label: 'warm-up', fields: 2, verticesPerField: 10, radiusM: 30, spacingM: 100 }), 'warm.zip');
for (const shape of SHAPES) {
  for (const [format, fileName, bytes] of [
    ['shapefile', 'cap.zip', shapefileZip(shape)],
    ['KML', 'cap.kml', kml(shape)],
  ] as const) {
    const runs: Array<Awaited<ReturnType<typeof measured>>> = [];
    for (let i = 0; i < 3; i++) runs.push(await measured(() => parse(bytes, fileName)));
    const worst = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
    const peakMb = Math.max(...runs.map((run) => run.peakMb));
    console.log(
      `  ${format.padEnd(9)} ${shape.label.padEnd(28)} ${(bytes.length / 1024).toFixed(0).padStart(5)} KB  ${String(worst.vertices).padStart(6)} vertices  ` +
        `parse ${worst.ms.toFixed(0).padStart(5)} ms (worst of 3)  memory +${peakMb.toFixed(0)} MB`,
    );
  }
}

/** PUT -> a finished job, and the part of it the parser had the job (from when it read 'processing'). */
async function uploadAndWait(stageUrl: string, owner: Owner, fileName: string, bytes: Buffer): Promise<{ ms: number; parserMs: number; job: FieldUpload }> {
  const asked = await api(stageUrl, 'POST', '/field/upload/', { token: owner.session.idToken, body: { team: owner.teamId, file_name: fileName, file_size: bytes.length } });
  const ticket = FieldUploadTicket.parse(asked.body);
  const started = performance.now();
  await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(bytes) }).then((response) => response.arrayBuffer());
  let processingSince: number | undefined;
  for (;;) {
    const job = FieldUpload.parse((await api(stageUrl, 'GET', `/field/upload/${ticket.upload.id}/`, { token: owner.session.idToken })).body);
    const now = performance.now();
    if (job.status === 'processing') processingSince ??= now;
    if (job.status === 'succeeded' || job.status === 'failed') return { ms: now - started, parserMs: now - (processingSince ?? started), job };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldwatch-bench-parse-'));
const stage = await startLocalStage({ port: 0, dataDir, webDist: WEB_DIST });
try {
  const [many] = SHAPES;
  if (!many) throw new Error('no shape');
  for (const [format, fileName, bytes] of [
    ['shapefile', 'cap.zip', shapefileZip(many)],
    ['KML', 'cap.kml', kml(many)],
  ] as const) {
    // A team of its own each time: the second file's fields would be duplicates of the first's otherwise.
    const owner = await newOwner(stage.url, stage.sesEndpoint, `parse${format.toLowerCase()}`);
    const { ms, parserMs, job } = await uploadAndWait(stage.url, owner, fileName, bytes);
    const stored = job.status === 'succeeded' ? `${job.fields.length} fields stored` : `failed: ${job.message}`;
    console.log(`  ${format.padEnd(9)} ${many.label.padEnd(28)} PUT -> stored ${(ms / 1000).toFixed(1)} s on the local stage, ${(parserMs / 1000).toFixed(1)} s of it processing (${stored})`);
  }
} finally {
  await stage.stop();
  await rm(dataDir, { recursive: true, force: true });
}
