import { assignActivity as assign, teamOfActivity } from '../core/activities/activity-store';
import { mailNewAssignees } from '../core/activities/assignment-mail';
import { toActivity } from '../core/activities/to-activity';
import { route } from '../lib/http';

export const assignActivity = route(
  'assignActivity',
  { ownerTeam: ({ params }) => teamOfActivity(params.id) },
  async ({ params, body, team, log }) => {
    const { before, after } = await assign(team.teamId, params.id, body.users);
    const activity = await toActivity(after);
    await mailNewAssignees(activity, before.assigneeIds, log);
    return activity;
  },
);
