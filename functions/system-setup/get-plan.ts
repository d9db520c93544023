import { getAdminPlan } from '../core/plans/plans';
import { route } from '../lib/http';

export const getPlan = route('getPlan', async ({ params }) => getAdminPlan(params.id));
