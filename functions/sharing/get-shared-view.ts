import { sharedView } from '../core/sharing/share-links';
import { route } from '../lib/http';

/** The page a link opens: counted as one view of the link. */
export const getSharedView = route('getSharedView', async ({ share }) => sharedView(share.link));
