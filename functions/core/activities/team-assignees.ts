import { ACTIVITY_MESSAGES } from '../../../shared/domain/activities';
import { db } from '../db/service';
import { InvalidError } from '../errors';

/**
 * Assignees must be members of the task's team: a member of another team, or someone invited who has not accepted
 * yet, is refused (400), naming the form field.
 */
export async function requireTeamMembers(teamId: string, userIds: string[], formField: 'assignees' | 'users'): Promise<void> {
  if (userIds.length === 0) return;
  const { data, unprocessed } = await db()
    .entities.member.get(userIds.map((userId) => ({ teamId, userId })))
    .go();
  if (unprocessed.length > 0) throw new Error('The team members could not all be read; try again.');
  const members = new Set(data.filter((member) => member.status !== 'invited').map((member) => member.userId));
  if (userIds.some((userId) => !members.has(userId))) {
    throw new InvalidError(ACTIVITY_MESSAGES.assigneeNotInTeam, { [formField]: [ACTIVITY_MESSAGES.assigneeNotInTeam] });
  }
}

/** E-mail addresses of users by id (a user without a profile is left out). */
export async function emailsOf(userIds: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const { data } = await db()
    .entities.profile.get(unique.map((userId) => ({ userId })))
    .go();
  return new Map(data.map((profile) => [profile.userId, profile.email]));
}
