import { acceptInvitation as accept } from '../core/teams/invitations';
import { route } from '../lib/http';

export const acceptInvitation = route('acceptInvitation', async ({ params, caller }) => accept(caller.userId, params.id));
