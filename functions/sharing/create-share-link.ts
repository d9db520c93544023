import { authorOf } from '../core/scouting/note-author';
import { createShareLink as makeLink } from '../core/sharing/share-links';
import { created, route } from '../lib/http';

/** A new link: its token is in this answer only (the list never shows it again). */
export const createShareLink = route('createShareLink', async ({ team, caller, body }) => {
  const author = await authorOf(caller);
  return created(await makeLink(team.teamId, { userId: caller.userId, memberId: team.memberId, name: author.name }, body));
});
