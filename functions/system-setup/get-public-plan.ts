import { getPlan } from '../core/plans/plans';
import { route } from '../lib/http';

export const getPublicPlan = route('getPublicPlan', async ({ params }) => getPlan(params.id));
