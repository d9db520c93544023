import { declineInvitation as decline } from '../core/teams/invitations';
import { noContent, route } from '../lib/http';

export const declineInvitation = route('declineInvitation', async ({ params, caller }) => {
  await decline(caller.userId, params.id);
  return noContent();
});
