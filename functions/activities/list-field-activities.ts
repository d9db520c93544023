import { fieldActivities } from '../core/activities/activity-store';
import { toActivities } from '../core/activities/to-activity';
import { teamOfField } from '../core/fields/field-store';
import { route } from '../lib/http';

export const listFieldActivities = route(
  'listFieldActivities',
  { ownerTeam: ({ params }) => teamOfField(params.fieldId) },
  async ({ params, team }) => toActivities(await fieldActivities(team.teamId, params.fieldId)),
);
