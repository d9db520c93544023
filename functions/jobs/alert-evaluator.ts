import type { Context, ScheduledEvent } from 'aws-lambda';
import { evaluateTeam } from '../core/alerts/evaluate-team';
import { db } from '../core/db/service';
import { createLogger } from '../lib/logger';
import { withMetrics } from '../lib/metrics';

/** Every team staff have not refused (the TEAMS list on gsi2, one Query): as the index planner reads them. */
async function alertTeams(): Promise<string[]> {
  const { data } = await db().entities.team.query.all({}).go({ pages: 'all', attributes: ['teamId', 'adminApproved'] });
  return data.filter((team) => team.adminApproved !== false).map((team) => team.teamId);
}

export interface AlertEvaluatorRun {
  teams: number;
  failedTeams: number;
  raised: number;
  queued: number;
  skipped: number;
}

/**
 * Scheduled (daily, early morning in Nigeria): evaluates every team's alerts for today and sends them. A team that
 * fails is logged and the others go on; episodes make a run again (a retry, the next day) send nothing twice.
 */
export const handler = async (event: Pick<ScheduledEvent, 'time'>, context?: Context): Promise<AlertEvaluatorRun> =>
  withMetrics(context, async (metrics) => {
    const log = createLogger({ job: 'alert-evaluator', time: event.time }, context);
    const run: AlertEvaluatorRun = { teams: 0, failedTeams: 0, raised: 0, queued: 0, skipped: 0 };
    for (const teamId of await alertTeams()) {
      run.teams += 1;
      try {
        const team = await evaluateTeam(teamId, { log });
        run.raised += team.raised;
        run.queued += Object.values(team.queued).reduce((sum, count) => sum + count, 0);
        run.skipped += team.skipped;
      } catch (error) {
        run.failedTeams += 1;
        log.error('alert evaluation of a team failed', { error, teamId });
      }
    }
    metrics.count('AlertsRaised', run.raised);
    metrics.count('AlertMessagesQueued', run.queued);
    metrics.count('AlertMessagesSkipped', run.skipped);
    log.info('alerts evaluated', { ...run });
    return run;
  });
