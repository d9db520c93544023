import { PlanIdParams } from '../../shared/api/schemas/plans';
import { getPlan } from '../core/plans/plans';
import { route } from '../lib/http';

export const getPublicPlan = route('getPublicPlan', { params: PlanIdParams }, async ({ params }) => getPlan(params.id));
