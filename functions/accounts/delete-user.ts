import { requestUserDeletion } from '../core/admin/request-user-deletion';
import { Reply, route } from '../lib/http';

/** 202 Accepted: the user can no longer sign in, and the rest of the deletion runs in the background. */
export const deleteUser = route('deleteUser', async ({ params, caller }) => {
  await requestUserDeletion({ userId: caller.userId, email: caller.email }, params.id);
  return new Reply(202, undefined);
});
