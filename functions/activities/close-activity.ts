import { closeActivity as close, teamOfActivity } from '../core/activities/activity-store';
import { toActivity } from '../core/activities/to-activity';
import { route } from '../lib/http';
import { keyedRequest } from '../lib/idempotent-route';

/**
 * A phone closes tasks offline and replays the close when the signal returns: with its Idempotency-Key a replay gets
 * the first answer, while a task closed by someone else before it still answers 409 (the conflict the phone shows).
 */
export const closeActivity = route(
  'closeActivity',
  { ownerTeam: ({ params }) => teamOfActivity(params.id), idempotent: true },
  async ({ params, body, team }) => toActivity(await close(team.teamId, params.id, body.comment, keyedRequest())),
);
