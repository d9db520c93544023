import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteUserAccount } from '../../functions/core/admin/delete-user';
import { readCounters } from '../../functions/core/admin/counters';
import { tableName, uploadsBucket } from '../../functions/core/config';
import { ddb } from '../../functions/core/db/client';
import { db } from '../../functions/core/db/service';
import { NotFoundError } from '../../functions/core/errors';
import { createAccountWithTeam, teamsOwnedBy } from '../../functions/core/teams/teams';
import { FIELD_UPLOAD_PREFIX } from '../../shared/platform';
import { uniqueEmail } from '../support/local-client';

/**
 * Deleting a user is many writes; an interruption at any of them (a timeout, a throttled batch) is finished by
 * deleting the user again. Each call to DynamoDB, S3 and Cognito fails in turn, the deletion is retried, and the
 * store is read: nothing of the user or their team is left but the subscriptions kept for the books.
 */
const staff = { userId: 'staff-resume-test', email: 'staff-resume@fieldwatch.local' };
const USAGE_ITEMS = 30; // more than one batch of 25
const UPLOAD_ITEMS = 3;

interface Seeded {
  userId: string;
  teamId: string;
  otherTeamId: string;
  paymentReference: string;
}

async function newAccount(prefix: string): Promise<{ userId: string; teamId: string }> {
  const userId = `resume-${ulid()}`;
  await createAccountWithTeam({ userId, email: uniqueEmail(prefix), firstName: 'Resume', lastName: prefix });
  const [team] = await teamsOwnedBy(userId);
  if (!team) throw new Error('no team');
  return { userId, teamId: team.teamId };
}

/** An owner with a member, uploads (jobs and files), usage records, a paid subscription, and a membership elsewhere. */
async function seed(s3: S3Client): Promise<Seeded> {
  const owner = await newAccount('resume-owner');
  const member = await newAccount('resume-member');
  const other = await newAccount('resume-other');
  const entities = db().entities;
  await entities.member.create({ teamId: owner.teamId, userId: member.userId, memberId: ulid(), status: 'active' }).go();
  await entities.member.create({ teamId: other.teamId, userId: owner.userId, memberId: ulid(), status: 'active' }).go();
  await entities.team.patch({ teamId: other.teamId }).add({ memberCount: 1 }).go();
  for (let i = 0; i < UPLOAD_ITEMS; i++) {
    const uploadId = ulid();
    const objectKey = `${FIELD_UPLOAD_PREFIX}${owner.teamId}/${uploadId}.geojson`;
    await s3.send(new PutObjectCommand({ Bucket: uploadsBucket(), Key: objectKey, Body: '{"type":"FeatureCollection","features":[]}' }));
    await entities.fieldUpload
      .create({
        teamId: owner.teamId,
        uploadId,
        fileName: 'farm.geojson',
        objectKey,
        sizeBytes: 40,
        groupName: 'Farm',
        fallbackName: 'Field',
        createdBy: owner.userId,
        status: 'succeeded',
        message: '',
      })
      .go();
  }
  for (let i = 0; i < USAGE_ITEMS; i++) {
    await entities.usage
      .create({
        teamId: owner.teamId,
        usageId: ulid(),
        userId: owner.userId,
        memberId: 'm',
        kind: 'weather',
        name: 'Weather forecast',
        routeId: 'getForecast',
        unit: 1,
        unitKind: 'calls',
        createdAt: new Date().toISOString(),
      })
      .go();
  }
  const paymentReference = `resume-${ulid()}`;
  await entities.payment
    .create({
      reference: paymentReference,
      teamId: owner.teamId,
      userId: owner.userId,
      planId: 'plan',
      planName: 'Plan',
      duration: 'monthly',
      users: 5,
      farmArea: 10,
      amountKobo: 100,
      email: 'payer@example.com',
      firstName: 'Pay',
      lastName: 'Er',
      status: 'success',
    })
    .go();
  await entities.accountSubscription
    .create({
      teamId: owner.teamId,
      subscriptionId: ulid(),
      planId: 'plan',
      planName: 'Plan',
      usersLimit: 5,
      farmAreaLimitHa: 10,
      startDate: '2026-01-01',
      endDate: '2027-01-01',
      isActive: true,
      paymentReference,
    })
    .go();
  return { userId: owner.userId, teamId: owner.teamId, otherTeamId: other.teamId, paymentReference };
}

/** Every item stored under the partition key of this item key (ElectroDB's keys, as stored). */
async function partition(key: { Key: Record<string, unknown> }): Promise<Array<Record<string, unknown>>> {
  const pk = key.Key.pk;
  const { Items } = await ddb.send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }));
  return Items ?? [];
}

/** Counts every call to the stores the deletion uses, and fails the `failAt`-th one (never, when 0). */
function injectFault(failAt: number): { calls: () => number } {
  let calls = 0;
  const fail = <T extends (...args: never[]) => unknown>(original: T) =>
    function (this: unknown, ...args: Parameters<T>) {
      calls += 1;
      if (calls === failAt) return Promise.reject(new Error(`injected failure of call ${failAt}`));
      return original.apply(this, args);
    };
  const ddbSend = ddb.send.bind(ddb);
  vi.spyOn(ddb, 'send').mockImplementation(fail(ddbSend) as typeof ddb.send);
  const s3Send = S3Client.prototype.send;
  vi.spyOn(S3Client.prototype, 'send').mockImplementation(fail(s3Send) as typeof s3Send);
  const cognitoSend = CognitoIdentityProviderClient.prototype.send;
  vi.spyOn(CognitoIdentityProviderClient.prototype, 'send').mockImplementation(fail(cognitoSend) as typeof cognitoSend);
  return { calls: () => calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an interrupted user deletion', () => {
  it('is finished by a retry after a failure at any step, leaving only the kept subscriptions', async () => {
    const s3 = new S3Client({ forcePathStyle: true });
    const uploads = async (teamId: string) =>
      (await s3.send(new ListObjectsV2Command({ Bucket: uploadsBucket(), Prefix: `${FIELD_UPLOAD_PREFIX}${teamId}/` }))).KeyCount ?? 0;

    // A clean run counts the calls a deletion makes.
    const clean = await seed(s3);
    const counted = injectFault(0);
    await deleteUserAccount(staff, clean.userId);
    const steps = counted.calls();
    vi.restoreAllMocks();
    expect(steps).toBeGreaterThan(10);

    for (let failAt = 1; failAt <= steps; failAt++) {
      const seeded = await seed(s3);
      const before = await readCounters();
      injectFault(failAt);
      const first = await deleteUserAccount(staff, seeded.userId).then(
        () => 'done',
        (error: unknown) => String(error),
      );
      vi.restoreAllMocks();
      expect(first, `call ${failAt}`).toContain('injected failure');
      await deleteUserAccount(staff, seeded.userId).catch((error: unknown) => {
        // Only a deletion already complete may answer not found.
        if (!(error instanceof NotFoundError)) throw error;
      });

      const teamItems = await partition(db().entities.team.get({ teamId: seeded.teamId }).params());
      expect(teamItems.map((item) => item.__edb_e__), `call ${failAt}`).toEqual(['accountSubscription']);
      expect(await partition(db().entities.profile.get({ userId: seeded.userId }).params()), `call ${failAt}`).toEqual([]);
      expect((await db().entities.member.query.byUser({ userId: seeded.userId }).go()).data, `call ${failAt}`).toEqual([]);
      expect((await db().entities.team.get({ teamId: seeded.otherTeamId }).go()).data?.memberCount, `call ${failAt}`).toBe(1);
      expect(await uploads(seeded.teamId), `call ${failAt}`).toBe(0);
      const payment = (await db().entities.payment.get({ reference: seeded.paymentReference }).go()).data;
      expect(payment?.firstName, `call ${failAt}`).toBe('Deleted');
      const after = await readCounters();
      expect({ users: after.users - before.users, teams: after.teams - before.teams }, `call ${failAt}`).toEqual({ users: -1, teams: -1 });
      const { data: audits } = await db().entities.audit.query.all({}).go({ pages: 'all' });
      expect(audits.filter((event) => event.target === seeded.userId && event.action === 'deleteUser'), `call ${failAt}`).toHaveLength(1);
    }
    s3.destroy();
  }, 300_000);
});
