import { listPlans } from '../core/plans/plans';
import { route } from '../lib/http';

export const listPublicPlans = route('listPublicPlans', async () => listPlans());
