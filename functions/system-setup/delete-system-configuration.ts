import { deleteSystemConfiguration as remove } from '../core/admin/system-config';
import { noContent, route } from '../lib/http';

export const deleteSystemConfiguration = route('deleteSystemConfiguration', async ({ params }) => {
  await remove(params.id);
  return noContent();
});
