import { allServices, toAdminService } from '../core/plans/services';
import { route } from '../lib/http';

export const listServices = route('listServices', async () => (await allServices()).map(toAdminService));
