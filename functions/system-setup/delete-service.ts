import { deleteService as remove } from '../core/plans/services';
import { noContent, route } from '../lib/http';

export const deleteService = route('deleteService', async ({ params }) => {
  await remove(params.id);
  return noContent();
});
