import { listNotes } from '../core/scouting/note-store';
import { toNotes } from '../core/scouting/to-note';
import { route } from '../lib/http';

/** The team's notes (or a field's), newest observed first, a page at a time. */
export const listScoutingNotes = route('listScoutingNotes', async ({ query, team }) => {
  const page = await listNotes(team.teamId, query);
  return { items: await toNotes(team.teamId, page.items), next: page.next };
});
