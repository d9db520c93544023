import { trackingPage } from '../core/admin/usage';
import { route } from '../lib/http';

export const listTracking = route('listTracking', async ({ query, language }) => trackingPage(query, language));
