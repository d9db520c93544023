import { toActivity } from '../core/activities/to-activity';
import { makeTask } from '../core/scouting/note-task';
import { teamOfNote } from '../core/scouting/note-store';
import { toNote } from '../core/scouting/to-note';
import { created, route } from '../lib/http';
import { keyedRequest } from '../lib/idempotent-route';

/** A task on the note's field from the note, once; a replay with the same Idempotency-Key gets the first answer. */
export const makeScoutingTask = route(
  'makeScoutingTask',
  { ownerTeam: ({ params, query }) => teamOfNote(params.id, query.team), idempotent: true },
  async ({ params, body, team, caller }) => {
    const { note, task } = await makeTask(team.teamId, caller.userId, params.id, body, keyedRequest());
    const [answerNote, answerTask] = await Promise.all([toNote(note), toActivity(task)]);
    return created({ note: answerNote, task: answerTask });
  },
);
