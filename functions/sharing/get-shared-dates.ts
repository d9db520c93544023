import { fieldDates } from '../core/imagery/monitoring';
import { route } from '../lib/http';

export const getSharedDates = route('getSharedDates', async ({ query, share, log }) => fieldDates(share.teamId, query, { log }));
