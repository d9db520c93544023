import { createActivity as create } from '../core/activities/activity-store';
import { mailNewAssignees } from '../core/activities/assignment-mail';
import { toActivity } from '../core/activities/to-activity';
import { teamOfField } from '../core/fields/field-store';
import { created, route } from '../lib/http';
import { keyedRequest } from '../lib/idempotent-route';

/** The task belongs to its field's team; each assignee is mailed the task. */
export const createActivity = route(
  'createActivity',
  { ownerTeam: ({ body }) => teamOfField(body.field), idempotent: true },
  async ({ body, team, caller, log }) => {
    const activity = await toActivity(await create(team.teamId, caller.userId, body, keyedRequest()));
    await mailNewAssignees(activity, [], log);
    return created(activity);
  },
);
