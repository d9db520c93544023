import { teamOfActivity, updateActivity as update } from '../core/activities/activity-store';
import { mailNewAssignees } from '../core/activities/assignment-mail';
import { toActivity } from '../core/activities/to-activity';
import { route } from '../lib/http';

export const updateActivity = route(
  'updateActivity',
  { ownerTeam: ({ params }) => teamOfActivity(params.id) },
  async ({ params, body, team, log }) => {
    const { before, after } = await update(team.teamId, params.id, body);
    const activity = await toActivity(after);
    await mailNewAssignees(activity, before.assigneeIds, log);
    return activity;
  },
);
