import { updatePlan as update } from '../core/plans/plans';
import { route } from '../lib/http';

export const updatePlan = route('updatePlan', async ({ params, body }) => update(params.id, body));
