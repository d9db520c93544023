import { noteInTeam, teamOfNote } from '../core/scouting/note-store';
import { toNote } from '../core/scouting/to-note';
import { route } from '../lib/http';

export const getScoutingNote = route('getScoutingNote', { ownerTeam: ({ params, query }) => teamOfNote(params.id, query.team) }, async ({ params, team }) =>
  toNote(await noteInTeam(team.teamId, params.id)),
);
