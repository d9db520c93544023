import { createPlan as create } from '../core/plans/plans';
import { created, route } from '../lib/http';

export const createPlan = route('createPlan', async ({ body }) => created(await create(body)));
