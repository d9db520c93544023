import { ulid } from 'ulid';
import type { CreateActivityBody } from '../../../shared/api/schemas/activities';
import { ACTIVITY_MESSAGES } from '../../../shared/domain/activities';
import type { ActivityItem } from '../db/activity-entities';
import { db } from '../db/service';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { claimedMeanwhile, claimOf, createdFor } from '../keyed-creates';
import { fieldInTeam } from '../fields/field-store';
import { membershipTeams } from '../teams/teams';
import { requireTeamMembers } from './team-assignees';

/** The team a task belongs to, or null when there is no such task. */
export async function teamOfActivity(activityId: string): Promise<string | null> {
  const { data } = await db().entities.activity.query.byId({ activityId }).go({ attributes: ['teamId'] });
  return data[0]?.teamId ?? null;
}

export async function activityInTeam(teamId: string, activityId: string): Promise<ActivityItem> {
  const { data } = await db().entities.activity.get({ teamId, activityId }).go({ consistent: true });
  if (!data) throw new NotFoundError(ACTIVITY_MESSAGES.notFound);
  return data;
}

const taskAttributes = (body: CreateActivityBody) => ({
  fieldId: body.field,
  name: body.name,
  description: body.description,
  type: body.type,
  plannedCost: body.planned_cost,
  actualCost: body.actual_cost,
  startDate: body.start_date,
  endDate: body.end_date,
  assigneeIds: body.assignees,
});

/**
 * A new task of the team. `keyed` names the keyed request that creates it (functions/core/keyed-creates.ts): the
 * task is claimed by it in the same transaction, so a retry after an attempt whose write landed late answers that
 * task instead of creating a second one.
 */
export async function createActivity(teamId: string, createdBy: string, body: CreateActivityBody, keyed?: string): Promise<ActivityItem> {
  const earlier = await createdFor(keyed);
  if (earlier) return activityInTeam(teamId, earlier);
  await fieldInTeam(teamId, body.field);
  await requireTeamMembers(teamId, body.assignees, 'assignees');
  const activityId = ulid();
  const item = { teamId, activityId, createdBy, status: 'open' as const, comment: '', ...taskAttributes(body) };
  if (!keyed) {
    await db().entities.activity.create(item).go();
    return activityInTeam(teamId, activityId);
  }
  const result = await db()
    .transaction.write(({ activity, keyedCreate }) => [activity.create(item).commit(), keyedCreate.create(claimOf(keyed, activityId)).commit()])
    .go();
  if (result.canceled) {
    // Canceled by the claim: an attempt of the same request that landed meanwhile created the task.
    const made = await claimedMeanwhile(keyed);
    if (!made) throw new Error(`task ${activityId} was not created`);
    return activityInTeam(teamId, made);
  }
  return activityInTeam(teamId, activityId);
}

function isConditionFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message} ${String(error.cause ?? '')}` : '';
  return /ConditionalCheckFailed|conditional request failed/i.test(text);
}

/**
 * Writes to a task that must still be open when the write lands: a task closed meanwhile refuses the change
 * with the same 409 as a task read closed, and one deleted meanwhile reads as not found.
 */
async function patchOpen(teamId: string, activityId: string, set: Partial<ActivityItem>): Promise<ActivityItem> {
  try {
    await db()
      .entities.activity.patch({ teamId, activityId })
      .set(set)
      .where(({ status }, { eq }) => eq(status, 'open'))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await activityInTeam(teamId, activityId);
    throw new ConflictError(current.status === 'close' ? ACTIVITY_MESSAGES.closedTask : ACTIVITY_MESSAGES.notFound);
  }
  return activityInTeam(teamId, activityId);
}

async function openActivity(teamId: string, activityId: string): Promise<ActivityItem> {
  const current = await activityInTeam(teamId, activityId);
  if (current.status === 'close') throw new ConflictError(ACTIVITY_MESSAGES.closedTask);
  return current;
}

export interface Changed {
  before: ActivityItem;
  after: ActivityItem;
}

export async function updateActivity(teamId: string, activityId: string, body: CreateActivityBody): Promise<Changed> {
  const before = await openActivity(teamId, activityId);
  await fieldInTeam(teamId, body.field);
  await requireTeamMembers(teamId, body.assignees, 'assignees');
  return { before, after: await patchOpen(teamId, activityId, taskAttributes(body)) };
}

export async function assignActivity(teamId: string, activityId: string, userIds: string[]): Promise<Changed> {
  const before = await openActivity(teamId, activityId);
  await requireTeamMembers(teamId, userIds, 'users');
  return { before, after: await patchOpen(teamId, activityId, { assigneeIds: userIds }) };
}

/**
 * Open -> close with the reason; there is no way back (spec 2 §4). `keyed` names the keyed request (a phone's queued
 * close replayed with its Idempotency-Key): the close is claimed by it in the same transaction, so a retry whose first
 * attempt closed the task answers the closed task, while a task someone else closed still answers 409.
 */
export async function closeActivity(teamId: string, activityId: string, comment: string, keyed?: string): Promise<ActivityItem> {
  if (keyed && (await createdFor(keyed)) === activityId) return activityInTeam(teamId, activityId);
  const current = await activityInTeam(teamId, activityId);
  if (current.status === 'close') throw new ConflictError(ACTIVITY_MESSAGES.alreadyClosed);
  if (keyed) return closeKeyed(teamId, activityId, comment, keyed);
  try {
    return await patchOpen(teamId, activityId, { status: 'close', comment });
  } catch (error) {
    if (error instanceof ConflictError) throw new ConflictError(ACTIVITY_MESSAGES.alreadyClosed);
    throw error;
  }
}

async function closeKeyed(teamId: string, activityId: string, comment: string, keyed: string): Promise<ActivityItem> {
  const result = await db()
    .transaction.write(({ activity, keyedCreate }) => [
      activity
        .patch({ teamId, activityId })
        .set({ status: 'close', comment })
        .where(({ status }, { eq }) => eq(status, 'open'))
        .commit(),
      keyedCreate.create(claimOf(keyed, activityId)).commit(),
    ])
    .go();
  if (!result.canceled) return activityInTeam(teamId, activityId);
  // An attempt of the same request that landed meanwhile closed it; otherwise someone else did (or deleted it).
  if ((await claimedMeanwhile(keyed)) === activityId) return activityInTeam(teamId, activityId);
  await activityInTeam(teamId, activityId);
  throw new ConflictError(ACTIVITY_MESSAGES.alreadyClosed);
}

export async function deleteActivity(teamId: string, activityId: string): Promise<void> {
  await activityInTeam(teamId, activityId);
  await db().entities.activity.delete({ teamId, activityId }).go();
}

const newestFirst = (items: ActivityItem[]) => [...items].sort((a, b) => b.activityId.localeCompare(a.activityId));

export async function fieldActivities(teamId: string, fieldId: string): Promise<ActivityItem[]> {
  const { data } = await db().entities.activity.query.byField({ fieldId }).go({ pages: 'all' });
  // The field index is keyed by field alone: keep only the team's own items, whatever the index holds.
  return newestFirst(data.filter((item) => item.teamId === teamId));
}

/** The tasks of one field of the team (a field of another team reads as not found), or of the whole team. */
export async function reportActivities(teamId: string, fieldId: string | undefined): Promise<ActivityItem[]> {
  if (!fieldId) return teamActivities(teamId);
  await fieldInTeam(teamId, fieldId);
  return fieldActivities(teamId, fieldId);
}

export async function teamActivities(teamId: string): Promise<ActivityItem[]> {
  const { data } = await db().entities.activity.query.byTeam({ teamId }).go({ pages: 'all' });
  return newestFirst(data);
}

/** The caller's tasks in every team they belong to: assigned to them, or created by them. No one lists another's. */
export async function userActivities(callerId: string, userId: string): Promise<ActivityItem[]> {
  if (callerId !== userId) throw new ForbiddenError(ACTIVITY_MESSAGES.notYours);
  const teams = await membershipTeams(userId);
  const perTeam = await Promise.all(
    teams.map(async ({ teamId }) => {
      const { data } = await db()
        .entities.activity.query.byTeam({ teamId })
        .where(({ assigneeIds, createdBy }, { contains, eq }) => `${contains(assigneeIds, userId)} OR ${eq(createdBy, userId)}`)
        .go({ pages: 'all' });
      return data;
    }),
  );
  return newestFirst(perTeam.flat());
}
