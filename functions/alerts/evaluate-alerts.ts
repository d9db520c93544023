import { evaluateTeam } from '../core/alerts/evaluate-team';
import { route } from '../lib/http';

/** POST /alerts/evaluate/ (staff): evaluates one team now, as the daily job does, or replays a past `date`. */
export const evaluateAlerts = route('evaluateAlerts', async ({ body, log }) => {
  const run = await evaluateTeam(body.team, { ...(body.date ? { day: body.date } : {}), log });
  return { team: run.team, date: run.date, fields: run.fields, raised: run.raised, queued: run.queued, skipped: run.skipped };
});
