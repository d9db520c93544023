import { PHOTO_CONTENT_TYPE, SCOUTING_LIMITS } from '../../shared/domain/scouting';
import { requestPhoto } from '../core/scouting/note-photos';
import { teamOfNote } from '../core/scouting/note-store';
import { toNote } from '../core/scouting/to-note';
import { created, route } from '../lib/http';
import { keyedRequest } from '../lib/idempotent-route';

/**
 * An upload URL for one compressed photo of the note: a presigned PUT of exactly the declared size. The photo is
 * pending until confirmed; a replay with the same Idempotency-Key gets the first ticket (and one photo).
 */
export const requestScoutingPhoto = route(
  'requestScoutingPhoto',
  { ownerTeam: ({ params, query }) => teamOfNote(params.id, query.team), idempotent: true },
  async ({ params, body, team }) => {
    const ticket = await requestPhoto(team.teamId, params.id, body, keyedRequest());
    const note = await toNote(ticket.note);
    const photo = note.photos.find((item) => item.id === ticket.photo.photoId);
    if (!photo) throw new Error(`photo ${ticket.photo.photoId} is not on its note`);
    return created({
      photo,
      url: ticket.url,
      method: 'PUT' as const,
      headers: { 'content-type': PHOTO_CONTENT_TYPE },
      expires_in: SCOUTING_LIMITS.urlSeconds,
    });
  },
);
