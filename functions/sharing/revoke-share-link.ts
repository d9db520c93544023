import { revokeShareLink as revoke } from '../core/sharing/share-links';
import { noContent, route } from '../lib/http';

export const revokeShareLink = route('revokeShareLink', async ({ team, params }) => {
  await revoke(team.teamId, params.id);
  return noContent();
});
