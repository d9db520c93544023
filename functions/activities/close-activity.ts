import { closeActivity as close, teamOfActivity } from '../core/activities/activity-store';
import { toActivity } from '../core/activities/to-activity';
import { route } from '../lib/http';

export const closeActivity = route(
  'closeActivity',
  { ownerTeam: ({ params }) => teamOfActivity(params.id) },
  async ({ params, body, team }) => toActivity(await close(team.teamId, params.id, body.comment)),
);
