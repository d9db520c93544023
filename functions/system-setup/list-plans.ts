import { listAdminPlans } from '../core/plans/plans';
import { route } from '../lib/http';

export const listPlans = route('listPlans', async () => listAdminPlans());
