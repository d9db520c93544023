import { CreateQueueCommand, DeleteMessageBatchCommand, ReceiveMessageCommand, SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '../../functions/core/db/service';
import { addDays, firstLookDay, today } from '../../functions/core/imagery/config';
import { type IndexJob, planTeam, plannerDeps, type PlannerDeps } from '../../functions/core/imagery/index-jobs';
import { queueBacklog } from '../../functions/core/imagery/index-queues';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/**
 * Backfills paced by the index-jobs queue's depth, on the local stage: the planner reads a queue's backlog through
 * the local SQS (GetQueueAttributes) and, while it is at or above the limit the workers drain in one planner period,
 * plans a new field's recent days only and keeps the older ones on the field's cursor; once the queue has drained,
 * the next run sends them. The cursors are read from the store after each run.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

/** The limit of this test's queue: three messages are one planner period of work. */
const LIMIT = 3;

describe('a new field planned while the index-jobs queue is deep', () => {
  let owner: Owner;
  let fieldId: string;
  let sqs: SQSClient;
  let queueUrl: string;

  beforeAll(async () => {
    sqs = new SQSClient({ endpoint: process.env.AWS_ENDPOINT_URL_SQS, region: process.env.AWS_REGION ?? 'us-east-1' });
    // A queue of its own, which no worker drains, stands for the stage's deep index-jobs queue.
    const created = await sqs.send(new CreateQueueCommand({ QueueName: `backlog-${Date.now()}` }));
    queueUrl = created.QueueUrl as string;
    owner = await newOwner(stageUrl, sesEndpoint, 'backfill');
    // On the demo imagery's footprint (a scene every 5 days over the stage's 60-day backfill).
    const drawn = await api(stageUrl, 'POST', '/field/draw/', {
      token: owner.session.idToken,
      body: { name: 'Backfill Plot', coordinates: [[8.6795, 9.0862], [8.683, 9.0862], [8.683, 9.089], [8.6795, 9.089], [8.6795, 9.0862]] },
    });
    expect(drawn.status).toBeLessThan(300);
    fieldId = (drawn.body as { id: string }).id;
  }, 60_000);
  afterAll(() => sqs.destroy());

  function planning(): { deps: PlannerDeps; sent: IndexJob[] } {
    const sent: IndexJob[] = [];
    // The optical days (the stage also plans radar passes, on their own cursor: radar-jobs.test.ts).
    return { sent, deps: { ...plannerDeps(), send: async (jobs) => void sent.push(...jobs.filter((job) => job.sensor !== 'radar')), backlog: () => queueBacklog(queueUrl, LIMIT) } };
  }
  const cursor = async () => (await db().entities.indexPlan.get({ teamId: owner.teamId, fieldId }).go()).data!;

  it('sends its recent days at once, defers the older ones on its cursor, and sends them once the queue has drained', async () => {
    await sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: [1, 2, 3, 4].map((n) => ({ Id: String(n), MessageBody: `job ${n}` })) }));
    await expect(queueBacklog(queueUrl, LIMIT)).resolves.toEqual({ messages: 4, limit: LIMIT });

    const recentFrom = addDays(today(), -30);
    const deep = planning();
    await planTeam(owner.teamId, deep.deps);
    const recent = deep.sent.map((job) => job.date);
    expect(recent.length).toBeGreaterThanOrEqual(3);
    expect(recent.every((date) => date >= recentFrom)).toBe(true);
    // The store: the newest days are on their way (pending), the backfill is owed.
    const deferred = await cursor();
    expect(deferred.backfillBefore).toBe(recentFrom);
    expect(deferred.pending?.map((day) => day.date)).toEqual(recent);
    expect(deferred.plannedThrough).toBe(recent.at(-1));

    // Still deep at the next run: nothing more is sent, and the cursor is not rewritten.
    const still = planning();
    await planTeam(owner.teamId, still.deps);
    expect(still.sent).toEqual([]);
    expect((await cursor()).updatedAt).toBe(deferred.updatedAt);

    // The workers drain the queue.
    const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10 }));
    await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: queueUrl, Entries: Messages.map((message, i) => ({ Id: String(i), ReceiptHandle: message.ReceiptHandle! })) }));
    await expect(queueBacklog(queueUrl, LIMIT)).resolves.toEqual({ messages: 0, limit: LIMIT });

    // The backfill goes out: the older days from the stage's first look day, not the recent ones again.
    const drained = planning();
    await planTeam(owner.teamId, drained.deps);
    const older = drained.sent.map((job) => job.date);
    expect(older.length).toBeGreaterThanOrEqual(3);
    expect(older.every((date) => date >= firstLookDay() && date < recentFrom)).toBe(true);
    expect(drained.sent.every((job) => job.fieldId === fieldId && job.scenes.length > 0)).toBe(true);
    const done = await cursor();
    expect(done.backfillBefore).toBeUndefined();
    expect(done.pending?.map((day) => day.date)).toEqual([...older, ...recent]);
    expect(done.plannedThrough).toBe(recent.at(-1));

    // Nothing is owed any more: the next run sends nothing, deep queue or not.
    await sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: [1, 2, 3].map((n) => ({ Id: String(n), MessageBody: `job ${n}` })) }));
    const after = planning();
    await planTeam(owner.teamId, after.deps);
    expect(after.sent).toEqual([]);
  }, 90_000);
});
