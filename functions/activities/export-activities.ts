import { ACTIVITY_REPORT_FILE } from '../../shared/domain/activities';
import { activitiesAsCsv } from '../core/activities/activity-report';
import { reportActivities } from '../core/activities/activity-store';
import { toActivities } from '../core/activities/to-activity';
import { raw, route } from '../lib/http';

/** The Download Task Report CSV: the tasks of a field, or of the whole team. */
export const exportActivities = route('exportActivities', async ({ query, team }) => {
  const activities = await toActivities(await reportActivities(team.teamId, query.field));
  return raw(activitiesAsCsv(activities), 'text/csv; charset=utf-8', {
    'content-disposition': `attachment; filename="${ACTIVITY_REPORT_FILE}"`,
  });
});
