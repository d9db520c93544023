import { confirmPhoto } from '../core/scouting/note-photos';
import { teamOfNote } from '../core/scouting/note-store';
import { toNote } from '../core/scouting/to-note';
import { route } from '../lib/http';

/** The phone's PUT is done: the photo is checked in S3 and listed stored, with its read URL. */
export const confirmScoutingPhoto = route('confirmScoutingPhoto', { ownerTeam: ({ params, query }) => teamOfNote(params.id, query.team) }, async ({ params, team }) =>
  toNote(await confirmPhoto(team.teamId, params.id, params.photoId)),
);
