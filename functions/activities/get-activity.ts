import { activityInTeam, teamOfActivity } from '../core/activities/activity-store';
import { toActivity } from '../core/activities/to-activity';
import { route } from '../lib/http';

export const getActivity = route(
  'getActivity',
  { ownerTeam: ({ params }) => teamOfActivity(params.id) },
  async ({ params, team }) => toActivity(await activityInTeam(team.teamId, params.id)),
);
