import { deleteActivity as remove, teamOfActivity } from '../core/activities/activity-store';
import { noContent, route } from '../lib/http';

export const deleteActivity = route(
  'deleteActivity',
  { ownerTeam: ({ params }) => teamOfActivity(params.id) },
  async ({ params, team }) => {
    await remove(team.teamId, params.id);
    return noContent();
  },
);
