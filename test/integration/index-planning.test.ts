import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GetQueueAttributesCommand, GetQueueUrlCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '../../functions/core/db/service';
import { encodeRings } from '../../functions/core/fields/polyline';
import { fieldForImagery } from '../../functions/core/imagery/field-shape';
import { type IndexJob, planTeam, plannerDeps, type PlannerDeps } from '../../functions/core/imagery/index-jobs';
import { runIndexJob } from '../../functions/core/imagery/index-worker';
import { storedDay, storedDays } from '../../functions/core/imagery/stat-store';
import { queueName } from '../../infra/local/names';
import { Field, FieldUpload, FieldUploadTicket } from '../../shared/api/schemas/fields';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import { waitFor } from '../support/wait-for';

/**
 * The index planner on the local stage, reading the store after each run: a team's field whose boundary the
 * imagery engine cannot use no longer stops the planning of the team's other fields (nor retries into the
 * dead-letter queue), and a day sent to the worker is kept on the field's cursor until it is stored, so jobs the
 * queue lost are sent again.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/real-world/fields/de_fusion_test_2019_epsg25833.geojson');

interface GeoJsonFile {
  type: 'FeatureCollection';
  crs: unknown;
  features: Array<{ type: 'Feature'; properties: Record<string, unknown>; geometry: unknown }>;
}

/**
 * Three real parcels (Brandenburg, EPSG:25833): the first was always usable; the other two were accepted by the
 * upload and then refused by the engine once rounded to the stored 1e-7 degree (their planning stopped the team's).
 */
function parcelsFile(): Buffer {
  const file = JSON.parse(readFileSync(FIXTURE, 'utf8')) as GeoJsonFile;
  const pick = (index: number, name: string) => ({ ...file.features[index]!, properties: { ...file.features[index]!.properties, name } });
  return Buffer.from(JSON.stringify({ ...file, features: [pick(0, 'Meadow'), pick(2, 'Forage rounded'), pick(46, 'Oil seeds rounded')] }));
}

async function uploadFile(owner: Owner, fileName: string, bytes: Buffer): Promise<FieldUpload> {
  const asked = await api(stageUrl, 'POST', '/field/upload/', { token: owner.session.idToken, body: { team: owner.teamId, file_name: fileName, file_size: bytes.length } });
  expect(asked.status).toBe(201);
  const ticket = FieldUploadTicket.parse(asked.body);
  const put = await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: new Uint8Array(bytes) });
  await put.arrayBuffer();
  expect(put.status).toBe(200);
  let current: FieldUpload | undefined;
  await waitFor(
    async () => {
      current = FieldUpload.parse((await api(stageUrl, 'GET', `/field/upload/${ticket.upload.id}/`, { token: owner.session.idToken })).body);
      return current.status === 'succeeded' || current.status === 'failed';
    },
    { timeoutMs: 20_000, message: () => `upload still ${current?.status}` },
  );
  return current as FieldUpload;
}

async function teamFields(owner: Owner): Promise<Field[]> {
  const { status, body } = await api(stageUrl, 'GET', '/field/', { token: owner.session.idToken });
  expect(status).toBe(200);
  return Field.array().parse(body);
}

const cursorsOf = async (teamId: string) => (await db().entities.indexPlan.query.byTeam({ teamId }).go({ pages: 'all' })).data;

describe('one field the engine cannot use', () => {
  let owner: Owner;
  let sqs: SQSClient;
  const queueUrl = async (name: string) => (await sqs.send(new GetQueueUrlCommand({ QueueName: name }))).QueueUrl as string;

  beforeAll(async () => {
    sqs = new SQSClient({ endpoint: process.env.AWS_ENDPOINT_URL_SQS, region: process.env.AWS_REGION ?? 'us-east-1' });
    owner = await newOwner(stageUrl, sesEndpoint, 'planning');
  }, 60_000);
  afterAll(() => sqs.destroy());

  it("is recorded with its reason on the field while the team's other fields are planned, and its planning message is not dead-lettered", async () => {
    const upload = await uploadFile(owner, 'brandenburg.geojson', parcelsFile());
    expect(upload).toMatchObject({ status: 'succeeded', refused: [] });
    const fields = await teamFields(owner);
    expect(fields.map((field) => field.name).sort()).toEqual(['Forage rounded', 'Meadow', 'Oil seeds rounded']);
    // The parcels rounding used to break are read back usable by the engine.
    for (const field of fields) await expect(fieldForImagery(owner.teamId, field.id)).resolves.toMatchObject({ fieldId: field.id });

    // A boundary no repair makes usable, written straight to the table (as an older release could have stored it).
    const broken = fields.find((field) => field.name === 'Meadow')!;
    const [lon, lat] = broken.centroid;
    const bowTie: [number, number][] = [[lon, lat], [lon + 0.002, lat + 0.002], [lon + 0.002, lat], [lon, lat + 0.001], [lon, lat]];
    await db().entities.field.patch({ teamId: owner.teamId, fieldId: broken.id }).set({ boundary: encodeRings([bowTie]) }).go();
    // A job of it already queued is skipped by the worker (not retried into the dead-letter queue), storing nothing.
    expect(await runIndexJob({ v: 1, teamId: owner.teamId, fieldId: broken.id, date: '2026-01-05', boundaryHash: 'before', scenes: [] })).toBe('skipped');
    expect(await storedDay(owner.teamId, broken.id, '2026-01-05')).toEqual([]);

    // The team's planning message, through the stage's planning queue and its consumer.
    await sqs.send(new SendMessageCommand({ QueueUrl: await queueUrl(queueName('indexPlanning')), MessageBody: JSON.stringify({ v: 1, teamId: owner.teamId }) }));
    await waitFor(async () => (await cursorsOf(owner.teamId)).length === 2, { timeoutMs: 30_000, message: () => 'the good fields were not planned' });

    // The store: the two good fields have their cursors, the broken one none and its reason on the field.
    const cursors = await cursorsOf(owner.teamId);
    expect(cursors.map((cursor) => cursor.fieldId).sort()).toEqual(fields.filter((field) => field !== broken).map((field) => field.id).sort());
    await waitFor(async () => Boolean((await db().entities.field.get({ teamId: owner.teamId, fieldId: broken.id }).go()).data?.imageryProblem), {
      timeoutMs: 10_000,
      message: () => 'no problem recorded on the broken field',
    });
    const item = (await db().entities.field.get({ teamId: owner.teamId, fieldId: broken.id }).go()).data!;
    // Said as the upload says it: where the boundary crosses itself.
    expect(item.imageryProblem).toMatch(/^the boundary crosses itself near \d+\.\d{5}, \d+\.\d{5}$/);
    // The API answers it on the field and in the list; the others have none.
    const one = await api(stageUrl, 'GET', `/field/${broken.id}/`, { token: owner.session.idToken });
    expect(Field.parse(one.body).imagery_problem).toBe(item.imageryProblem);
    const listed = await teamFields(owner);
    expect(listed.find((field) => field.id === broken.id)?.imagery_problem).toBe(item.imageryProblem);
    expect(listed.filter((field) => field.imagery_problem).map((field) => field.id)).toEqual([broken.id]);

    // The message succeeded: nothing left on the planning queue, and nothing of this team in its dead-letter queue.
    const names = ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible', 'ApproximateNumberOfMessagesDelayed'] as const;
    await waitFor(
      async () => {
        const { Attributes = {} } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: await queueUrl(queueName('indexPlanning')), AttributeNames: [...names] }));
        return names.every((name) => Number(Attributes[name] ?? 0) === 0);
      },
      { timeoutMs: 10_000, message: () => 'the planning message is still on its queue' },
    );
    const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: await queueUrl(`${queueName('indexPlanning')}-dlq`), MaxNumberOfMessages: 10, VisibilityTimeout: 0 }));
    expect(Messages.filter((message) => message.Body?.includes(owner.teamId))).toEqual([]);

    // Reshaped into a usable boundary, the problem goes with the old boundary, and the next run plans the field.
    const reshaped = await api(stageUrl, 'PATCH', `/field/${broken.id}/update/`, { token: owner.session.idToken, body: { coordinates: broken.coordinates } });
    expect(reshaped.status).toBe(200);
    expect((await db().entities.field.get({ teamId: owner.teamId, fieldId: broken.id }).go()).data?.imageryProblem).toBeUndefined();
    await planTeam(owner.teamId, { ...plannerDeps(), send: async () => undefined });
    expect((await db().entities.field.get({ teamId: owner.teamId, fieldId: broken.id }).go()).data?.imageryProblem).toBeUndefined();
    expect((await cursorsOf(owner.teamId)).map((cursor) => cursor.fieldId)).toContain(broken.id);
  }, 90_000);
});

describe('days sent to the worker and lost', () => {
  let owner: Owner;
  let fieldId: string;

  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'requeue');
    // On the demo imagery's footprint: the planner finds a scene every 5 days of the stage's backfill.
    const drawn = await api(stageUrl, 'POST', '/field/draw/', {
      token: owner.session.idToken,
      body: { name: 'Requeue Plot', coordinates: [[8.6795, 9.0862], [8.683, 9.0862], [8.683, 9.089], [8.6795, 9.089], [8.6795, 9.0862]] },
    });
    expect(drawn.status).toBeLessThan(300);
    fieldId = (drawn.body as { id: string }).id;
  }, 60_000);

  /** The planner with its jobs kept here instead of queued: a queue that is then purged, or a stage killed. */
  function capturing(): { deps: PlannerDeps; sent: IndexJob[] } {
    const sent: IndexJob[] = [];
    // The optical days (the stage also plans radar passes, on their own cursor: radar-jobs.test.ts).
    return { sent, deps: { ...plannerDeps(), send: async (jobs) => void sent.push(...jobs.filter((job) => job.sensor !== 'radar')) } };
  }
  const cursor = async () => (await db().entities.indexPlan.get({ teamId: owner.teamId, fieldId }).go()).data!;

  it('are sent again until stored: stored days are not, and a run that changes nothing writes no cursor', async () => {
    const first = capturing();
    await planTeam(owner.teamId, first.deps);
    const days = first.sent.map((job) => job.date);
    expect(days.length).toBeGreaterThanOrEqual(5);
    expect((await cursor()).pending?.map((day) => day.date)).toEqual(days);

    // The queue loses every job; the worker had stored two of the days before.
    const [a, b] = first.sent;
    expect(await runIndexJob(a!)).toBe('stored');
    expect(await runIndexJob(b!)).toBe('stored');

    // The next scheduled run: jobs that may still be in the queue are not sent twice, stored days leave the cursor.
    const second = capturing();
    await planTeam(owner.teamId, second.deps);
    expect(second.sent).toEqual([]);
    const unfinished = days.slice(2);
    expect((await cursor()).pending?.map((day) => day.date)).toEqual(unfinished);

    // A run that finds nothing new writes no cursor.
    const before = (await cursor()).updatedAt;
    await planTeam(owner.teamId, capturing().deps);
    expect((await cursor()).updatedAt).toBe(before);

    // Deployed, a day still not stored a day after it was sent is taken as lost and sent again (a try).
    const later = capturing();
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    await planTeam(owner.teamId, { ...later.deps, now: () => tomorrow });
    expect(later.sent.map((job) => job.date)).toEqual(expect.arrayContaining(unfinished));
    expect(later.sent.map((job) => job.date)).not.toContain(a!.date);
    expect((await cursor()).pending?.filter((day) => unfinished.includes(day.date)).map((day) => day.tries)).toEqual(unfinished.map(() => 2));

    // The stage starting (its queues are new): the unfinished days are sent again at once, the stored ones are
    // not, and sending them because the queue lost them is not counted as a try.
    const restart = capturing();
    await planTeam(owner.teamId, restart.deps, undefined, true);
    expect(restart.sent.map((job) => job.date)).toEqual(unfinished);
    expect(restart.sent.every((job) => job.scenes.length > 0 && job.fieldId === fieldId)).toBe(true);
    expect((await cursor()).pending?.map((day) => [day.date, day.tries])).toEqual(unfinished.map((date) => [date, 2]));

    // The same through the stage's planning queue, its consumer and its worker (the message the stage's start-up
    // planning sends each team): every day ends up stored.
    const sqs = new SQSClient({ endpoint: process.env.AWS_ENDPOINT_URL_SQS, region: process.env.AWS_REGION ?? 'us-east-1' });
    const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: queueName('indexPlanning') }));
    await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: JSON.stringify({ v: 1, teamId: owner.teamId, requeuePending: true }) }));
    sqs.destroy();
    const field = await fieldForImagery(owner.teamId, fieldId);
    let stored: string[] = [];
    await waitFor(
      async () => {
        stored = (await storedDays(owner.teamId, fieldId, 'NDVI', days[0]!, days.at(-1)!, field.boundaryHash)).map((item) => item.date);
        return stored.length === days.length;
      },
      { timeoutMs: 60_000, intervalMs: 1000, message: () => `only ${stored.length} of ${days.length} days stored` },
    );
    expect(stored).toEqual(days);
    // The next run finds nothing unfinished and sends nothing.
    const last = capturing();
    await planTeam(owner.teamId, last.deps);
    expect(last.sent).toEqual([]);
    expect((await cursor()).pending ?? []).toEqual([]);
  }, 120_000);
});
