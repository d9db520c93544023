import { createService as create, toAdminService } from '../core/plans/services';
import { created, route } from '../lib/http';

export const createService = route('createService', async ({ body }) => created(toAdminService(await create(body))));
