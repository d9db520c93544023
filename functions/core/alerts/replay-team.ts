import { addDays } from '../../../shared/domain/weather';
import type { Logger } from '../logger';
import { fieldCropWindows, loadWeatherSpan } from './field-inputs';
import type { RunCounts } from './dispatch';
import { ALERT_SOURCES, type AlertSources } from './sources';
import { fieldFindings, fieldPoint, raiseFieldFindings, sortedDays, startTeamRun, teamFields, type FieldInputs } from './team-run';
import { nigeriaDay } from './nigeria-day';

/**
 * A team's season replayed day by day, as the daily job would have seen it: each field's weather span is loaded
 * once for the whole range (its days sorted once), the rules run on each day with what was then observed and ahead (daysAsOf), and the
 * episodes dedupe as every day. The local stage's demo farm gets its season's alerts this way. The index anomaly
 * runs once a week and on the last day (index values arrive every few days; its reads are the costly part).
 */
export const ANOMALY_EVERY_DAYS = 7;

export interface ReplayRun extends RunCounts {
  team: string;
  from: string;
  to: string;
  fields: number;
  days: number;
}

export interface ReplayOptions {
  now?: Date;
  log: Logger;
  sources?: AlertSources;
  /** Alerts of days before this one are the season's history: recorded in the app only. Absent: every day is sent. */
  deliverFrom?: string;
}

export async function replayTeam(teamId: string, from: string, to: string, options: ReplayOptions): Promise<ReplayRun | null> {
  const now = options.now ?? new Date();
  const sources = options.sources ?? ALERT_SOURCES;
  const run = await startTeamRun(teamId, now, options.log);
  if (!run) return null;
  run.inAppOnlyBefore = options.deliverFrom ?? null;
  const today = nigeriaDay(now);
  const [fields, { thresholds }] = await Promise.all([teamFields(teamId), sources.teamThresholds(teamId)]);
  const inputs = (
    await Promise.all(
      fields.map(async (field): Promise<FieldInputs | null> => {
        try {
          const [span, crops] = await Promise.all([loadWeatherSpan(fieldPoint(field), from, to, today), fieldCropWindows(teamId, field.fieldId, to)]);
          return { field, span, crops, sorted: sortedDays(span) };
        } catch (error) {
          options.log.warn('alert replay of a field failed', { error, teamId, fieldId: field.fieldId });
          return null;
        }
      }),
    )
  ).filter((input): input is FieldInputs => input !== null);
  let days = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const withAnomaly = days % ANOMALY_EVERY_DAYS === 0 || day === to;
    // Fields apart raise apart (their episodes are their own): a day's fields in parallel, the days in order.
    await Promise.all(inputs.map(async (input) => raiseFieldFindings(run, input.field, day, await fieldFindings(run, input, day, thresholds, sources, withAnomaly))));
    days += 1;
  }
  return { team: teamId, from, to, fields: inputs.length, days, ...run.counts };
}
