import type { Activity } from '../../../shared/api/schemas/activities';
import type { ActivityItem } from '../db/activity-entities';
import type { FieldItem } from '../db/field-entities';
import { fieldsById } from '../fields/field-store';
import { emailsOf } from './team-assignees';

/** Tasks as the routes answer them, with their field's name and their assignees' e-mails read in batches. */
export async function toActivities(items: ActivityItem[]): Promise<Activity[]> {
  const fieldIdsByTeam = new Map<string, Set<string>>();
  for (const item of items) {
    const ids = fieldIdsByTeam.get(item.teamId) ?? new Set<string>();
    ids.add(item.fieldId);
    fieldIdsByTeam.set(item.teamId, ids);
  }
  const [emails, fieldLists] = await Promise.all([
    emailsOf(items.flatMap((item) => item.assigneeIds)),
    Promise.all([...fieldIdsByTeam].map(([teamId, ids]) => fieldsById(teamId, [...ids]))),
  ]);
  const fields = new Map<string, FieldItem>(fieldLists.flat().map((field) => [`${field.teamId}/${field.fieldId}`, field]));
  return items.map((item) => {
    const field = fields.get(`${item.teamId}/${item.fieldId}`);
    return {
      id: item.activityId,
      name: item.name,
      description: item.description,
      type: item.type,
      planned_cost: item.plannedCost,
      actual_cost: item.actualCost,
      start_date: item.startDate,
      end_date: item.endDate,
      field: item.fieldId,
      field_info: field ? { id: field.fieldId, name: field.name, group_name: field.groupName } : null,
      assignees: item.assigneeIds.map((pk) => ({ pk, email: emails.get(pk) ?? '' })),
      status: item.status,
      comment: item.comment,
      team: item.teamId,
      created_by: item.createdBy,
      created_at: item.createdAt,
      updated_at: item.updatedAt,
    };
  });
}

export async function toActivity(item: ActivityItem): Promise<Activity> {
  const [activity] = await toActivities([item]);
  if (!activity) throw new Error('A task could not be read back.');
  return activity;
}
