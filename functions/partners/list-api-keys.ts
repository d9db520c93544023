import { listApiKeys, toApiKey } from '../core/partners/key-store';
import { route } from '../lib/http';

/** The team's keys as the API keys screen lists them: never the keys themselves. */
export const listApiKeysRoute = route('listApiKeys', async ({ team }) => ({ results: (await listApiKeys(team.teamId)).map(toApiKey) }));
