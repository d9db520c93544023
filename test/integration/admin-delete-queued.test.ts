import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { imageryCacheBucket, tableName, uploadsBucket } from '../../functions/core/config';
import { ddb } from '../../functions/core/db/client';
import { db, statsDb } from '../../functions/core/db/service';
import { ENGINE_VERSION } from '../../functions/core/imagery/config';
import { createAccountWithTeam, teamsOwnedBy } from '../../functions/core/teams/teams';
import { handler } from '../../functions/events/user-deletion';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { AdminUserDetail } from '../../shared/api/schemas/admin';
import { FIELD_UPLOAD_PREFIX } from '../../shared/platform';
import { api, signIn, uniqueEmail, type Session } from '../support/local-client';
import { newOwner } from '../support/teams';
import { waitFor } from '../support/wait-for';

/**
 * Deleting an owner whose team has a year of statistics and a map's worth of cached tiles: the request is accepted
 * (202) and the user-deletion queue's consumer deletes the team's partition and its S3 objects in pages, sending
 * the rest on when its time runs low and finishing on redelivery after a failure. The store and the buckets are
 * read afterwards.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const INDEXES = ['NDVI', 'NDMI', 'NDWI', 'LAI', 'SAVI'] as const;
const DAYS = 120; // 600 statistics items: 24 batches of deletes
const TILES = 40;

let admin: Session;
const s3 = new S3Client({ forcePathStyle: true });
const asAdmin = (method: string, path: string) => api(stageUrl, method, path, { token: admin.idToken });

beforeAll(async () => {
  admin = await signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => {
  s3.destroy();
});

const day = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);

/** A field with DAYS days of every index stored, its cached tiles and an uploaded file. */
async function seedTeam(teamId: string): Promise<{ fieldId: string }> {
  const fieldId = ulid();
  const entities = db().entities;
  await entities.field.create({ teamId, fieldId, name: 'Big farm', groupName: 'Farm', boundary: 'x', sizeHa: 12, centroid: [8.6, 9.1] }).go();
  const stats = INDEXES.flatMap((index) =>
    Array.from({ length: DAYS }, (_, i) => ({
      teamId,
      fieldId,
      index,
      date: day(i),
      datetime: `${day(i)}T10:00:00Z`,
      sceneIds: [`S2B_32PNR_${day(i)}`],
      epsg: 32632,
      areaHa: 12,
      pixelCount: 1200,
      dataPixelCount: 1200,
      validPixelCount: 1100,
      validFraction: 0.92,
      lowConfidence: false,
      sclAvailable: true,
      mean: 0.5,
      histogram: '[]',
      boundaryHash: 'hash',
      engineVersion: ENGINE_VERSION,
    })),
  );
  const { unprocessed } = await statsDb().entities.fieldIndexStat.put(stats).go();
  expect(unprocessed).toEqual([]);
  const puts = Array.from({ length: TILES }, (_, i) => `tiles/v${ENGINE_VERSION}/${fieldId}/hash/NDVI/${day(i)}/14/${8000 + i}/7000.png`).map((Key) => s3.send(new PutObjectCommand({ Bucket: imageryCacheBucket(), Key, Body: 'png' })));
  puts.push(s3.send(new PutObjectCommand({ Bucket: uploadsBucket(), Key: `${FIELD_UPLOAD_PREFIX}${teamId}/farm.geojson`, Body: '{}' })));
  await Promise.all(puts);
  return { fieldId };
}

/** Everything of the team in the stage's tables: its partition and its index statistics (a table of their own). */
async function partition(teamId: string): Promise<unknown[]> {
  const { data: statistics } = await statsDb().entities.fieldIndexStat.query.byField({ teamId }).go({ pages: 'all' });
  return [...(await partitionItems(teamId)), ...statistics];
}

async function partitionItems(teamId: string): Promise<unknown[]> {
  const { pk } = db().entities.team.get({ teamId }).params().Key as { pk: string };
  const items: unknown[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ExclusiveStartKey: start }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

const objects = async (bucket: string, prefix: string) => (await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).KeyCount ?? 0;
const tilesOf = (fieldId: string) => objects(imageryCacheBucket(), `tiles/v${ENGINE_VERSION}/${fieldId}/`);
const profileOf = async (userId: string) => (await db().entities.profile.get({ userId }).go()).data;

/** What a deleted owner leaves: nothing in the team's partition, no tiles, no uploads, no profile. */
async function expectGone(userId: string, teamId: string, fieldId: string): Promise<void> {
  expect(await partition(teamId)).toEqual([]);
  expect(await tilesOf(fieldId)).toBe(0);
  expect(await objects(uploadsBucket(), `${FIELD_UPLOAD_PREFIX}${teamId}/`)).toBe(0);
  expect(await profileOf(userId)).toBeNull();
}

const staff = { userId: 'staff-queued-test', email: 'staff-queued@fieldwatch.local' };
const eventFor = (userId: string): SQSEvent => ({
  Records: [
    {
      messageId: ulid(),
      receiptHandle: 'r',
      body: JSON.stringify({ userId, actor: staff }),
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 'test', ApproximateFirstReceiveTimestamp: '0' },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:user-deletion',
      awsRegion: 'us-east-1',
    },
  ],
});
const contextWith = (remainingMs: number) => ({ functionName: 'user-deleter', getRemainingTimeInMillis: () => remainingMs }) as Context;

async function accountWithTeam(prefix: string): Promise<{ userId: string; teamId: string }> {
  const userId = `queued-${ulid()}`;
  await createAccountWithTeam({ userId, email: uniqueEmail(prefix), firstName: 'Queued', lastName: prefix });
  const [team] = await teamsOwnedBy(userId);
  if (!team) throw new Error('no team');
  return { userId, teamId: team.teamId };
}

describe('deleting an owner with a year of statistics and cached tiles', () => {
  it('is accepted at once, lists the user as being deleted, and the queued job empties the partition and the S3 prefixes', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'queued-delete');
    const { fieldId } = await seedTeam(owner.teamId);
    const other = await accountWithTeam('queued-bystander');
    const { fieldId: otherField } = await seedTeam(other.teamId);
    expect(await tilesOf(fieldId)).toBe(TILES);

    const started = Date.now();
    const answer = await asAdmin('DELETE', `/accounts/user/delete/${owner.session.sub}`);
    expect(answer.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(5_000);
    // Sign-in is gone at once; until the job ends the console says the user is being deleted.
    await expect(signIn(stageUrl, owner.email, 'OwnerPass1!')).rejects.toThrow();
    const during = await asAdmin('GET', `/accounts/user/${owner.session.sub}/`);
    if (during.status === 200) expect(AdminUserDetail.parse(during.body).deleting).toBe(true);
    else expect(during.status).toBe(404);

    await waitFor(async () => (await profileOf(owner.session.sub)) === null, { timeoutMs: 60_000, message: 'the queued deletion never ended' });
    await expectGone(owner.session.sub, owner.teamId, fieldId);
    expect((await asAdmin('GET', `/accounts/user/${owner.session.sub}/`)).status).toBe(404);
    const { data: audits } = await db().entities.audit.query.all({}).go({ pages: 'all' });
    expect(audits.filter((event) => event.target === owner.session.sub && event.action === 'deleteUser')).toHaveLength(1);
    // Another team's data is untouched.
    expect((await partition(other.teamId)).length).toBeGreaterThan(INDEXES.length * DAYS);
    expect(await tilesOf(otherField)).toBe(TILES);
  }, 120_000);

  it('interrupted midway (the consumer fails once), completes on redelivery', async () => {
    const owner = await accountWithTeam('queued-interrupted');
    const { fieldId } = await seedTeam(owner.teamId);
    const event = eventFor(owner.userId);

    // The 15th call to the table fails: the deletion is under way (uploads, tiles and some statistics gone).
    const send = ddb.send.bind(ddb);
    let calls = 0;
    vi.spyOn(ddb, 'send').mockImplementation(((...args: Parameters<typeof ddb.send>) => {
      calls += 1;
      return calls === 15 ? Promise.reject(new Error('injected failure')) : send(...args);
    }) as typeof ddb.send);
    const first = await handler(event, contextWith(250_000));
    vi.restoreAllMocks();
    expect(first.batchItemFailures).toEqual([{ itemIdentifier: event.Records[0]?.messageId }]);
    const left = (await partition(owner.teamId)).length;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(INDEXES.length * DAYS);
    expect(await tilesOf(fieldId)).toBe(0);
    expect(await profileOf(owner.userId)).not.toBeNull();

    // Redelivered: the deletion finishes from where it stopped.
    expect((await handler(event, contextWith(250_000))).batchItemFailures).toEqual([]);
    await expectGone(owner.userId, owner.teamId, fieldId);
    // Delivered once more (SQS delivers at least once): nothing left to do, nothing fails.
    expect((await handler(event, contextWith(250_000))).batchItemFailures).toEqual([]);
  }, 120_000);

  it('sends the rest on when its time runs low, and the stage consumer finishes it', async () => {
    const owner = await accountWithTeam('queued-requeued');
    const { fieldId } = await seedTeam(owner.teamId);

    // Almost no time left: one page of work, then the rest goes back to the queue.
    expect((await handler(eventFor(owner.userId), contextWith(1_000))).batchItemFailures).toEqual([]);
    expect(await profileOf(owner.userId)).not.toBeNull();

    await waitFor(async () => (await profileOf(owner.userId)) === null, { timeoutMs: 60_000, message: 'the re-queued deletion never ended' });
    await expectGone(owner.userId, owner.teamId, fieldId);
  }, 120_000);
});
