/**
 * Measures what the background work costs in DynamoDB on DynamoDB Local, with the product's own code: the index
 * worker's handler for one scene over a team of bench fields (every index, stored), then the planner over the same
 * team against the STAC stand-in: its first run (a backfill), a quiet tick (no new scene) and a tick that finds one
 * new scene. Every call asks for ReturnConsumedCapacity, so the units are DynamoDB's own; stored items are read
 * back raw and sized as DynamoDB bills them. Writes test/bench/cost/measured.json, which `npm run cost` reads.
 * Run: npm run cost:measure (COST_FIELDS=30 for more fields)
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { statsTableName, tableName } from '../../../infra/local/names';
import { startBenchStore } from '../bench-store';
import { mgrsTileOf } from '../../../functions/imagery/stac/mgrs-tiles';
import { SCENE_DIR, ensureScene, sceneWith } from '../imagery/field-stats';
import { benchFields } from '../imagery/worker';
import { tileSearchDeps, tileStac } from '../../support/tile-stac';
import { itemBytes } from './item-size';
import { type MeasuredFigures, MEASURED_FILE } from './measured-figures';

const FIELDS = Number(process.env.COST_FIELDS ?? 20);

interface Tally {
  read: number;
  write: number;
  calls: number;
}
const tally = (): Tally => ({ read: 0, write: 0, calls: 0 });
let current = tally();

const WRITES = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

/** The units of one consumed-capacity answer (DynamoDB Local gives the total only: the command says read or write). */
function add(command: string, consumed: unknown): void {
  const list = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
  const units = (list as Array<{ CapacityUnits?: number }>).reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
  if (WRITES.test(command)) current.write += units;
  else current.read += units;
}

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

async function main(): Promise<void> {
  ensureScene();
  const store = await startBenchStore('cost-measure', 'error');
  try {
    const { ddb } = await import('../../../functions/core/db/client');
    // Every call of the product's client asks for its consumed capacity, and the answer is counted.
    ddb.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as Record<string, unknown>;
        input.ReturnConsumedCapacity = 'TOTAL';
        const result = await next(args);
        current.calls++;
        add(String(context.commandName), (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity);
        return result;
      },
      { step: 'initialize', name: 'countCapacity' },
    );
    const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db } = await import('../../../functions/core/db/service');
    const { encodeRings } = await import('../../../functions/core/fields/polyline');
    const { boundaryHashOf } = await import('../../../functions/core/imagery/field-shape');
    const { handler } = await import('../../../functions/events/index-job');
    const { closeWorkerPool } = await import('../../../functions/core/imagery/index-worker');
    const { planTeam } = await import('../../../functions/core/imagery/index-jobs');

    const scene = sceneWith((band) => path.join(SCENE_DIR, `${band}.tif`));
    const teamId = 'COSTTEAM';
    const bench = benchFields(FIELDS);
    const fields = bench.map((entry, i) => {
      const boundary = encodeRings(entry.geometry.coordinates as Array<Array<[number, number]>>);
      const [w, s, e, n] = entry.field.bbox;
      return { teamId, fieldId: `F${String(i).padStart(4, '0')}`, name: `Bench ${i}`, groupName: 'Bench', boundary, sizeHa: 1, centroid: [(w + e) / 2, (s + n) / 2] as [number, number] };
    });
    await db().entities.team.put({ teamId, name: 'Cost', ownerId: 'U1', adminApproved: true }).go();
    await db().entities.field.put(fields).go();

    // Index jobs: one message per (field, scene), as the planner sends them.
    const events: SQSEvent[] = fields.map((field, i) => ({
      Records: [
        {
          messageId: `m${i}`,
          receiptHandle: '',
          body: JSON.stringify({ v: 1, teamId, fieldId: field.fieldId, date: scene.date, boundaryHash: boundaryHashOf(field.boundary), scenes: [scene] }),
          attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 'cost', ApproximateFirstReceiveTimestamp: '0' },
          messageAttributes: {},
          md5OfBody: '',
          eventSource: 'aws:sqs',
          eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:cost',
          awsRegion: 'us-east-1',
        },
      ],
    }));
    // One job first, untimed (module and pool warm-up stand for a cold start, not for each job).
    await handler(events[0] as SQSEvent);
    current = tally();
    const started = performance.now();
    const timed = new Map<string, number>();
    for (const [i, event] of events.entries()) {
      if (i === 0) continue;
      const jobStart = performance.now();
      const answer = await handler(event);
      timed.set(fields[i]?.fieldId ?? '', performance.now() - jobStart);
      if (answer.batchItemFailures.length > 0) throw new Error('an index job failed');
    }
    const jobMs = (performance.now() - started) / (events.length - 1);
    const jobs = { ...current };
    await closeWorkerPool();
    if (process.env.COST_DEBUG) console.log('jobs', JSON.stringify(jobs));

    // The planner over the same team: the tile's scenes every 5 days for a year before the scene's day.
    const tiles = [...new Set(fields.map((field) => mgrsTileOf(field.centroid[0], field.centroid[1]) as string))];
    const now = new Date(`${scene.date}T18:00:00Z`);
    const stac = tileStac({ tiles, from: '2023-06-01', to: '2024-12-31' });
    const deps = (at: Date) => ({ search: tileSearchDeps(stac.client, at), send: async () => undefined, sendPlans: async () => undefined, now: () => at });
    const tick = async (at: Date): Promise<Tally> => {
      current = tally();
      const plans = await planTeam(teamId, deps(at));
      if (process.env.COST_DEBUG) console.log(JSON.stringify(plans.slice(0, 3)), JSON.stringify(current));
      return { ...current };
    };
    const first = await tick(now);
    // Steady state: the worker has stored every sent day and a tick has taken them off the cursors.
    const { data: backfilled } = await db().entities.indexPlan.query.byTeam({ teamId }).go({ pages: 'all' });
    await db().entities.indexPlan.put(backfilled.map((cursor) => ({ ...cursor, pending: [] }))).go();
    const quiet = await tick(now);
    const later = new Date(now.getTime() + 5 * 86_400_000);
    const newScene = await tick(later);
    const quietStart = performance.now();
    await tick(later);
    const tickMs = performance.now() - quietStart;

    // The stored items, raw, sized as DynamoDB bills them, by entity.
    const sizes = new Map<string, number[]>();
    for (const table of [tableName(), statsTableName()]) {
      let start: Record<string, unknown> | undefined;
      do {
        const page = await ddb.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
        for (const item of page.Items ?? []) {
          const entity = String(item.__edb_e__);
          sizes.set(entity, [...(sizes.get(entity) ?? []), itemBytes(item)]);
        }
        start = page.LastEvaluatedKey;
      } while (start);
    }
    // The same statistics in the first shape (long names, the histogram's bins as objects), as it was written.
    const { statsDb } = await import('../../../functions/core/db/service');
    const { histogramBins } = await import('../../../functions/core/imagery/stat-store');
    const { data: stored } = await statsDb().entities.fieldIndexStat.query.byField({ teamId }).go({ pages: 'all' });
    const firstShape = stored.map((item) => {
      const { Item } = db().entities.legacyFieldIndexStat.put({ ...item, histogram: JSON.stringify(histogramBins(item.histogram)) }).params() as { Item: Record<string, unknown> };
      return itemBytes(Item);
    });
    const mean = (values: number[] | undefined) => (values && values.length > 0 ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : 0);

    // Job time against the field's area (least squares), so the model can scale a job with the hectares asked for.
    const points = stored.filter((item) => item.index === 'NDVI' && timed.has(item.fieldId)).map((item) => [item.areaHa, timed.get(item.fieldId) ?? 0] as const);
    const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
    const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
    const slope = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0) / Math.max(1e-9, points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0));
    const previous = JSON.parse(await readFile(MEASURED_FILE, 'utf8').catch(() => '{}')) as Partial<MeasuredFigures>;
    const perField = (value: number) => round(value / FIELDS, 4);
    const figures: MeasuredFigures = {
      ...previous,
      measuredAt: new Date().toISOString().slice(0, 10),
      how: `test/bench/cost/measure.ts: ${FIELDS} bench fields (5 to 60 ha) on DynamoDB Local with ReturnConsumedCapacity=TOTAL; durations on this machine (${process.arch}, not pinned), pessimistic next to Lambda`,
      indexJob: {
        writeUnits: round(jobs.write / (events.length - 1)),
        readUnits: round(jobs.read / (events.length - 1)),
        ms: Math.round(jobMs),
        meanAreaHa: round(meanX, 1),
        msPerHa: round(Math.max(0, slope), 2),
        fixedMs: Math.round(Math.max(0, meanY - Math.max(0, slope) * meanX)),
        source: 'index worker handler, one SQS message per (field, day), all five indices stored (statistics and latest values); msPerHa 0: no measurable dependence on the area between 5 and 60 ha (a job reads whole 1024 px COG tiles)',
      },
      plannerTick: {
        quietReadUnitsPerField: perField(quiet.read),
        quietWriteUnitsPerField: perField(quiet.write),
        newSceneReadUnitsPerField: perField(newScene.read),
        newSceneWriteUnitsPerField: perField(newScene.write),
        backfillWriteUnitsPerField: perField(first.write),
        msPerField: round(tickMs / FIELDS, 2),
        source: 'planTeam with the table store against the STAC stand-in: a quiet tick and a tick that finds one new scene',
      },
      itemBytes: {
        statistic: mean(sizes.get('stat')),
        statisticFirstShape: mean(firstShape),
        latest: mean(sizes.get('fieldIndexLatest')),
        cursor: mean(sizes.get('indexPlan')),
        field: mean(sizes.get('field')),
        source: 'items stored by the run above, read back raw and sized with test/bench/cost/item-size.ts',
      },
    };
    await writeFile(MEASURED_FILE, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await store.stop();
  }
}

await main();
