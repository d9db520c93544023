import { deletePlan as remove } from '../core/plans/plans';
import { noContent, route } from '../lib/http';

export const deletePlan = route('deletePlan', async ({ params }) => {
  await remove(params.id);
  return noContent();
});
