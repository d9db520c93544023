import { userActivities } from '../core/activities/activity-store';
import { toActivities } from '../core/activities/to-activity';
import { route } from '../lib/http';

export const listUserActivities = route('listUserActivities', async ({ params, caller }) =>
  toActivities(await userActivities(caller.userId, params.userId)),
);
