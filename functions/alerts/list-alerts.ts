import { listUserAlerts } from '../core/alerts/alert-list';
import { route } from '../lib/http';

/** GET /alerts/: the caller's alerts, newest first, in the caller's language; `unread` counts them all for the bell. */
export const listAlerts = route('listAlerts', async ({ query, caller, language }) => listUserAlerts(caller.userId, query, language));
