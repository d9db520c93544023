import { authorOf } from '../core/scouting/note-author';
import { createNote } from '../core/scouting/note-store';
import { toNote } from '../core/scouting/to-note';
import { created, route } from '../lib/http';
import { keyedRequest } from '../lib/idempotent-route';

/** A note on a field of the team; a phone's replay of its queued note (same Idempotency-Key) gets the first answer. */
export const createScoutingNote = route('createScoutingNote', { idempotent: true }, async ({ body, team, caller }) =>
  created(await toNote(await createNote(team.teamId, await authorOf(caller), body, keyedRequest()))),
);
