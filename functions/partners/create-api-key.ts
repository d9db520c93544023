import { authorOf } from '../core/scouting/note-author';
import { createApiKey, toApiKey } from '../core/partners/key-store';
import { created, route } from '../lib/http';

/** A new key: its answer is the one place the whole key is ever sent (it is stored hashed). */
export const createApiKeyRoute = route('createApiKey', async ({ team, caller, body }) => {
  const { item, key } = await createApiKey(team.teamId, await authorOf(caller), body);
  return created({ ...toApiKey(item), key });
});
