import { deleteUserAccount } from '../core/admin/delete-user';
import { noContent, route } from '../lib/http';

export const deleteUser = route('deleteUser', async ({ params, caller }) => {
  await deleteUserAccount({ userId: caller.userId, email: caller.email }, params.id);
  return noContent();
});
