import { CreateActivityBody } from '../../../shared/api/schemas/activities';
import type { NoteTaskBody } from '../../../shared/api/schemas/scouting';
import { ACTIVITY_LIMITS } from '../../../shared/domain/activities';
import { SCOUTING_MESSAGES, type ScoutingCategory } from '../../../shared/domain/scouting';
import { activityInTeam, createActivity, deleteActivity } from '../activities/activity-store';
import { nigeriaDay } from '../alerts/nigeria-day';
import { appUrl } from '../config';
import type { ActivityItem } from '../db/activity-entities';
import type { ScoutingNoteItem } from '../db/scouting-entities';
import { db } from '../db/service';
import { isConditionFailure } from '../db/store-errors';
import { ConflictError, InvalidError } from '../errors';
import { createdFor } from '../keyed-creates';
import { noteField, noteInTeam } from './note-store';

/** How long a task made from a note runs by default: a week from today. */
const DEFAULT_TASK_DAYS = 7;

const CATEGORY_WORDS: Record<ScoutingCategory, string> = {
  pest: 'Pest',
  disease: 'Disease',
  weed: 'Weeds',
  water: 'Water',
  nutrient: 'Nutrient',
  other: 'Scouting',
};

function plusDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The task's description: the note's words, then the line that opens the note on the field's page. */
export function taskDescription(note: ScoutingNoteItem): string {
  const link = `${appUrl()}/dashboard/farmsummary/info/${note.fieldId}?note=${note.noteId}`;
  const words = note.text.trim() || `${CATEGORY_WORDS[note.category]} (${note.severity})`;
  return `${words.slice(0, ACTIVITY_LIMITS.descriptionMaxLength - link.length - 2)}\n\n${link}`;
}

/** The full task body from the note and what the user chose; the task's own rules (dates in order) apply. */
function taskBody(note: ScoutingNoteItem, fieldName: string, body: NoteTaskBody, today: string): CreateActivityBody {
  const start = body.start_date ?? today;
  const parsed = CreateActivityBody.safeParse({
    ...body,
    field: note.fieldId,
    name: body.name ?? `${CATEGORY_WORDS[note.category]}: ${fieldName}`.slice(0, ACTIVITY_LIMITS.nameMaxLength),
    description: body.description ?? taskDescription(note),
    start_date: start,
    end_date: body.end_date ?? (body.start_date && !body.end_date ? start : plusDays(today, DEFAULT_TASK_DAYS)),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.map(String).join('.') || 'non_field_errors';
    throw new InvalidError(issue?.message ?? 'common.invalidRequestEmpty', { [where]: [issue?.message ?? ''] });
  }
  return parsed.data;
}

/**
 * A task on the note's field, linked to the note; a note becomes a task once (409 `alreadyTask` after). The task
 * is created through the activities store, claimed by the keyed request, so a retry answers the same task; the link
 * is written only if the note has none yet, and a task that lost that race (another request linked first) is
 * deleted again.
 */
export async function makeTask(teamId: string, userId: string, noteId: string, body: NoteTaskBody, keyed?: string, now = new Date()): Promise<{ note: ScoutingNoteItem; task: ActivityItem }> {
  const note = await noteInTeam(teamId, noteId);
  if (note.taskId) {
    const earlier = await createdFor(keyed);
    if (earlier === note.taskId) return { note, task: await activityInTeam(teamId, earlier) };
    throw new ConflictError(SCOUTING_MESSAGES.alreadyTask);
  }
  const field = await noteField(teamId, note.fieldId);
  const task = await createActivity(teamId, userId, taskBody(note, field.name, body, nigeriaDay(now)), keyed);
  try {
    await db()
      .entities.scoutingNote.patch({ teamId, noteId })
      .set({ taskId: task.activityId })
      .where(({ taskId }, { eq, notExists }) => `${notExists(taskId)} OR ${eq(taskId, task.activityId)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await deleteActivity(teamId, task.activityId);
    throw new ConflictError(SCOUTING_MESSAGES.alreadyTask);
  }
  return { note: await noteInTeam(teamId, noteId), task };
}
