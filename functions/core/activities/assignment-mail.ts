import type { Activity } from '../../../shared/api/schemas/activities';
import type { ApiMessageId } from '../../../shared/i18n/english';
import { appUrl } from '../config';
import type { Logger } from '../logger';
import { mailPage, mailWords, type MailWords } from '../mail/mail-text';
import { recipientLanguage } from '../mail/recipient-language';
import { escapeHtml, oneLine, sendMail, type Mail } from '../mail/send-mail';

/** The task's mail to one assignee, in their language: the task's own texts (name, field, notes) as they were typed. */
export function assignmentMail(activity: Activity, to: string, words: MailWords = mailWords('en')): Mail {
  const link = `${appUrl()}/dashboard/farmactivity/all-activities/${encodeURIComponent(activity.id)}`;
  const field = activity.field_info?.name ?? words.text('mail.task.aField');
  const rows: Array<[ApiMessageId, string]> = [
    ['mail.task.task', activity.name],
    ['mail.task.field', field],
    ['mail.task.type', activity.type],
    ['mail.task.start', activity.start_date],
    ['mail.task.end', activity.end_date],
    ['mail.task.description', activity.description],
  ];
  const table = rows
    .map(([label, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${words.html(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return {
    to: [to],
    subject: oneLine(words.text('mail.task.subject', { task: activity.name })),
    html: mailPage(
      words,
      words.html('mail.task.heading'),
      `<table>${table}</table><p>${words.html('mail.task.open', { link: `<a href="${escapeHtml(link)}">${words.html('mail.task.openLink')}</a>` })}</p>`,
    ),
    text: `${words.text('mail.task.heading')}.\n\n${rows.map(([label, value]) => `${words.text(label)}: ${value}`).join('\n')}\n\n${words.text('mail.task.openText', { link })}\n`,
  };
}

/** Mails each assignee who was not assigned before this change, one mail each (no one sees the others' addresses). */
export async function mailNewAssignees(activity: Activity, previousIds: readonly string[], log: Logger): Promise<void> {
  const before = new Set(previousIds);
  const fresh = activity.assignees.filter((assignee) => !before.has(assignee.pk) && assignee.email);
  await Promise.all(
    fresh.map(async (assignee) => sendMail(assignmentMail(activity, assignee.email, mailWords(await recipientLanguage(assignee.pk))), log)),
  );
}
