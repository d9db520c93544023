import type { Activity } from '../../../shared/api/schemas/activities';
import { textCell } from '../fields/field-export';

export const REPORT_HEADER = [
  'name',
  'type',
  'field',
  'status',
  'start_date',
  'end_date',
  'planned_cost_ngn',
  'actual_cost_ngn',
  'assignees',
  'description',
  'closing_reason',
];

/** The Download Task Report CSV: one row per task; every user text goes through the field export's formula defusing. */
export function activitiesAsCsv(activities: Activity[]): string {
  const rows = activities.map((activity) =>
    [
      textCell(activity.name),
      textCell(activity.type),
      textCell(activity.field_info?.name ?? ''),
      activity.status,
      activity.start_date,
      activity.end_date,
      activity.planned_cost.toFixed(2),
      activity.actual_cost.toFixed(2),
      textCell(activity.assignees.map((assignee) => assignee.email).filter(Boolean).join('; ')),
      textCell(activity.description),
      textCell(activity.comment),
    ].join(','),
  );
  return `${[REPORT_HEADER.join(','), ...rows].join('\r\n')}\r\n`;
}
