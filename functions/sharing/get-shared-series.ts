import { fieldSeries } from '../core/imagery/monitoring';
import { route } from '../lib/http';

/** The chart of a shared field: the app's index series, read for the link's team. */
export const getSharedSeries = route('getSharedSeries', async ({ query, share, log }) => fieldSeries(share.teamId, query, { log }));
