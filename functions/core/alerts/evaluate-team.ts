import type { Logger } from '../logger';
import { NotFoundError } from '../errors';
import { ALERT_MESSAGES } from '../../../shared/domain/alerts';
import { fieldCropWindows, loadWeatherSpan } from './field-inputs';
import { raiseFinding, type RunCounts, type TeamRun } from './dispatch';
import { teamExpiryFinding, teamTasksDueTomorrow } from './reminders';
import { ALERT_SOURCES, type AlertSources } from './sources';
import { fieldFindings, fieldPoint, raiseFieldFindings, startTeamRun, teamFields } from './team-run';
import { nigeriaDay } from './nigeria-day';

/**
 * One team's evaluation of one day (today unless a past day is replayed): every field's weather rules and index
 * anomaly, then the team's reminders (tasks due tomorrow, the subscription's end). What was already alerted is
 * not sent again (episodes.ts); a field whose inputs fail to load is logged and left for the next run, the others
 * go on.
 */
export interface EvaluateOptions {
  day?: string;
  now?: Date;
  log: Logger;
  sources?: AlertSources;
}

export interface EvaluateRun extends RunCounts {
  team: string;
  date: string;
  fields: number;
  /** Fields whose inputs (weather, crops, index) could not be read. */
  failedFields: number;
}

export async function evaluateTeam(teamId: string, options: EvaluateOptions): Promise<EvaluateRun> {
  const now = options.now ?? new Date();
  const sources = options.sources ?? ALERT_SOURCES;
  const today = nigeriaDay(now);
  const day = options.day ?? today;
  const run = await startTeamRun(teamId, now, options.log);
  if (!run) throw new NotFoundError(ALERT_MESSAGES.teamNotFound);
  const [fields, { thresholds }] = await Promise.all([teamFields(teamId), sources.teamThresholds(teamId)]);
  let failedFields = 0;
  for (const field of fields) {
    try {
      const [span, crops] = await Promise.all([loadWeatherSpan(fieldPoint(field), day, day, today), fieldCropWindows(teamId, field.fieldId, day)]);
      const findings = await fieldFindings(run, { field, span, crops }, day, thresholds, sources, true);
      await raiseFieldFindings(run, field, day, findings);
    } catch (error) {
      failedFields += 1;
      options.log.warn('alert evaluation of a field failed', { error, teamId, fieldId: field.fieldId, day });
    }
  }
  // Reminders are about now: a past day replayed has none to send.
  if (day === today) await raiseReminders(run, fields, day);
  return { team: teamId, date: day, fields: fields.length, failedFields, ...run.counts };
}

async function raiseReminders(run: TeamRun, fields: ReadonlyArray<{ fieldId: string; name: string }>, day: string): Promise<void> {
  const nameOf = new Map(fields.map((field) => [field.fieldId, field.name]));
  for (const { activity, finding } of await teamTasksDueTomorrow(run.teamId, day)) {
    const readers = activity.assigneeIds.length > 0 ? activity.assigneeIds : [activity.createdBy];
    const recipients = run.recipients.filter((recipient) => readers.includes(recipient.userId));
    const name = nameOf.get(activity.fieldId);
    await raiseFinding(
      run,
      {
        field: name === undefined ? null : { id: activity.fieldId, name },
        day,
        link: `/dashboard/farmactivity/all-activities/${encodeURIComponent(activity.activityId)}`,
        recipients,
      },
      finding,
    );
  }
  const expiry = await teamExpiryFinding(run.teamId, run.now);
  if (expiry) {
    const owner = run.recipients.filter((recipient) => recipient.userId === run.ownerId);
    await raiseFinding(run, { field: null, day, link: '/subscription/plans', recipients: owner }, expiry);
  }
}
