import { toAdminService, updateService as update } from '../core/plans/services';
import { route } from '../lib/http';

export const updateService = route('updateService', async ({ params, body }) => toAdminService(await update(params.id, body)));
