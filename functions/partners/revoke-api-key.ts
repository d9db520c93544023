import { revokeApiKey, toApiKey } from '../core/partners/key-store';
import { route } from '../lib/http';

/** Revokes a key of the team (another team's key is not found). */
export const revokeApiKeyRoute = route('revokeApiKey', async ({ team, caller, params }) => toApiKey(await revokeApiKey(team.teamId, params.id, caller.userId)));
