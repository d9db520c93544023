import { resourceRouter } from '../lib/router';
import { getPublicPlan } from './get-public-plan';
import { listPublicPlans } from './list-public-plans';

export const handler = resourceRouter('system-setup', { listPublicPlans, getPublicPlan });
