import { adminSummary } from '../core/admin/summary';
import { route } from '../lib/http';

export const getAdminSummary = route('getAdminSummary', async ({ language }) => adminSummary(language));
