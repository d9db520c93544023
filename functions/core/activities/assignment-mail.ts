import type { Activity } from '../../../shared/api/schemas/activities';
import { appUrl } from '../config';
import type { Logger } from '../logger';
import { escapeHtml, oneLine, sendMail, type Mail } from '../mail/send-mail';

const PRODUCT = 'FieldWatch';

export function assignmentMail(activity: Activity, to: string): Mail {
  const link = `${appUrl()}/dashboard/farmactivity/all-activities/${encodeURIComponent(activity.id)}`;
  const field = activity.field_info?.name ?? 'a field';
  const rows: Array<[string, string]> = [
    ['Task', activity.name],
    ['Field', field],
    ['Type', activity.type],
    ['Start date', activity.start_date],
    ['End date', activity.end_date],
    ['Description', activity.description],
  ];
  const table = rows
    .map(([label, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return {
    to: [to],
    subject: oneLine(`New farm task on ${PRODUCT}: ${activity.name}`),
    html: `<div style="font-family:Arial,sans-serif;max-width:560px"><h2 style="color:#1b5e20">You have been assigned a farm task</h2><table>${table}</table><p><a href="${escapeHtml(link)}">Open the task</a> or see it in My Tasks.</p><p style="color:#666">${PRODUCT}: satellite crop and field monitoring.</p></div>`,
    text: `You have been assigned a farm task.\n\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nOpen it: ${link}\n`,
  };
}

/** Mails each assignee who was not assigned before this change, one mail each (no one sees the others' addresses). */
export async function mailNewAssignees(activity: Activity, previousIds: readonly string[], log: Logger): Promise<void> {
  const before = new Set(previousIds);
  const fresh = activity.assignees.filter((assignee) => !before.has(assignee.pk) && assignee.email);
  await Promise.all(fresh.map((assignee) => sendMail(assignmentMail(activity, assignee.email), log)));
}
