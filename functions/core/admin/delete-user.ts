import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { FIELD_UPLOAD_PREFIX } from '../../../shared/platform';
import { ADMIN_MESSAGES } from '../../../shared/domain/admin';
import { deleteIdentity } from '../accounts/identity';
import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { s3PathStyle, tableName, uploadsBucket } from '../config';
import { ddb } from '../db/client';
import { db } from '../db/service';
import type { TeamItem } from '../db/entities';
import { ConflictError, ForbiddenError } from '../errors';
import { forgetAccess } from '../teams/teams';
import { recordAudit, type Actor } from './audit';
import { bumpCounters, releaseStaffSeat } from './counters';
import { findProfile } from './users';

/** Items of a team's partition kept for the books when the team goes: its subscriptions (they name no person). */
const KEPT_ENTITIES = new Set(['accountSubscription']);

/**
 * The S3 client is loaded on the first deletion of an owner: every other route of the accounts function (the
 * profile read on each app load above all) would otherwise pay for loading the S3 SDK in its cold start.
 */
const s3Sdk = () => import('@aws-sdk/client-s3');
let client: Promise<import('@aws-sdk/client-s3').S3Client> | undefined;
const s3 = () => (client ??= s3Sdk().then(({ S3Client }) => new S3Client({ forcePathStyle: s3PathStyle(), ...AWS_CLIENT_LIMITS })));

/** Every item of the team's partition except the kept ones: fields, uploads, roles, members, tasks, crops, index values, usage. */
async function deletePartition(team: TeamItem): Promise<number> {
  const pk = db().entities.team.get({ teamId: team.teamId }).params().Key.pk as string;
  let deleted = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'pk, sk, #entity',
        ExpressionAttributeNames: { '#entity': '__edb_e__' },
        ExclusiveStartKey: start,
      }),
    );
    const keys = (page.Items ?? []).filter((item) => !KEPT_ENTITIES.has(String(item.__edb_e__))).map((item) => ({ pk: item.pk, sk: item.sk }));
    for (let i = 0; i < keys.length; i += 25) {
      let requests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      // BatchWrite may hand some back under load: send them again until none is left.
      for (let attempt = 0; requests.length > 0; attempt++) {
        if (attempt > 8) throw new Error(`Could not delete the data of team ${team.teamId}`);
        const result = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
        requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
        if (requests.length > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      }
    }
    deleted += keys.length;
    start = page.LastEvaluatedKey;
  } while (start);
  return deleted;
}

async function deleteUploads(teamId: string): Promise<number> {
  const [{ DeleteObjectsCommand, ListObjectsV2Command }, bucket] = await Promise.all([s3Sdk(), s3()]);
  let deleted = 0;
  let token: string | undefined;
  do {
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: uploadsBucket(), Prefix: `${FIELD_UPLOAD_PREFIX}${teamId}/`, ContinuationToken: token }));
    const objects = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
    if (objects.length > 0) await bucket.send(new DeleteObjectsCommand({ Bucket: uploadsBucket(), Delete: { Objects: objects, Quiet: true } }));
    deleted += objects.length;
    token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}

/** The payments of the team's subscriptions stay for the books without the person's name and e-mail. */
async function anonymisePayments(teamId: string, userId: string): Promise<void> {
  const { data: subscriptions } = await db().entities.accountSubscription.query.byTeam({ teamId }).go({ pages: 'all' });
  await Promise.all(
    subscriptions.map(async (subscription) => {
      const { data: payment } = await db().entities.payment.get({ reference: subscription.paymentReference }).go();
      if (!payment || payment.userId !== userId) return;
      await db()
        .entities.payment.patch({ reference: payment.reference })
        .set({ email: `deleted-user-${userId.slice(-6)}@deleted.invalid`, firstName: 'Deleted', lastName: 'User' })
        .go();
    }),
  );
}

/** The user's memberships of teams they do not own: each team's member count goes down with it. */
async function leaveOtherTeams(userId: string, owned: ReadonlySet<string>): Promise<void> {
  const { data: memberships } = await db().entities.member.query.byUser({ userId }).go({ pages: 'all' });
  for (const membership of memberships.filter((item) => !owned.has(item.teamId))) {
    await db()
      .transaction.write(({ team, member }) => [
        member.delete({ teamId: membership.teamId, userId }).commit(),
        team.patch({ teamId: membership.teamId }).subtract({ memberCount: 1 }).commit(),
      ])
      .go();
  }
}

/**
 * Staff delete a user: their sign-in (Cognito), the team they own with everything in it (fields, uploaded files,
 * roles, the members' memberships, tasks, crops, stored index values), their memberships elsewhere and their
 * profile. The team's subscriptions and payments stay for the books, anonymised. Staff cannot delete themselves
 * or the last staff user.
 */
export async function deleteUserAccount(actor: Actor, userId: string): Promise<void> {
  if (actor.userId === userId) throw new ForbiddenError(ADMIN_MESSAGES.cannotDeleteSelf);
  const profile = await findProfile(userId);
  if (profile.isStaff && !(await releaseStaffSeat())) throw new ConflictError(ADMIN_MESSAGES.cannotDeleteLastStaff);
  try {
    await deleteIdentity(profile.email);
  } catch (error) {
    if (profile.isStaff) await bumpCounters({ staff: 1 });
    throw error;
  }
  const { data: teams } = await db().entities.team.query.byOwner({ ownerId: userId }).go({ pages: 'all' });
  const owned = new Set(teams.map((team) => team.teamId));
  let items = 0;
  let files = 0;
  for (const team of teams) {
    await anonymisePayments(team.teamId, userId);
    const { data: members } = await db().entities.member.query.byTeam({ teamId: team.teamId }).go({ pages: 'all' });
    files += await deleteUploads(team.teamId);
    items += await deletePartition(team);
    for (const member of members) forgetAccess(member.userId);
  }
  await leaveOtherTeams(userId, owned);
  await db().entities.profile.delete({ userId }).go();
  forgetAccess(userId);
  await bumpCounters({ users: -1, teams: -teams.length });
  await recordAudit(actor, 'deleteUser', userId, {
    email: profile.email,
    name: `${profile.firstName} ${profile.lastName}`.trim(),
    teams: teams.map((team) => ({ id: team.teamId, name: team.name })),
    items_deleted: items,
    files_deleted: files,
  });
}
