import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { FIELD_UPLOAD_PREFIX } from '../../../shared/platform';
import { ADMIN_MESSAGES } from '../../../shared/domain/admin';
import { deleteIdentity } from '../accounts/identity';
import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { lazyClient } from '../lazy-client';
import { imageryCacheBucket, s3PathStyle, tableName, uploadsBucket } from '../config';
import { ddb } from '../db/client';
import { db } from '../db/service';
import type { TeamItem, UserProfileItem } from '../db/entities';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { ENGINE_VERSION } from '../imagery/config';
import { deleteTeamStatistics, TILE_CACHE_PREFIX } from '../imagery/field-imagery-cleanup';
import { teamPhotoPrefix } from '../scouting/photo-storage';
import { forgetAccess } from '../teams/teams';
import { auditEntry, type Actor } from './audit';
import { CONSOLE, readCounters } from './counters';
import { DeletionBudget, OutOfTime } from './deletion-budget';
import { findProfile } from './users';

/** Items of a team's partition kept for the books when the team goes: its subscriptions (they name no person). */
const KEPT_ENTITIES = new Set(['accountSubscription']);

/**
 * The S3 client is loaded on the first deletion of an owner: every other route of the accounts function (the
 * profile read on each app load above all) would otherwise pay for loading the S3 SDK in its cold start.
 */
const s3 = lazyClient(
  () => import('@aws-sdk/client-s3'),
  (sdk) => new sdk.S3Client({ forcePathStyle: s3PathStyle(), ...AWS_CLIENT_LIMITS }),
);

/**
 * Every item of the team's partition except the kept ones and the team item itself: fields, uploads, roles, members,
 * tasks, crops, index values, usage. The team item is how a retried deletion finds the team, so it goes last, on its
 * own (`deleteTeamItem`), once nothing else of the team is left.
 */
async function deletePartition(team: TeamItem, budget: DeletionBudget): Promise<number> {
  const { pk, sk: teamSk } = db().entities.team.get({ teamId: team.teamId }).params().Key as { pk: string; sk: string };
  let deleted = 0;
  let start: Record<string, unknown> | undefined;
  do {
    budget.beforePage();
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
    const keys = (page.Items ?? [])
      .filter((item) => !KEPT_ENTITIES.has(String(item.__edb_e__)) && item.sk !== teamSk)
      .map((item) => ({ pk: item.pk, sk: item.sk }));
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

/** Every object under a prefix of a bucket, a listing page at a time. */
async function deletePrefix(bucketName: string, prefix: string, budget: DeletionBudget): Promise<number> {
  const {
    sdk: { DeleteObjectsCommand, ListObjectsV2Command },
    client: bucket,
  } = await s3();
  let deleted = 0;
  let token: string | undefined;
  do {
    budget.beforePage();
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: bucketName, Prefix: prefix, ContinuationToken: token }));
    const objects = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
    if (objects.length > 0) {
      const { Errors = [] } = await bucket.send(new DeleteObjectsCommand({ Bucket: bucketName, Delete: { Objects: objects, Quiet: true } }));
      if (Errors.length > 0) throw new Error(`${Errors.length} objects under ${prefix} were not deleted: ${Errors[0]?.Code}`);
    }
    deleted += objects.length;
    token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}

/** The team's field files and scouting photos in the uploads bucket. */
const deleteUploads = async (teamId: string, budget: DeletionBudget) =>
  (await deletePrefix(uploadsBucket(), `${FIELD_UPLOAD_PREFIX}${teamId}/`, budget)) + (await deletePrefix(uploadsBucket(), teamPhotoPrefix(teamId), budget));

/**
 * The rendered tiles of the team's fields in the imagery-cache bucket, of every engine version so far
 * (`tiles/v<engine>/<field>/`). Done before the partition, whose field items name the fields: a retry finds them.
 */
async function deleteTeamTiles(teamId: string, budget: DeletionBudget): Promise<number> {
  const { data: fields } = await db().entities.field.query.byTeam({ teamId }).go({ pages: 'all', attributes: ['fieldId'] });
  let deleted = 0;
  for (const field of fields) {
    for (let version = 1; version <= ENGINE_VERSION; version++) {
      deleted += await deletePrefix(imageryCacheBucket(), `${TILE_CACHE_PREFIX}v${version}/${field.fieldId}/`, budget);
    }
  }
  return deleted;
}

/** The team item and its place in the console's count, together: a retry never counts a team twice or not at all. */
async function deleteTeamItem(teamId: string): Promise<void> {
  await db()
    .transaction.write(({ team, counter }) => [
      team.delete({ teamId }).where(({ teamId: id }, { exists }) => exists(id)).commit(),
      counter.update({ name: CONSOLE }).add({ teams: -1 }).commit(),
    ])
    .go();
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
 * The last step, one transaction: the profile goes (a retry finds the user by it until then), the console's user and
 * staff counts go down with it, and the audit event is recorded. The staff count never goes below one.
 */
async function deleteProfile(actor: Actor, profile: UserProfileItem, detail: Record<string, unknown>): Promise<void> {
  const result = await db()
    .transaction.write(({ profile: profiles, counter, audit }) => [
      profiles.delete({ userId: profile.userId }).where(({ userId }, { exists }) => exists(userId)).commit(),
      profile.isStaff
        ? counter
            .update({ name: CONSOLE })
            .add({ users: -1, staff: -1 })
            .where(({ staff }, { gt }) => gt(staff, 1))
            .commit()
        : counter.update({ name: CONSOLE }).add({ users: -1 }).commit(),
      audit.create(auditEntry(actor, 'deleteUser', profile.userId, detail)).commit(),
    ])
    .go();
  if (!result.canceled) return;
  if (result.data[1]?.code === 'ConditionalCheckFailed') throw new ConflictError(ADMIN_MESSAGES.cannotDeleteLastStaff);
  if (result.data[0]?.code === 'ConditionalCheckFailed') throw new NotFoundError(ADMIN_MESSAGES.userNotFound);
  throw new Error(`Could not delete the profile of ${profile.userId}`);
}

/**
 * Staff delete a user: their sign-in (Cognito), the team they own with everything in it (fields, uploaded files,
 * cached map tiles, roles, the members' memberships, tasks, crops, stored index values), their memberships
 * elsewhere and their profile. The team's subscriptions and payments stay for the books, anonymised. Staff cannot
 * delete themselves or the last staff user.
 *
 * Every step can be retried: an interrupted deletion is finished by running it again. The team item goes only once
 * the rest of its team is gone and the profile only once everything else is, so a retry still finds what is left
 * through them, and each count goes down with the item it counts. With a budget, the deletion stops between two
 * pages of work once the budget is spent and answers 'more': the caller runs it again for the rest.
 */
export async function deleteUserAccount(actor: Actor, userId: string, budget = new DeletionBudget()): Promise<'done' | 'more'> {
  try {
    await deleteEverything(actor, userId, budget);
    return 'done';
  } catch (error) {
    if (error instanceof OutOfTime) return 'more';
    throw error;
  }
}

async function deleteEverything(actor: Actor, userId: string, budget: DeletionBudget): Promise<void> {
  if (actor.userId === userId) throw new ForbiddenError(ADMIN_MESSAGES.cannotDeleteSelf);
  const profile = await findProfile(userId);
  if (profile.isStaff && (await readCounters()).staff <= 1) throw new ConflictError(ADMIN_MESSAGES.cannotDeleteLastStaff);
  await deleteIdentity(profile.email);
  const { data: teams } = await db().entities.team.query.byOwner({ ownerId: userId }).go({ pages: 'all' });
  const owned = new Set(teams.map((team) => team.teamId));
  let items = 0;
  let files = 0;
  let tiles = 0;
  for (const team of teams) {
    await anonymisePayments(team.teamId, userId);
    const { data: members } = await db().entities.member.query.byTeam({ teamId: team.teamId }).go({ pages: 'all' });
    files += await deleteUploads(team.teamId, budget);
    tiles += await deleteTeamTiles(team.teamId, budget);
    items += await deleteTeamStatistics(team.teamId);
    items += await deletePartition(team, budget);
    await deleteTeamItem(team.teamId);
    items += 1;
    for (const member of members) forgetAccess(member.userId);
  }
  await leaveOtherTeams(userId, owned);
  // What this run deleted: a deletion done in several runs counts the last one's only.
  await deleteProfile(actor, profile, {
    email: profile.email,
    name: `${profile.firstName} ${profile.lastName}`.trim(),
    teams: teams.map((team) => ({ id: team.teamId, name: team.name })),
    items_deleted: items,
    files_deleted: files,
    tiles_deleted: tiles,
  });
  forgetAccess(userId);
}
