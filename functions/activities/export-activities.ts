import { ACTIVITY_REPORT_FILE } from '../../shared/domain/activities';
import { activitiesAsCsv } from '../core/activities/activity-report';
import { reportActivities } from '../core/activities/activity-store';
import { toActivities } from '../core/activities/to-activity';
import { exportReply } from '../lib/export-reply';
import { route } from '../lib/http';

/** The Download Task Report CSV: the tasks of a field, or of the whole team. */
export const exportActivities = route('exportActivities', async ({ query, team }) => {
  const activities = await toActivities(await reportActivities(team.teamId, query.field));
  return exportReply(activitiesAsCsv(activities), { name: ACTIVITY_REPORT_FILE, contentType: 'text/csv; charset=utf-8', scope: team.teamId });
});
