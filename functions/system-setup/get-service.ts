import { findService, toAdminService } from '../core/plans/services';
import { route } from '../lib/http';

export const getService = route('getService', async ({ params }) => toAdminService(await findService(params.id)));
