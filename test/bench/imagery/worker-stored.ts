/**
 * The index worker's own handler for one new scene and a team of 200 fields: one SQS event per (field, scene)
 * message (the queue's batch size is 1), in the order the planner sends them, each computing all five indices
 * and storing them (statistics, latest values) in DynamoDB Local. Under `taskset -c 0` the DynamoDB Local JVM is
 * pinned to the same core, so this is pessimistic next to a Lambda talking to DynamoDB.
 */
import path from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { startBenchStore } from '../bench-store';
import { SCENE_DIR, ensureScene, sceneWith } from './field-stats';
import { benchFields } from './worker';

export async function benchStoredWorker(fieldCount = 200): Promise<{ fields: number; stored: number; ms: number; cpuMs: number; perJobMs: number }> {
  ensureScene();
  const store = await startBenchStore('bench-worker', 'warn');
  try {
    // The functions read their endpoint and table when first used: import them once the environment is set.
    const { db } = await import('../../../functions/core/db/service');
    const { encodeRings } = await import('../../../functions/core/fields/polyline');
    const { boundaryHashOf } = await import('../../../functions/core/imagery/field-shape');
    const { handler } = await import('../../../functions/events/index-job');
    const { closeWorkerPool } = await import('../../../functions/core/imagery/index-worker');
    const scene = sceneWith((band) => path.join(SCENE_DIR, `${band}.tif`));
    const teamId = 'BENCHTEAM';
    const fields = benchFields(fieldCount).map((entry, i) => {
      const boundary = encodeRings(entry.geometry.coordinates as Array<Array<[number, number]>>);
      const [w, s, e, n] = entry.field.bbox;
      return { teamId, fieldId: `F${String(i).padStart(4, '0')}`, name: `Bench ${i}`, groupName: 'Bench', boundary, sizeHa: 1, centroid: [(w + e) / 2, (s + n) / 2] };
    });
    await db().entities.field.put(fields).go();
    const events: SQSEvent[] = fields.map((field, i) => ({
      Records: [
        {
          messageId: `m${i}`,
          receiptHandle: '',
          body: JSON.stringify({ v: 1, teamId, fieldId: field.fieldId, date: scene.date, boundaryHash: boundaryHashOf(field.boundary), scenes: [scene] }),
          attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 'bench', ApproximateFirstReceiveTimestamp: '0' },
          messageAttributes: {},
          md5OfBody: '',
          eventSource: 'aws:sqs',
          eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:bench',
          awsRegion: 'us-east-1',
        },
      ],
    }));
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (const event of events) {
      const answer = await handler(event);
      if (answer.batchItemFailures.length > 0) throw new Error(`job ${event.Records[0]?.messageId} failed`);
    }
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    await closeWorkerPool();
    const { data } = await db().entities.fieldIndexLatest.query.byTeam({ teamId }).go({ pages: 'all' });
    return { fields: fields.length, stored: data.length, ms: Math.round(ms), cpuMs: Math.round((used.user + used.system) / 1000), perJobMs: Math.round(ms / fields.length) };
  } finally {
    await store.stop();
  }
}
